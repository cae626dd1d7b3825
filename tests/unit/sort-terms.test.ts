// Reading PocketBase sort expressions (server/lib/db/sort-terms.ts): as columns for the export's
// keyset, and which sorts would order colleagues by their hidden email addresses
// (server/lib/access/list-privacy.ts).
import { describe, expect, it } from "vitest";
import { parseSort, sortsByEmail } from "../../server/lib/db/sort-terms";

describe("parseSort", () => {
  it("reads PocketBase's sort syntax", () => {
    expect(parseSort("-updated,-id")).toEqual([
      { field: "updated", descending: true },
      { field: "id", descending: true },
    ]);
    expect(parseSort("make,model,id")).toEqual([
      { field: "make", descending: false },
      { field: "model", descending: false },
      { field: "id", descending: false },
    ]);
  });
});

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
