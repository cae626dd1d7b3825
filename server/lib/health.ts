// `pocketbase health [URL]`: the container image's health check (Containerfile HEALTHCHECK). A
// scratch image has no curl or shell, so the server's own binary asks the server: GET URL
// (default: the server in the same container) and exit 0 on 200, 1 on anything else.
//
// It answers in onBootstrap, before PocketBase opens the data dir (server/hooks/health.hooks.ts):
// a second process bootstrapping on the live pb_data every 30 s would open both databases, run
// the system migrations and delete pb_data/.pb_temp_to_delete, where a running backup keeps its
// temporary files (PocketBase 0.39.11 core/base.go Bootstrap).

export const HEALTH_COMMAND = "health";
export const DEFAULT_HEALTH_URL = "http://127.0.0.1:8090/api/health";
const TIMEOUT_SECONDS = 5;
const USAGE = `usage: pocketbase ${HEALTH_COMMAND} [URL]   (default ${DEFAULT_HEALTH_URL})`;

/** Whether the process was started as `pocketbase health …` (the command first, as the image runs it). */
export function isHealthCheck(processArgs: readonly string[]): boolean {
  return processArgs[1] === HEALTH_COMMAND;
}

/** The URL to probe from the command's arguments; PocketBase's own `--flag=value`s are ignored. */
export function healthUrl(commandArgs: readonly string[]): string | null {
  const positional = commandArgs.filter((arg) => !arg.startsWith("-"));
  if (positional.length > 1) return null;
  const url = positional[0] ?? DEFAULT_HEALTH_URL;
  return /^https?:\/\/[^/\s]+/.test(url) ? url : null;
}

/** Probes the server and ends the process with the health check's exit code. */
export function exitWithHealth(commandArgs: readonly string[]): void {
  const url = healthUrl(commandArgs);
  if (url === null) {
    console.log(USAGE);
    $os.exit(2);
    return;
  }
  let outcome: string;
  try {
    const response = $http.send({ method: "GET", url, timeout: TIMEOUT_SECONDS });
    if (response.statusCode === 200) {
      console.log(`healthy: ${url} answered 200`);
      $os.exit(0);
      return;
    }
    outcome = `answered ${response.statusCode}`;
  } catch (err) {
    outcome = `did not answer: ${String(err)}`;
  }
  console.log(`unhealthy: ${url} ${outcome}`);
  $os.exit(1);
}
