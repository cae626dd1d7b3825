// The dashboard's states in jsdom, with the server's answers stubbed: loading, a failure with a
// way to try again, an empty workshop, and charts whose bars lead to the filtered list.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DashboardStats } from "@shared/dashboard";
import { DashboardPage } from "../../web/src/features/dashboard/dashboard-page";
import { pb } from "../../web/src/lib/api-client";
import { connection } from "../../web/src/lib/connection";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const STATS: DashboardStats = {
  totals: { vehicles: 12, categories: 10, inService: 3, addedRecently: 4 },
  addedSince: "2026-10-23 06:00:00.000Z",
  byStatus: [
    { status: "available", count: 8 },
    { status: "in_service", count: 3 },
    { status: "out_of_service", count: 0 },
    { status: "retired", count: 1 },
  ],
  byCategory: {
    top: [
      { id: "vans00000000001", name: "Vans", count: 7 },
      { id: "cars00000000001", name: "Cars", count: 3 },
    ],
    rest: { categories: 8, vehicles: 2 },
  },
  recent: [
    {
      id: "vehicle00000001",
      plate: "AB-123",
      make: "Ford",
      model: "Transit",
      status: "in_service",
      updated: new Date(Date.now() - 5 * 60_000).toISOString().replace("T", " "),
      updatedBy: "Alice Mechanic",
    },
  ],
  workOrders: {
    byStatus: [
      { status: "open", count: 3 },
      { status: "in_progress", count: 2 },
      { status: "waiting_parts", count: 1 },
      { status: "done", count: 40 },
      { status: "cancelled", count: 2 },
    ],
    overdue: 2,
    assignedToMe: 4,
    costByMonth: [
      "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05",
      "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11",
    ].map((month, i) => ({ month, cents: i === 11 ? 123_450 : i === 10 ? 30 : 0 })),
    recent: [
      {
        id: "workorder000001",
        number: 17,
        title: "Brake pads",
        status: "waiting_parts",
        plate: "AB-123",
        updated: new Date(Date.now() - 2 * 60_000).toISOString().replace("T", " "),
        updatedBy: "Bob Foreman",
      },
    ],
  },
  stock: { valueCents: 1_234_567, toReorder: 3 },
  defects: {
    bySeverity: [
      { severity: "minor", count: 4 },
      { severity: "major", count: 2 },
      { severity: "critical", count: 1 },
    ],
    offTheRoad: 1,
    offTheRoadVehicles: [{ id: "vehicle00000002", plate: "XY-999" }],
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers GET /api/app/stats with the given responses in turn (the last one repeats). */
function answerStats(...responses: (() => Response | Promise<Response>)[]) {
  let calls = 0;
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    // The reminder figures count with one-item pages: 3 overdue, 5 due soon.
    if (url.includes("/api/collections/reminders/records")) {
      const overdue = decodeURIComponent(url).includes("urgency = 1");
      return json(200, { page: 1, perPage: 1, totalItems: overdue ? 3 : 5, totalPages: 1, items: [] });
    }
    if (!url.includes("/api/app/stats")) return json(404, { status: 404, message: "", data: {} });
    const respond = responses[Math.min(calls, responses.length - 1)]!;
    calls += 1;
    return respond();
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/** The realtime listeners the screen registered, by topic (no real connection in jsdom). */
let listeners: Map<string, (data: unknown) => void>;
/** The options each topic was subscribed with. */
let subscribedWith: Map<string, unknown>;

beforeEach(() => {
  // A manager: the empty dashboard offers "Add a vehicle" to those who may add one.
  pb.authStore.save(fakeToken(), employeeRecord());
  listeners = new Map();
  subscribedWith = new Map();
  vi.spyOn(pb.realtime, "subscribe").mockImplementation(async (topic, callback, options) => {
    listeners.set(topic, callback as (data: unknown) => void);
    subscribedWith.set(topic, options);
    return async () => {
      listeners.delete(topic);
    };
  });
});

afterEach(() => {
  pb.authStore.clear();
  connection.markReachable();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the dashboard", () => {
  it("shows placeholders while the figures load", async () => {
    answerStats(() => new Promise<Response>(() => {}));
    renderAt("/backend", <DashboardPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.getAllByRole("status", { name: /Loading/ }).length).toBeGreaterThan(0);
  });

  it("says when the figures cannot be loaded, and tries again on request", async () => {
    answerStats(
      () => json(500, { status: 500, message: "Database is locked.", data: {} }),
      () => json(200, STATS),
    );
    renderAt("/backend", <DashboardPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The dashboard could not be loaded.");
    expect(alert.textContent).toContain("Database is locked.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Vehicles by status" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("treats an answer that is not the figures as a failure, not a broken page", async () => {
    answerStats(() => json(200, { token: "x", record: {} }));
    renderAt("/backend", <DashboardPage />);
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong.");
  });

  it("invites to add the first vehicle in an empty workshop, and offers no export", async () => {
    answerStats(() =>
      json(200, { ...STATS, totals: { vehicles: 0, categories: 0, inService: 0, addedRecently: 0 }, byCategory: { top: [], rest: { categories: 0, vehicles: 0 } }, recent: [] }),
    );
    renderAt("/backend", <DashboardPage />);
    const add = await screen.findByRole("link", { name: "Add a vehicle" });
    expect(add.getAttribute("href")).toBe("/workshop/vehicles/new");
    expect(screen.getByRole("heading", { name: "No vehicles yet" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("links each bar to the vehicle list filtered to it, and says every number in words", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const byStatus = await screen.findByRole("figure", { name: "Vehicles by status" });
    expect(within(byStatus).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Available8 vehicles, 67 %", "/workshop/vehicles?status=available"],
      ["In workshop3 vehicles, 25 %", "/workshop/vehicles?status=in_service"],
      ["Out of service0 vehicles, 0 %", "/workshop/vehicles?status=out_of_service"],
      ["Retired1 vehicle, 8 %", "/workshop/vehicles?status=retired"],
    ]);
    const byCategory = screen.getByRole("figure", { name: "Vehicles by category" });
    expect(within(byCategory).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/workshop/vehicles?category=vans00000000001",
      "/workshop/vehicles?category=cars00000000001",
    ]);
    // The rest has no one list to open: text, not a link.
    expect(within(byCategory).getAllByRole("listitem").at(-1)!.textContent).toBe("8 other categories2 vehicles, 17 %");
  });

  it("shows the workshop's state first, then the fleet's figures, each with its link", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const now = await screen.findByRole("list", { name: "The workshop now" });
    expect(within(now).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Open work orders6open, in progress or waiting for parts",
      "Overdue2past their due date: marked on the board",
      "In workshop3vehicles right now",
      "Waiting for parts1work orders held up",
      "Assigned to me4still to be done",
    ]);
    expect(within(now).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/workshop/work-orders",
      "/workshop/work-orders",
      "/workshop/vehicles?status=in_service",
      "/workshop/work-orders?view=list&status=waiting_parts",
      "/workshop/work-orders?assignee=me",
    ]);
    const fleet = screen.getByRole("list", { name: "Fleet figures" });
    expect(within(fleet).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Vehicles12in the fleet",
      "Categories10to sort vehicles by",
      "Added recently4in the last 30 days (since 23 Oct)",
    ]);
    // The workshop's state comes before the fleet's totals.
    expect(now.compareDocumentPosition(fleet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
  });

  it("shows the stock's value and the parts to reorder, opening the parts list filtered to them", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const stock = await screen.findByRole("list", { name: "Stock figures" });
    expect(within(stock).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Stock value€12,345.67on hand at unit cost",
      "Parts to reorder3at or below their reorder point",
    ]);
    expect(within(stock).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/workshop/parts", "/workshop/parts?reorder=1"]);
  });

  it("lists the work and the vehicles changed last, with who changed them", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const work = await screen.findByRole("region", { name: "Recently updated work" });
    expect(within(work).getByRole("link").getAttribute("href")).toBe("/workshop/work-orders/workorder000001");
    expect(work.textContent).toContain("WO-17AB-123Brake pads");
    expect(work.textContent).toContain("Bob Foreman · 2 min ago");
    expect(within(work).getByText("Waiting for parts").className).toBe("badge badge-waiting");
    const vehicles = screen.getByRole("region", { name: "Recently updated vehicles" });
    expect(within(vehicles).getByRole("link").getAttribute("href")).toBe("/workshop/vehicles/vehicle00000001");
    expect(vehicles.textContent).toContain("Alice Mechanic · 5 min ago");
    expect(work.compareDocumentPosition(vehicles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("listens for changes without downloading the changed records: only their ids", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    await screen.findByRole("list", { name: "Fleet figures" });
    await waitFor(() => expect([...subscribedWith.keys()].sort()).toEqual(["PB_CONNECT", "categories/*", "parts/*", "reminders/*", "time_entries/*", "vehicles/*", "work_orders/*"]));
    expect(subscribedWith.get("vehicles/*")).toMatchObject({ query: { fields: "id" } });
    expect(subscribedWith.get("categories/*")).toMatchObject({ query: { fields: "id" } });
    expect(subscribedWith.get("work_orders/*")).toMatchObject({ query: { fields: "id" } });
    expect(subscribedWith.get("reminders/*")).toMatchObject({ query: { fields: "id" } });
    expect(subscribedWith.get("parts/*")).toMatchObject({ query: { fields: "id" } });
    expect(subscribedWith.get("time_entries/*")).toMatchObject({ query: { fields: "id" } });
  });

  it("reloads shortly after a colleague changes a vehicle; keeps the figures if that fails", async () => {
    const fetchStub = answerStats(
      () => json(200, STATS),
      () => json(200, { ...STATS, totals: { ...STATS.totals, vehicles: 13 } }),
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
    renderAt("/backend", <DashboardPage />);
    const vehicles = () => within(screen.getByRole("list", { name: "Fleet figures" })).getAllByRole("listitem")[0]!.textContent;
    await waitFor(() => expect(vehicles()).toContain("12"));
    const vehicleEvent = () => listeners.get("vehicles/*")!({ action: "create", record: { id: "x" } });
    // A burst of changes makes one reload.
    vehicleEvent();
    vehicleEvent();
    vehicleEvent();
    await waitFor(() => expect(vehicles()).toContain("13"), { timeout: 3000 });
    expect(fetchStub.mock.calls.filter(([input]) => String(input).includes("/api/app/stats"))).toHaveLength(2);

    vehicleEvent();
    const warning = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(warning.textContent).toContain("These figures may be out of date.");
    expect(warning.textContent).toContain("Cannot reach the Workshop server");
    expect(vehicles()).toContain("13");
  });

  it("shows the reminders overdue and due soon, each leading to the due list filtered to it", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const figures = await screen.findByRole("list", { name: "Reminder figures" });
    const links = within(figures).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Reminders overdue3maintenance past its date or km", "/workshop/reminders?state=overdue"],
      ["Reminders due soon5within their margin", "/workshop/reminders?state=due_soon"],
    ]);
  });

  it("marks overdue work and work waiting for parts, and charts open work by status in the statuses' colours", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const figures = within(await screen.findByRole("list", { name: "The workshop now" })).getAllByRole("listitem");
    // Overdue work is marked beyond its number: its figure has the alarm edge; waiting work its own.
    expect(figures[1]!.className).toContain("figure-alarm");
    expect(figures[3]!.className).toContain("figure-waiting");
    expect(figures[3]!.className).not.toContain("figure-alarm");

    const open = screen.getByRole("figure", { name: "Open work orders by status" });
    expect(within(open).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Open3 work orders, 50 %", "/workshop/work-orders?view=list&status=open"],
      ["In progress2 work orders, 33 %", "/workshop/work-orders?view=list&status=in_progress"],
      ["Waiting for parts1 work order, 17 %", "/workshop/work-orders?view=list&status=waiting_parts"],
    ]);
    expect([...open.querySelectorAll("rect.bar-fill")].map((bar) => bar.getAttribute("class"))).toEqual(["bar-fill bar-info", "bar-fill bar-warning", "bar-fill bar-waiting"]);
  });

  it("shows the unfixed defects by severity, critical first, and names the vehicles off the road", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const figures = await screen.findByRole("list", { name: "Defect figures" });
    expect(within(figures).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Critical defects1open or scheduled",
      "Major defects2open or scheduled",
      "Minor defects4open or scheduled",
      "Off the road1XY-999",
    ]);
    expect(within(figures).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/workshop/defects?severity=critical",
      "/workshop/defects?severity=major",
      "/workshop/defects?severity=minor",
      "/workshop/vehicles/vehicle00000002",
    ]);
  });

  it("charts the cost of done work per month over 12 months, in the workshop's currency", async () => {
    answerStats(() => json(200, STATS));
    renderAt("/backend", <DashboardPage />);
    const chart = await screen.findByRole("figure", { name: "Cost of done work per month" });
    const months = within(chart).getAllByRole("listitem").map((item) => item.textContent);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("Dec 2025€0.00");
    expect(months.slice(-2)).toEqual(["Oct 2026€0.30", "Nov 2026€1,234.50"]);
    expect(within(chart).queryAllByRole("link")).toEqual([]);
    expect(chart.textContent).toContain("€1,234.80 in the last 12 months");
    // Each bar's length is its share of the largest month.
    const widths = [...chart.querySelectorAll("rect")].map((rect) => Number(rect.getAttribute("width")));
    expect(widths[11]).toBe(100);
    expect(widths[0]).toBe(0);
  });

  it("says so when there is no open work and no work was done in the last 12 months", async () => {
    const idle = {
      ...STATS.workOrders,
      byStatus: STATS.workOrders.byStatus.map((row) => ({ ...row, count: 0 })),
      overdue: 0,
      assignedToMe: 0,
      costByMonth: STATS.workOrders.costByMonth.map((month) => ({ ...month, cents: 0 })),
    };
    answerStats(() => json(200, { ...STATS, workOrders: idle }));
    renderAt("/backend", <DashboardPage />);
    const open = await screen.findByRole("figure", { name: "Open work orders by status" });
    expect(open.textContent).toContain("No open work orders: nothing is waiting to be done.");
    expect(within(open).queryAllByRole("listitem")).toEqual([]);
    const cost = screen.getByRole("figure", { name: "Cost of done work per month" });
    expect(cost.textContent).toContain("No work was done in the last 12 months.");
    expect(within(cost).queryAllByRole("listitem")).toEqual([]);
  });
});
