// A stand-in for the PocketBase API in component tests: answers by method and path, records
// every request (with its query and body), and honours the SDK's abort signals, so a test can
// see that a newer search cancelled the older request.
import { vi } from "vitest";

export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly signal: AbortSignal | null;
}

export type StubAnswer = Response | Promise<Response>;
export type StubRoute = (request: StubRequest) => StubAnswer | undefined;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const list = (items: readonly object[], extra: object = {}) =>
  json(200, { page: 1, perPage: 30, totalItems: -1, totalPages: -1, items, ...extra });

/** A 400 as PocketBase answers it, with `{field: {code, message}}`. */
export const invalid = (message: string, fields: Record<string, string> = {}) =>
  json(400, {
    status: 400,
    message,
    data: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, { code: "invalid", message: text }])),
  });

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body === "string") return JSON.parse(body);
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return body;
}

/**
 * Installs the stub: each request goes to the first route that answers; unanswered ones get a
 * 404. A route may answer with a promise to keep its request in flight.
 */
export function stubApi(...routes: StubRoute[]) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const request: StubRequest = {
      method: init?.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: bodyOf(init),
      signal: init?.signal ?? null,
    };
    requests.push(request);
    const answer = routes.reduce<StubAnswer | undefined>((found, route) => found ?? route(request), undefined);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
      if (request.signal?.aborted) return abort();
      request.signal?.addEventListener("abort", abort);
      Promise.resolve(answer ?? json(404, { status: 404, message: "The requested resource wasn't found.", data: {} })).then(resolve, reject);
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return {
    requests,
    /** Requests to a collection's records, e.g. "vehicles". */
    to: (collection: string, method = "GET") =>
      requests.filter((r) => r.method === method && r.path.startsWith(`/api/collections/${collection}/records`)),
  };
}

/** A route for `method path` (path prefix); `answer` may look at the request. */
export function route(method: string, path: string, answer: (request: StubRequest) => StubAnswer): StubRoute {
  return (request) => (request.method === method && request.path.startsWith(path) ? answer(request) : undefined);
}
