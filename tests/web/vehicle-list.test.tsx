// The vehicle list's state lives in the URL: what the screen reads from it, what it asks the
// server for, and how each control changes it (jsdom, in-memory location, stubbed API).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Vehicle } from "@shared/records";
import { VEHICLE_SEARCH_PATH } from "@shared/vehicle-search";
import { AppRoutes } from "../../web/src/app/app-routes";
import { startVehicleList } from "../../web/src/features/vehicles/vehicle-list-reads";
import { pb } from "../../web/src/lib/api-client";
import { json, list, route, stubApi, type StubAnswer, type StubRequest } from "./api-stub";
import { CARS, vehicleRecord } from "./records";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const VANS = "vanscategory001";

function vehicle(n: number, fields: Partial<Vehicle> = {}): Vehicle {
  return vehicleRecord({
    id: `vehicle${String(n).padStart(8, "0")}`,
    plate: `AB-${100 + n}`,
    plate_key: `AB${100 + n}`,
    odometer: 125_000,
    ...fields,
  });
}

const page = (count: number) => Array.from({ length: count }, (_, i) => vehicle(i));

/** The API with `rows` for every page request and `total` for the count request. */
function api(rows: (request: StubRequest) => StubAnswer, total = 1000) {
  return stubApi(
    route("GET", "/api/collections/categories/records", () =>
      list([
        { id: CARS, name: "Cars" },
        { id: VANS, name: "Vans" },
      ]),
    ),
    route("GET", "/api/collections/vehicles/records", (request) =>
      request.query.get("perPage") === "1" ? list([], { totalItems: total }) : rows(request),
    ),
    // A search goes to the trigram-indexed endpoint, answering in the records API's shape.
    route("GET", VEHICLE_SEARCH_PATH, (request) =>
      request.query.get("perPage") === "1" ? list([], { totalItems: total }) : rows(request),
    ),
    route("POST", "/api/files/token", () => json(200, { token: "file-token" })),
  );
}

/** The list's requests: to PocketBase's records API, or with search text to the search endpoint. */
function listRequests(stub: ReturnType<typeof stubApi>) {
  return [...stub.to("vehicles"), ...stub.requests.filter((r) => r.method === "GET" && r.path === VEHICLE_SEARCH_PATH)];
}

function pageRequests(stub: ReturnType<typeof stubApi>) {
  return listRequests(stub).filter((request) => request.query.get("perPage") === "30");
}

function countRequests(stub: ReturnType<typeof stubApi>) {
  return listRequests(stub).filter((request) => request.query.get("perPage") === "1");
}

const lastUrl = (location: { history?: string[] }) => location.history!.at(-1);

/**
 * The realtime listeners the screen registered, by topic (no real connection in jsdom). The
 * subscriptions never report back as active, so the resync that follows does not run: the
 * tests send the events themselves.
 */
let listeners: Map<string, (data: unknown) => void>;

/** A colleague's change arriving over realtime. */
const vehicleEvent = () => act(() => listeners.get("vehicles/*")!({ action: "update", record: { id: "vehicle00000001" } }));

beforeEach(() => {
  pb.authStore.save(fakeToken(), employeeRecord());
  listeners = new Map();
  vi.spyOn(pb.realtime, "subscribe").mockImplementation(async (topic, callback) => {
    listeners.set(topic, callback as (data: unknown) => void);
    return new Promise(() => {});
  });
});

