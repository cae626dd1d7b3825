// Adding up the dashboard's counts (shared/dashboard.ts): totals, the status chart with every
// status, and the category ranking with its "other categories" bar.
import { describe, expect, it } from "vitest";
import { costMonths, costMonthsSince, splitCategories, summariseCounts, summariseWorkOrders, type CategoryCount } from "@shared/dashboard";

function category(id: string, count: number, name = id): CategoryCount {
  return { id, name, count };
}

describe("splitCategories", () => {
  it("names every category while they fit, or are one more than fit", () => {
    const nine = Array.from({ length: 9 }, (_, i) => category(`c${i}`, 9 - i));
    expect(splitCategories(nine, 8)).toEqual({ top: nine, rest: { categories: 0, vehicles: 0 } });
  });

  it("groups the rest: how many categories, how many vehicles", () => {
    const ten = Array.from({ length: 10 }, (_, i) => category(`c${i}`, 10 - i));
    expect(splitCategories(ten, 8)).toEqual({ top: ten.slice(0, 8), rest: { categories: 2, vehicles: 3 } });
  });
});

describe("summariseCounts", () => {
  const workOrders = summariseWorkOrders([], [], { overdue: 0, assignedToMe: 0, now: new Date("2026-11-23T12:00:00Z"), recent: [] });
  const extra = { addedRecently: 2, addedSince: "2026-10-23 00:00:00.000Z", recent: [], workOrders };
  const categories = [
    { id: "vans", name: "Vans", name_key: "vans" },
    { id: "cars", name: "cars", name_key: "cars" },
    { id: "bus", name: "Buses", name_key: "buses" },
    { id: "ebikes", name: "E-bikes", name_key: "e-bikes" },
  ];

  it("adds up totals, statuses (0s included, in order) and categories (ranked, ties by name)", () => {
    const stats = summariseCounts(
      [
        { category: "vans", status: "available", count: 3 },
        { category: "vans", status: "in_service", count: 2 },
        { category: "cars", status: "available", count: 5 },
        { category: "bus", status: "retired", count: 5 },
      ],
      categories,
      extra,
    );
    expect(stats.totals).toEqual({ vehicles: 15, categories: 4, inService: 2, addedRecently: 2 });
    expect(stats.byStatus).toEqual([
      { status: "available", count: 8 },
      { status: "in_service", count: 2 },
      { status: "out_of_service", count: 0 },
      { status: "retired", count: 5 },
    ]);
    expect(stats.byCategory.top.map((c) => [c.name, c.count])).toEqual([
      ["Buses", 5],
      ["cars", 5],
      ["Vans", 5],
      ["E-bikes", 0],
    ]);
    expect(stats.addedSince).toBe(extra.addedSince);
  });

  it("counts an empty workshop as zeros", () => {
    const stats = summariseCounts([], [], extra);
    expect(stats.totals).toEqual({ vehicles: 0, categories: 0, inService: 0, addedRecently: 2 });
    expect(stats.byStatus.map((row) => row.count)).toEqual([0, 0, 0, 0]);
    expect(stats.byCategory).toEqual({ top: [], rest: { categories: 0, vehicles: 0 } });
  });
});

describe("work order figures", () => {
  const now = new Date("2026-02-10T08:00:00Z");

  it("charts the last 12 months up to this one, oldest first, across the new year", () => {
    const months = costMonths(now);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months[11]).toBe("2026-02");
    expect(costMonthsSince(now)).toBe("2025-03-01 00:00:00.000Z");
  });

  it("gives every status (0 included, in order) and every month (0 included), ignoring months outside the chart", () => {
    const stats = summariseWorkOrders(
      [
        { status: "done", count: 7 },
        { status: "open", count: 2 },
      ],
      [
        { month: "2026-01", cents: 1050 },
        { month: "2024-12", cents: 99 },
      ],
      { overdue: 1, assignedToMe: 3, now, recent: [] },
    );
    expect(stats.byStatus).toEqual([
      { status: "open", count: 2 },
      { status: "in_progress", count: 0 },
      { status: "waiting_parts", count: 0 },
      { status: "done", count: 7 },
      { status: "cancelled", count: 0 },
    ]);
    expect(stats.costByMonth.find((row) => row.month === "2026-01")).toEqual({ month: "2026-01", cents: 1050 });
    expect(stats.costByMonth.filter((row) => row.cents === 0)).toHaveLength(11);
    expect(stats.overdue).toBe(1);
    expect(stats.assignedToMe).toBe(3);
  });
});
