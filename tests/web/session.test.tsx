// The session's life in the app (docs/product.md "Session"): refresh on start, silent clearing, the
// way to /login whenever the session becomes empty, and other tabs. The backend is a stubbed fetch.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../web/src/app/app-routes";
import { SessionEffects, afterSessionEnd } from "../../web/src/app/session-effects";
import { pb } from "../../web/src/lib/api-client";
import { connection } from "../../web/src/lib/connection";
import { loadingBar } from "../../web/src/lib/loading-bar";
import { getSession, loadSessionFromCookie } from "../../web/src/lib/session";
import { renderAt } from "./render";
import { authCookie, employeeRecord, fakeToken } from "./tokens";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The backend as this test wants it; auth-refresh succeeds unless the test says otherwise. */
function backend(handler: Handler = () => json(404, { status: 404, message: "Not found.", data: {} })) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fetchStub);
  return calls;
}

function refreshOk(token: string): Handler {
  return (url) =>
    url.includes("/auth-refresh") ? json(200, { token, record: employeeRecord() }) : json(404, { status: 404, message: "", data: {} });
}

function startWithCookie(token: string) {
  document.cookie = `${authCookie(token, employeeRecord())}; Path=/`;
  loadSessionFromCookie();
}

function cookieToken(): string | null {
  const part = document.cookie.split("; ").find((c) => c.startsWith("pb_auth="));
  return part ? JSON.parse(decodeURIComponent(part.slice(8))).token : null;
}

function app(path: string) {
  return renderAt(
    path,
    <>
      <SessionEffects />
      <AppRoutes />
    </>,
  );
}

afterEach(() => {
  pb.authStore.clear();
  connection.markReachable();
  vi.unstubAllGlobals();
});

