// The export's parameters, columns and file name (shared/vehicle-export.ts), and the reference
// line of a vehicle the API tests hold the server's lines to (tests/support/csv.ts).
import { describe, expect, it } from "vitest";
import { DEFAULT_VEHICLE_LIST_QUERY } from "@shared/vehicle-list";
import {
  parseVehicleExportQuery,
  vehicleExportFilename,
  vehicleExportHeader,
  vehicleExportPath,
} from "@shared/vehicle-export";
import { vehicleExportRecord, type ExportedVehicle } from "../support/csv";

const ID = "abcdefghij12345";

describe("parseVehicleExportQuery", () => {
  it("exports the list's defaults without parameters", () => {
    expect(parseVehicleExportQuery("")).toEqual({ ok: true, query: DEFAULT_VEHICLE_LIST_QUERY, token: "" });
  });

  it("reads the list's own parameters, every page, and the file token", () => {
    expect(parseVehicleExportQuery(`q=ab+12&category=${ID}&status=in_service&sort=-year&page=3&token=t.o.k`)).toEqual({
      ok: true,
      query: { q: "ab 12", category: ID, status: "in_service", sort: "year", descending: true, page: 1 },
      token: "t.o.k",
    });
  });

  it("reads percent-encoding", () => {
    const parsed = parseVehicleExportQuery("q=M%C3%BCller%20%26%20Co");
    expect(parsed.ok && parsed.query.q).toBe("Müller & Co");
  });

  it.each([
    ["status=broken", "status", "invalid_choice"],
    ["status=In%20workshop", "status", "invalid_choice"],
    ["category=not-an-id", "category", "invalid_format"],
    ["sort=password", "sort", "invalid_choice"],
    ["sort=-", "sort", "invalid_choice"],
    ["page=0", "page", "invalid_format"],
    ["page=abc", "page", "invalid_format"],
    [`q=${"x".repeat(101)}`, "q", "too_long"],
    ["staus=in_service", "staus", "unknown_field"],
    ["__proto__=x", "__proto__", "unknown_field"],
    ["status=available&status=retired", "status", "invalid_format"],
    ["q=%E0%A4%A", "q", "invalid_format"],
    ["%E0%A4%A=1", "query", "invalid_format"],
  ])("refuses %s", (search, field, code) => {
    const parsed = parseVehicleExportQuery(search);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors[field]?.code).toBe(code);
  });

  it("keeps the token even when the rest is wrong, so the caller can check who asks first", () => {
    expect(parseVehicleExportQuery("status=broken&token=abc").token).toBe("abc");
  });
});

describe("vehicleExportPath", () => {
  it("is the list's query string, without its page", () => {
    expect(vehicleExportPath(DEFAULT_VEHICLE_LIST_QUERY)).toBe("/api/app/vehicles.csv");
    expect(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, status: "in_service", page: 4 }, "a b")).toBe(
      "/api/app/vehicles.csv?status=in_service&token=a+b",
    );
  });

  it("reads back as the same query", () => {
    const query = { q: "Müller & Co", category: ID, status: "retired" as const, sort: "make" as const, descending: false, page: 1 };
    const parsed = parseVehicleExportQuery(vehicleExportPath(query).split("?")[1]!);
    expect(parsed).toEqual({ ok: true, query, token: "" });
  });
});

describe("the CSV", () => {
  const vehicle: ExportedVehicle = {
    plate: "AB-123",
    vin: "WVWZZZ1JZXW000001",
    make: "Volkswagen",
    model: "Golf",
    year: 2019,
    category: "Cars",
    status: "in_service",
    odometer: 125000,
    fuel: "lpg",
    color: "blue",
    notes: "=cmd|' /C calc'!A0",
    created: "2026-11-20 17:32:34.123Z",
    updated: "2026-11-21 08:00:00.000Z",
    createdBy: "Björn Krüger",
    updatedBy: "",
  };

  it("has a header a person reads", () => {
    expect(vehicleExportHeader()).toBe(
      "Plate,VIN,Make,Model,Year,Category,Status,Odometer (km),Fuel,Colour,Notes,Created (UTC),Updated (UTC),Created by,Updated by\r\n",
    );
  });

  it("writes labels, dates a spreadsheet reads, and neutralised formulas", () => {
    expect(vehicleExportRecord(vehicle)).toBe(
      "AB-123,WVWZZZ1JZXW000001,Volkswagen,Golf,2019,Cars,In workshop,125000,LPG,blue,'=cmd|' /C calc'!A0," +
        "2026-11-20 17:32:34,2026-11-21 08:00:00,Björn Krüger,\r\n",
    );
  });

  it("leaves numbers that were not recorded blank", () => {
    const unrecorded: ExportedVehicle = { ...vehicle, year: 0, odometer: 0, fuel: "" };
    expect(vehicleExportRecord(unrecorded).split(",").slice(4, 9)).toEqual(["", "Cars", "In workshop", "", ""]);
  });

  it("is named after the day, in UTC", () => {
    expect(vehicleExportFilename(new Date("2026-11-22T23:30:00-05:00"))).toBe("vehicles-2026-11-23.csv");
  });
});
