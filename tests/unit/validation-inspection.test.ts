// The shared inspection, template and defect validation (shared/validation/inspection*.ts,
// defect.ts) and the vehicle status rule (shared/vehicle-status.ts): one row per rule of
// docs/product.md "Inspections and defects", as the phone and the server both apply them.
import { describe, expect, it } from "vitest";
import { defectFromLine, measurementSentence, rangeText } from "@shared/inspection-lines";
import type { InspectionResult, VehicleStatus } from "@shared/records";
import {
  applyAnswers,
  checkDefect,
  checkInspectionTemplateField,
  canHoldUpCompletion,
  completionRefusal,
  completionRefusalOf,
  countFailed,
  numberLines,
  defectTransitionRefusal,
  isError,
  linesOf,
  readMeasure,
  readResults,
} from "@shared/validation";
import { vehicleStatusAfter, type VehicleWork } from "@shared/vehicle-status";

const LINES = linesOf([
  { label: "Lights", kind: "check", unit: "", min: null, max: null, photo_required: false },
  { label: "Tread", kind: "measure", unit: "mm", min: 1.6, max: 8, photo_required: false },
  { label: "Dents", kind: "check", unit: "", min: null, max: null, photo_required: true },
]);

describe("measured values", () => {
  it.each<[unknown, number | null | string]>([
    [1.6, 1.6],
    ["1,6", 1.6],
    [" 2.25 ", 2.25],
    ["", null],
    [null, null],
    ["-0", 0],
    ["1e3", "not_a_number"],
    ["deep", "not_a_number"],
    [true, "invalid_type"],
    [2e9, "too_large"],
    [Number.NaN, "not_a_number"],
  ])("%j reads as %j", (raw, expected) => {
    const value = readMeasure(raw);
    expect(isError(value) ? value.code : value).toEqual(expected);
  });
});

describe("template items", () => {
  it.each<[string, unknown, string | null]>([
    ["a check", [{ label: "Horn", kind: "check" }], null],
    ["a measurement with a range and unit", [{ label: "Oil", kind: "measure", unit: "%", min: 20, max: 100 }], null],
    ["a measurement with one bound", [{ label: "Tread", kind: "measure", min: 1.6 }], null],
    ["JSON text, as a form sends it", JSON.stringify([{ label: "Horn", kind: "check" }]), null],
    ["none", [], "required"],
    ["a range on a check", [{ label: "Horn", kind: "check", max: 2 }], "invalid_choice"],
    ["a unit on a check", [{ label: "Horn", kind: "check", unit: "dB" }], "invalid_choice"],
    ["photo_required that is no flag", [{ label: "Horn", kind: "check", photo_required: "yes" }], "invalid_type"],
    ["a reversed range", [{ label: "Oil", kind: "measure", min: 9, max: 1 }], "too_small"],
  ])("%s", (_case, items, code) => {
    const check = checkInspectionTemplateField("items", items);
    expect(check.ok ? null : check.error.code).toBe(code);
  });

  it("names the line in a message", () => {
    const check = checkInspectionTemplateField("items", [{ label: "Horn", kind: "check" }, { label: "Oil", kind: "measure", min: 9, max: 1 }]);
    expect(check.ok ? "" : check.error.message).toBe("Line 2 (Oil): The lowest allowed value is above the highest.");
  });
});

describe("answers", () => {
  function answer(results: unknown): InspectionResult[] | string {
    const sent = readResults(results);
    if (isError(sent)) return sent.code;
    const lines = applyAnswers(LINES, sent as never);
    return isError(lines) ? lines.code : lines;
  }

  it.each<[string, unknown, Partial<InspectionResult>, number]>([
    ["a pass", { "0": { result: "pass" } }, { result: "pass" }, 0],
    ["a value in range", { "1": { result: "pass", value: 5 } }, { result: "pass", value: 5 }, 1],
    ["a value above the range passed", { "1": { result: "pass", value: 9 } }, { result: "fail", value: 9 }, 1],
    ["a value below the range as N/A", { "1": { result: "na", value: 1 } }, { result: "fail", value: 1 }, 1],
    ["a value on the bound", { "1": { result: "pass", value: 1.6 } }, { result: "pass", value: 1.6 }, 1],
    ["a failed line's severity", { "2": { result: "fail", severity: "critical" } }, { result: "fail", severity: "critical" }, 2],
  ])("%s", (_case, results, expected, line) => {
    const lines = answer(results);
    expect(typeof lines === "string" ? lines : lines[line]).toMatchObject(expected);
  });

  it.each<[string, unknown, string]>([
    ["a value on a check", { "0": { value: 1 } }, "invalid_type"],
    ["a line past the end", { "3": { result: "pass" } }, "invalid_choice"],
    ["a line number that is no number", { first: { result: "pass" } }, "invalid_type"],
    ["an unknown severity", { "2": { severity: "fatal" } }, "invalid_choice"],
  ])("refuses %s", (_case, results, code) => {
    expect(answer(results)).toBe(code);
  });
});

