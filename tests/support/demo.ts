// `pocketbase demo` (and our other commands) against a test server's data dir, as `make demo`
// next to `make run`.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { NO_DEV_MODE, pocketbaseBinary, repoRoot, type TestServer } from "./pocketbase";

/** Runs `pocketbase <command> <args>` on the server's data dir, with our hooks and migrations. */
export function runCommand(server: TestServer, command: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const dirs = [NO_DEV_MODE, `--dir=${server.dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
  return new Promise((resolve) => {
    execFile(pocketbaseBinary, [command, ...args, ...dirs], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

export function runDemo(server: TestServer, ...args: string[]): Promise<{ code: number; output: string }> {
  return runCommand(server, "demo", ...args);
}
