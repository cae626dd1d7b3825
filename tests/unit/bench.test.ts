// The pure parts of `make bench` (scripts/bench/): the statistics, the verdicts, the table, and
// reading what wrk and PocketBase print. The benchmark itself is not part of `make test`.
import { describe, expect, it } from "vitest";
import { vehicleStatements } from "../../scripts/bench/floor";
import { parseWrkOutput } from "../../scripts/bench/load";
import {
  atMost,
  exportMemoryFlat,
  formatMarkdownTable,
  formatNumber,
  formatTable,
  holds,
  latencyRatio,
  median,
  noise,
  percentile,
  scenarioTable,
  summarise,
  throughputCostRatio,
  verdict,
  type LoadResult,
} from "../../scripts/bench/report";
import { listPath, randomTag } from "../../scripts/bench/scenarios";
import { VEHICLE_LIST_FIELDS } from "@shared/vehicle-list";

const run = (rps: number, p50Ms: number, p99Ms = p50Ms * 3, errors = 0): LoadResult => ({ rps, p50Ms, p99Ms, requests: rps * 3, errors });

describe("statistics", () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])("median of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("has no median of nothing", () => {
    expect(median([])).toBeNaN();
  });

  it.each([
    [50, 5],
    [99, 10],
    [100, 10],
    [0, 1],
    [10, 1],
    [11, 2],
  ])("nearest-rank percentile %d of 1…10 is %d", (p, expected) => {
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], p)).toBe(expected);
  });

  it("summarises runs by their medians and says how far they spread", () => {
    const summary = summarise([run(100, 2), run(80, 3), run(120, 1, 9, 2)]);
    expect(summary).toMatchObject({ rps: 100, p50Ms: 2, p99Ms: 9, runs: 3, errors: 2 });
    expect(summary.spread).toBeCloseTo(0.4);
  });
});

describe("ratios", () => {
  it("counts time per request from requests/s: above 1 means the product is slower", () => {
    expect(throughputCostRatio(run(800, 1), run(1000, 1))).toBeCloseTo(1.25);
    expect(throughputCostRatio(run(1000, 1), run(1000, 1))).toBe(1);
    expect(throughputCostRatio(run(0, 1), run(1000, 1))).toBe(Infinity);
  });

  it("compares p50 latencies", () => {
    expect(latencyRatio(run(1, 3), run(1, 2))).toBe(1.5);
  });
});

describe("budgets", () => {
  it.each([
    [1.09, 1.1, "MET"],
    [1.1, 1.1, "MET"],
    [1.11, 1.1, "MISSED"],
    [null, 1.1, "NOT MEASURED"],
    [Number.NaN, 1.1, "NOT MEASURED"],
  ] as const)("%s against a limit of %s is %s", (figure, limit, expected) => {
    expect(verdict(atMost("x", figure, limit, "×"))).toBe(expected);
  });

  it("takes yes/no budgets", () => {
    expect(verdict(holds("flat", true))).toBe("MET");
    expect(verdict(holds("flat", false))).toBe("MISSED");
    expect(verdict(holds("flat", null))).toBe("NOT MEASURED");
  });

  it("calls export memory flat when it grows by less than the file while streaming", () => {
    expect(exportMemoryFlat({ rssEarlyMb: 110, rssPeakMb: 118 }, 16)).toBe(true);
    expect(exportMemoryFlat({ rssEarlyMb: 110, rssPeakMb: 140 }, 16)).toBe(false);
    expect(exportMemoryFlat({ rssEarlyMb: null, rssPeakMb: 140 }, 16)).toBeNull();
  });
});