afterEach(() => {
  pb.authStore.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("reading the URL", () => {
  it("asks for the page, filters and sort the URL holds, 30 rows without a total", async () => {
    const stub = api(() => list(page(30)));
    renderAt(`/workshop/vehicles?category=${CARS}&status=in_service&sort=-year&page=2`, <AppRoutes />);
    await screen.findByText("AB-100");
    const request = pageRequests(stub)[0]!;
    expect(request.path).toBe("/api/collections/vehicles/records");
    expect(Object.fromEntries(request.query)).toMatchObject({
      page: "2",
      perPage: "30",
      skipTotal: "true",
      sort: "-year,-plate,-id",
      filter: `category = "${CARS}" && status = "in_service"`,
    });
  });

  it("asks the search endpoint, with the list's own parameters, when there is search text", async () => {
    const stub = api(() => list(page(30)));
    renderAt(`/workshop/vehicles?q=ab%2012&category=${CARS}&status=in_service&sort=-year&page=2`, <AppRoutes />);
    await screen.findByText("AB-100");
    const request = pageRequests(stub)[0]!;
    expect(request.path).toBe(VEHICLE_SEARCH_PATH);
    expect(Object.fromEntries(request.query)).toEqual({
      q: "ab 12",
      category: CARS,
      status: "in_service",
      sort: "-year",
      page: "2",
      perPage: "30",
      skipTotal: "1",
    });
  });

  it("shows the query in the controls and the sorted column's header", async () => {
    api(() => list(page(3)));
    renderAt(`/workshop/vehicles?q=golf&category=${VANS}&status=retired&sort=-year`, <AppRoutes />);
    await screen.findByText("AB-100");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "golf");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Category" })).toHaveProperty("value", VANS));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveProperty("value", "retired");
    expect(screen.getByRole("columnheader", { name: /Year/ }).getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("columnheader", { name: /Plate/ }).getAttribute("aria-sort")).toBe("none");
  });

  // On a small server the count (a COUNT over every match) would compete with the page for the
  // CPU: the first page comes first, and the count follows it.
  it("asks for the first page before counting the matches", async () => {
    let answerPage: (() => void) | undefined;
    const stub = api(() => new Promise<Response>((resolve) => (answerPage = () => resolve(list(page(30))))));
    renderAt("/workshop/vehicles", <AppRoutes />);
    await waitFor(() => expect(pageRequests(stub)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests(stub)).toHaveLength(0);
    act(() => answerPage!());
    await screen.findByText("AB-100");
    await waitFor(() => expect(countRequests(stub)).toHaveLength(1));
  });

  it("also counts a new filter's matches only once its first page is there", async () => {
    const held: (() => void)[] = [];
    const stub = api((request) =>
      request.query.get("filter") === ""
        ? list(page(30))
        : new Promise<Response>((resolve) => held.push(() => resolve(list(page(3))))),
    );
    renderAt("/workshop/vehicles", <AppRoutes />);
    await screen.findByText("AB-100");
    await waitFor(() => expect(countRequests(stub)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("option", { name: "Vans" })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Vans");
    await waitFor(() => expect(held).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests(stub)).toHaveLength(1);
    act(() => held[0]!());
    await waitFor(() => expect(countRequests(stub)).toHaveLength(2));
    expect(countRequests(stub)[1]!.query.get("filter")).toBe(`category = "${VANS}"`);
  });

  it("recounts after a colleague's change only once the refreshed page is there", async () => {
    let hold = false;
    let answerPage: (() => void) | undefined;
    const stub = api(() => (hold ? new Promise<Response>((resolve) => (answerPage = () => resolve(list(page(30))))) : list(page(30))));
    renderAt("/workshop/vehicles", <AppRoutes />);
    await screen.findByText("AB-100");
    await waitFor(() => expect(countRequests(stub)).toHaveLength(1));
    hold = true;
    vehicleEvent();
    await waitFor(() => expect(pageRequests(stub)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countRequests(stub)).toHaveLength(1);
    act(() => answerPage!());
    await waitFor(() => expect(countRequests(stub)).toHaveLength(2));
  });

  it("counts the matches once per filter, not per page or sort", async () => {
    const stub = api(() => list(page(30)), 95);
    const { location } = renderAt("/workshop/vehicles?q=golf", <AppRoutes />);
    expect(await screen.findByText("95 vehicles match")).toBeTruthy();
    expect(screen.getByText("Page 1 of 4")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Next" }));
    await waitFor(() => expect(lastUrl(location)).toBe("/workshop/vehicles?q=golf&page=2"));
    await userEvent.click(screen.getByRole("button", { name: /Plate/ }));
    await waitFor(() => expect(pageRequests(stub)).toHaveLength(3));
    expect(countRequests(stub)).toHaveLength(1);
  });
});

describe("a page load of the list", () => {
  // app/early-reads.ts asks for the first page before the first render (docs/performance.md's
  // first list); the list takes that answer instead of asking again.
  const URL = `/workshop/vehicles?category=${CARS}&sort=-year`;

  it("shows the rows asked for before the first render, asking for them once", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stub = api(async () => {
      await answered;
      return list(page(30));
    });
    void startVehicleList(`?category=${CARS}&sort=-year`);
    expect(pageRequests(stub)).toHaveLength(1);
    const view = renderAt(URL, <AppRoutes />);
    answer();
    await screen.findByText("AB-100");
    expect(pageRequests(stub)).toHaveLength(1);
    view.unmount();
  });

  it("renders the rows in its first render when they came before it, and a later visit asks again", async () => {
    const stub = api(() => list(page(30)));
    await startVehicleList(`?category=${CARS}&sort=-year`);
    const first = renderAt(URL, <AppRoutes />);
    expect(screen.getByText("AB-100")).toBeTruthy();
    expect(pageRequests(stub)).toHaveLength(1);
    first.unmount();

    renderAt(URL, <AppRoutes />);
    await waitFor(() => expect(pageRequests(stub)).toHaveLength(2));
  });

  it("asks again when the page load's read failed before the list took it (a refused session signs in first)", async () => {
    let answers = 0;
    const stub = api(() => ((answers += 1) === 1 ? json(401, { status: 401, message: "The request requires valid record authorization token." }) : list(page(30))));
    await startVehicleList(`?category=${CARS}&sort=-year`);
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt(URL, <AppRoutes />);
    await screen.findByText("AB-100");
    expect(pageRequests(stub)).toHaveLength(2);
  });

  it("asks for its own rows when the page load asked for another query's", async () => {
    const stub = api(() => list(page(30)));
    await startVehicleList(`?category=${VANS}`);
    renderAt(URL, <AppRoutes />);
    await screen.findByText("AB-100");
    expect(pageRequests(stub).map((request) => request.query.get("filter"))).toEqual([`category = "${VANS}"`, `category = "${CARS}"`]);
  });
});

describe("changing the list", () => {
  it.each([
    ["a column header sorts by it, A to Z first", "Make and model", "/workshop/vehicles?q=golf&sort=make"],
    ["the sorted header sorts the other way", "Year", "/workshop/vehicles?q=golf&sort=year"],
    ["Last updated sorts newest first", "Last updated", "/workshop/vehicles?q=golf"],
  ])("%s, from page 1", async (_what, header, expected) => {
    api(() => list(page(30)));
    const { location } = renderAt("/workshop/vehicles?q=golf&sort=-year&page=3", <AppRoutes />);
    await screen.findByText("AB-100");
    await userEvent.click(screen.getByRole("button", { name: new RegExp(header) }));
    await waitFor(() => expect(lastUrl(location)).toBe(expected));
  });

  it("filters by category and status, back to page 1", async () => {
    api(() => list(page(30)));
    const { location } = renderAt("/workshop/vehicles?page=4", <AppRoutes />);
    await screen.findByText("AB-100");
    await waitFor(() => expect(screen.getByRole("option", { name: "Vans" })).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Vans");
    await waitFor(() => expect(lastUrl(location)).toBe(`/workshop/vehicles?category=${VANS}`));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In workshop");
    await waitFor(() => expect(lastUrl(location)).toBe(`/workshop/vehicles?category=${VANS}&status=in_service`));
  });

  it("searches once typing pauses, replacing the history entry; a newer search cancels the older request", async () => {
    let first = true;
    const stub = api((request) => {
      if (request.path !== VEHICLE_SEARCH_PATH || !first) return list(page(2));
      first = false;
      return new Promise<Response>(() => {}); // the first search never answers on its own
    });
    const { location } = renderAt("/workshop/vehicles?sort=plate", <AppRoutes />);
    await screen.findByText("AB-100");
    const box = screen.getByRole("searchbox", { name: "Search" });
    await userEvent.type(box, "gol");
    expect(location.history).toEqual(["/workshop/vehicles?sort=plate"]);
    await waitFor(() => expect(lastUrl(location)).toBe("/workshop/vehicles?q=gol&sort=plate"));
    expect(location.history).toHaveLength(1);
    await userEvent.type(box, "f");
    await waitFor(() => expect(lastUrl(location)).toBe("/workshop/vehicles?q=golf&sort=plate"));
    await waitFor(() => expect(pageRequests(stub)).toHaveLength(3));
    const [, older, newer] = pageRequests(stub);
    expect(older!.query.get("q")).toBe("gol");
    expect(older!.signal?.aborted).toBe(true);
    expect(newer!.query.get("q")).toBe("golf");
    expect(box).toHaveProperty("value", "golf");
  });

  it("clears search and filters, keeping the sort", async () => {
    api(() => list([]));
    const { location } = renderAt(`/workshop/vehicles?q=nothing&status=retired&sort=plate`, <AppRoutes />);
    const empty = await screen.findByRole("heading", { name: "No vehicles match" });
    await userEvent.click(within(empty.parentElement!).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(lastUrl(location)).toBe("/workshop/vehicles?sort=plate"));
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", ""));
  });

  it("follows back and forward into the search box", async () => {
    api(() => list(page(2)));
    const { location } = renderAt("/workshop/vehicles?q=golf", <AppRoutes />);
    await screen.findByText("AB-100");
    act(() => location.navigate("/workshop/vehicles?q=transit"));
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search" })).toHaveProperty("value", "transit"));
  });
});

describe("the list's states", () => {
  it("shows each vehicle's columns: plate linking to it, km grouped, unrecorded values as —", async () => {
    api(() => list([vehicle(1, { year: 0, odometer: 0, status: "in_service" }), vehicle(2)]));
    renderAt("/workshop/vehicles", <AppRoutes />);
    const link = await screen.findByRole("link", { name: "AB-101" });
    expect(link.getAttribute("href")).toBe("/workshop/vehicles/vehicle00000001");
    const [, first, second] = screen.getAllByRole("row");
    expect(within(first!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "AB-101",
      "Volkswagen Golf",
      "—",
      "Cars",
      "In workshop",
      "—",
      "2 Jan 2026",
    ]);
    expect(within(second!).getByText("125,000 km")).toBeTruthy();
  });

  it("invites to add the first vehicle when there is none", async () => {
    api(() => list([]), 0);
    renderAt("/workshop/vehicles", <AppRoutes />);
    expect(await screen.findByRole("heading", { name: "No vehicles yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add the first vehicle" }).getAttribute("href")).toBe("/workshop/vehicles/new");
  });

  it("says what failed and tries again", async () => {
    let fail = true;
    api(() => (fail ? json(500, { status: 500, message: "", data: {} }) : list(page(1))));
    renderAt("/workshop/vehicles", <AppRoutes />);
    expect(await screen.findByText("Something went wrong.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("AB-100")).toBeTruthy();
  });

  // A failed background refresh must not take away rows that were fine a moment ago (the
  // dashboard keeps its figures the same way).
  it("keeps the rows when a live refresh fails, says they may be out of date, and refreshes on request", async () => {
    let fail = false;
    api(() => (fail ? json(500, { status: 500, message: "Database is locked.", data: {} }) : list(page(2))));
    renderAt("/workshop/vehicles", <AppRoutes />);
    await screen.findByText("AB-100");
    fail = true;
    vehicleEvent();
    const warning = await screen.findByRole("alert");
    expect(warning.textContent).toContain("This list may be out of date.");
    expect(warning.textContent).toContain("Database is locked.");
    expect(screen.getByText("AB-100")).toBeTruthy();
    expect(screen.queryByText("The vehicles could not be loaded.")).toBeNull();
    fail = false;
    await userEvent.click(within(warning).getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(screen.getByText("AB-100")).toBeTruthy();
  });

  it("offers the first page when a bookmarked page is past the end", async () => {
    api(() => list([]), 40);
    renderAt("/workshop/vehicles?status=retired&page=9", <AppRoutes />);
    expect(await screen.findByRole("heading", { name: "There is no page 9" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the first page" }).getAttribute("href")).toBe("/workshop/vehicles?status=retired");
  });
});
