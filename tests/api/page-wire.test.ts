// The page on the wire (docs/product.md "Deployables and serving"): index.html goes out brotli or gzip
// as the browser accepts, with a strong ETag and Vary: Accept-Encoding, and a reload that has the
// page gets 304. Read below fetch (which would decompress): the bytes a tablet really receives.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillBackendUrlMeta } from "@shared/backend-url";
import { DEFAULT_WORKSHOP_CURRENCY, DEFAULT_WORKSHOP_NAME, fillWorkshopMeta } from "@shared/workshop-settings";
import { againstCeiling, PAGE_RUNAWAY_CEILINGS } from "../support/page-size";
import { repoRoot, startServer, type TestServer } from "../support/pocketbase";

/** What Chromium sends with a page load. */
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(server: TestServer, path: string, headers: Record<string, string> = {}): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

function decoded(response: WireResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  expect(encoding).toBeUndefined();
  return response.body.toString("utf8");
}

let server: TestServer;
let configured: TestServer;

beforeAll(async () => {
  [server, configured] = await Promise.all([
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }),
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_BACKEND_URL: "https://pb.example.com" } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.dispose(), configured?.dispose()]);
});

describe("index.html on the wire", () => {
  const rows: [string, string, string | undefined][] = [
    ["Chromium", CHROMIUM_ACCEPT_ENCODING, "br"],
    ["a client without brotli", "gzip, deflate", "gzip"],
    ["a client that refuses brotli", "br;q=0, gzip", "gzip"],
    ["a client that asks for no compression", "identity", undefined],
    ["a client that says nothing", "", undefined],
  ];
  for (const [who, acceptEncoding, expected] of rows) {
    it(`${who} (${JSON.stringify(acceptEncoding)}) gets ${expected ?? "the page as is"}: the very same page`, async () => {
      const plain = await get(server, "/workshop/vehicles");
      const response = await get(server, "/workshop/vehicles", acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(expected);
      expect(response.headers["vary"]).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(decoded(response)).toBe(plain.body.toString("utf8"));
    });
  }

  it("is sent whole by every JS engine of the server, not only by the one that prepared it", async () => {
    const plain = (await get(server, "/")).body.toString("utf8");
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) => get(server, i % 2 ? "/login" : "/", { "accept-encoding": i % 3 ? "br" : "gzip" })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(plain);
    }
  });

  it(`comes to Chromium in under a third of its size, under the runaway ceiling of ${PAGE_RUNAWAY_CEILINGS.brotli} bytes`, async () => {
    const response = await get(server, "/", { "accept-encoding": CHROMIUM_ACCEPT_ENCODING });
    const plain = await get(server, "/");
    console.log(`index.html: ${plain.body.length} bytes as is, brotli on the wire ${againstCeiling(response.body.length, PAGE_RUNAWAY_CEILINGS.brotli)}`);
    expect(response.body.length).toBeLessThanOrEqual(PAGE_RUNAWAY_CEILINGS.brotli);
    expect(response.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("a 404 page is compressed too, and keeps its status", async () => {
    const response = await get(server, "/no/such/page", { "accept-encoding": CHROMIUM_ACCEPT_ENCODING });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(decoded(response)).toContain('<div id="root">');
  });

  it("carries the runtime settings in every encoding", async () => {
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const response = await get(configured, "/", { "accept-encoding": acceptEncoding });
      expect(decoded(response)).toContain('<meta name="workshop-backend-url" content="https://pb.example.com">');
    }
  });
});

describe("ETag and 304", () => {
  it("each encoding has its own strong ETag, and other settings make another page", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => (await get(server, "/", { "accept-encoding": encoding })).headers.etag),
    );
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    const elsewhere = (await get(configured, "/", { "accept-encoding": "br" })).headers.etag;
    expect(elsewhere).not.toBe(tags[0]);
  });

  it("a reload that has the page gets 304 Not Modified, without the page", async () => {
    const first = await get(server, "/workshop/vehicles", { "accept-encoding": CHROMIUM_ACCEPT_ENCODING });
    const reload = await get(server, "/workshop/vehicles", {
      "accept-encoding": CHROMIUM_ACCEPT_ENCODING,
      "if-none-match": first.headers.etag!,
    });
    expect(reload.status).toBe(304);
    expect(reload.body.length).toBe(0);
    expect(reload.headers.etag).toBe(first.headers.etag);
    expect(reload.headers["cache-control"]).toBe("no-cache");
  });

  it("a reload with another encoding's or an old ETag gets the page", async () => {
    const gzipTag = (await get(server, "/", { "accept-encoding": "gzip" })).headers.etag!;
    for (const tag of [gzipTag, '"0123456789abcdef-br"']) {
      const response = await get(server, "/", { "accept-encoding": CHROMIUM_ACCEPT_ENCODING, "if-none-match": tag });
      expect(response.status).toBe(200);
      expect(decoded(response)).toContain('<div id="root">');
    }
  });

  it("a 404 page is never answered 304", async () => {
    const first = await get(server, "/no/such/page", { "accept-encoding": "br" });
    const again = await get(server, "/no/such/page", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(404);
  });
});

describe("the build's compressed pieces", () => {
  it.each(["/index.html.br.part", "/index.html.gz.part"])("%s is not served as a file", async (path) => {
    const response = await get(server, path);
    expect(response.status).toBe(404);
    expect(decoded(response)).toContain('<div id="root">');
  });
});

describe("a page written after its compressed pieces", () => {
  let publicDir: string;
  let rebuilt: TestServer;

  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "workshop-public-"));
    await cp(join(repoRoot, "pb_public"), publicDir, { recursive: true });
    rebuilt = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_DIR: publicDir } });
  });

  afterAll(async () => {
    await rebuilt?.dispose();
    await rm(publicDir, { recursive: true, force: true });
  });

  it("is sent as it is, never with another page's compressed bytes, and compressed again once they match", async () => {
    expect((await get(rebuilt, "/", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const page = join(publicDir, "index.html");
    const original = await readFile(page, "utf8");
    // A new build's index.html whose compressed pieces are not written yet.
    await writeFile(page, original.replace("<title>Workshop</title>", "<title>Workshop, rebuilt</title>"));
    const meanwhile = await get(rebuilt, "/", { "accept-encoding": "br" });
    expect(meanwhile.headers["content-encoding"]).toBeUndefined();
    expect(decoded(meanwhile)).toContain("<title>Workshop, rebuilt</title>");
    // The pieces arrive (here: the old page and its pieces come back).
    await writeFile(page, original);
    const later = await get(rebuilt, "/", { "accept-encoding": "br" });
    expect(later.headers["content-encoding"]).toBe("br");
    expect(decoded(later)).toBe(
      fillWorkshopMeta(fillBackendUrlMeta(original, ""), { name: DEFAULT_WORKSHOP_NAME, currency: DEFAULT_WORKSHOP_CURRENCY }),
    );
  });
});
