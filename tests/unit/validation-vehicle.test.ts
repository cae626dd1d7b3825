// The shared vehicle validation (shared/validation/vehicle.ts): one row per rule, with the edge
// cases of the issue — empty, whitespace, unicode, too long, lower case, I/O/Q in a VIN, next
// year, 1886.
import { describe, expect, it } from "vitest";
import {
  checkCategoryRef,
  checkColor,
  checkFuel,
  checkMake,
  checkModel,
  checkNotes,
  checkOdometer,
  checkPlate,
  checkStatus,
  checkVehicle,
  checkVehicleField,
  checkVin,
  checkYear,
  normalizePlate,
  plateKey,
  VEHICLE_INPUT_FIELDS,
  type FieldCheck,
} from "@shared/validation";

const NOW = new Date("2026-06-15T12:00:00Z");
const CATEGORY = "abcdefghij12345";

function outcome(check: FieldCheck<unknown>): unknown {
  return check.ok ? { value: check.value } : { code: check.error.code };
}

describe("checkPlate", () => {
  it.each<[string, unknown, unknown]>([
    ["upper-cases", "ab-123", { value: "AB-123" }],
    ["trims", "  AB 123  ", { value: "AB 123" }],
    ["collapses inner whitespace, tabs and line breaks", "AB \t\n 123", { value: "AB 123" }],
    ["keeps a single letter", "x", { value: "X" }],
    ["takes digits only", "1234", { value: "1234" }],
    ["refuses a number (JSON's types count; the server turns multipart values back to text)", 123, { code: "invalid_type" }],
    ["turns typographic dashes into '-'", "AB–123", { value: "AB-123" }],
    ["turns full-width characters into plain ones", "ＡＢ－１２３", { value: "AB-123" }],
    ["accepts umlauts, upper-casing them", "mü-ab 12", { value: "MÜ-AB 12" }],
    ["accepts Cyrillic and Greek letters", "аб 123 βγ", { value: "АБ 123 ΒΓ" }],
    ["composes decomposed letters", "MU\u0308 1", { value: "MÜ 1" }],
    ["accepts exactly 15 characters", "ABCDEFGHIJ-1234", { value: "ABCDEFGHIJ-1234" }],
    ["counts a letter with a combining mark once", "Ü".repeat(15), { value: "Ü".repeat(15) }],
    ["refuses empty", "", { code: "required" }],
    ["refuses whitespace only", " \t\n ", { code: "required" }],
    ["refuses missing", undefined, { code: "required" }],
    ["refuses null", null, { code: "required" }],
    ["refuses 16 characters", "ABCDEFGHIJ-12345", { code: "too_long" }],
    ["refuses dashes and spaces only", " - - ", { code: "invalid_format" }],
    ["refuses punctuation", "AB.123", { code: "invalid_characters" }],
    ["refuses an underscore", "AB_123", { code: "invalid_characters" }],
    ["refuses an emoji", "AB 🚗", { code: "invalid_characters" }],
    ["refuses a zero-width space", "AB\u200b123", { code: "invalid_characters" }],
    ["refuses control characters", "AB\u0000123", { code: "invalid_characters" }],
    ["refuses letters of scripts without case (not read as letters)", "京A 12345", { code: "invalid_characters" }],
    ["refuses a boolean", true, { code: "invalid_type" }],
    ["refuses an object", { plate: "AB" }, { code: "invalid_type" }],
    ["refuses an array", ["AB-1"], { code: "invalid_type" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkPlate(raw))).toEqual(expected);
  });

  it("says which character is wrong, in words", () => {
    const check = checkPlate("AB/12");
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error.message).toBe("A plate has only letters, digits, spaces and dashes, not “/”.");
  });

  it("says how long a too long plate is", () => {
    const check = checkPlate("A".repeat(20));
    if (!check.ok) expect(check.error.message).toBe("A plate can be at most 15 characters long (this is 20).");
    expect(check.ok).toBe(false);
  });
});

