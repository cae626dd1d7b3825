// Prints one closing line for the whole `make test`: "tests: N passed, N failed, N skipped",
// summed over the JSON reports each vitest run wrote, so CI and people see the total at a glance.
import { readFileSync } from "node:fs";

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

export function summarise(reports: readonly VitestJsonReport[]): string {
  const sum = (pick: (r: VitestJsonReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  const skipped = sum((r) => r.numPendingTests + r.numTodoTests);
  return `tests: ${sum((r) => r.numPassedTests)} passed, ${sum((r) => r.numFailedTests)} failed, ${skipped} skipped`;
}

if (process.argv[1]?.endsWith("test-summary.ts")) {
  const reports = process.argv.slice(2).map((path) => JSON.parse(readFileSync(path, "utf8")) as VitestJsonReport);
  console.log(summarise(reports));
}