describe("the table", () => {
  it.each([
    [1234.5, "1,235"],
    [12.345, "12.3"],
    [1.2345, "1.23"],
    [0.01234, "0.012"],
    [0, "0"],
    [null, "—"],
    [Infinity, "—"],
  ])("writes %s as %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("pads columns, numbers to the right", () => {
    expect(formatTable(["name", "n"], [["list", "1"], ["view", "1,000"]], ["left", "right"])).toBe(
      ["name      n", "----  -----", "list      1", "view  1,000"].join("\n"),
    );
  });

  it("writes Markdown with right-aligned number columns", () => {
    expect(formatMarkdownTable(["a", "b"], [["x|y", "2"]], ["left", "right"])).toBe("| a | b |\n|---|---:|\n| x\\|y | 2 |");
  });

  it("puts product, baseline, ratios and the floor in one row, and flags errors", () => {
    const summary = (r: LoadResult) => summarise([r]);
    const { header, rows } = scenarioTable([
      { key: "list", label: "List", connections: 1, product: summary(run(400, 2.5)), baseline: summary(run(500, 2)), floorMs: 0.5 },
      { key: "stats", label: "Stats", connections: 32, product: summary(run(50, 40, 90, 3)) },
    ]);
    expect(header).toHaveLength(12);
    expect(rows[0]).toEqual(["List", "1", "400", "2.50", "7.50", "500", "2.00", "6.00", "1.25", "1.25", "0.50", "5.00"]);
    expect(rows[1]![0]).toBe("Stats [3 errors]");
    expect(rows[1]!.slice(5)).toEqual(["—", "—", "—", "—", "—", "—", "—"]);
  });

  it("reports the noisiest row", () => {
    const results = [
      { key: "list", label: "List", connections: 1, product: summarise([run(100, 1), run(110, 1)]), baseline: summarise([run(100, 1), run(150, 1)]) },
    ];
    expect(noise(results)).toMatchObject({ worst: "list c=1" });
    expect(noise(results).worstSpread).toBeCloseTo(0.4);
  });
});

describe("reading the tools' output", () => {
  it("reads the line that common.lua prints", () => {
    const stdout = [
      "Running 3s test @ http://127.0.0.1:1/",
      'WRK_RESULT {"requests":3000,"durationUs":3000000,"errors":2,"statusErrors":2,"p50Us":1500,"p99Us":9000}',
      "",
    ].join("\n");
    expect(parseWrkOutput(stdout)).toEqual({ rps: 1000, p50Ms: 1.5, p99Ms: 9, requests: 3000, errors: 2 });
    expect(() => parseWrkOutput("nothing")).toThrow(/no result/);
  });

  it("finds PocketBase's vehicles query in a --dev log", () => {
    const log = [
      "\0\0[0.00ms] SELECT `employees`.* FROM `employees` WHERE `employees`.`id`='x' LIMIT 1",
      "[1.25ms] SELECT `vehicles`.* FROM `vehicles` WHERE 'employees' = 'employees' ORDER BY `vehicles`.`updated` DESC LIMIT 30",
      "INFO GET /api/collections/vehicles/records",
    ].join("\n");
    expect(vehicleStatements(log)).toEqual([
      "SELECT `vehicles`.* FROM `vehicles` WHERE 'employees' = 'employees' ORDER BY `vehicles`.`updated` DESC LIMIT 30",
    ]);
    expect(vehicleStatements(log, log.indexOf("INFO"))).toEqual([]);
  });
});

describe("the requests", () => {
  it("asks for the list screen's page: no total, the table's fields, the SDK's filter", () => {
    const url = new URL(
      listPath({ q: "ab 12", category: "", status: "in_service", sort: "plate", descending: false, page: 1 }),
      "http://x",
    );
    expect(url.pathname).toBe("/api/collections/vehicles/records");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "1",
      perPage: "30",
      skipTotal: "1",
      sort: "plate,id",
      fields: VEHICLE_LIST_FIELDS,
      filter:
        '(plate_key ~ "AB" || vin ~ "AB" || make ~ "ab" || model ~ "ab") && (plate_key ~ "12" || vin ~ "12" || make ~ "12" || model ~ "12") && status = "in_service"',
    });
  });

  it("tags create runs with letters that plates and VINs allow", () => {
    const tag = randomTag(() => 0.999);
    expect(tag).toMatch(/^[A-HJ-NPR-Z]{4}$/);
    expect(randomTag(() => 0)).toBe("AAAA");
  });
});
