// Exact money for work orders (docs/product.md "Work orders and items": money is counted in whole
// cents). Quantities and unit costs have at most 2 decimals, so both are read as whole hundredths
// from their decimal text (never by multiplying a float), a line is quantity × unit cost rounded
// once to the cent, and totals are sums of whole cents: 3 × 0.10 is 30 cents, not
// 0.30000000000000004.

/** What reading an amount gives: whole hundredths, or why it is no amount. */
export type HundredthsReading =
  | { readonly ok: true; readonly hundredths: number }
  | { readonly ok: false; readonly reason: "empty" | "invalid_type" | "not_a_number" | "too_many_decimals" };

/** "1 234,5", "1234.50", "-3", ".5": digits with an optional sign, spaces as groups and "." or "," as decimal point. */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:[.,](\d*))?$/;
/** Digit group separators people type: spaces, narrow no-break spaces, apostrophes, underscores. */
const GROUP_SEPARATORS = /[ \u00a0\u202f'_]/g;

function fromDecimalText(text: string): HundredthsReading {
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return { ok: false, reason: "not_a_number" };
  const sign = match[1] === "-" ? -1 : 1;
  const whole = match[2] === "" ? "0" : match[2]!;
  const fraction = (match[3] ?? "").replace(/0+$/, "");
  if (fraction.length > 2) return { ok: false, reason: "too_many_decimals" };
  // Digits beyond 2^53 would round: such an amount is far over every limit anyway.
  if (whole.replace(/^0+/, "").length > 13) return { ok: true, hundredths: sign * Number.MAX_SAFE_INTEGER };
  const hundredths = Number(whole) * 100 + Number((fraction + "00").slice(0, 2));
  return { ok: true, hundredths: hundredths === 0 ? 0 : sign * hundredths };
}

/**
 * An amount with at most 2 decimals as whole hundredths (cents for money): a JSON number by its
 * shortest decimal text (0.1 is "0.1", so 10), a form's text as typed. Empty is `empty`.
 */
export function readHundredths(raw: unknown): HundredthsReading {
  if (raw === undefined || raw === null) return { ok: false, reason: "empty" };
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return { ok: false, reason: "not_a_number" };
    const text = String(raw);
    // 1e-7 or 1e+21: never 2 decimals within our limits.
    if (/e/i.test(text)) return Math.abs(raw) >= 1 ? { ok: true, hundredths: Math.sign(raw) * Number.MAX_SAFE_INTEGER } : { ok: false, reason: "too_many_decimals" };
    return fromDecimalText(text);
  }
  if (typeof raw !== "string") return { ok: false, reason: "invalid_type" };
  const text = raw.trim().replace(GROUP_SEPARATORS, "");
  if (text === "") return { ok: false, reason: "empty" };
  return fromDecimalText(text);
}

/** Cents of a stored amount (a number PocketBase returns, like 12.3): exact for ≤ 2 decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The stored amount of whole cents: 30 → 0.3 (the double nearest 0.30, which prints "0.3"). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * One line's cents: quantity × unit cost, both in hundredths, rounded once to the cent, halves
 * away from zero (0.33 h × 0.33 = 0.1089 → 0.11). Integers throughout: 10^7 × 10^8 < 2^53.
 */
export function lineCents(quantityHundredths: number, unitCostCents: number): number {
  const product = quantityHundredths * unitCostCents;
  const magnitude = Math.floor((Math.abs(product) + 50) / 100);
  return product < 0 ? -magnitude : magnitude;
}

/** A line's cents from the stored numbers of an item (quantity 1.5, unit_cost 12.3). */
export function itemCents(item: { readonly quantity: number; readonly unit_cost: number }): number {
  return lineCents(toCents(item.quantity), toCents(item.unit_cost));
}

export function sumCents(cents: readonly number[]): number {
  let total = 0;
  for (const value of cents) total += value;
  return total;
}

/** "1234.50", "-0.05": cents as plain decimal text with 2 decimals (CSV, inputs). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(Math.round(cents));
  const fraction = String(magnitude % 100).padStart(2, "0");
  return `${sign}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** 123456789 → "1,234,567.89": cents with their digits grouped, in no currency. */
export function groupedCents(cents: number): string {
  const [whole, fraction] = centsText(cents).split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** Hundredths as people read a quantity: 150 → "1.5", 100 → "1". */
export function hundredthsText(hundredths: number): string {
  return centsText(hundredths).replace(/\.?0+$/, "");
}

/**
 * "€1,234.50" (Intl.NumberFormat in the browser, in the page's locale when given), or
 * "EUR 1,234.50" where there is no Intl (PocketBase's JS engine).
 */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  if (typeof Intl !== "undefined" && typeof Intl.NumberFormat === "function") {
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        cents / 100,
      );
    } catch {
      // An unknown currency code: fall through to the plain form.
    }
  }
  return `${currency} ${groupedCents(cents)}`;
}
