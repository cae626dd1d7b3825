// The session (docs/product.md "Session"): the API client's auth store, mirrored into
// the `pb_auth` cookie and kept in step across tabs.
//
// - `loadSessionFromCookie()` (before the first render) takes the session the cookie holds;
//   `refreshSessionOnStart()` then refreshes it against `employees` and clears it silently if
//   that fails (a server that cannot be reached is not a failure: the session is kept).
// - Every change is written to the cookie and announced, with the new session, to the other
//   tabs (BroadcastChannel), which take it over; a tab also re-reads the cookie when it regains
//   focus or becomes visible, in case it missed a message.
// - When a session becomes empty, `onSessionEnded` listeners hear why: the person signed out
//   (here or in another tab), or the session was lost (expired, refused by the server).

import { useSyncExternalStore } from "react";
import { BaseAuthStore, getTokenPayload, type RecordModel } from "pocketbase";
import { AUTH_COOKIE_NAME, EMPLOYEES_COLLECTION } from "@shared/constants";
import { pb } from "./api-client";
import { describeApiError, type ApiFailure } from "./api-errors";
import { writeSessionCookie } from "./session-cookie";

export type Session =
  | { readonly kind: "guest" }
  | { readonly kind: "employee"; readonly token: string; readonly id: string; readonly name: string; readonly email: string; readonly role: string; readonly language: string }
  | { readonly kind: "superuser"; readonly token: string; readonly email: string };

export type SessionEndReason = "signed-out" | "lost";

const GUEST: Session = { kind: "guest" };
const REFRESH_REQUEST_KEY = "session-refresh";

function text(record: RecordModel | null, field: string): string {
  const value: unknown = record?.[field];
  return typeof value === "string" ? value : "";
}

/** What the store holds, as the app sees it: an unexpired employee or superuser token, or nothing. */
export function sessionOf(store: BaseAuthStore): Session {
  if (!store.token || !store.isValid) return GUEST;
  const record = store.record;
  if (store.isSuperuser) return { kind: "superuser", token: store.token, email: text(record, "email") };
  if (record?.collectionName !== EMPLOYEES_COLLECTION) return GUEST;
  return { kind: "employee", token: store.token, id: record.id, name: text(record, "name"), email: text(record, "email"), role: text(record, "role"), language: text(record, "language") };
}

// ---- State and change handling ------------------------------------------------------------

let current: Session = sessionOf(pb.authStore);
let heldToken = pb.authStore.token;
let endReason: SessionEndReason | null = null;
/** True while taking over another tab's session: it is in the cookie already, and they know. */
let adopting = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const endListeners = new Set<(reason: SessionEndReason) => void>();

const CHANNEL_NAME = "workshop-session";
/**
 * What a tab tells the others when its session changes. It carries the session itself: a
 * cookie written in one tab can reach another tab's `document.cookie` a moment later.
 */
interface SessionMessage {
  readonly type: "session-changed";
  readonly token: string;
  readonly record: RecordModel | null;
  readonly signedOut: boolean;
}

function isSessionMessage(data: unknown): data is SessionMessage {
  const message = data as Partial<SessionMessage> | null;
  return message?.type === "session-changed" && typeof message.token === "string" && typeof message.signedOut === "boolean";
}
const channel: BroadcastChannel | null = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;

/** Longest delay setTimeout supports; a token living longer is re-checked after it. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(store: BaseAuthStore): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!store.token || !store.isValid) return;
  const exp: unknown = getTokenPayload(store.token).exp;
  if (typeof exp !== "number") return;
  const delay = Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - Date.now()));
  expiryTimer = setTimeout(() => {
    if (!pb.authStore.isValid) endSession("lost");
    else scheduleExpiry(pb.authStore);
  }, delay);
}

pb.authStore.onChange((token) => {
  const hadToken = heldToken !== "";
  heldToken = token;
  current = sessionOf(pb.authStore);
  const reason = endReason ?? "lost";
  endReason = null;
  scheduleExpiry(pb.authStore);
  if (!adopting) {
    writeSessionCookie(pb.authStore);
    const message: SessionMessage = {
      type: "session-changed",
      token,
      record: token ? pb.authStore.record : null,
      signedOut: !token && reason === "signed-out",
    };
    channel?.postMessage(message);
  }
  if (hadToken && !token) for (const listener of [...endListeners]) listener(reason);
});

function endSession(reason: SessionEndReason): void {
  pb.cancelRequest(REFRESH_REQUEST_KEY);
  if (!pb.authStore.token) return;
  endReason = reason;
  pb.authStore.clear();
}

/** Takes over a session another tab (or the page load) has put in place. */
function adoptSession(token: string, record: RecordModel | null, reason: SessionEndReason): void {
  if (token === pb.authStore.token) return;
  adopting = true;
  try {
    if (token === "") endSession(reason);
    else pb.authStore.save(token, record);
  } finally {
    adopting = false;
  }
}