describe("plateKey", () => {
  it.each([
    ["AB-123", "AB123"],
    ["ab 123", "AB123"],
    ["  a-b 1-2-3 ", "AB123"],
    ["AB–123", "AB123"],
    ["ＡＢ１２３", "AB123"],
    ["mü 1", "MÜ1"],
  ])("%s → %s", (plate, key) => {
    expect(plateKey(plate)).toBe(key);
  });

  it("makes AB-123 and ab 123 the same plate", () => {
    expect(plateKey("AB-123")).toBe(plateKey("ab 123"));
  });

  it("is idempotent with normalizePlate", () => {
    expect(plateKey(normalizePlate(" ab-12 3"))).toBe(plateKey(" ab-12 3"));
  });
});

describe("checkVin", () => {
  const VIN = "1HGCM82633A004352";
  it.each<[string, unknown, unknown]>([
    ["accepts a valid VIN", VIN, { value: VIN }],
    ["upper-cases", VIN.toLowerCase(), { value: VIN }],
    ["trims", `  ${VIN} `, { value: VIN }],
    ["drops spaces inside (VINs are printed in groups)", "1HG CM826 33A004352", { value: VIN }],
    ["turns full-width characters into plain ones", "１HGCM82633A004352", { value: VIN }],
    ["is optional: empty", "", { value: "" }],
    ["is optional: whitespace", "   ", { value: "" }],
    ["is optional: missing", undefined, { value: "" }],
    ["is optional: null", null, { value: "" }],
    ["refuses 16 characters", VIN.slice(1), { code: "invalid_length" }],
    ["refuses 18 characters", `${VIN}1`, { code: "invalid_length" }],
    ["refuses the letter I", "1HGCM82633A00435I", { code: "vin_forbidden_letters" }],
    ["refuses the letter O", "1HGCM82633A0O4352", { code: "vin_forbidden_letters" }],
    ["refuses the letter Q", "QHGCM82633A004352", { code: "vin_forbidden_letters" }],
    ["refuses a lower-case o too", "1hgcm82633a0o4352", { code: "vin_forbidden_letters" }],
    ["refuses a dash", "1HGCM826-3A004352", { code: "invalid_characters" }],
    ["refuses an umlaut", "1HGCM82633Ä004352", { code: "invalid_characters" }],
    ["refuses a number", 123, { code: "invalid_type" }],
    ["refuses a boolean", false, { code: "invalid_type" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkVin(raw))).toEqual(expected);
  });

  it("names the letters it takes when refusing a Cyrillic one, which is a letter too", () => {
    const check = checkVin("1HGCM82633А004352"); // А is Cyrillic
    expect(check.ok ? null : check.error.message).toBe("A VIN has only the letters A–Z and the digits 0–9.");
  });

  it("explains I, O and Q", () => {
    const check = checkVin("1HGCM82633A0O4352");
    if (!check.ok) expect(check.error.message).toMatch(/never contains the letters I, O or Q/);
  });

  it("says how many characters a VIN of the wrong length has", () => {
    const check = checkVin("ABC");
    if (!check.ok) expect(check.error.message).toBe("A VIN has exactly 17 characters (this one has 3).");
    expect(check.ok).toBe(false);
  });
});

describe("checkYear", () => {
  it.each<[string, unknown, unknown]>([
    ["accepts 1886, the first car", 1886, { value: 1886 }],
    ["refuses 1885", 1885, { code: "too_small" }],
    ["accepts this year", 2026, { value: 2026 }],
    ["accepts next year", 2027, { value: 2027 }],
    ["refuses the year after next", 2028, { code: "too_large" }],
    ["reads text from a form", " 2019 ", { value: 2019 }],
    ["reads empty text as not recorded", "", { value: 0 }],
    ["reads whitespace as not recorded", "  ", { value: 0 }],
    ["reads missing as not recorded", undefined, { value: 0 }],
    ["reads null as not recorded", null, { value: 0 }],
    ["reads 0 (PocketBase's empty number) as not recorded", 0, { value: 0 }],
    ["refuses a fraction", 2019.5, { code: "not_an_integer" }],
    ["refuses a fraction in text", "2019.5", { code: "not_an_integer" }],
    ["refuses words", "last year", { code: "not_a_number" }],
    ["refuses '1e3'", "1e3", { code: "not_a_number" }],
    ["refuses a negative year", -2019, { code: "too_small" }],
    ["refuses a boolean", true, { code: "invalid_type" }],
    ["refuses an object", {}, { code: "invalid_type" }],
    ["refuses a huge number", 1e300, { code: "too_large" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkYear(raw, NOW))).toEqual(expected);
  });

  it("moves the upper bound with the clock", () => {
    expect(checkYear(2031, new Date("2030-01-01T00:00:00Z")).ok).toBe(true);
    expect(checkYear(2031, new Date("2029-12-31T23:59:59Z")).ok).toBe(false);
  });

  it("names the range in its message", () => {
    const check = checkYear(1800, NOW);
    if (!check.ok) expect(check.error.message).toBe("The year must be between 1886 and 2027.");
    expect(check.ok).toBe(false);
  });
});

