// Adding up the dashboard's counts (shared/dashboard.ts): totals, the status chart with every
// status, and the category ranking with its "other categories" bar.
import { describe, expect, it } from "vitest";
import { splitCategories, summariseCounts, type CategoryCount } from "@shared/dashboard";

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
  const extra = { addedRecently: 2, addedSince: "2026-10-23 00:00:00.000Z", recent: [] };
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
