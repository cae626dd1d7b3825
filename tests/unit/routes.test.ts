import { describe, expect, it } from "vitest";
import { matchRoute, pathTo, routeAncestry, routes, safeRedirect, paramPatterns } from "@shared/routes";

const ID = "abcdefghij12345";

describe("matchRoute", () => {
  it.each([
    ["/", "index", "landing-page"],
    ["/login", "login", "default"],
    ["/template", "template", "default"],
    ["/workshop", "workshop", "default"],
    ["/workshop/vehicles", "vehicles", "default"],
    ["/workshop/vehicles/new", "vehicles-new", "default"],
    [`/workshop/vehicles/${ID}`, "vehicle", "default"],
    ["/workshop/vehicles/categories", "categories", "default"],
    ["/workshop/vehicles/categories/new", "categories-new", "default"],
    [`/workshop/vehicles/categories/${ID}`, "category", "default"],
    [`/workshop/vehicles/${ID}/label`, "vehicle-label", "default"],
    ["/workshop/work-orders", "work-orders", "default"],
    ["/workshop/work-orders/new", "work-orders-new", "default"],
    [`/workshop/work-orders/${ID}`, "work-order", "default"],
    [`/workshop/work-orders/${ID}/job-card`, "work-order-job-card", "default"],
    ["/workshop/parts", "parts", "default"],
    ["/workshop/parts/new", "parts-new", "default"],
    [`/workshop/parts/${ID}`, "part", "default"],
    [`/workshop/parts/${ID}/edit`, "part-edit", "default"],
    [`/workshop/parts/${ID}/label`, "part-label", "default"],
    ["/workshop/time", "time", "default"],
    ["/backend", "backend", "dashboard"],
  ])("%s is the %s screen in the %s layout", (path, name, layout) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.route.layout).toBe(layout);
  });

  it("passes the record id of a detail route as a param", () => {
    expect(matchRoute(`/workshop/vehicles/${ID}`)?.params).toEqual({ id: ID });
  });

  it.each([
    "/nope",
    "/login/",
    "//login",
    "/workshop/vehicles/not-an-id",
    "/workshop/vehicles/ABCDEFGHIJ12345",
    `/workshop/vehicles/${ID}/extra`,
    "/workshop/vehicles/categories/new/x",
    "/backend/x",
    "/workshop/work-orders/",
    "/workshop/work-orders/not-an-id",
    "/workshop/work-orders/new/x",
    `/workshop/work-orders/${ID}/job-card/x`,
    `/workshop/work-orders/${ID}/label`,
    "/workshop/work-orders/new/job-card",
    `/workshop/vehicles/${ID}/job-card`,
    "/workshop/vehicles/new/label",
    "/workshop/vehicles/categories/label",
    "/%E0%A4%A",
    "/api/health",
    "/_/",
  ])("%s is not a page of the app", (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe("the route table", () => {
  it("names each route once and gives every parent an existing route", () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) {
      if (route.parent) expect(names).toContain(route.parent);
    }
  });

  it("gives every route parameter a shape, so the server's 404 logic can check it", () => {
    for (const route of routes) {
      for (const param of route.path.match(/:(\w+)/g) ?? []) {
        expect(paramPatterns[param.slice(1)]).toBeInstanceOf(RegExp);
      }
    }
  });

  it("puts /login behind the auth middleware and keeps app paths off /api and /_", () => {
    expect(matchRoute("/login")?.route.middleware).toEqual(["auth"]);
    for (const route of routes) expect(route.path).not.toMatch(/^\/(api|_)(\/|$)/);
  });

  it("nests child routes under their parents", () => {
    expect(routeAncestry("categories-new").map((r) => r.name)).toEqual([
      "workshop",
      "vehicles",
      "categories",
      "categories-new",
    ]);
  });

  it("puts the work-order screens under the workshop, and the job card and label under their record", () => {
    expect(routeAncestry("work-order-job-card").map((r) => r.name)).toEqual([
      "workshop",
      "work-orders",
      "work-order",
      "work-order-job-card",
    ]);
    expect(routeAncestry("work-orders-new").map((r) => r.name)).toEqual(["workshop", "work-orders", "work-orders-new"]);
    expect(routeAncestry("vehicle-label").map((r) => r.name)).toEqual(["workshop", "vehicles", "vehicle", "vehicle-label"]);
    for (const name of ["work-orders", "work-orders-new", "work-order", "work-order-job-card", "vehicle-label"] as const) {
      const route = routes.find((r) => r.name === name)!;
      expect(route.access).toBe("employees");
      expect(route.layout).toBe("default");
    }
  });
});

describe("pathTo", () => {
  it("fills in and encodes params", () => {
    expect(pathTo("vehicle", { id: ID })).toBe(`/workshop/vehicles/${ID}`);
    expect(pathTo("categories")).toBe("/workshop/vehicles/categories");
    expect(pathTo("work-order-job-card", { id: ID })).toBe(`/workshop/work-orders/${ID}/job-card`);
    expect(pathTo("vehicle-label", { id: ID })).toBe(`/workshop/vehicles/${ID}/label`);
  });

  it("refuses a missing param", () => {
    expect(() => pathTo("category")).toThrow(/Missing param "id"/);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/workshop/vehicles", "/workshop/vehicles"],
    ["/workshop/vehicles?q=ab&page=2", "/workshop/vehicles?q=ab&page=2"],
    [`/workshop/vehicles/${ID}#notes`, `/workshop/vehicles/${ID}#notes`],
    ["/backend", "/backend"],
    ["/workshop/work-orders?view=list&page=2", "/workshop/work-orders?view=list&page=2"],
  ])("follows %s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/"],
    ["//evil.example/workshop/vehicles"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["workshop/vehicles"],
    ["/login"],
    ["/login?redirect=/backend"],
    ["/no/such/page"],
    ["/workshop/vehicles\n/x"],
    [`/${"a".repeat(3000)}`],
  ])("ignores %j", (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
