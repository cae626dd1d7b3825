// The SQLite floor: the time of the very SQL that PocketBase runs for a list request, run by
// Debian's `sqlite3` CLI (C SQLite) on a copy of the same data, with no HTTP, no Go and no JSON.
// No server can answer faster than its query runs.
//
// The SQL comes from PocketBase itself: a server started with `--dev` prints every statement
// with its values filled in; we send the benchmark's requests to it and keep the statement that
// reads the vehicles. `.timer on` of the CLI only resolves milliseconds, so each query runs
// REPS times in one `sqlite3` process (rows printed to /dev/null), the time of the same number
// of `SELECT 1;` in another process is subtracted (start-up, parsing), and the median over
// BATCHES such pairs is the floor.
import { execFile } from "node:child_process";
import { median } from "./report";
import type { TestServer } from "../../tests/support/pocketbase";

const STATEMENT = /^\[[\d.]+ms\] (SELECT `(vehicles|work_orders)`\.\* FROM `\2`.*)$/;

/** The statements reading the records (vehicles, work orders) that a --dev server printed after `offset`. */
export function vehicleStatements(output: string, offset = 0): string[] {
  return output
    .slice(offset)
    .split("\n")
    .map((line) => line.replace(/^[\s\0]+/, "").trimEnd())
    .map((line) => STATEMENT.exec(line)?.[1])
    .filter((sql): sql is string => sql !== undefined);
}

/** Sends one request to a `--dev` server and returns the SQL that read its records. */
export async function captureSql(server: TestServer, path: string, token: string): Promise<string> {
  const offset = server.output().length;
  const response = await server.request(path, { token });
  if (response.status !== 200) throw new Error(`captureSql: ${path} answered ${response.status} ${response.text}`);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const [sql] = vehicleStatements(server.output(), offset);
    if (sql) return sql;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`captureSql: PocketBase printed no records query for ${path}`);
}

function sqlite(dbFile: string, script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = execFile("sqlite3", ["-readonly", dbFile], { maxBuffer: 1 << 20 }, (error) => {
      if (error) reject(error);
      else resolve(performance.now() - started);
    });
    child.stdin?.end(script);
  });
}

export interface FloorOptions {
  readonly reps?: number;
  readonly batches?: number;
}

/** Milliseconds per run of `sql` on `dbFile` (see the top of this file for how). */
export async function timeSql(dbFile: string, sql: string, { reps = 40, batches = 5 }: FloorOptions = {}): Promise<number> {
  const statement = sql.trim().replace(/;?$/, ";");
  const script = (body: string) => `.output /dev/null\n${`${body}\n`.repeat(reps)}`;
  const perQuery: number[] = [];
  for (let i = 0; i < batches; i += 1) {
    const idle = await sqlite(dbFile, script("SELECT 1;"));
    const busy = await sqlite(dbFile, script(statement));
    perQuery.push(Math.max(busy - idle, 0) / reps);
  }
  return median(perQuery);
}
