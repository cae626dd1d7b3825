// The workshop's name and currency as public runtime settings: the server writes them into
// `<meta>` tags of index.html each time it serves the page (like the backend URL, see
// backend-url.ts), from the environment variables WORKSHOP_NAME and WORKSHOP_CURRENCY, so the
// job card prints the workshop's own name and prices show its currency without a rebuild.

import { escapeHtmlAttribute } from "./backend-url";
import { metaTagPattern } from "./html-meta";
import { cleanSingleLine } from "./validation/text";

export const WORKSHOP_NAME_META_NAME = "workshop-name";
export const WORKSHOP_CURRENCY_META_NAME = "workshop-currency";
export const WORKSHOP_NAME_ENV = "WORKSHOP_NAME";
export const WORKSHOP_CURRENCY_ENV = "WORKSHOP_CURRENCY";

export const DEFAULT_WORKSHOP_NAME = "Workshop";
export const DEFAULT_WORKSHOP_CURRENCY = "EUR";
export const WORKSHOP_NAME_MAX_LENGTH = 100;

export interface WorkshopSettings {
  /** What the job card prints at its top: "Müller Fleet Service". */
  readonly name: string;
  /** An ISO 4217 code: three upper-case letters. */
  readonly currency: string;
}

/** The currency code, upper-cased; the default for anything that is not three letters. */
export function parseCurrency(raw: string | null | undefined): string {
  const code = (raw ?? "").trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_WORKSHOP_CURRENCY;
}

/** The name on one line, at most WORKSHOP_NAME_MAX_LENGTH characters; the default when empty. */
export function parseWorkshopName(raw: string | null | undefined): string {
  const name = cleanSingleLine(raw ?? "").replace(/[\u0000-\u001f\u007f-\u009f]/g, "");
  if (name === "") return DEFAULT_WORKSHOP_NAME;
  return Array.from(name).slice(0, WORKSHOP_NAME_MAX_LENGTH).join("");
}

/** The settings from a meta tag reader (the browser: `name => document.querySelector(...)?.content`). */
export function readWorkshopSettings(metaContent: (name: string) => string | null | undefined): WorkshopSettings {
  return {
    name: parseWorkshopName(metaContent(WORKSHOP_NAME_META_NAME)),
    currency: parseCurrency(metaContent(WORKSHOP_CURRENCY_META_NAME)),
  };
}

const NAME_TAG = metaTagPattern(WORKSHOP_NAME_META_NAME);
const CURRENCY_TAG = metaTagPattern(WORKSHOP_CURRENCY_META_NAME);

/** index.html with both meta tags' contents set (values already parsed). */
export function fillWorkshopMeta(html: string, settings: WorkshopSettings): string {
  return html
    .replace(NAME_TAG, () => `<meta name="${WORKSHOP_NAME_META_NAME}" content="${escapeHtmlAttribute(settings.name)}">`)
    .replace(CURRENCY_TAG, () => `<meta name="${WORKSHOP_CURRENCY_META_NAME}" content="${escapeHtmlAttribute(settings.currency)}">`);
}
