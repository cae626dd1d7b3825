// The page as a tablet receives it (docs/product.md "Deployables and serving"): bytes on the wire with
// the Accept-Encoding Chromium sends, and whether a reload with its ETag is answered 304.
import http from "node:http";

/** What Chromium sends with a page load. */
export const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface PageOnWire {
  /** The page's size as it is. */
  readonly raw: number;
  /** Bytes received by a browser that accepts what Chromium accepts. */
  readonly wire: number;
  readonly encoding: string;
  /** Bytes received by a browser that accepts gzip but not brotli. */
  readonly gzip: number;
  /** The status of a reload that sends the ETag it got. */
  readonly reloadStatus: number;
  /** Bytes received by that reload. */
  readonly reloadBytes: number;
}

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

function get(url: string, headers: Record<string, string>): Promise<Received> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, bytes }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

export async function measurePageOnWire(baseUrl: string): Promise<PageOnWire> {
  const url = `${baseUrl}/workshop/vehicles`;
  const raw = await get(url, {});
  const first = await get(url, { "accept-encoding": CHROMIUM_ACCEPT_ENCODING });
  const gzip = await get(url, { "accept-encoding": "gzip, deflate" });
  const reload = await get(url, { "accept-encoding": CHROMIUM_ACCEPT_ENCODING, "if-none-match": first.headers.etag ?? "" });
  return {
    raw: raw.bytes,
    wire: first.bytes,
    encoding: first.headers["content-encoding"] ?? "none",
    gzip: gzip.bytes,
    reloadStatus: reload.status,
    reloadBytes: reload.bytes,
  };
}
