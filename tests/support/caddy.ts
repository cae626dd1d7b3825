// Debian's Caddy in front of a test server, run from the project's own deploy/Caddyfile exactly as
// docs/https.md sets it up (certificates from Caddy's own CA), on free ports, with its data (the
// CA) in a temporary folder. And a browser profile that trusts that CA the way a phone does once
// an administrator installed the certificate: in the certificate store Chromium reads on Linux
// (NSS, with Debian's certutil).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort, repoRoot } from "./pocketbase";

const run = promisify(execFile);

export interface CaddyProxy {
  /** https://<site>:<port> */
  readonly httpsUrl: string;
  /** http://<site>:<port>: the CA's certificate, and redirects to HTTPS. */
  readonly httpUrl: string;
  readonly httpsPort: number;
  readonly httpPort: number;
  /** The CA's certificate (PEM), as devices install it. */
  readonly caCertificate: string;
  output(): string;
  dispose(): Promise<void>;
}

function get(url: string, options: https.RequestOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    https.get(url, options, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}

/** Starts Caddy for `site` (a name the browser maps to 127.0.0.1) in front of `upstream` (host:port). */
export async function startCaddy(site: string, upstream: string): Promise<CaddyProxy> {
  const dir = await mkdtemp(join(tmpdir(), "workshop-caddy-"));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const caDir = join(dir, "data", "caddy", "pki", "authorities", "local");
  let log = "";
  const child: ChildProcess = spawn("caddy", ["run", "--config", join(repoRoot, "deploy", "Caddyfile"), "--adapter", "caddyfile"], {
    cwd: dir,
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: join(dir, "data"),
      XDG_CONFIG_HOME: join(dir, "config"),
      WORKSHOP_SITE: site,
      WORKSHOP_UPSTREAM: upstream,
      WORKSHOP_HTTPS_PORT: String(httpsPort),
      WORKSHOP_HTTP_PORT: String(httpPort),
      WORKSHOP_CA_DIR: caDir,
      WORKSHOP_CADDY_ADMIN: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  // Ready once its CA exists and it answers HTTPS for the site with a certificate of that CA.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const ca = await readFile(join(caDir, "root.crt"), "utf8");
      const status = await get(`https://127.0.0.1:${httpsPort}/api/health`, { servername: site, ca, headers: { host: `${site}:${httpsPort}` } });
      if (status === 200) {
        return {
          httpsUrl: `https://${site}:${httpsPort}`,
          httpUrl: `http://${site}:${httpPort}`,
          httpsPort,
          httpPort,
          caCertificate: ca,
          output: () => log,
          dispose,
        };
      }
    } catch {
      // Not yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await dispose();
      throw new Error(`Caddy did not come up:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A HOME for Chromium whose certificate store trusts `caCertificate` (PEM) for websites: what
 * installing the CA on a phone does. Returns the folder; the caller removes it.
 */
export async function homeTrusting(caCertificate: string): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), "workshop-home-"));
  const nssdb = join(home, ".pki", "nssdb");
  await mkdir(nssdb, { recursive: true });
  const pem = join(home, "workshop-ca.crt");
  await writeFile(pem, caCertificate);
  await run("certutil", ["-d", `sql:${nssdb}`, "-N", "--empty-password"]);
  await run("certutil", ["-d", `sql:${nssdb}`, "-A", "-t", "C,,", "-n", "Workshop CA", "-i", pem]);
  return home;
}
