// The `pb_auth` cookie that holds the session (docs/product.md "Session"). The SDK writes
// and reads it (`exportToCookie`/`loadFromCookie`, including the trimming of the record past
// AUTH_COOKIE_MAX_BYTES, 4096, which tests/web/session-cookie.test.ts holds it to); this module only overrides the SDK's defaults where the product differs:
// Max-Age=604800 instead of Expires, not HttpOnly (the app itself reads it), and Secure only
// where the browser accepts it, so staff on a plain-HTTP LAN address stay signed in.

import type { BaseAuthStore } from "pocketbase";
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME } from "@shared/constants";

export interface PageAddress {
  readonly protocol: string;
  readonly hostname: string;
}

/** HTTPS pages and loopback addresses (which browsers treat as secure) get `Secure`. */
export function cookieCanBeSecure({ protocol, hostname }: PageAddress): boolean {
  if (protocol === "https:") return true;
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    host === "::1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

export interface AuthCookieOptions {
  maxAge: number;
  path: string;
  sameSite: "strict";
  httpOnly: false;
  secure: boolean;
  /** Cleared so that Max-Age alone says how long the cookie lives (the SDK sets Expires). */
  expires: undefined;
}

export function authCookieOptions(page: PageAddress): AuthCookieOptions {
  return {
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "strict",
    httpOnly: false,
    secure: cookieCanBeSecure(page),
    expires: undefined,
  };
}

/** The `Set-Cookie`-style string for the store's current session (record trimmed past 4096 bytes). */
export function sessionCookie(store: BaseAuthStore, page: PageAddress): string {
  return store.exportToCookie(authCookieOptions(page), AUTH_COOKIE_NAME);
}

/** The string that deletes the cookie: same name, path and flags, no value, Max-Age=0. */
export function expiredSessionCookie(page: PageAddress): string {
  return [
    `${AUTH_COOKIE_NAME}=`,
    "Max-Age=0",
    "Path=/",
    ...(cookieCanBeSecure(page) ? ["Secure"] : []),
    "SameSite=Strict",
  ].join("; ");
}

/** Writes the store's session into `document.cookie`, or deletes the cookie when it is empty. */
export function writeSessionCookie(store: BaseAuthStore, doc: Document = document): void {
  const page = doc.location ?? window.location;
  doc.cookie = store.token ? sessionCookie(store, page) : expiredSessionCookie(page);
}
