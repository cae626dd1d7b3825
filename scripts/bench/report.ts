// The arithmetic and the printing of `make bench`: medians, ratios, budget verdicts and the
// table. Pure (no I/O), so the unit tests check it without running a benchmark.

/** One load-generator run against one endpoint. Latencies in milliseconds. */
export interface LoadResult {
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Connection errors, timeouts and answers other than 2xx/3xx. */
  readonly errors: number;
}

/** The median of several runs of the same thing, with how far the runs spread. */
export interface Summary extends LoadResult {
  readonly runs: number;
  /** (max − min) / median of the runs' requests/s: how noisy the machine was. */
  readonly spread: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (p in 0…100) of a set of samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1]!;
}

/** The medians of several runs, each figure on its own (they need not come from one run). */
export function summarise(runs: readonly LoadResult[]): Summary {
  const rps = runs.map((run) => run.rps);
  const middle = median(rps);
  return {
    rps: middle,
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    runs: runs.length,
    spread: runs.length > 1 && middle > 0 ? (Math.max(...rps) - Math.min(...rps)) / middle : 0,
  };
}

/**
 * How much more each request costs the product than the baseline, from requests/s: 1.25 means
 * the product serves 1/1.25 = 80 % of the baseline's requests per second. Above 1 is slower.
 */
export function throughputCostRatio(product: LoadResult, baseline: LoadResult): number {
  return product.rps > 0 ? baseline.rps / product.rps : Number.POSITIVE_INFINITY;
}

/** Product latency over baseline latency (p50): above 1 is slower. */
export function latencyRatio(product: LoadResult, baseline: LoadResult): number {
  return baseline.p50Ms > 0 ? product.p50Ms / baseline.p50Ms : Number.POSITIVE_INFINITY;
}

export interface Budget {
  readonly name: string;
  /** The measured figure, or null when it could not be measured. */
  readonly figure: number | null;
  readonly limit: number;
  readonly unit: string;
  /** null: not measured. */
  readonly met: boolean | null;
}

/** A budget whose figure must not exceed its limit. */
export function atMost(name: string, figure: number | null, limit: number, unit: string): Budget {
  const measured = figure !== null && Number.isFinite(figure);
  return { name, figure: measured ? figure : null, limit, unit, met: measured ? figure <= limit : null };
}

/** A yes/no budget (such as "memory stays flat"), as 1 or 0 against a limit of 1. */
export function holds(name: string, ok: boolean | null): Budget {
  return { name, figure: ok === null ? null : ok ? 1 : 0, limit: 1, unit: "yes/no", met: ok };
}

export function verdict(budget: Budget): "MET" | "MISSED" | "NOT MEASURED" {
  return budget.met === null ? "NOT MEASURED" : budget.met ? "MET" : "MISSED";
}

