// The vehicle page's work (jsdom, stubbed API): its open work orders and "New work order", the
// service history with cost in the workshop's currency and pages in the URL, odometer readings
// with their source and deleting a wrong one, the server's refusals shown where they belong, and
// the lists reloading when the vehicle's work orders change.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OdometerReading, WorkOrder } from "@shared/records";
import { odometerBackwardsError } from "@shared/validation";
import { AppRoutes } from "../../web/src/app/app-routes";
import { pb } from "../../web/src/lib/api-client";
import { json, list, route, stubApi, type StubRoute } from "./api-stub";
import { CARS, vehicleRecord } from "./records";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const VEHICLE_ID = "vehicle00000001";
const PAGE = `/workshop/vehicles/${VEHICLE_ID}`;
const VEHICLE = vehicleRecord({ id: VEHICLE_ID, odometer: 48_000 });

function workOrder(fields: Partial<WorkOrder>): WorkOrder {
  return {
    id: "workorder000001",
    collectionId: "pbc_work_orders",
    collectionName: "work_orders",
    number: 1,
    vehicle: VEHICLE_ID,
    vehicle_plate: "AB-123",
    vehicle_plate_key: "AB123",
    title: "Annual service",
    description: "",
    status: "open",
    priority: "normal",
    assignee: "",
    due: "",
    odometer: 0,
    total_cost: 0,
    started: "",
    completed: "",
    created_by: "",
    updated_by: "",
    photos: [],
    created: "2026-01-01 10:00:00.000Z",
    updated: "2026-01-01 10:00:00.000Z",
    ...fields,
  };
}

function reading(fields: Partial<OdometerReading>): OdometerReading {
  return {
    id: "reading00000001",
    collectionId: "pbc_odometer_readings",
    collectionName: "odometer_readings",
    vehicle: VEHICLE_ID,
    km: 45_000,
    read_at: "2026-03-04 09:00:00.000Z",
    source: "manual",
    work_order: "",
    created_by: "",
    created: "2026-03-04 09:00:00.000Z",
    updated: "2026-03-04 09:00:00.000Z",
    ...fields,
  };
}

const OPEN = [
  workOrder({ id: "workorder000012", number: 12, title: "Front brake pads", status: "in_progress", priority: "urgent", due: "2020-02-01 00:00:00.000Z" }),
  workOrder({ id: "workorder000014", number: 14, title: "Wiper blades", status: "open", priority: "low", due: "2099-12-31 00:00:00.000Z" }),
  workOrder({ id: "workorder000015", number: 15, title: "Check the lights", status: "waiting_parts" }),
];

const DONE = [
  workOrder({
    id: "workorder000009",
    number: 9,
    title: "Annual service",
    status: "done",
    odometer: 45_000,
    total_cost: 1234.5,
    completed: "2026-03-04 15:30:00.000Z",
  }),
];

const READINGS = [
  reading({ id: "reading00000002", km: 48_000, read_at: "2026-05-06 08:00:00.000Z", source: "manual", expand: { created_by: employeeRecord({ name: "Bob Foreman" }) as never } }),
  reading({ id: "reading00000001", km: 45_000, source: "work_order", work_order: "workorder000009", expand: { work_order: DONE[0] } }),
];

const isHistory = (query: URLSearchParams) => (query.get("filter") ?? "").includes(`status = "done"`);

/** The API of a vehicle page: the vehicle, its categories, its work orders and readings. */
function vehicleApi(answers: { open?: WorkOrder[]; done?: WorkOrder[]; readings?: OdometerReading[]; extra?: StubRoute[] } = {}) {
  const { open = OPEN, done = DONE, readings = READINGS, extra = [] } = answers;
  return stubApi(
    ...extra,
    route("GET", `/api/collections/vehicles/records/${VEHICLE_ID}`, () => json(200, VEHICLE)),
    route("GET", "/api/collections/categories/records", () => list([{ id: CARS, name: "Cars" }])),
    route("POST", "/api/files/token", () => json(200, { token: "file-token" })),
    route("GET", "/api/collections/work_orders/records", (request) =>
      isHistory(request.query)
        ? list(done, { totalItems: done.length, totalPages: 1 })
        : list(open, { totalItems: open.length, totalPages: 1 }),
    ),
    route("GET", "/api/collections/odometer_readings/records", () => list(readings, { totalItems: readings.length, totalPages: 1 })),
    route("GET", "/api/collections/reminders/records", () => list([])),
    route("GET", "/api/collections/vehicle_documents/records", () => list([])),
    route("GET", "/api/collections/defects/records", () => list([])),
    route("GET", "/api/collections/inspections/records", () => list([])),
    route("GET", "/api/collections/history/records", () => list([])),
  );
}

