// The one API client of the app: the official PocketBase SDK with
// - the base URL from the `workshop-backend-url` meta tag the server fills in
//   (WORKSHOP_PUBLIC_BACKEND_URL; empty = this page's origin),
// - the session in memory, mirrored into the `pb_auth` cookie by web/src/lib/session.ts,
// - every request driving the golden loading bar, and every failure handled in one place:
//   401 ends the session, "unreachable" marks the server as gone until it answers again.
// Screens turn a caught error into words with `describeApiError` (web/src/lib/api-errors.ts).

import PocketBase, { BaseAuthStore, type SendOptions } from "pocketbase";
import { BACKEND_URL_META_NAME, parseBackendUrl } from "@shared/backend-url";
import { describeApiError } from "./api-errors";
import { connection } from "./connection";
import { loadingBar } from "./loading-bar";

/** The backend base URL this page uses: the meta tag's valid URL, else "/" (the page's origin). */
export function backendBaseUrl(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BACKEND_URL_META_NAME}"]`)?.content;
  const url = parseBackendUrl(content);
  return url ? url : "/";
}

export class WorkshopClient extends PocketBase {
  override async send<T = any>(path: string, options: SendOptions): Promise<T> {
    const done = loadingBar.start();
    try {
      const result = await super.send<T>(path, options);
      connection.markReachable();
      return result;
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "unauthorized" && this.authStore.token) {
        this.authStore.clear();
      } else if (failure.kind === "unreachable") {
        // Any HTTP answer means the server is back; the probe stays off the loading bar.
        connection.markUnreachable(() => fetch(this.buildURL("/api/health"), { cache: "no-store" }));
      } else if (failure.kind !== "cancelled") {
        connection.markReachable();
      }
      throw error;
    } finally {
      done();
    }
  }
}

export const pb = new WorkshopClient(backendBaseUrl(), new BaseAuthStore());
