// How an entry of the change history reads (web/src/features/history/describe.ts).
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/history";
import { changeLines, changeText, entrySentence } from "../../web/src/features/history/describe";

function entry(fields: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: "e",
    collectionId: "h",
    collectionName: "history",
    created: "",
    updated: "",
    collection: "vehicles",
    record: "r",
    action: "updated",
    title: "AB-123",
    by: "",
    by_label: "System",
    at: "2026-11-23 10:00:00.000Z",
    vehicle: "r",
    work_order: "",
    changes: null,
    ...fields,
  };
}

describe("an entry in words", () => {
  it.each<[Partial<HistoryEntry>, string]>([
    [{ action: "created", collection: "work_order_items", title: "Brake pads" }, "Added item “Brake pads”"],
    [{ action: "deleted", collection: "categories", title: "Vans" }, "Removed category “Vans”"],
    [{ action: "updated", collection: "work_orders", title: "WO-12 Annual service" }, "Changed work order “WO-12 Annual service”"],
    [{ action: "created", collection: "odometer_readings", title: "12,500 km" }, "Added odometer reading “12,500 km”"],
    [{ action: "created", collection: "reminders", title: "Oil change" }, "Added reminder “Oil change”"],
  ])("%o → %s", (fields, sentence) => {
    expect(entrySentence(entry(fields))).toBe(sentence);
  });

  it.each<[string, { before: unknown; after: unknown; names?: [string, string] }, string]>([
    ["status", { before: "available", after: "in_service" }, "Status: Available → In workshop"],
    ["status", { before: "open", after: "waiting_parts" }, "Status: Open → Waiting for parts"],
    ["odometer", { before: 12_000, after: 12_500 }, "Odometer: 12,000 → 12,500 km"],
    ["odometer", { before: 0, after: 500 }, "Odometer: — → 500 km"],
    ["km", { before: 900, after: 1_000 }, "Odometer: 900 → 1,000 km"],
    ["category", { before: "a", after: "b", names: ["Vans", "Trucks"] }, "Category: Vans → Trucks"],
    ["done", { before: false, after: true }, "Done: No → Yes"],
    ["part_number", { before: "", after: "BP-1" }, "Part number: — → BP-1"],
    ["due", { before: "", after: "2026-11-30 00:00:00.000Z" }, "Due: — → 30 Nov 2026"],
    ["vin", { before: "", after: "WVWZZZ1JZXW000001" }, "VIN: — → WVWZZZ1JZXW000001"],
    ["fuel", { before: "petrol", after: "electric" }, "Fuel: Petrol → Electric"],
    ["photo", { before: "old_abc.png", after: "" }, "Photo: old_abc.png → —"],
    // A work order's photos: what came and went, not a row of file names.
    ["photos", { before: [], after: ["photo_a.jpg", "photo_b.jpg"] }, "Photos: 2 added"],
    ["photos", { before: ["photo_a.jpg", "photo_b.jpg"], after: ["photo_b.jpg", "photo_c.jpg"] }, "Photos: 1 added, 1 removed"],
    ["photos", { before: ["photo_a.jpg"], after: null }, "Photos: 1 removed"],
  ])("%s %o → %s", (field, change, text) => {
    expect(changeText(field, change)).toBe(text);
  });

  it("cuts a long text short and lists only an update's changes", () => {
    const notes = "x".repeat(500);
    const lines = changeLines(entry({ changes: { notes: { before: "", after: notes } } }));
    expect(lines[0]!.length).toBeLessThan(100);
    expect(lines[0]!.endsWith("…")).toBe(true);
    expect(changeLines(entry({ action: "created", changes: { plate: { before: null, after: "AB-123" } } }))).toEqual([]);
  });
});
