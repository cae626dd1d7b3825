// The one API client of the app: the official PocketBase SDK with
// - the base URL from the `workshop-backend-url` meta tag the server fills in
//   (WORKSHOP_PUBLIC_BACKEND_URL; empty = this page's origin),
// - the session in memory, mirrored into the `pb_auth` cookie by web/src/lib/session.ts,
// - every request driving the golden loading bar, and every failure handled in one place:
//   401 ends the session, "unreachable" marks the server as gone until it answers again,
// - the reads a technician needs at the car kept on the device and answered from there while
//   the server cannot be reached (web/src/lib/offline/device-copies.ts).
// Screens turn a caught error into words with `describeApiError` (web/src/lib/api-errors.ts).

import PocketBase, { BaseAuthStore, type SendOptions } from "pocketbase";
import { BACKEND_URL_META_NAME, parseBackendUrl } from "@shared/backend-url";
import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { describeApiError } from "./api-errors";
import { connection } from "./connection";
import { loadingBar } from "./loading-bar";
import { copyKey, readCopy, saveCopy } from "./offline/device-copies";

/** How long a probe of the server waits for its answer. */
export const PROBE_TIMEOUT_MS = 5000;

/** The backend base URL this page uses: the meta tag's valid URL, else "/" (the page's origin). */
export function backendBaseUrl(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BACKEND_URL_META_NAME}"]`)?.content;
  const url = parseBackendUrl(content);
  return url ? url : "/";
}

export class WorkshopClient extends PocketBase {
  private quiet = 0;

  /**
   * Runs `read`, whose requests leave without the loading bar: reads no screen waits for (the
   * jobs kept on the device ahead of time). Only the requests `read` starts at once are quiet (an
   * SDK read starts its first at once); a list's later pages, asked for after the first answer,
   * show the bar.
   */
  quietly<T>(read: () => Promise<T>): Promise<T> {
    this.quiet += 1;
    try {
      return read();
    } finally {
      this.quiet -= 1;
    }
  }

  override async send<T = any>(path: string, options: SendOptions): Promise<T> {
    const done = this.quiet > 0 ? () => undefined : loadingBar.start();
    const employee = this.employeeId();
    const key = copyKey(path, options, employee);
    const leftAt = connection.requestLeaves();
    try {
      const result = await super.send<T>(path, options);
      connection.markReachable(leftAt);
      // Not once the person signed out meanwhile: their copies left with them.
      if (key !== null && this.employeeId() === employee) void saveCopy(key, employee, result).catch(() => undefined);
      return result;
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "unauthorized" && this.authStore.token) {
        this.authStore.clear();
      } else if (failure.kind === "unreachable") {
        connection.markUnreachable(this.probe);
        // What was last read here, kept on the device, rather than nothing.
        const copy = key === null ? null : await readCopy(key).catch(() => null);
        if (copy) return copy.body as T;
      } else if (failure.kind !== "cancelled") {
        connection.markReachable(leftAt);
      }
      throw error;
    } finally {
      done();
    }
  }

  /**
   * What this device kept of a read (`path` and `options` as for `send`), without asking the
   * server; null when it kept nothing. For a screen that shows it until the server answers.
   */
  async deviceCopy<T>(path: string, options: SendOptions): Promise<T | null> {
    const key = copyKey(path, { method: "GET", ...options }, this.employeeId());
    const copy = key === null ? null : await readCopy(key, Date.now(), false).catch(() => null);
    return copy ? (copy.body as T) : null;
  }

  /**
   * Whether the server answers: any HTTP answer but a proxy's "no server behind me" (502, 504),
   * which a reverse proxy such as Caddy gives while PocketBase restarts. Off the loading bar.
   */
  readonly probe = async (): Promise<void> => {
    // Given up after a while: a probe that never answers (a phone between networks) would
    // otherwise hold the next one off, and only a new probe brings the app back.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), PROBE_TIMEOUT_MS);
    try {
      const response = await fetch(this.buildURL("/api/health"), { cache: "no-store", signal: abort.signal });
      if (response.status === 502 || response.status === 504) throw new Error(`The proxy answered ${response.status}`);
    } finally {
      clearTimeout(timer);
    }
  };

  private employeeId(): string {
    const record = this.authStore.record;
    return record?.collectionName === EMPLOYEES_COLLECTION && !this.authStore.isSuperuser ? record.id : "";
  }
}

export const pb = new WorkshopClient(backendBaseUrl(), new BaseAuthStore());
