// Drives a server with wrk (Debian's `wrk`, a small C load generator: on this 2-core machine it
// takes far less CPU from the servers than a Node generator would). Each run gets a Lua script:
// common.lua (a JSON request helper, and a `done` that prints one JSON line), then the
// scenario's own request generator, if any.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { LoadResult } from "./report";
import type { ScenarioScript } from "./scenario";

const run = promisify(execFile);
const wrkDir = join(dirname(fileURLToPath(import.meta.url)), "wrk");

export interface LoadRequest {
  /** Full URL of the first request (the Lua script may send others to the same host). */
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly token: string;
  /** A request generator in scripts/bench/wrk/ (without .lua), and its arguments. */
  readonly script?: ScenarioScript;
  readonly args?: readonly string[];
}

let scriptDir: Promise<string> | undefined;
const scripts = new Map<string, Promise<string>>();

/** common.lua and the scenario's script, written once per process. */
function scriptFor(name: string): Promise<string> {
  let path = scripts.get(name);
  if (!path) {
    path = (async () => {
      scriptDir ??= mkdtemp(join(tmpdir(), "workshop-bench-wrk-"));
      const parts = [await readFile(join(wrkDir, "common.lua"), "utf8")];
      if (name !== "get") parts.push(await readFile(join(wrkDir, `${name}.lua`), "utf8"));
      const file = join(await scriptDir, `${name}.lua`);
      await writeFile(file, parts.join("\n"));
      return file;
    })();
    scripts.set(name, path);
  }
  return path;
}

/** Removes the scripts written for wrk (at the end of a run). */
export async function removeScripts(): Promise<void> {
  if (scriptDir) await rm(await scriptDir, { recursive: true, force: true });
  scriptDir = undefined;
  scripts.clear();
}

/** Parses the line common.lua's `done` prints. */
export function parseWrkOutput(stdout: string): LoadResult {
  const line = stdout.split("\n").find((l) => l.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const raw = JSON.parse(line.slice("WRK_RESULT ".length)) as {
    requests: number;
    durationUs: number;
    errors: number;
    p50Us: number;
    p99Us: number;
  };
  return {
    rps: raw.durationUs > 0 ? raw.requests / (raw.durationUs / 1e6) : 0,
    p50Ms: raw.p50Us / 1000,
    p99Ms: raw.p99Us / 1000,
    requests: raw.requests,
    errors: raw.errors,
  };
}

export async function load(request: LoadRequest): Promise<LoadResult> {
  const script = await scriptFor(request.script ?? "get");
  // One thread is plenty for 32 connections at these rates, and leaves the cores to the server.
  const args = [
    "-t1",
    `-c${request.connections}`,
    `-d${request.seconds}s`,
    "--timeout",
    "10s",
    "-H",
    `Authorization: ${request.token}`,
    "-s",
    script,
    request.url,
    "--",
    ...(request.args ?? []),
  ];
  const { stdout } = await run("wrk", args, { maxBuffer: 1 << 20 });
  return parseWrkOutput(stdout);
}
