import { describe, expect, it } from "vitest";
import { perSuite, summarise } from "../../scripts/test-summary";

const report = (passed: number, failed: number, pending = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: pending,
  numTodoTests: 0,
});

describe("the closing line of make test", () => {
  it("adds up the suites' reports in the plain 'N passed, N failed' form", () => {
    expect(summarise([report(600, 0), report(500, 2, 1), report(48, 0)])).toBe("tests: 1148 passed, 2 failed, 1 skipped");
  });

  it("names each suite with its count, so a suite that skipped itself stands out", () => {
    const suites = [
      { name: "unit", report: report(600, 0) },
      { name: "api", report: report(500, 2) },
      { name: "container", report: report(0, 0, 7) },
    ];
    expect(perSuite(suites)).toBe("unit 600; api 500, 2 failed; container 0, 7 skipped");
  });
});