describe("on start", () => {
  it("refreshes a stored employee session against employees/auth-refresh and stores the new token", async () => {
    const fresh = fakeToken({ id: "fresh0000000001" });
    const calls = backend(refreshOk(fresh));
    startWithCookie(fakeToken());
    app("/backend");
    await waitFor(() => expect(pb.authStore.token).toBe(fresh));
    expect(calls).toContain("POST /api/collections/employees/auth-refresh");
    expect(cookieToken()).toBe(fresh);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dashboard");
  });

  it("clears a session the server refuses, silently, and goes to /login with the way back", async () => {
    backend(() => json(401, { status: 401, message: "The request requires valid record authorization token.", data: {} }));
    startWithCookie(fakeToken());
    const { location } = app("/backend");
    await waitFor(() => expect(location.history.at(-1)).toBe("/login?redirect=%2Fbackend"));
    expect(getSession().kind).toBe("guest");
    expect(cookieToken()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("clears an expired session without asking the server", async () => {
    const calls = backend();
    startWithCookie(fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const { location } = app("/");
    await waitFor(() => expect(location.history.at(-1)).toBe("/login"));
    expect(calls.filter((call) => call.includes("auth-refresh"))).toEqual([]);
    expect(cookieToken()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the session when the server cannot be reached", async () => {
    backend(() => Promise.reject(new TypeError("Failed to fetch")));
    const token = fakeToken();
    startWithCookie(token);
    app("/backend");
    await waitFor(() => expect(connection.getState()).toBe("unreachable"));
    expect(pb.authStore.token).toBe(token);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dashboard");
    // The dashboard's charts may still show their loading skeleton (another status) beside the notice.
    const notices = screen.getAllByRole("status").map((status) => status.textContent ?? "");
    expect(notices.filter((text) => text.includes("Cannot reach the Workshop server"))).toHaveLength(1);
  });
});

describe("on start, with the server busy", () => {
  // Too many requests or a server error says nothing about the session: signing the employee out
  // for it would cost them their work in progress on a loaded server.
  it.each([
    [429, "Too many requests."],
    [503, "Service unavailable."],
    [500, "Something went wrong while processing your request."],
  ])("keeps the session when its refresh answers %i", async (status, message) => {
    const calls = backend((url) => (url.includes("/auth-refresh") ? json(status, { status, message, data: {} }) : json(404, { status: 404, message: "", data: {} })));
    const token = fakeToken();
    startWithCookie(token);
    const { location } = app("/backend");
    await waitFor(() => expect(calls).toContain("POST /api/collections/employees/auth-refresh"));
    // The refresh's answer has been handled once the loading bar has no load left.
    await waitFor(() => expect(loadingBar.loads).toBe(0));
    expect(pb.authStore.token).toBe(token);
    expect(cookieToken()).toBe(token);
    expect(location.history.at(-1)).toBe("/backend");
  });
});

describe("when the session becomes empty", () => {
  it("a slow refresh that answers after a sign-out does not sign the employee back in", async () => {
    const token = fakeToken();
    let answerRefresh!: () => void;
    backend(
      (url, init) =>
        new Promise<Response>((resolve, reject) => {
          if (!url.includes("/auth-refresh")) return resolve(json(404, {}));
          answerRefresh = () => resolve(json(200, { token: fakeToken({ id: "fresh0000000001" }), record: employeeRecord() }));
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    startWithCookie(token);
    const { location } = app("/backend");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await act(async () => answerRefresh());
    expect(location.history.at(-1)).toBe("/login");
    expect(getSession().kind).toBe("guest");
    expect(cookieToken()).toBeNull();
  });


  it("signing out goes to /login, without a way back, and deletes the cookie", async () => {
    const token = fakeToken();
    backend(refreshOk(token));
    startWithCookie(token);
    const { location } = app("/backend");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(location.history.at(-1)).toBe("/login");
    expect(cookieToken()).toBeNull();
  });

  it("a 401 from any request ends the session and keeps the way back", async () => {
    const token = fakeToken();
    startWithCookie(token);
    const calls = backend((url) => (url.includes("/auth-refresh") ? json(200, { token, record: employeeRecord() }) : json(401, { status: 401, message: "x", data: {} })));
    const { location } = app("/workshop/vehicles?page=2");
    // Once the refresh on start has come back (its answer would otherwise restore the session):
    await waitFor(() => expect(calls.includes("POST /api/collections/employees/auth-refresh") && loadingBar.loads === 0).toBe(true));
    await act(async () => {
      await pb.collection("vehicles").getList(1, 30).catch(() => undefined);
    });
    expect(location.history.at(-1)).toBe("/login?redirect=%2Fworkshop%2Fvehicles%3Fpage%3D2");
  });

  it("another tab signing out (BroadcastChannel) moves this tab to /login", async () => {
    const token = fakeToken();
    backend(refreshOk(token));
    startWithCookie(token);
    const { location } = app("/workshop/vehicles");
    await waitFor(() => expect(pb.authStore.token).toBe(token));
    // The other tab deletes the cookie and says so.
    document.cookie = "pb_auth=; Max-Age=0; Path=/";
    const otherTab = new BroadcastChannel("workshop-session");
    otherTab.postMessage({ type: "session-changed", token: "", record: null, signedOut: true });
    otherTab.close();
    await waitFor(() => expect(location.history.at(-1)).toBe("/login"));
    expect(getSession().kind).toBe("guest");
  });

  it("another tab's message is enough even before its cookie change shows here", async () => {
    const token = fakeToken();
    backend(refreshOk(token));
    startWithCookie(token);
    const { location } = app("/login?redirect=%2Fbackend");
    const otherTab = new BroadcastChannel("workshop-session");
    const theirs = fakeToken({ id: "other0000000001" });
    otherTab.postMessage({ type: "session-changed", token: theirs, record: employeeRecord(), signedOut: false });
    otherTab.close();
    await waitFor(() => expect(pb.authStore.token).toBe(theirs));
    expect(location.history.at(-1)).toBe("/backend");
  });

  it("a tab that missed the message notices the cookie when it regains focus", async () => {
    const token = fakeToken();
    backend(refreshOk(token));
    startWithCookie(token);
    const { location } = app("/workshop/vehicles");
    document.cookie = "pb_auth=; Max-Age=0; Path=/";
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(location.history.at(-1)).toBe("/login?redirect=%2Fworkshop%2Fvehicles");
  });

  it("a sign-in in another tab is taken over here too", async () => {
    const token = fakeToken();
    backend(refreshOk(token));
    const { location } = app("/login?redirect=%2Fbackend");
    document.cookie = `${authCookie(token, employeeRecord())}; Path=/`;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(location.history.at(-1)).toBe("/backend");
  });
});

describe("afterSessionEnd", () => {
  it.each([
    ["signed-out", "/backend", "", "/login"],
    ["lost", "/backend", "", "/login?redirect=%2Fbackend"],
    ["lost", "/workshop/vehicles", "q=ab", "/login?redirect=%2Fworkshop%2Fvehicles%3Fq%3Dab"],
    ["lost", "/", "", "/login"],
    ["lost", "/template", "", "/login?redirect=%2Ftemplate"],
    ["lost", "/no/such/page", "", "/login"],
    ["lost", "/login", "redirect=%2Fbackend", null],
    ["signed-out", "/login", "", null],
  ] as const)("%s on %s?%s → %s", (reason, path, search, expected) => {
    expect(afterSessionEnd(reason, path, search)).toBe(expected);
  });
});