/** A number as people read it in the table: three significant digits at most, no exponent. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  const size = Math.abs(value);
  if (size >= 100) return Math.round(value).toLocaleString("en-US");
  if (size >= 10) return value.toFixed(1);
  if (size >= 1) return value.toFixed(2);
  if (size === 0) return "0";
  return value.toPrecision(2);
}

export function formatFigure(budget: Budget): string {
  if (budget.figure === null) return "—";
  if (budget.unit === "yes/no") return budget.figure === 1 ? "yes" : "no";
  return `${formatNumber(budget.figure)} ${budget.unit}`.trim();
}

export function formatLimit(budget: Budget): string {
  return budget.unit === "yes/no" ? "yes" : `≤ ${formatNumber(budget.limit)} ${budget.unit}`.trim();
}

export type Align = "left" | "right";

/** Columns padded to their widest cell; `align` per column (default left). */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (align[i] === "right" ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** The same table in Markdown (for the results file, which docs/performance.md records). */
export function formatMarkdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  const rule = `|${header.map((_, i) => (align[i] === "right" ? "---:" : "---")).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

export function budgetRows(budgets: readonly Budget[]): string[][] {
  return budgets.map((budget) => [budget.name, formatFigure(budget), formatLimit(budget), verdict(budget)]);
}

export const BUDGET_HEADER = ["budget", "figure", "limit", "verdict"] as const;

/** One request type at one concurrency, on every server that ran it. */
export interface ScenarioResult {
  readonly key: string;
  readonly label: string;
  readonly connections: number;
  readonly product: Summary;
  readonly baseline?: Summary;
  readonly noGuard?: Summary;
  /** The SQLite floor of the request's query, in ms (list-type requests only). */
  readonly floorMs?: number;
}

export const SCENARIO_ALIGN: readonly Align[] = ["left", "right", "right", "right", "right", "right", "right", "right", "right", "right", "right", "right", "right", "right"];

/**
 * The main table: per request and concurrency, product and baseline requests/s and p50/p99, the
 * product/baseline ratios (time per request from requests/s; p50 latency), and the SQLite floor
 * with the product's p50 over it (at concurrency 1, where p50 is one request's own time).
 */
export function scenarioTable(results: readonly ScenarioResult[], withNoGuard = false): { header: string[]; rows: string[][] } {
  const header = [
    "request",
    "conc",
    "product req/s",
    "p50 ms",
    "p99 ms",
    "baseline req/s",
    "p50 ms",
    "p99 ms",
    "cost ratio",
    "p50 ratio",
    "floor ms",
    "p50/floor",
  ];
  if (withNoGuard) header.push("no-guard req/s", "cost ratio");
  const rows = results.map((result) => {
    const { product, baseline, noGuard, floorMs } = result;
    const errors = product.errors + (baseline?.errors ?? 0) + (noGuard?.errors ?? 0);
    const row = [
      `${result.label}${errors > 0 ? ` [${errors} errors]` : ""}`,
      String(result.connections),
      formatNumber(product.rps),
      formatNumber(product.p50Ms),
      formatNumber(product.p99Ms),
      formatNumber(baseline?.rps),
      formatNumber(baseline?.p50Ms),
      formatNumber(baseline?.p99Ms),
      baseline ? formatNumber(throughputCostRatio(product, baseline)) : "—",
      baseline ? formatNumber(latencyRatio(product, baseline)) : "—",
      formatNumber(floorMs),
      floorMs !== undefined && floorMs > 0 && result.connections === 1 ? formatNumber(product.p50Ms / floorMs) : "—",
    ];
    if (withNoGuard) {
      row.push(formatNumber(noGuard?.rps), noGuard && baseline ? formatNumber(throughputCostRatio(noGuard, baseline)) : "—");
    }
    return row;
  });
  return { header, rows };
}

/** How noisy the runs were: the median and the worst spread of requests/s over the rows. */
export function noise(results: readonly ScenarioResult[]): { medianSpread: number; worstSpread: number; worst: string } {
  const spreads = results.flatMap((result) =>
    [result.product, result.baseline, result.noGuard]
      .filter((summary): summary is Summary => summary !== undefined && summary.runs > 1)
      .map((summary) => ({ spread: summary.spread, what: `${result.key} c=${result.connections}` })),
  );
  if (spreads.length === 0) return { medianSpread: 0, worstSpread: 0, worst: "—" };
  const worst = spreads.reduce((a, b) => (b.spread > a.spread ? b : a));
  return { medianSpread: median(spreads.map((s) => s.spread)), worstSpread: worst.spread, worst: worst.what };
}

/** The export's memory stays flat when it grows by less than the file it sends while streaming. */
export function exportMemoryFlat(run: { rssEarlyMb: number | null; rssPeakMb: number | null }, fileMb: number): boolean | null {
  if (run.rssEarlyMb === null || run.rssPeakMb === null) return null;
  return run.rssPeakMb - run.rssEarlyMb < fileMb;
}
