// The ledger of the load and crash tests (tests/support/load.ts) must notice every way a
// database can disagree with what the server acknowledged, or those tests prove nothing.
import { describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import { expectedOf, Ledger } from "../support/load";

const INPUT = { plate: "ab-12", make: "Ford", model: "Focus", category: "c1c1c1c1c1c1c1c", year: 2019, odometer: 1000 };
const expected = expectedOf(INPUT, "e1", "e1");

function record(id: string, fields: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    plate: "AB-12",
    plate_key: "AB12",
    vin: "",
    make: "Ford",
    model: "Focus",
    year: 2019,
    category: "c1c1c1c1c1c1c1c",
    status: "available",
    odometer: 1000,
    fuel: "",
    color: "",
    notes: "",
    created_by: "e1",
    updated_by: "e1",
    ...fields,
  } as Vehicle;
}

function ledgerWith(entries: [string, Parameters<Ledger["vehicles"]["set"]>[1]][]): Ledger {
  const ledger = new Ledger();
  for (const [id, entry] of entries) ledger.vehicles.set(id, entry);
  return ledger;
}

describe("Ledger.verify", () => {
  it("accepts a database that holds exactly the acknowledged writes, normalised", () => {
    expect(ledgerWith([["v1", { acknowledged: expected }], ["v2", { acknowledged: null }]]).verify([record("v1")])).toEqual([]);
  });

  it.each<[string, Vehicle[], RegExp]>([
    ["a missing vehicle", [], /v1: missing/],
    ["a changed field", [record("v1", { odometer: 999 })], /v1: odometer: 999 ≠ 1000/],
    ["a vehicle nobody was told about", [record("v1"), record("v9", { plate: "ZZ 9", plate_key: "ZZ9" })], /v9 \(ZZ 9\) was never acknowledged/],
    ["two vehicles with one plate", [record("v1"), record("v3")], /share the plate AB12/],
    ["a wrong plate key", [record("v1", { plate_key: "AB-12" })], /plate key AB-12 of AB-12/],
  ])("reports %s", (_what, records, problem) => {
    const ledger = ledgerWith([["v1", { acknowledged: expected }], ["v3", { acknowledged: expected }]]);
    expect(ledger.verify(records).join("\n")).toMatch(problem);
  });

  it("reports an acknowledged delete whose vehicle is still there", () => {
    expect(ledgerWith([["v1", { acknowledged: null }]]).verify([record("v1")])).toEqual(["vehicle v1: deleted, but still there"]);
  });

  it("accepts either outcome of a request that got no answer, and nothing else", () => {
    const updated = expectedOf({ ...INPUT, odometer: 2000 }, "e1", "e1");
    const ledger = ledgerWith([["v1", { acknowledged: expected, pending: updated }]]);
    expect(ledger.verify([record("v1")])).toEqual([]);
    expect(ledger.verify([record("v1", { odometer: 2000 })])).toEqual([]);
    expect(ledger.verify([record("v1", { odometer: 3000 })])).toHaveLength(1);
    const deleting = ledgerWith([["v1", { acknowledged: expected, pending: null }]]);
    expect(deleting.verify([])).toEqual([]);
    expect(deleting.verify([record("v1")])).toEqual([]);
  });

  it("accepts an unanswered create only with exactly the fields sent", () => {
    const ledger = new Ledger();
    ledger.pendingCreates.set("AB12", expected);
    expect(ledger.verify([record("v7")])).toEqual([]);
    expect(ledger.verify([record("v7", { make: "Opel" })])).toHaveLength(1);
  });
});
