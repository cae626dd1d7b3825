// What the figures were measured on, for the results file.
import { execFile } from "node:child_process";
import { cpus, loadavg, release, totalmem } from "node:os";
import { promisify } from "node:util";
import { pocketbaseBinary, repoRoot } from "../../tests/support/pocketbase";

const run = promisify(execFile);

async function firstLine(command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: repoRoot });
    return (stdout || stderr).split("\n")[0]!.trim();
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    const text = `${output.stdout ?? ""}${output.stderr ?? ""}`.split("\n")[0]?.trim();
    return text || "unknown";
  }
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly ramGb: number;
  readonly kernel: string;
  readonly go: string;
  readonly node: string;
  readonly pocketbase: string;
  readonly sqlite: string;
  readonly wrk: string;
  readonly loadAverageAtStart: readonly number[];
}

export async function describeMachine(): Promise<Machine> {
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: cpus().length,
    ramGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    kernel: release(),
    go: await firstLine("go", ["version"]),
    node: process.version,
    pocketbase: await firstLine(pocketbaseBinary, ["--version"]),
    sqlite: await firstLine("sqlite3", ["--version"]),
    // wrk prints its version with its usage text, on stderr, and exits 1.
    wrk: await firstLine("wrk", ["--version"]),
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export async function gitCommit(): Promise<{ commit: string; dirty: boolean }> {
  const commit = await firstLine("git", ["rev-parse", "--short=12", "HEAD"]);
  const status = await run("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: repoRoot }).catch(() => ({ stdout: "" }));
  return { commit, dirty: status.stdout.trim() !== "" };
}