describe("checkOdometer", () => {
  it.each<[string, unknown, unknown]>([
    ["accepts a reading", 125000, { value: 125000 }],
    ["accepts the maximum", 9_999_999, { value: 9_999_999 }],
    ["refuses past the maximum", 10_000_000, { code: "too_large" }],
    ["refuses a negative reading", -1, { code: "too_small" }],
    ["reads empty as not recorded", "", { value: 0 }],
    ["reads 0 as not recorded", 0, { value: 0 }],
    ["reads text", "125000", { value: 125000 }],
    ["reads digit groups with commas", "125,000", { value: 125000 }],
    ["reads digit groups with spaces", "1 250 000", { value: 1250000 }],
    ["reads digit groups with apostrophes", "125'000", { value: 125000 }],
    ["refuses badly grouped digits", "12,50,00", { code: "not_a_number" }],
    ["refuses a fraction", 12.5, { code: "not_an_integer" }],
    ["refuses a unit", "125000 km", { code: "not_a_number" }],
    ["refuses a boolean", false, { code: "invalid_type" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkOdometer(raw))).toEqual(expected);
  });

  it("names the range with grouped digits", () => {
    const check = checkOdometer(-5);
    if (!check.ok) expect(check.error.message).toBe("The odometer reading must be between 0 and 9,999,999 km.");
    expect(check.ok).toBe(false);
  });
});

describe("free text fields", () => {
  it.each<[string, (raw: unknown) => FieldCheck<string>, unknown, unknown]>([
    ["make: trims", checkMake, "  Volkswagen ", { value: "Volkswagen" }],
    ["make: keeps case", checkMake, "smart", { value: "smart" }],
    ["make: keeps unicode", checkMake, "Škoda", { value: "Škoda" }],
    ["make: is required", checkMake, "", { code: "required" }],
    ["make: whitespace is empty", checkMake, "   ", { code: "required" }],
    ["make: accepts 60 characters", checkMake, "M".repeat(60), { value: "M".repeat(60) }],
    ["make: refuses 61 characters", checkMake, "M".repeat(61), { code: "too_long" }],
    ["make: counts emoji as one character each", checkMake, "🚗".repeat(60), { value: "🚗".repeat(60) }],
    ["make: refuses control characters", checkMake, "VW\u0007", { code: "invalid_characters" }],
    ["make: refuses a number", checkMake, 911, { code: "invalid_type" }],
    ["model: is required", checkModel, undefined, { code: "required" }],
    ["model: refuses 61 characters", checkModel, "m".repeat(61), { code: "too_long" }],
    ["model: refuses an array", checkModel, ["Golf"], { code: "invalid_type" }],
    ["color: is optional", checkColor, "", { value: "" }],
    ["color: accepts 30 characters", checkColor, "c".repeat(30), { value: "c".repeat(30) }],
    ["color: refuses 31 characters", checkColor, "c".repeat(31), { code: "too_long" }],
    ["notes: keep their line breaks", checkNotes, "line 1\r\nline 2\n", { value: "line 1\nline 2" }],
    ["notes: keep tabs", checkNotes, "a\tb", { value: "a\tb" }],
    ["notes: accept 5000 characters", checkNotes, "n".repeat(5000), { value: "n".repeat(5000) }],
    ["notes: refuse 5001 characters", checkNotes, "n".repeat(5001), { code: "too_long" }],
    ["notes: refuse a huge string", checkNotes, "n".repeat(1_000_000), { code: "too_long" }],
    ["notes: refuse NUL", checkNotes, "a\u0000b", { code: "invalid_characters" }],
  ])("%s", (_rule, check, raw, expected) => {
    expect(outcome(check(raw))).toEqual(expected);
  });
});

