// The trust scenarios of "Bounded by design" (docs/product.md): bursts of requests a signed-in
// employee or a guest can make, each of which once cost the server hundreds of megabytes or
// more. The API tests (tests/api/bounded-*.test.ts) hold the server's memory during each to its
// budget; `make bench` reports the same scenarios (scripts/bench/trust.ts).
import http from "node:http";
import { bytesReader, readImageHeader } from "@shared/validation";
import { blackPng, fileBlob } from "./images";
import type { TestServer } from "./pocketbase";
import { multipart, uniquePlate, VEHICLE_RECORDS } from "./records";

export const MB = 1024 * 1024;

/** The budgets, in MB: what each scenario may add to the server at its peak, or its whole peak. */
export const TRUST_BUDGETS = {
  /** Eight 31 MB JSON bodies at once: refused before they are read. Growth. */
  largeBodies: 50,
  /** Four bodies of 80 000 keys at once, under 1 MB each. Growth. */
  manyKeys: 100,
  /** 300 guests holding /api/realtime open. Growth. */
  guestStreams: 100,
  /** Eight thumbnails of the largest photo accepted, at once. The server's whole peak. */
  thumbnails: 600,
} as const;

export interface Answer {
  readonly status: number;
  readonly text: string;
}

/**
 * Sends one body and resolves with the answer. With its length, the body waits for the server's
 * "100 Continue" (Go sends it when the body is first read): a server that refuses a body by its
 * length answers at once and never reads it, and the answer cannot be lost to a connection reset
 * under megabytes the server will not read.
 */
export function sendBody(
  baseUrl: string,
  path: string,
  options: { method: string; token?: string; body: Buffer; chunked?: boolean; contentType?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string | number> = { "content-type": options.contentType ?? "application/json" };
  if (options.token) headers.authorization = options.token;
  if (!options.chunked) {
    headers["content-length"] = options.body.length;
    headers.expect = "100-continue";
  }
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method: options.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    // Writing the rest of a body the server has already refused fails; the answer counts.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (options.chunked) {
      for (let offset = 0; offset < options.body.length; offset += 64 * 1024) request.write(options.body.subarray(offset, offset + 64 * 1024));
      request.end();
    } else {
      request.on("continue", () => request.end(options.body));
    }
  });
}

/** A vehicle as JSON whose notes make it `bytes` long (give or take a few). */
export function largeVehicleJson(category: string, bytes: number): Buffer {
  const head = JSON.stringify({ plate: uniquePlate(), make: "Ford", model: "Focus", category, notes: "" });
  return Buffer.from(head.replace('"notes":""', `"notes":"${"x".repeat(Math.max(0, bytes - head.length))}"`));
}

/** Eight (by default) 31 MB JSON vehicles at once, as the issue measured. */
export function largeBodies(server: TestServer, token: string, category: string, count = 8, bytes = 31 * MB): Promise<Answer[]> {
  const body = largeVehicleJson(category, bytes);
  return Promise.all(Array.from({ length: count }, () => sendBody(server.url, VEHICLE_RECORDS, { method: "POST", token, body })));
}

/** A JSON object of `count` keys no record has (`{"k0":0,"k1":0,…}`): 80 000 of them stay under 1 MB. */
export function manyKeysJson(count: number): Buffer {
  return Buffer.from(`{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(",")}}`);
}

/** Four (by default) bodies of 80 000 unknown keys at once to one record path. */
export function manyKeys(server: TestServer, token: string, method: "POST" | "PATCH", path: string, count = 4): Promise<Answer[]> {
  const body = manyKeysJson(80_000);
  return Promise.all(Array.from({ length: count }, () => sendBody(server.url, path, { method, token, body })));
}

export interface GuestStream {
  /** 200 once PocketBase's PB_CONNECT came; otherwise the refusal's status. */
  readonly status: number;
  readonly text: string;
  close(): void;
}

/**
 * Opens /api/realtime as a guest (no credentials, as the SDK does) from a loopback address of
 * its own choosing (any 127.x.y.z reaches the server): resolves once the stream said PB_CONNECT,
 * or with the answer when the server refused it.
 */
export function openGuestStream(baseUrl: string, localAddress: string): Promise<GuestStream> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: "/api/realtime", localAddress, agent: false }, (response) => {
      let text = "";
      const close = () => request.destroy();
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        if (response.statusCode === 200 && text.includes("PB_CONNECT")) resolve({ status: 200, text, close });
      });
      response.on("end", () => resolve({ status: response.statusCode === 200 ? 0 : (response.statusCode ?? 0), text, close }));
      response.on("error", () => resolve({ status: 0, text, close }));
    });
    request.on("error", reject);
  });
}

/** The loopback address of a guest: `perAddress` guests share each one. */
export function guestAddress(guest: number, perAddress: number): string {
  return `127.0.1.${1 + Math.floor(guest / perAddress)}`;
}

/** `count` guests holding /api/realtime open, `perAddress` from each address, opened 50 at a time. */
export async function guestStreams(server: TestServer, count: number, perAddress: number): Promise<GuestStream[]> {
  const streams: GuestStream[] = [];
  for (let first = 0; first < count; first += 50) {
    const batch = Array.from({ length: Math.min(50, count - first) }, (_, i) => openGuestStream(server.url, guestAddress(first + i, perAddress)));
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

/**
 * The largest photo the server accepts, in the memory its thumbnail takes: 30 megapixels of
 * 8-bit RGBA, 120 MB decoded, the most any accepted image may take (as a full-colour JPEG of
 * 40 megapixels: docs/decisions/photos.md). Black, so its file is small (120 KB).
 */
export function largestPhoto(): Buffer {
  return blackPng(6000, 5000);
}

export interface ThumbnailTarget {
  readonly url: string;
}

/**
 * `count` vehicles, each with its own copy of the largest photo, and their thumbnails' URLs.
 * `extra` adds fields our hooks would fill in (bare PocketBase, in the bench, needs them).
 */
export async function vehiclesWithLargestPhotos(
  server: TestServer,
  token: string,
  category: string,
  count = 8,
  extra: (vehicle: number) => Record<string, string> = () => ({}),
): Promise<ThumbnailTarget[]> {
  const photo = largestPhoto();
  const targets: ThumbnailTarget[] = [];
  const fileToken = (await server.request("/api/files/token", { method: "POST", token })).json.token as string;
  for (let i = 0; i < count; i += 1) {
    const form = multipart({ plate: uniquePlate(), make: "Ford", model: "Transit", category, ...extra(i), photo: [fileBlob(photo), "large.png"] });
    const created = await server.request(VEHICLE_RECORDS, { method: "POST", token, rawBody: form });
    if (created.status !== 200) throw new Error(`creating a vehicle with the largest photo failed: ${created.status} ${created.text}`);
    targets.push({ url: `${server.url}/api/files/vehicles/${created.json.id}/${created.json.photo}?thumb=100x100&token=${fileToken}` });
  }
  return targets;
}

export interface Thumbnail {
  readonly status: number;
  readonly contentType: string | null;
  /** Width × height read from the answer's image header, or null when it is none. */
  readonly size: string | null;
}

/** Requests every thumbnail at once (none made yet: each must be decoded from its photo). */
export function thumbnailsAtOnce(targets: readonly ThumbnailTarget[]): Promise<Thumbnail[]> {
  return Promise.all(
    targets.map(async ({ url }) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const header = readImageHeader(bytesReader(bytes), bytes.length);
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        size: header.kind === "image" ? `${header.width}x${header.height}` : null,
      };
    }),
  );
}
