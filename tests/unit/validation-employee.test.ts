// An employee's name (shared/validation/employee.ts): one row per rule.
import { describe, expect, it } from "vitest";
import { checkEmployeeName, EMPLOYEE_NAME_MAX_LENGTH } from "@shared/validation";

describe("checkEmployeeName", () => {
  it.each([
    ["", "required"],
    [" \t ", "required"],
    ["Ann\u0000", "invalid_characters"],
    ["n".repeat(EMPLOYEE_NAME_MAX_LENGTH + 1), "too_long"],
    [null, "required"],
    [["Ann"], "invalid_type"],
    ["\u200b\u2060", "required"],
    ["\u200d", "required"],
    ["Ann\u202eeeL", "invalid_characters"],
  ])("refuses %j (%s)", (raw, code) => {
    const check = checkEmployeeName(raw);
    expect(check.ok ? null : check.error.code).toBe(code);
  });

  it.each([
    ["Ann", "Ann"],
    ["  Ann   Lee ", "Ann Lee"],
    ["Ann\u200b Lee\u00ad", "Ann Lee"],
    ["Zoë Øster-Ålund", "Zoë Øster-Ålund"],
    ["n".repeat(EMPLOYEE_NAME_MAX_LENGTH), "n".repeat(EMPLOYEE_NAME_MAX_LENGTH)],
  ])("keeps %j as %j", (raw, stored) => {
    expect(checkEmployeeName(raw)).toEqual({ ok: true, value: stored });
  });
});
