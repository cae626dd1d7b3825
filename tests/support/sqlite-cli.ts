// Debian's sqlite3 (installed by `make test-tools`) for unit tests that check SQL our server
// writes against SQLite itself: the same LIKE, GLOB and FTS5 folding as PocketBase's SQLite.
import { execFileSync } from "node:child_process";

/** Runs `sql` in an in-memory database; the output's lines (columns separated by "|"). */
export function sqliteLines(sql: string): string[] {
  const output = execFileSync("sqlite3", ["-batch", ":memory:"], { input: sql, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return output.split("\n").filter((line) => line !== "");
}

/** A string literal in SQL. */
export function sqlLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
