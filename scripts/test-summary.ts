// Prints one closing line for the whole `make test`: "tests: N passed, N failed, N skipped",
// summed over the JSON reports each vitest run wrote, so CI and people see the total at a glance,
// then each suite's count, so a suite that skipped itself or did not run at all shows too.
import { readFileSync } from "node:fs";
import { basename } from "node:path";

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const skippedIn = (r: VitestJsonReport) => r.numPendingTests + r.numTodoTests;

export function summarise(reports: readonly VitestJsonReport[]): string {
  const sum = (pick: (r: VitestJsonReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  return `tests: ${sum((r) => r.numPassedTests)} passed, ${sum((r) => r.numFailedTests)} failed, ${sum(skippedIn)} skipped`;
}

/** "unit 600; api 500, 2 failed; container 0, 7 skipped": passed, then what else there was. */
export function perSuite(suites: readonly { name: string; report: VitestJsonReport }[]): string {
  return suites
    .map(({ name, report }) => {
      const others = [
        report.numFailedTests > 0 ? `${report.numFailedTests} failed` : "",
        skippedIn(report) > 0 ? `${skippedIn(report)} skipped` : "",
      ].filter(Boolean);
      return [`${name} ${report.numPassedTests}`, ...others].join(", ");
    })
    .join("; ");
}

if (process.argv[1]?.endsWith("test-summary.ts")) {
  const suites = process.argv.slice(2).map((path) => ({
    name: basename(path, ".json"),
    report: JSON.parse(readFileSync(path, "utf8")) as VitestJsonReport,
  }));
  const reports = suites.map((suite) => suite.report);
  console.log(`${summarise(reports)} (${perSuite(suites)})`);
}
