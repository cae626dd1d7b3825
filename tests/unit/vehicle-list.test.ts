import { describe, expect, it } from "vitest";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  parseVehicleListQuery,
  vehicleListFilter,
  vehicleListParams,
  vehicleListPath,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";

const ID = "abcdefghij12345";

function parse(search: string): VehicleListQuery {
  const params = new URLSearchParams(search);
  return parseVehicleListQuery((name) => params.get(name));
}

describe("parseVehicleListQuery", () => {
  it("opens the default list (newest changes first, page 1) without parameters", () => {
    expect(parse("")).toEqual(DEFAULT_VEHICLE_LIST_QUERY);
  });

  it("reads every parameter", () => {
    expect(parse(`q=%20ab%2012%20&category=${ID}&status=in_service&sort=-year&page=3`)).toEqual({
      q: "ab 12",
      category: ID,
      status: "in_service",
      sort: "year",
      descending: true,
      page: 3,
    });
  });

  it.each([
    ["category=not-an-id", { category: "" }],
    ["status=broken", { status: "" }],
    ["sort=password", { sort: "updated", descending: true }],
    ["sort=-", { sort: "updated", descending: true }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=1e400", { page: 1 }],
    [`q=${"x".repeat(500)}`, { q: "x".repeat(100) }],
  ])("falls back to the default for a malformed %s", (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });
});

describe("vehicleListParams", () => {
  it("leaves defaults out, so the plain list has a plain URL", () => {
    expect(vehicleListParams(DEFAULT_VEHICLE_LIST_QUERY)).toEqual([]);
  });

  it("round-trips through the URL", () => {
    const query: VehicleListQuery = { q: "golf", category: ID, status: "retired", sort: "plate", descending: false, page: 4 };
    const search = new URLSearchParams(vehicleListParams(query)).toString();
    expect(search).toBe(`q=golf&category=${ID}&status=retired&sort=plate&page=4`);
    expect(parse(search)).toEqual(query);
  });
});

describe("vehicleListPath", () => {
  it.each<[string, Partial<VehicleListQuery>, string]>([
    ["the plain list has a plain URL", {}, "/workshop/vehicles"],
    ["defaults are left out", { ...DEFAULT_VEHICLE_LIST_QUERY, page: 1 }, "/workshop/vehicles"],
    ["a category's vehicles", { category: ID }, `/workshop/vehicles?category=${ID}`],
    ["a status", { status: "in_service" }, "/workshop/vehicles?status=in_service"],
    ["every part, in a stable order", { page: 2, sort: "year", descending: true, status: "retired", category: ID, q: "golf" },
      `/workshop/vehicles?q=golf&category=${ID}&status=retired&sort=-year&page=2`],
    ["a space is a +, as in a form", { q: "ab 12" }, "/workshop/vehicles?q=ab+12"],
    ["reserved characters are escaped", { q: "a&b=c?d#e+f/g%" }, "/workshop/vehicles?q=a%26b%3Dc%3Fd%23e%2Bf%2Fg%25"],
  ])("%s", (_, query, expected) => {
    expect(vehicleListPath(query)).toBe(expected);
  });

  it.each(["Müller & Co", "(!) it's ~50*", "\u{1F697} car", "x\uD800y", "  "])("writes %j as the browser does and reads it back", (q) => {
    const path = vehicleListPath({ q });
    const browser = new URLSearchParams([["q", q]]).toString();
    expect(path).toBe(`/workshop/vehicles?${browser}`);
    expect(new URLSearchParams(path.split("?")[1]).get("q")).toBe(q.replace(/\uD800/, "\uFFFD"));
  });
});

describe("vehicleListFilter", () => {
  it("is empty for the plain list", () => {
    expect(vehicleListFilter(DEFAULT_VEHICLE_LIST_QUERY)).toEqual({ filter: "", clause: { all: [] }, params: {} });
  });

  it("searches plate and VIN by their normalised form and make and model as typed", () => {
    expect(vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "ab-12" })).toMatchObject({
      filter: "(plate_key ~ {:key0} || vin ~ {:key0} || make ~ {:text0} || model ~ {:text0})",
      params: { key0: "AB12", text0: "ab-12" },
    });
  });

  it("needs every word to match somewhere, each word once whatever its case", () => {
    const { filter, clause, params } = vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "Nissan  leaf NISSAN" });
    expect(filter).toBe(
      "(plate_key ~ {:key0} || vin ~ {:key0} || make ~ {:text0} || model ~ {:text0}) && " +
        "(plate_key ~ {:key1} || vin ~ {:key1} || make ~ {:text1} || model ~ {:text1})",
    );
    expect(params).toEqual({ key0: "NISSAN", text0: "Nissan", key1: "LEAF", text1: "leaf" });
    // The search's own "contains" (shared/search/): PocketBase's filter language writes it as "~".
    expect(clause).toEqual({
      all: [0, 1].map((i) => ({
        any: [
          { field: "plate_key", op: "contains", param: `key${i}` },
          { field: "vin", op: "contains", param: `key${i}` },
          { field: "make", op: "contains", param: `text${i}` },
          { field: "model", op: "contains", param: `text${i}` },
        ],
      })),
    });
  });

  it("skips plate and VIN for a word without a letter or digit", () => {
    expect(vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "--" }).filter).toBe("(make ~ {:text0} || model ~ {:text0})");
  });

  it("combines search, category and status", () => {
    const { filter, params } = vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "golf", category: ID, status: "available" });
    expect(filter).toBe(
      "(plate_key ~ {:key0} || vin ~ {:key0} || make ~ {:text0} || model ~ {:text0}) && category = {:category} && status = {:status}",
    );
    expect(params).toEqual({ key0: "GOLF", text0: "golf", category: ID, status: "available" });
  });
});

describe("vehicleListSort", () => {
  it.each([
    ["updated", true, "-updated,-id"],
    ["plate", false, "plate,id"],
    ["make", false, "make,model,id"],
    ["category", true, "-category_name,-plate,-id"],
    ["status", false, "status,plate,id"],
    ["year", true, "-year,-plate,-id"],
  ] as const)("sorts %s (descending: %s) as %s", (sort, descending, expected) => {
    expect(vehicleListSort({ ...DEFAULT_VEHICLE_LIST_QUERY, sort, descending })).toBe(expected);
  });
});
