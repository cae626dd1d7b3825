// What a failed request means for the person in front of the screen
// (docs/product.md "Errors shown to people"). Every failure of the API client goes through
// `describeApiError`, so the rules live in one place: a cancelled request shows nothing, 400 field
// errors go to the form, 401 ends the session (web/src/lib/api-client.ts does that), 409 brings the
// record as it is now (a save over a changed version), anything else shows the server's message or
// "Something went wrong.". The app's own messages are in the language spoken now (`common`'s
// `error.*`); the server's come as it sends them.

import { ClientResponseError } from "pocketbase";
import { STALE_STATUS } from "@shared/precondition";
import { currentLanguage, fieldErrorMessage, translate } from "./i18n";

const defaultMessage = () => translate("common", "error.default");

export type ApiFailure =
  /** The app itself cancelled the request (a newer one replaced it): show nothing. */
  | { readonly kind: "cancelled" }
  /** The server could not be reached at all (network down, server stopped). */
  | { readonly kind: "unreachable"; readonly message: string }
  /** 400: the message for the form, and one message per field the server complained about. */
  | { readonly kind: "invalid"; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  /** 401: the session is no longer valid. */
  | { readonly kind: "unauthorized"; readonly message: string }
  /**
   * 409: a form saved over a version that changed meanwhile (shared/precondition.ts): nothing was
   * saved; `current` is the record as it is now, for the form to show what changed.
   */
  | { readonly kind: "stale"; readonly message: string; readonly current: unknown }
  /** 429: PocketBase's rate limit. */
  | { readonly kind: "rate-limited"; readonly message: string }
  /** Anything else (403, 404, 5xx, a bug): the server's message or the default. */
  | { readonly kind: "failed"; readonly status: number; readonly message: string };

function serverMessage(error: ClientResponseError): string {
  const message: unknown = error.response?.message;
  return typeof message === "string" && message.trim() !== "" ? message : defaultMessage();
}

/**
 * The server's own message in English; in another language the app's words for what happened
 * (`key` of `common`), since the server's sentence names things in English.
 */
function spoken(error: ClientResponseError, key: "notSaved" | "stale" | "notFound" | "default"): string {
  return currentLanguage() === "en" ? serverMessage(error) : translate("common", `error.${key}`);
}

/**
 * `data: {field: {code, message, params}}` of PocketBase's error shape as `{field: message}`,
 * each in the language spoken (by its code; the server's English where the app has no words).
 */
export function fieldMessages(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (data === null || typeof data !== "object" || Array.isArray(data)) return fields;
  for (const [name, detail] of Object.entries(data)) {
    const sent = (detail && typeof detail === "object" ? detail : {}) as { code?: unknown; message?: unknown; params?: unknown };
    if (typeof sent.message !== "string" || sent.message === "") continue;
    const params = sent.params && typeof sent.params === "object" ? (sent.params as Record<string, string | number>) : undefined;
    fields[name] = fieldErrorMessage({ code: typeof sent.code === "string" ? sent.code : "", message: sent.message, params });
  }
  return fields;
}

/**
 * What a screen shows for a failed request: the described failure's message, or null for a
 * request the app cancelled itself (a newer one replaced it), which shows nothing.
 */
export function failureMessage(error: unknown): string | null {
  const failure = describeApiError(error);
  return failure.kind === "cancelled" ? null : failure.message;
}

export function describeApiError(error: unknown): ApiFailure {
  if (!(error instanceof ClientResponseError)) {
    if (error instanceof DOMException && error.name === "AbortError") return { kind: "cancelled" };
    return { kind: "failed", status: 0, message: defaultMessage() };
  }
  if (error.isAbort) return { kind: "cancelled" };
  switch (error.status) {
    case 0:
    // A reverse proxy in front (docs/https.md) answers these while the server behind it is down.
    case 502:
    case 504:
      return { kind: "unreachable", message: translate("common", "error.unreachable") };
    case 400: {
      const fields = fieldMessages(error.response?.data);
      return { kind: "invalid", message: Object.keys(fields).length > 0 ? spoken(error, "notSaved") : serverMessage(error), fields };
    }
    case 401:
      return { kind: "unauthorized", message: translate("common", "error.sessionEnded") };
    case STALE_STATUS:
      if (error.response?.current) return { kind: "stale", message: spoken(error, "stale"), current: error.response.current };
      return { kind: "failed", status: error.status, message: serverMessage(error) };
    case 429:
      return { kind: "rate-limited", message: translate("common", "error.rateLimited") };
    case 404:
      return { kind: "failed", status: error.status, message: spoken(error, "notFound") };
    default:
      return { kind: "failed", status: error.status, message: error.status >= 500 ? spoken(error, "default") : serverMessage(error) };
  }
}