describe("choices", () => {
  it.each<[string, (raw: unknown) => FieldCheck<string>, unknown, unknown]>([
    ["status: each value", checkStatus, "in_service", { value: "in_service" }],
    ["status: defaults to available when empty", checkStatus, "", { value: "available" }],
    ["status: defaults to available when missing", checkStatus, undefined, { value: "available" }],
    ["status: ignores case and spaces", checkStatus, " Retired ", { value: "retired" }],
    ["status: refuses a label instead of a value", checkStatus, "In workshop", { code: "invalid_choice" }],
    ["status: refuses an unknown value", checkStatus, "sold", { code: "invalid_choice" }],
    ["status: refuses a number", checkStatus, 1, { code: "invalid_type" }],
    ["fuel: each value", checkFuel, "hydrogen", { value: "hydrogen" }],
    ["fuel: is optional", checkFuel, "", { value: "" }],
    ["fuel: refuses an unknown value", checkFuel, "coal", { code: "invalid_choice" }],
    ["category: a record id", checkCategoryRef, "abcdefghij12345", { value: "abcdefghij12345" }],
    ["category: is required", checkCategoryRef, "", { code: "required" }],
    ["category: refuses what cannot be an id", checkCategoryRef, "Vans", { code: "category_not_found" }],
    ["category: refuses several", checkCategoryRef, ["abcdefghij12345"], { code: "invalid_type" }],
  ])("%s", (_rule, check, raw, expected) => {
    expect(outcome(check(raw))).toEqual(expected);
  });

  it("lists the statuses by the labels staff read", () => {
    const check = checkStatus("sold");
    if (!check.ok) expect(check.error.message).toBe("Choose a status: Available, In workshop, Out of service or Retired.");
    expect(check.ok).toBe(false);
  });
});

describe("checkVehicle", () => {
  const good = { plate: "ab-123", make: " VW ", model: "Golf", category: CATEGORY };
  const normalised = {
    plate: "AB-123",
    plate_key: "AB123",
    vin: "",
    make: "VW",
    model: "Golf",
    year: 0,
    category: CATEGORY,
    status: "available",
    odometer: 0,
    fuel: "",
    color: "",
    notes: "",
  };

  it("normalises a whole vehicle and derives the plate key", () => {
    expect(checkVehicle(good, { now: NOW })).toEqual({ ok: true, values: normalised });
  });

  it("gives one error per bad field, all at once", () => {
    const check = checkVehicle({ plate: "", vin: "IOQ", make: "", model: "m", year: 1885, category: "", status: "x" }, { now: NOW });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(Object.fromEntries(Object.entries(check.errors).map(([field, error]) => [field, error!.code]))).toEqual({
        plate: "required",
        vin: "vin_forbidden_letters",
        make: "required",
        year: "too_small",
        category: "required",
        status: "invalid_choice",
      });
      for (const error of Object.values(check.errors)) expect(error!.message).toMatch(/^[A-Z].+[.?]$/);
    }
  });

  it("gives the good fields' values with the errors, for the server's duplicate lookups", () => {
    const check = checkVehicle({ ...good, plate: " ab-123 ", vin: "wvwzzz1jzxw000001", year: 1 }, { now: NOW });
    expect(check).toMatchObject({ ok: false, errors: { year: { code: "too_small" } } });
    const { year: _bad, ...goodValues } = normalised;
    expect(check.values).toEqual({ ...goodValues, vin: "WVWZZZ1JZXW000001" });
    expect(checkVehicle({ ...good, plate: "" }, { now: NOW }).values).not.toHaveProperty("plate_key");
  });

  it("checks single fields the way a form does on each keystroke", () => {
    for (const field of VEHICLE_INPUT_FIELDS) {
      const whole = checkVehicle({ ...good, [field]: "?" }, { now: NOW });
      const single = checkVehicleField(field, "?", { now: NOW });
      const wholeError = whole.ok ? undefined : whole.errors[field];
      expect(single.ok ? undefined : single.error).toEqual(wholeError);
    }
  });
});
