/** The URL the server will listen on, read from the `serve` command line (null outside it). */
export function listenAddress(args: readonly string[]): { url: string | null } {
  if (!args.includes("serve")) return { url: null };
  let https = "";
  let http = "127.0.0.1:8090";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    for (const [flag, apply] of [
      ["--http", (v: string) => (http = v)],
      ["--https", (v: string) => (https = v)],
    ] as const) {
      if (arg === flag && i + 1 < args.length) apply(args[i + 1]!);
      else if (arg.startsWith(`${flag}=`)) apply(arg.slice(flag.length + 1));
    }
  }
  const [scheme, address] = https !== "" ? ["https", https] : ["http", http];
  // A server listening on every interface is still reachable on loopback from its own machine.
  const host = address.startsWith(":") ? `127.0.0.1${address}` : address.replace(/^0\.0\.0\.0:/, "127.0.0.1:");
  return { url: `${scheme}://${host}` };
}
