// The container image as a workshop runs it, driven through testcontainers against podman's
// Docker-compatible API (scripts/with-podman.sh serves it for `make test`).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from "testcontainers";
import { repoRoot } from "../support/pocketbase";

/** The build context `make image-context` prepares from the `make dist` tree. */
export const IMAGE_CONTEXT = join(repoRoot, "build", "image");
export const SERVER_PORT = 8090;
/** The numeric user the Containerfile runs the server as. */
export const SERVER_UID = 65532;

/**
 * Why the suite cannot run here, or "" when it can. `make test` runs it through
 * scripts/with-podman.sh, which probes podman and says why it cannot run containers.
 */
export function containersUnavailable(env: NodeJS.ProcessEnv = process.env): string {
  if (env.WORKSHOP_CONTAINERS_UNAVAILABLE) return env.WORKSHOP_CONTAINERS_UNAVAILABLE;
  if (!env.DOCKER_HOST) return "no container engine socket (DOCKER_HOST): run the suite with `make test-container`";
  if (!existsSync(join(IMAGE_CONTEXT, "Containerfile"))) return `no build context in ${IMAGE_CONTEXT}: run \`make image-context\``;
  return "";
}

/** Names of this run's image and volume; unique, so checkouts testing at once never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}

/** Builds the image from the checkout's build context, as `make image` does (docker format). */
export async function buildImage(tag: string): Promise<GenericContainer> {
  return GenericContainer.fromDockerfile(IMAGE_CONTEXT, "Containerfile")
    .withBuildArgs({ VERSION: "test" })
    .build(tag, { deleteOnExit: false });
}

/**
 * The image run the way a workshop should run it: read-only root filesystem, data in a named
 * volume at /pb_data, the port mapped on loopback only. testcontainers has no builder methods
 * for the first two, so this sets the create options its own modules set.
 */
export class WorkshopContainer extends GenericContainer {
  private logText = "";

  constructor(image: string, volume: string) {
    super(image);
    this.withExposedPorts(SERVER_PORT)
      .withWaitStrategy(Wait.forHttp("/api/health", SERVER_PORT).forStatusCode(200))
      .withStartupTimeout(30_000)
      .withLogConsumer((stream) => stream.on("data", (chunk: Buffer | string) => (this.logText += chunk.toString())));
    this.hostConfig.ReadonlyRootfs = true;
    this.hostConfig.Mounts = [{ Type: "volume", Source: volume, Target: "/pb_data" }];
    this.hostConfig.PortBindings = { [`${SERVER_PORT}/tcp`]: [{ HostIp: "127.0.0.1", HostPort: "0" }] };
  }

  /** Everything the server printed so far, as `podman logs` shows it. */
  log(): string {
    return this.logText;
  }
}

/** The first employee's account as the server prints it once (server/lib/employees/first-employee.ts). */
export function firstEmployeeFromLog(log: string): { email: string; password: string } | null {
  const email = /^\s+email\s+(\S+)$/m.exec(log)?.[1];
  const password = /^\s+password\s+(\S+)$/m.exec(log)?.[1];
  return email && password ? { email, password } : null;
}

export function baseUrl(container: StartedTestContainer): string {
  return `http://${container.getHost()}:${container.getMappedPort(SERVER_PORT)}`;
}

/**
 * GET from podman's own API on the same socket. Two things have no working Docker-compatible
 * endpoint in podman 4.3: running a health check now (podman schedules them with systemd timers,
 * which our hosts lack) and `top` (the compatible one answers with an empty body).
 */
async function libpod<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const client = await getContainerRuntimeClient();
  return new Promise((resolve, reject) => {
    client.container.dockerode.modem.dial(
      { path: `/v4.0.0/libpod${path}?`, method: "GET", options: query, statusCodes: { 200: true } },
      (error: unknown, result: unknown) => (error ? reject(error) : resolve(result as T)),
    );
  });
}

/** Runs the image's declared HEALTHCHECK now, as podman's timer would. */
export function runHealthCheck(container: StartedTestContainer): Promise<{ Status: string }> {
  return libpod(`/containers/${container.getId()}/healthcheck`);
}

/** The user of each process in the container, as the engine sees them (`podman top`). */
export async function processUsers(container: StartedTestContainer): Promise<string[]> {
  const top = await libpod<{ Titles: string[]; Processes: string[][] }>(`/containers/${container.getId()}/top`, {
    stream: "false",
  });
  const userColumn = top.Titles.indexOf("USER");
  return top.Processes.map((row) => row[userColumn] ?? "");
}

/** The engine's view of the container: configured user, read-only root, mounts, port bindings. */
export async function inspect(container: StartedTestContainer) {
  const client = await getContainerRuntimeClient();
  return client.container.getById(container.getId()).inspect();
}

export async function removeVolume(name: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.dockerode.getVolume(name).remove();
}

export async function removeImage(tag: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.dockerode.getImage(tag).remove({ force: true });
}

/** Owner uid of each entry of a tar stream (the engine's copy of a folder), by path. */
export async function tarOwners(stream: NodeJS.ReadableStream): Promise<Map<string, number>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const tar = Buffer.concat(chunks);
  const owners = new Map<string, number>();
  const field = (header: Buffer, start: number, length: number) =>
    header.subarray(start, start + length).toString("latin1").replace(/\0.*$/s, "").trim();
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    const name = field(header, 0, 100);
    if (name === "") break;
    const size = parseInt(field(header, 124, 12) || "0", 8);
    const type = field(header, 156, 1);
    // Extended headers (PAX "x"/"g", GNU long names "L") describe the next entry, not a file.
    if (!["x", "g", "L", "K"].includes(type)) {
      const prefix = field(header, 345, 155);
      owners.set(prefix ? `${prefix}/${name}` : name, parseInt(field(header, 108, 8), 8));
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return owners;
}
