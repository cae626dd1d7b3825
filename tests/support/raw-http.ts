// HTTP for the hardening suites, below `fetch`: `fetch` normalises paths (`/a/../b` → `/b`,
// `%2e%2e` → `..`), refuses some methods and bodies, and cannot send a malformed request at all.
// `sendRequest` keeps the path byte for byte (node:http only refuses bytes outside 0x21–0xff,
// which callers percent-encode); `sendRawBytes` writes anything to a socket, for requests that
// are not even valid HTTP.
import http from "node:http";
import { connect } from "node:net";

export interface RawRequest {
  method: string;
  /** Sent as is: already percent-encoded where it must be. */
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: any;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One request on a connection of its own (a kept-alive one could carry the server's answer to
 * an earlier, refused request over); resolves with the answer, whatever its status. When
 * node:http cannot read the answer (Go's plain-text refusal of a HEAD request carries a body;
 * the server answers and closes while a large body is still being written), the request is
 * written again to a bare socket and its answer read from there. A server that refuses a
 * request by its first line (Go, for a URL with a bare `%`) closes the connection at once; the
 * unread rest of a large body then makes the kernel reset it, discarding the answer: then the
 * answer to the same request without its body is the one that counts.
 */
export async function sendRequest(baseUrl: string, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  try {
    return await viaNodeHttp(baseUrl, request, timeoutMs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!/^HPE_|^ECONNRESET$|^EPIPE$/.test(code)) throw error;
    const answer = await viaSocket(baseUrl, request, timeoutMs);
    return answer.status === 0 && request.body !== undefined
      ? viaSocket(baseUrl, { ...request, body: undefined }, timeoutMs)
      : answer;
  }
}

function viaNodeHttp(baseUrl: string, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: false,
        timeout: timeoutMs,
        // A redirect may repeat a very long path in its Location header.
        maxHeaderSize: 4 * 1024 * 1024,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: parseJson(text) });
        });
        incoming.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

async function viaSocket(baseUrl: string, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body);
  const headers = Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
  const head = `${request.method} ${request.path} HTTP/1.1\r\nHost: ${new URL(baseUrl).host}\r\n${headers.join("")}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  const answer = await sendRawBytes(baseUrl, Buffer.concat([Buffer.from(head, "latin1"), body]), timeoutMs);
  const split = answer.text.indexOf("\r\n\r\n");
  const headerLines = answer.text.slice(0, split < 0 ? undefined : split).split("\r\n").slice(1);
  const parsed: http.IncomingHttpHeaders = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = split < 0 ? "" : Buffer.from(answer.text.slice(split + 4), "latin1").toString("utf8");
  return { status: answer.status, headers: parsed, text, json: parseJson(text) };
}

/**
 * Writes `bytes` to a fresh connection and reads until the server closes it (or `timeoutMs`).
 * Returns the status of the first final response, or 0 when the server answered nothing.
 */
export function sendRawBytes(baseUrl: string, bytes: Uint8Array | string, timeoutMs = 5_000): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString("latin1");
      // The first final answer: "100 Continue" and other interim lines come before it.
      const finals = [...text.matchAll(/^HTTP\/1\.[01] (\d{3})/gm)].map((match) => Number(match[1])).filter((code) => code >= 200);
      const status = finals[0] ?? 0;
      resolve({ status, text });
    };
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close while we still write a body it has already refused.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.write(bytes);
  });
}
