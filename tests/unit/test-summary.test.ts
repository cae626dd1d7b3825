import { describe, expect, it } from "vitest";
import { summarise } from "../../scripts/test-summary";

describe("the closing line of make test", () => {
  it("adds up the suites' reports in the plain 'N passed, N failed' form", () => {
    const report = (passed: number, failed: number, pending = 0) => ({
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: pending,
      numTodoTests: 0,
    });
    expect(summarise([report(600, 0), report(500, 2, 1), report(48, 0)])).toBe("tests: 1148 passed, 2 failed, 1 skipped");
  });
});
