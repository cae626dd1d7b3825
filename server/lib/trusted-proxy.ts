// Behind a reverse proxy (docs/https.md: Caddy in front for HTTPS on the LAN), every request
// reaches PocketBase from the proxy's own address: rate limits would then count the whole
// workshop as one client (five colleagues signing in at shift start would be refused), and logs
// would name nobody. WORKSHOP_PROXY_HEADER names the header in which the proxy passes the
// client's address (Caddy: X-Forwarded-For); on each start the server makes it PocketBase's
// trusted proxy header (dashboard: Settings → Application → "User IP proxy headers"). Set it
// only when PocketBase listens on loopback behind the proxy: a client that reaches PocketBase
// directly could otherwise put any address into that header. Unset, the setting is left as the
// administrator made it in the dashboard.

export const PROXY_HEADER_ENV = "WORKSHOP_PROXY_HEADER";

/** An HTTP header name, as a proxy would use for the client's address. */
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The header to trust, or null (unset); undefined when the value is not a header name. */
export function parseProxyHeader(raw: string): string | null | undefined {
  const value = raw.trim();
  if (value === "") return null;
  return HEADER_NAME.test(value) ? value : undefined;
}

export function trustProxyHeader(app: core.App): void {
  const header = parseProxyHeader($os.getenv(PROXY_HEADER_ENV));
  if (header === null) return;
  if (header === undefined) {
    console.warn(`Workshop: ignoring ${PROXY_HEADER_ENV}: its value is not an HTTP header name such as X-Forwarded-For.`);
    return;
  }
  const settings = app.settings();
  const current = settings.trustedProxy.headers;
  // The proxy appends the client's address last (Caddy replaces the header outright): the
  // rightmost value is the one the proxy vouches for.
  if (current.length === 1 && current[0] === header && !settings.trustedProxy.useLeftmostIP) return;
  settings.trustedProxy.headers = [header];
  settings.trustedProxy.useLeftmostIP = false;
  app.save(settings);
  console.log(`Workshop: clients' addresses are read from the ${header} header of the reverse proxy (${PROXY_HEADER_ENV}).`);
}