/** Takes over the session the cookie holds (a missed message from another tab, the page load). */
export function adoptCookieSession(reason: SessionEndReason = "lost", cookie: string = document.cookie): void {
  const stored = new BaseAuthStore();
  stored.loadFromCookie(cookie, AUTH_COOKIE_NAME);
  adoptSession(stored.token, stored.record, reason);
}

// ---- Public API ---------------------------------------------------------------------------

export function getSession(): Session {
  return current;
}

function subscribe(listener: () => void): () => void {
  return pb.authStore.onChange(() => listener());
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

/** Called with the reason whenever a session becomes empty; returns the unsubscribe function. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Before the first render: the session the cookie holds, as it is (not yet verified). */
export function loadSessionFromCookie(cookie: string = document.cookie): void {
  adoptCookieSession("lost", cookie);
}

/**
 * On start (docs/product.md "Session"): a stored, unexpired employee token is refreshed against `employees`;
 * an expired one, or one the server refuses (a 4xx but too many requests), is cleared without any
 * message; a busy server's 429 or 5xx keeps it, as an unreachable one does. An answer that
 * comes back after the session changed meanwhile (signed out here or in another tab) is stale
 * and dropped, so a slow refresh can never undo a sign-out.
 */
export async function refreshSessionOnStart(): Promise<void> {
  const store = pb.authStore;
  if (!store.token) return;
  if (!store.isValid) return endSession("lost");
  if (sessionOf(store).kind !== "employee") return; // a superuser's session is not ours to refresh
  const refreshed = store.token;
  try {
    const result = await pb.send<{ token: string; record: RecordModel }>(
      `/api/collections/${EMPLOYEES_COLLECTION}/auth-refresh`,
      { method: "POST", requestKey: REFRESH_REQUEST_KEY },
    );
    if (pb.authStore.token === refreshed) pb.authStore.save(result.token, result.record);
  } catch (error) {
    // Only a refusal ends the session. Unreachable, too many requests or a server error say
    // nothing about it: keep it; the next request will tell whether it is still valid.
    if (refusesSession(describeApiError(error)) && pb.authStore.token === refreshed) endSession("lost");
  }
}

/** Whether the server refused the session itself (401, or 4xx such as a deleted account's 404), not merely failed to answer. */
function refusesSession(failure: ApiFailure): boolean {
  if (failure.kind === "failed") return failure.status >= 400 && failure.status < 500;
  return failure.kind === "unauthorized" || failure.kind === "invalid";
}

/** Password sign-in of an employee; rejects with the API client's error on failure. */
export async function signIn(email: string, password: string): Promise<void> {
  await pb.collection(EMPLOYEES_COLLECTION).authWithPassword(email, password, { requestKey: "sign-in" });
}

export function signOut(): void {
  endSession("signed-out");
}

/**
 * Keeps this tab in step with the others: their messages, and a look at the cookie whenever
 * this tab comes back to the foreground. Returns the function that stops listening.
 */
export function watchOtherTabs(win: Window = window): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (isSessionMessage(message)) adoptSession(message.token, message.record, message.signedOut ? "signed-out" : "lost");
  };
  const onForeground = () => {
    if (win.document.visibilityState !== "hidden") adoptCookieSession("lost");
  };
  channel?.addEventListener("message", onMessage);
  win.addEventListener("focus", onForeground);
  win.addEventListener("pageshow", onForeground);
  win.document.addEventListener("visibilitychange", onForeground);
  return () => {
    channel?.removeEventListener("message", onMessage);
    win.removeEventListener("focus", onForeground);
    win.removeEventListener("pageshow", onForeground);
    win.document.removeEventListener("visibilitychange", onForeground);
  };
}