/** The message tied to a field (aria-describedby). */
function messageAt(control: HTMLElement): string | undefined {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.className === "field-error")?.textContent ?? undefined;
}

const section = async (title: string) => (await screen.findByRole("heading", { level: 2, name: title })).closest("section")!;
const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));

/** The realtime listeners the page registered, by topic, with their options. */
let listeners: Map<string, { callback: (data: unknown) => void; options: unknown }>;

beforeEach(() => {
  pb.authStore.save(fakeToken(), employeeRecord());
  listeners = new Map();
  vi.spyOn(pb.realtime, "subscribe").mockImplementation(async (topic, callback, options) => {
    listeners.set(topic, { callback: callback as (data: unknown) => void, options });
    return async () => {
      listeners.delete(topic);
    };
  });
});

afterEach(() => {
  pb.authStore.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a vehicle's work orders", () => {
  it("lists the open ones with number, title, status, priority and due date, overdue marked", async () => {
    const stub = vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    const work = await section("Work orders");
    await waitFor(() => expect(within(work).getAllByRole("row")).toHaveLength(4));
    expect(rowTexts(work)).toEqual([
      ["WO-12", "Front brake pads", "In progress", "Urgent", "Overdue since 1 Feb 2020"],
      ["WO-14", "Wiper blades", "Open", "Low", "Due 31 Dec 2099"],
      ["WO-15", "Check the lights", "Waiting for parts", "Normal", "—"],
    ]);
    expect(within(work).getByText("Overdue since 1 Feb 2020").className).toContain("overdue");
    expect(within(work).getByText("Due 31 Dec 2099").className).not.toContain("overdue");
    expect(within(work).getByRole("link", { name: "WO-12" }).getAttribute("href")).toBe("/workshop/work-orders/workorder000012");
    // Only this vehicle's unfinished work, oldest first.
    const request = stub.to("work_orders").find((r) => !isHistory(r.query))!;
    expect(request.query.get("filter")).toBe(
      `vehicle = "${VEHICLE_ID}" && (status = "open" || status = "in_progress" || status = "waiting_parts")`,
    );
    expect(request.query.get("sort")).toBe("number");
  });

  it("offers a new work order for this vehicle and its printable label", async () => {
    vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    const work = await section("Work orders");
    expect(within(work).getByRole("link", { name: "New work order" }).getAttribute("href")).toBe(`/workshop/work-orders/new?vehicle=${VEHICLE_ID}`);
    expect(screen.getByRole("link", { name: "Print label" }).getAttribute("href")).toBe(`/workshop/vehicles/${VEHICLE_ID}/label`);
  });

  it("says so when there is no open work, no history and no reading", async () => {
    vehicleApi({ open: [], done: [], readings: [] });
    renderAt(PAGE, <AppRoutes />);
    expect(await screen.findByText("No open work on AB-123. Start a new work order when it comes in.")).toBeTruthy();
    expect(await screen.findByText("Nothing done yet. Work orders appear here once they are done.")).toBeTruthy();
    expect(await screen.findByText(/^No readings yet\./)).toBeTruthy();
  });

  it("says when the work orders cannot be loaded, and tries again on request", async () => {
    let fail = true;
    vehicleApi({
      extra: [
        route("GET", "/api/collections/work_orders/records", () =>
          fail ? json(500, { status: 500, message: "Database is locked.", data: {} }) : undefined!,
        ),
      ],
    });
    renderAt(PAGE, <AppRoutes />);
    const history = await section("Service history");
    const alert = await within(history).findByRole("alert");
    expect(alert.textContent).toContain("The service history could not be loaded.");
    expect(alert.textContent).toContain("Database is locked.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rowTexts(history)).toHaveLength(1));
    expect(within(history).queryByRole("alert")).toBeNull();
  });
});

describe("the service history", () => {
  it("shows each done work order with its completion date, odometer, title and cost in the currency", async () => {
    const stub = vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    const history = await section("Service history");
    await waitFor(() => expect(rowTexts(history)).toEqual([["4 Mar 2026", "45,000 km", "WO-9 Annual service", "€1,234.50"]]));
    const request = stub.to("work_orders").find((r) => isHistory(r.query))!;
    expect(request.query.get("filter")).toBe(`vehicle = "${VEHICLE_ID}" && (status = "done")`);
    expect(request.query.get("sort")).toBe("-completed,-number");
  });

  it("pages in the URL: the pager leads to ?history=2, which reads the second page", async () => {
    const stub = vehicleApi({
      extra: [
        route("GET", "/api/collections/work_orders/records", (request) =>
          isHistory(request.query) ? list(DONE, { page: Number(request.query.get("page")), totalItems: 25, totalPages: 3 }) : undefined!,
        ),
      ],
    });
    const { location } = renderAt(PAGE, <AppRoutes />);
    const history = await section("Service history");
    const pager = await within(history).findByRole("navigation", { name: "Pages of the service history" });
    expect(pager.textContent).toContain("Page 1 of 3");
    await userEvent.click(within(pager).getByRole("link", { name: "Next" }));
    expect(location.history.at(-1)).toBe(`${PAGE}?history=2`);
    await waitFor(() => expect(stub.to("work_orders").filter((r) => isHistory(r.query)).at(-1)!.query.get("page")).toBe("2"));
    expect((await within(history).findByRole("navigation")).textContent).toContain("Page 2 of 3");
  });

  it("on a page past the end (the history got shorter), leads back to the first page", async () => {
    vehicleApi({
      extra: [
        route("GET", "/api/collections/work_orders/records", (request) =>
          isHistory(request.query) ? list(request.query.get("page") === "1" ? DONE : [], { totalItems: 1, totalPages: 1 }) : undefined!,
        ),
      ],
    });
    const { location } = renderAt(`${PAGE}?history=4`, <AppRoutes />);
    const history = await section("Service history");
    expect((await within(history).findByText(/There is no page 4/)).textContent).toContain("There is no page 4 of the service history");
    await userEvent.click(within(history).getByRole("link", { name: "Go to the first page" }));
    expect(location.history.at(-1)).toBe(PAGE);
    await waitFor(() => expect(rowTexts(history)).toHaveLength(1));
  });
});

describe("the odometer readings", () => {
  it("lists them newest first with date, km, where each came from and who entered it, with their role", async () => {
    const stub = vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    const readings = await section("Odometer readings");
    await waitFor(() => expect(within(readings).getAllByRole("row")).toHaveLength(3));
    expect(rowTexts(readings).map((cells) => cells.slice(0, 4))).toEqual([
      ["6 May 2026", "48,000 km", "Entered", "Bob Foreman (Manager)"],
      ["4 Mar 2026", "45,000 km", "Work order WO-9", "—"],
    ]);
    expect(within(readings).getByRole("link", { name: "WO-9" }).getAttribute("href")).toBe("/workshop/work-orders/workorder000009");
    const request = stub.to("odometer_readings")[0]!;
    expect(request.query.get("sort")).toBe("-read_at,-created");
    expect(request.query.get("expand")).toBe("work_order,created_by");
  });

  it("deletes a wrong reading after asking, and reloads the list", async () => {
    const stub = vehicleApi({
      extra: [route("DELETE", "/api/collections/odometer_readings/records/reading00000002", () => new Response(null, { status: 204 }))],
    });
    renderAt(PAGE, <AppRoutes />);
    const readings = await section("Odometer readings");
    await userEvent.click(await within(readings).findByRole("button", { name: "Delete the reading of 48,000 km" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the reading of 48,000 km?" });
    expect(stub.to("odometer_readings", "DELETE")).toEqual([]);
    const before = stub.to("odometer_readings").length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete reading" }));
    expect(await within(readings).findByText("The reading of 48,000 km was deleted.")).toBeTruthy();
    expect(stub.to("odometer_readings", "DELETE")).toHaveLength(1);
    await waitFor(() => expect(stub.to("odometer_readings").length).toBeGreaterThan(before));
  });

  it("keeps the reading and says why when the server refuses to delete it", async () => {
    vehicleApi({
      extra: [
        route("DELETE", "/api/collections/odometer_readings/records/", () =>
          json(403, { status: 403, message: "Only a manager can delete readings.", data: {} }),
        ),
      ],
    });
    renderAt(PAGE, <AppRoutes />);
    const readings = await section("Odometer readings");
    await userEvent.click(await within(readings).findByRole("button", { name: "Delete the reading of 45,000 km" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete reading" }));
    expect((await within(readings).findByRole("alert")).textContent).toBe("The reading was not deleted. Only a manager can delete readings.");
    expect(rowTexts(readings)).toHaveLength(2);
  });
});

describe("the server's refusals on the vehicle page", () => {
  it("refuses an odometer below the vehicle's as it is typed, in the server's words, sending nothing", async () => {
    const stub = vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    const odometer = await screen.findByLabelText(/^Odometer/);
    await waitFor(() => expect(odometer).toHaveProperty("value", "48000"));
    await userEvent.clear(odometer);
    await userEvent.type(odometer, "40000");
    await userEvent.tab();
    expect(messageAt(odometer)).toBe(odometerBackwardsError(48_000).message);
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(stub.to("vehicles", "PATCH")).toEqual([]);
    expect(odometer).toHaveProperty("value", "40000");
  });

  it("shows the server's odometer_backwards at the field, e.g. after a colleague's higher reading", async () => {
    const message = odometerBackwardsError(52_000).message;
    vehicleApi({
      extra: [
        route("PATCH", `/api/collections/vehicles/records/${VEHICLE_ID}`, () =>
          json(400, { status: 400, message: "Failed to update record.", data: { odometer: { code: "odometer_backwards", message } } }),
        ),
      ],
    });
    renderAt(PAGE, <AppRoutes />);
    const odometer = await screen.findByLabelText(/^Odometer/);
    await waitFor(() => expect(odometer).toHaveProperty("value", "48000"));
    await userEvent.clear(odometer);
    await userEvent.type(odometer, "50000");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(odometer.getAttribute("aria-invalid")).toBe("true"));
    expect(messageAt(odometer)).toBe(message);
    expect(odometer).toHaveProperty("value", "50000");
  });

  it("explains that a vehicle with work orders cannot be deleted and offers to retire it", async () => {
    const reason = "This vehicle has 3 work orders: deleting it would lose its history. Retire it instead.";
    const stub = vehicleApi({
      extra: [
        route("DELETE", `/api/collections/vehicles/records/${VEHICLE_ID}`, () =>
          json(400, { status: 400, message: "Failed to delete record.", data: { id: { code: "has_work_orders", message: reason } } }),
        ),
      ],
    });
    const { location } = renderAt(PAGE, <AppRoutes />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete…" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete vehicle" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("AB-123 has work orders, so it cannot be deleted.")).toBeTruthy();
    expect(alert.textContent).toContain(reason);
    expect(location.history).toEqual([PAGE]);

    await userEvent.click(within(alert).getByRole("button", { name: "Retire instead" }));
    expect(screen.getByLabelText("Status")).toHaveProperty("value", "retired");
    expect(alert.textContent).toContain("The status is set to Retired: save the changes to keep it.");
    // Nothing is saved behind the person's back.
    expect(stub.to("vehicles", "PATCH")).toEqual([]);
  });
});

describe("live", () => {
  it("listens only to this vehicle's work orders and readings, and reloads when they change", async () => {
    const stub = vehicleApi();
    renderAt(PAGE, <AppRoutes />);
    await section("Service history");
    const filter = `vehicle = "${VEHICLE_ID}"`;
    await waitFor(() => expect(listeners.has("work_orders/*")).toBe(true));
    await waitFor(() => expect(listeners.has("odometer_readings/*")).toBe(true));
    expect(listeners.get("work_orders/*")!.options).toMatchObject({ query: { filter, fields: "id" } });
    expect(listeners.get("odometer_readings/*")!.options).toMatchObject({ query: { filter, fields: "id" } });
    await waitFor(() => expect(stub.to("work_orders").filter((r) => isHistory(r.query)).length).toBeGreaterThan(0));

    const before = stub.to("work_orders").filter((r) => isHistory(r.query)).length;
    listeners.get("work_orders/*")!.callback({ action: "update", record: { id: "workorder000012" } });
    await waitFor(() => expect(stub.to("work_orders").filter((r) => isHistory(r.query)).length).toBeGreaterThan(before), { timeout: 3000 });
  });
});