describe("finishing", () => {
  const answered = (changes: Record<number, Partial<InspectionResult>>): InspectionResult[] =>
    LINES.map((line, index) => ({ ...line, result: "pass", value: line.kind === "measure" ? 4 : null, ...changes[index] }));

  it.each<[string, Record<number, Partial<InspectionResult>>, string | null]>([
    ["every line answered", {}, null],
    ["a line unanswered", { 0: { result: null } }, "required"],
    ["a measurement without its value", { 1: { value: null } }, "required"],
    ["a measurement not applicable, without a value", { 1: { result: "na", value: null } }, null],
    ["a failed line needing a photo without one", { 2: { result: "fail" } }, "photo_required"],
    ["a failed line needing a photo with one", { 2: { result: "fail", photos: ["dent_abc.png"] } }, null],
  ])("%s", (_case, changes, code) => {
    expect(completionRefusal(answered(changes))?.code ?? null).toBe(code);
  });

  // Finishing reads only the lines that canHoldUpCompletion (the server asks SQLite which): every
  // other line must be one that can neither refuse, nor fail, nor open a defect.
  it("judges a line left out by canHoldUpCompletion as never refusing, failing or opening a defect", () => {
    const lines: InspectionResult[] = [];
    for (const base of LINES)
      for (const result of ["pass", "fail", "na", null] as const)
        for (const value of [null, 4, 1.2])
          for (const photos of [[], ["dent_abc.png"]])
            for (const photo_required of [false, true]) lines.push({ ...base, result, value, photos, photo_required });
    const leftOut = lines.filter((line) => !canHoldUpCompletion(line));
    expect(leftOut.length).toBeGreaterThan(0);
    for (const line of leftOut) {
      expect(completionRefusal([line]), JSON.stringify(line)).toBeNull();
      expect(countFailed([line])).toBe(0);
    }
    expect(lines.filter((line) => completionRefusal([line]) !== null || line.result === "fail").every(canHoldUpCompletion)).toBe(true);
  });

  it("names a refused line by its place when only some lines are judged", () => {
    const lines = answered({ 2: { result: "fail" } });
    const some = numberLines(lines).filter(({ line }) => canHoldUpCompletion(line));
    expect(some.map(({ index }) => index)).toEqual([2]);
    expect(completionRefusalOf(some)).toEqual(completionRefusal(lines));
  });

  it("turns a failed measurement into a defect that says what was measured", () => {
    const line = { ...LINES[1]!, result: "fail" as const, value: 1.2, note: "Front left", severity: "critical" as const };
    expect(rangeText(line)).toBe("1.6–8 mm");
    expect(measurementSentence(line)).toBe("Measured 1.2 mm (allowed 1.6–8 mm).");
    expect(defectFromLine(line)).toEqual({ title: "Tread", note: "Front left\nMeasured 1.2 mm (allowed 1.6–8 mm).", severity: "critical" });
  });
});

describe("defects", () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ["a defect", { vehicle: "abcdefghij12345", title: " Mirror ", severity: "CRITICAL" }, null],
    ["no title", { vehicle: "abcdefghij12345", title: "" }, { title: "required" }],
    ["a note of 2001", { vehicle: "abcdefghij12345", title: "x", note: "n".repeat(2001) }, { note: "too_long" }],
    ["an unknown severity", { vehicle: "abcdefghij12345", title: "x", severity: "fatal" }, { severity: "invalid_choice" }],
  ])("%s", (_case, input, codes) => {
    const check = checkDefect(input);
    expect(check.ok ? null : Object.fromEntries(Object.entries(check.errors).map(([field, error]) => [field, error!.code]))).toEqual(codes);
  });

  it.each<[string, string, string | null]>([
    ["open", "fixed", null],
    ["open", "dismissed", null],
    ["scheduled", "dismissed", null],
    ["open", "scheduled", "invalid_transition"],
    ["scheduled", "fixed", "invalid_transition"],
    ["scheduled", "open", "invalid_transition"],
    ["fixed", "open", "defect_closed"],
    ["dismissed", "open", "defect_closed"],
  ])("%s → %s", (from, to, code) => {
    expect(defectTransitionRefusal(from as never, to as never)?.code ?? null).toBe(code);
  });
});

describe("the vehicle's status", () => {
  const work = (active: number, critical: number): VehicleWork => ({ active, critical });
  it.each<[string, VehicleStatus, VehicleWork, VehicleWork, VehicleStatus]>([
    ["work starts", "available", work(0, 0), work(1, 0), "in_service"],
    ["work ends", "in_service", work(1, 0), work(0, 0), "available"],
    ["work ends on a vehicle staff took out of service", "out_of_service", work(1, 0), work(0, 0), "out_of_service"],
    ["a critical defect arrives", "available", work(0, 0), work(0, 1), "out_of_service"],
    ["a critical defect arrives during work", "in_service", work(1, 0), work(1, 1), "out_of_service"],
    ["work starts while off the road", "out_of_service", work(0, 1), work(1, 1), "out_of_service"],
    ["the last critical defect goes during work", "out_of_service", work(1, 1), work(1, 0), "in_service"],
    ["the last critical defect goes", "out_of_service", work(0, 2), work(0, 0), "available"],
    ["one of two critical defects goes", "out_of_service", work(0, 2), work(0, 1), "out_of_service"],
    ["the last critical defect of a retired vehicle goes", "retired", work(0, 1), work(0, 0), "retired"],
    ["a critical defect arrives on a retired vehicle", "retired", work(0, 0), work(0, 1), "out_of_service"],
    ["the work that fixes the last one ends", "out_of_service", work(1, 1), work(0, 0), "available"],
  ])("%s", (_case, status, before, after, expected) => {
    expect(vehicleStatusAfter(status, before, after)).toBe(expected);
  });
});
