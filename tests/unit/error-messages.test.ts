// Field errors by code (shared/i18n/error-messages.ts): the English catalogue says what the server
// says where a code's message has one shape, and a translated catalogue is used only when the
// error brings every value its text names; the server's English is the fallback.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES_EN, fieldErrorText } from "@shared/i18n/error-messages";
import { checkEmployeeName, ENTRY_TOO_LONG, insufficientStockError, nothingToAdjustError, unitFixedError } from "@shared/validation";

const GERMAN = {
  too_long: "Höchstens {{max}} Zeichen (hier {{length}}).",
  unit_fixed: "Der Bestand dieses Teils wird in {{unit}} gezählt.",
  required: "Pflichtfeld.",
};

describe("the errors catalogue", () => {
  it("says in English what the server says, for the codes whose message has one shape", () => {
    for (const error of [unitFixedError("l"), insufficientStockError("3", "pcs", "OF-12"), nothingToAdjustError("2.5", "l"), ENTRY_TOO_LONG]) {
      expect(fieldErrorText(ERROR_MESSAGES_EN, error)).toBe(error.message);
    }
  });

  it("translates an error by its code with the values the server sent", () => {
    const check = checkEmployeeName("n".repeat(101));
    expect(check.ok ? null : check.error.params).toEqual({ max: 100, length: 101 });
    expect(fieldErrorText(GERMAN, check.ok ? { code: "", message: "" } : check.error)).toBe("Höchstens 100 Zeichen (hier 101).");
    expect(fieldErrorText(GERMAN, unitFixedError("m"))).toBe("Der Bestand dieses Teils wird in m gezählt.");
    expect(fieldErrorText(GERMAN, { code: "required", message: "Enter the name." })).toBe("Pflichtfeld.");
  });

  it.each([
    ["a code the catalogue lacks", { code: "vin_taken", message: "Another vehicle already has this VIN." }],
    ["a text whose values did not come", { code: "too_long", message: "An inspection has at most 100 lines." }],
    ["a code the server invented after the catalogue", { code: "brand_new", message: "Something new." }],
  ])("falls back to the server's English for %s", (_what, error) => {
    expect(fieldErrorText(GERMAN, error)).toBe(error.message);
  });

  // fieldError() takes only ValidationCode, a type every key above must cover; the codes the
  // server writes by hand must be there too.
  it("has a text for every code the server writes by hand", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith(".ts") ? [join(dir, name)] : []));
    const root = join(import.meta.dirname, "../..");
    const codes = new Set<string>();
    for (const file of [...files(join(root, "server/lib")), ...files(join(root, "shared"))]) {
      for (const [, code] of readFileSync(file, "utf8").matchAll(/(?:ValidationError\(|\bcode: )"([a-z_]+)"/g)) codes.add(code!);
    }
    expect(codes.size).toBeGreaterThan(5);
    expect([...codes].filter((code) => !(code in ERROR_MESSAGES_EN))).toEqual([]);
  });

  it("has a text for each code, written as a sentence", () => {
    for (const [code, text] of Object.entries(ERROR_MESSAGES_EN)) expect(text, code).toMatch(/^[A-Z].+[.?]$/);
  });
});
