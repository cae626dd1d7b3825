// Starts the project's own PocketBase build (bin/pocketbase with our compiled pb_hooks,
// pb_migrations and pb_public) on a free loopback port with a temporary data dir. Tests talk
// to it over HTTP like any client. It runs the binary directly as a child process, which starts
// in a fraction of a second; the container image is tested on its own (tests/container/).
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Role } from "@shared/roles";

export const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
export const pocketbaseBinary = join(repoRoot, "bin", "pocketbase");

/**
 * On every command that starts PocketBase (serve, superuser, demo, migrate): started by an
 * absolute path under the temp dir or ~/.cache, PocketBase turns its dev mode on by itself and
 * prints every SQL statement, secrets included (docs/decisions/serving.md).
 */
export const NO_DEV_MODE = "--dev=false";

const run = promisify(execFile);
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** A raw body sent as is (for malformed JSON and the like). */
  rawBody?: string | Uint8Array | FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface StartOptions {
  /** Extra environment for the server process. */
  env?: Record<string, string>;
  /** Reuse a data dir (for restart tests); by default a fresh temporary one. */
  dataDir?: string;
  /**
   * PocketBase's rate limits stay as the migrations configure them (on). Suites that sign in
   * many times a second on purpose may switch them off for their own server.
   */
  rateLimits?: boolean;
  /** Another migrations folder (an empty one serves a data dir as it is, migrating nothing). */
  migrationsDir?: string;
  /** Another hooks folder (an empty one gives bare PocketBase, as the benchmark's baseline). */
  hooksDir?: string;
  /**
   * Hook files a test adds to the project's own (name → JavaScript, e.g. `{"fail.pb.js": "…"}`),
   * served from a temporary hooks folder beside links to pb_hooks' files: what only a test
   * needs stays out of the production code.
   */
  extraHooks?: Readonly<Record<string, string>>;
  /** More `serve` flags, e.g. `--dev` to have PocketBase print its SQL. */
  extraArgs?: readonly string[];
  /** Another PocketBase binary than bin/pocketbase (e.g. a copy under the temp dir). */
  binary?: string;
}

export const SUPERUSER_EMAIL = "superuser@workshop.test";
export const SUPERUSER_PASSWORD = "superuser-password-for-tests";

export class TestServer {
  superuserToken = "";
  private log = "";
  private exited: Promise<number | null>;
  /** Set by `stop()`: an exit after it is expected. */
  private stopping = false;

  constructor(
    readonly url: string,
    readonly dataDir: string,
    private readonly child: ChildProcess,
    private readonly ownsDataDir: boolean,
  ) {
    child.stdout?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    this.exited = new Promise((resolveExit) =>
      child.once("exit", (code, signal) => {
        // A server that ends by itself mid-test leaves a test failing for reasons it cannot see.
        if (!this.stopping) console.error(`PocketBase at ${url} ended by itself (${signal ?? `exit code ${code}`}); its last output:\n${this.log.slice(-2000)}`);
        resolveExit(code);
      }),
    );
    running.add(child);
  }

