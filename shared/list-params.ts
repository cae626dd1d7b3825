// The strict reading of a list's URL parameters, for every endpoint of ours that takes them (the
// CSV exports, the searches): unlike a list screen, which quietly falls back to its defaults for
// a malformed link, an endpoint refuses one (400): a file or a page that silently ignored a
// mistyped filter would hold the wrong rows, and nobody would notice. Pure.

import type { FieldErrors } from "./validation";

/** The query parameter that carries a file token (PocketBase's `/api/files/token`) for a plain link. */
export const EXPORT_TOKEN_PARAM = "token";

/** `application/x-www-form-urlencoded` decoding of one name or value; null when malformed. */
function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** The parameters given, once each, and the errors of the malformed, unknown or repeated ones. */
export interface ListParams {
  readonly values: ReadonlyMap<string, string>;
  /** Without a prototype, so a parameter named "__proto__" is an error like any other. */
  readonly errors: FieldErrors;
  /** The file token, or "". */
  readonly token: string;
  /** A given parameter's value, or "". */
  readonly given: (name: string) => string;
}

/** Reads `search` (without "?") into its parameters; `listParams` are those the list knows besides the token. */
export function readListParams(search: string, listParams: readonly string[]): ListParams {
  const known = [...listParams, EXPORT_TOKEN_PARAM];
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const values = new Map<string, string>();
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = decodeQueryPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = decodeQueryPart(equals < 0 ? "" : pair.slice(equals + 1));
    if (name === null || value === null) {
      errors[name ?? "query"] = { code: "invalid_format", message: "The address is not correctly encoded." };
    } else if (!known.includes(name)) {
      errors[name] = { code: "unknown_field", message: `Unknown parameter. Use ${listParams.join(", ")}.` };
    } else if (values.has(name)) {
      errors[name] = { code: "invalid_format", message: "Give this parameter once." };
    } else {
      values.set(name, value);
    }
  }
  const given = (name: string): string => values.get(name) ?? "";
  return { values, errors, token: given(EXPORT_TOKEN_PARAM), given };
}

/**
 * The errors of the parameters the list read differently from how they were given (it fell back
 * to a default), added to `params.errors`: one check per parameter, as `[name, read back,
 * error]`. An empty value means "the default" and is no error.
 */
export function addMisreadErrors(
  params: ListParams,
  readBack: readonly (readonly [name: string, value: string, error: FieldErrors[string]])[],
): void {
  for (const [name, value, error] of readBack) {
    if (params.given(name) !== "" && params.given(name) !== value && error) params.errors[name] = error;
  }
}

/** The error of a page that is no whole number from 1 (an empty one included). */
export const PAGE_ERROR = { code: "invalid_format", message: "A page is a whole number from 1." } as const;

export function addPageError(params: ListParams, page: number): void {
  if (params.values.has("page") && String(page) !== params.given("page")) params.errors.page = PAGE_ERROR;
}

/** As in PocketBase's records API: 1 to 1000 items a page. */
export const SEARCH_PER_PAGE_MAX = 1000;

/**
 * The paging of a list endpoint that answers like PocketBase's records API (the searches):
 * `perPage` (1–1000) and `skipTotal` (the count left out, -1), their errors added to `params`.
 * Such an endpoint is called with the session's token, so an export's file token is no parameter
 * of it.
 */
export function readPaging(params: ListParams, defaultPerPage: number, things: string): { perPage: number; skipTotal: boolean } {
  const { values, errors } = params;
  if (values.has(EXPORT_TOKEN_PARAM)) errors[EXPORT_TOKEN_PARAM] = { code: "unknown_field", message: "Unknown parameter." };
  const perPageText = values.get("perPage");
  const perPage = perPageText === undefined ? defaultPerPage : Number(perPageText);
  if (perPageText !== undefined && !(/^[0-9]{1,4}$/.test(perPageText) && perPage >= 1 && perPage <= SEARCH_PER_PAGE_MAX)) {
    errors.perPage = { code: "invalid_format", message: `Ask for 1 to ${SEARCH_PER_PAGE_MAX} ${things} a page.` };
  }
  const skipTotalText = values.get("skipTotal") ?? "";
  if (!["", "0", "1", "true", "false"].includes(skipTotalText)) {
    errors.skipTotal = { code: "invalid_format", message: "Use skipTotal=1 or leave it out." };
  }
  return { perPage, skipTotal: skipTotalText === "1" || skipTotalText === "true" };
}

/** The parameters `readPaging` reads. */
export const PAGING_PARAMS: readonly string[] = ["perPage", "skipTotal"];

/** The URL parameters `readPaging` reads back, for a link to a search endpoint. */
export function pagingParams(options: { perPage: number; skipTotal: boolean }): [string, string][] {
  return options.skipTotal ? [["perPage", String(options.perPage)], ["skipTotal", "1"]] : [["perPage", String(options.perPage)]];
}
