// Which sorts would order colleagues by their hidden email addresses (server/lib/list-privacy.ts).
import { describe, expect, it } from "vitest";
import { sortsByEmail } from "../../server/lib/sort-terms";

describe("sortsByEmail", () => {
  it.each([
    ["email", true],
    ["-email", true],
    ["+email", true],
    [" name , email ", true],
    ["created_by.email", true],
    ["-updated_by.email,plate", true],
    ["vehicles_via_category.created_by.email", true],
    ["email:lower", true],
    ["emailVisibility", false],
    ["name", false],
    ["-updated,plate", false],
    ["xemail", false],
    ["", false],
  ])("%j → %s", (sort, expected) => {
    expect(sortsByEmail(sort)).toBe(expected);
  });
});