  /** Everything the server printed so far. */
  output(): string {
    return this.log;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async request<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody as BodyInit;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.token) headers.authorization = options.token;
    const response = await fetch(this.url + path, { method: options.method ?? "GET", headers, body, redirect: "manual" });
    const text = await response.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /** A request made as the superuser created for the test. */
  asSuperuser<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    return this.request<T>(path, { ...options, token: this.superuserToken });
  }

  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
    this.stopping = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    const code = await this.exited;
    running.delete(this.child);
    return code;
  }

  /** Stops the server and removes its temporary data dir. */
  async dispose(): Promise<void> {
    await this.stop();
    if (this.ownsDataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

async function waitForHealth(server: TestServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PocketBase did not become healthy in ${timeoutMs} ms (${String(lastError)}):\n${server.output()}`);
}

/**
 * PocketBase's JS engines (`--hooksPool`, default 15). A request holds one for each of our
 * handlers it runs inside (a save: the guard, its request, validate and execute hooks) until it
 * returns; once they are all taken, every request builds a new engine and loads our library into
 * it (several times slower). A realtime connection holds none (server/hooks/access.hooks.ts).
 * Served the same way everywhere: Makefile, deploy/workshop.service, here.
 */
export const HOOKS_POOL = 100;

export function serveArgs(
  dataDir: string,
  port: number,
  migrationsDir = join(repoRoot, "pb_migrations"),
  hooksDir = join(repoRoot, "pb_hooks"),
): string[] {
  return [
    "serve",
    NO_DEV_MODE,
    `--http=127.0.0.1:${port}`,
    `--dir=${dataDir}`,
    `--hooksDir=${hooksDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--publicDir=${join(repoRoot, "pb_public")}`,
    "--hooksWatch=false",
    "--automigrate=false",
    `--hooksPool=${HOOKS_POOL}`,
  ];
}

/** A hooks folder with the project's hooks (linked) and `extra` files; removed with the data dir. */
async function hooksWithExtras(dataDir: string, extra: Readonly<Record<string, string>>): Promise<string> {
  const dir = join(dataDir, "test_hooks");
  const projectHooks = join(repoRoot, "pb_hooks");
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(projectHooks)) {
    if (name === "lib" || name.endsWith(".pb.js")) await symlink(join(projectHooks, name), join(dir, name));
  }
  for (const [name, code] of Object.entries(extra)) await writeFile(join(dir, name), code);
  return dir;
}

const FIRST_EMPLOYEE_SWITCH = "WORKSHOP_FIRST_EMPLOYEE";
const templatesDir = join(repoRoot, "build", "test-data-dirs");
let template: Promise<string> | undefined;

/** Whether a new data dir of these options would be migrated exactly as the shared template was. */
function migratesAsTemplate(options: StartOptions): boolean {
  const env = { ...process.env, ...options.env };
  return (
    options.dataDir === undefined &&
    options.migrationsDir === undefined &&
    options.hooksDir === undefined &&
    options.extraHooks === undefined &&
    options.binary === undefined &&
    // A flag such as --encryptionEnv or --dev changes what migrating does or prints.
    options.extraArgs === undefined &&
    // The only migration that reads the environment seeds the first employee, unless skipped.
    env[FIRST_EMPLOYEE_SWITCH] === "skip"
  );
}

/** What the template's migrations were built from: the binary, the migrations and the hooks' library, by size and time. */
async function buildKey(): Promise<string> {
  const parts: string[] = [];
  const add = async (path: string) => {
    const info = await stat(path);
    parts.push(`${path}:${info.size}:${info.mtimeMs}`);
  };
  await add(pocketbaseBinary);
  for (const dir of [join(repoRoot, "pb_migrations"), join(repoRoot, "pb_hooks"), join(repoRoot, "pb_hooks", "lib")]) {
    for (const name of (await readdir(dir)).sort()) if (name.endsWith(".js")) await add(join(dir, name));
  }
  return createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 16);
}

/**
 * A data dir migrated once for this build, with the test superuser: most test servers start
 * from a copy of it in ≈ 0.3 s instead of migrating a new one (≈ 0.8 s, over a hundred times
 * in a run). Made by whichever test file needs it first; a file running beside it that finds
 * none yet makes its own, and one rename wins.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = join(templatesDir, await buildKey());
    if (await stat(dir).then(() => true, () => false)) return dir;
    await mkdir(templatesDir, { recursive: true });
    const making = await mkdtemp(join(templatesDir, "making-"));
    const server = await startOn(making, { env: { [FIRST_EMPLOYEE_SWITCH]: "skip" } });
    await server.stop();
    await rename(making, dir).catch(() => rm(making, { recursive: true, force: true }));
    // Those of earlier builds are of no more use.
    for (const name of await readdir(templatesDir)) {
      if (join(templatesDir, name) !== dir && !name.startsWith("making-")) await rm(join(templatesDir, name), { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const migrated = migratesAsTemplate(options);
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "workshop-test-")));
  if (migrated) await cp(await migratedTemplate(), dataDir, { recursive: true });
  return startOn(dataDir, options, { migrated });
}

/** Starts a server on `dataDir`, which holds a migrated data dir with the test superuser when `migrated`. */
async function startOn(dataDir: string, options: StartOptions, { migrated = false } = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  if (options.extraHooks) options = { ...options, hooksDir: await hooksWithExtras(dataDir, options.extraHooks) };
  const binary = options.binary ?? pocketbaseBinary;
  if (!migrated) await run(binary, ["superuser", "upsert", SUPERUSER_EMAIL, SUPERUSER_PASSWORD, `--dir=${dataDir}`, NO_DEV_MODE]);
  const port = await freePort();
  const args = [...serveArgs(dataDir, port, options.migrationsDir, options.hooksDir), ...(options.extraArgs ?? [])];
  const child = spawn(binary, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = new TestServer(`http://127.0.0.1:${port}`, dataDir, child, ownsDataDir);
  await waitForHealth(server, 20_000);

  const auth = await server.request("/api/collections/_superusers/auth-with-password", {
    method: "POST",
    body: { identity: SUPERUSER_EMAIL, password: SUPERUSER_PASSWORD },
  });
  if (auth.status !== 200) throw new Error(`superuser sign-in failed: ${auth.status} ${auth.text}`);
  server.superuserToken = auth.json.token;

  if (options.rateLimits === false) {
    const settings = await server.asSuperuser("/api/settings", {
      method: "PATCH",
      body: { rateLimits: { enabled: false } },
    });
    if (settings.status !== 200) throw new Error(`could not switch rate limits off: ${settings.text}`);
  }
  return server;
}

export interface Employee {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

let employeeCounter = 0;

/**
 * Creates an employee as the superuser and signs them in with their password. A manager unless
 * the test is about roles and says otherwise: a manager may do everything an employee could do
 * before roles existed, which is what the other suites test.
 */
/**
 * `name` told apart from any other call's: for people a test creates inside an `it`, which a
 * retry (the browser suite's `retry: 1`) runs again on the same server, where names are unique.
 */
export function attemptName(name: string): string {
  employeeCounter += 1;
  return `${name} ${employeeCounter}`;
}

export async function createEmployee(
  server: TestServer,
  fields: Partial<Pick<Employee, "name" | "email" | "password" | "role">> = {},
): Promise<Employee> {
  employeeCounter += 1;
  const name = fields.name ?? `Employee ${employeeCounter}`;
  const email = fields.email ?? `employee${employeeCounter}-${Date.now()}@workshop.test`;
  const password = fields.password ?? `password-${employeeCounter}-long-enough`;
  const role = fields.role ?? "manager";
  const created = await server.asSuperuser("/api/collections/employees/records", {
    method: "POST",
    body: { name, email, password, passwordConfirm: password, verified: true, role },
  });
  if (created.status !== 200) throw new Error(`creating employee failed: ${created.status} ${created.text}`);
  // Impersonation gives a real employee token without spending the strict auth rate limit.
  const impersonated = await server.asSuperuser(`/api/collections/employees/impersonate/${created.json.id}`, {
    method: "POST",
    body: { duration: 3600 },
  });
  if (impersonated.status !== 200) throw new Error(`impersonation failed: ${impersonated.text}`);
  return { id: created.json.id, name, email, password, token: impersonated.json.token, role };
}

export interface PasswordSession {
  token: string;
  record: Record<string, unknown>;
}

/**
 * Signs an employee in through the password endpoint, as the login form does. Unlike the
 * impersonation tokens of `createEmployee`, these tokens can be refreshed, so they survive the
 * app's refresh on start. Each call counts against the `*:auth` rate limit of the server.
 */
export async function signInWithPassword(server: TestServer, email: string, password: string): Promise<PasswordSession> {
  const auth = await server.request("/api/collections/employees/auth-with-password", {
    method: "POST",
    body: { identity: email, password },
  });
  if (auth.status !== 200) throw new Error(`password sign-in failed: ${auth.status} ${auth.text}`);
  return { token: auth.json.token, record: auth.json.record };
}
