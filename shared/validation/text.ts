// Reading and cleaning the raw values of text, number and choice fields. Raw values come from a
// form (strings) or a JSON body (any JSON type: a number where text belongs is a wrong type;
// the server turns the values of multipart bodies, where everything was text, back into text
// before checking them).
//
// Runs in PocketBase's JS engine too (goja): no regex property escapes (`\p{L}` silently never
// matches there), so letters are recognised by case mapping instead; and no loops over strings
// or objects made per call where a regex or a constant does, since that engine runs them some
// hundred times slower than a browser.

import { fieldError, type FieldError, type Outcome } from "./field-error";

/**
 * Characters no text field accepts: C0/C1 controls (but tab and line breaks), separators
 * U+2028/9, and the text-direction embeddings, overrides and isolates, which make a text display
 * in another order than it is stored ("Trojan Source").
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Characters that show nothing and mean nothing in a name or a note: soft hyphen, combining
 * grapheme joiner, Arabic letter mark, Hangul and Khmer fillers, Mongolian vowel separator,
 * zero-width space, left-to-right/right-to-left marks, word joiner, invisible operators, blank
 * Braille pattern, byte-order mark. Removed on cleaning, so that "Vans" and "Vans" + U+200B are one
 * name and a text of them alone is empty. The zero-width (non-)joiners stay: emoji sequences and
 * several scripts need them, but alone they are no text either (JOINERS).
 */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u2060-\u2064\u2800\u3164\ufeff\uffa0]/g;
const JOINERS = /[\u200c\u200d]/g;
/**
 * The second halves of surrogate pairs: one per code point above U+FFFF. A pattern for the whole
 * pair never matches in goja, which translates it to Go's regexp over code points, where no
 * halves exist; a single half's range works in both engines.
 */
const LOW_SURROGATES = /[\uDC00-\uDFFF]/g;

/** Length as people count it and PocketBase's text limits do: in code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  return text.length - (text.match(LOW_SURROGATES)?.length ?? 0);
}

/** A letter of a cased alphabet (Latin, Greek, Cyrillic, Armenian…), as plates use. */
export function isCasedLetter(character: string): boolean {
  return character.toUpperCase() !== character.toLowerCase();
}

/** The text of a raw value ("" for none), or null when it is not text. */
export function readText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  return typeof raw === "string" ? raw : null;
}

/** One line: composed unicode, no invisible characters, every run of whitespace one space, trimmed. */
export function cleanSingleLine(text: string): string {
  return text.normalize("NFC").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/** Several lines: composed unicode, no invisible characters, `\n` line ends, trimmed at both ends. */
export function cleanMultiLine(text: string): string {
  return text.normalize("NFC").replace(INVISIBLE, "").replace(/\r\n?/g, "\n").trim();
}

function tooLongMessage(label: string, max: number, length: number): string {
  return `${label} can be at most ${max} characters long (this is ${length}).`;
}

/** A text over its maximum, with the maximum and its length as params. */
export function tooLongError(label: string, max: number, length: number): FieldError {
  return fieldError("too_long", tooLongMessage(label, max, length), { max, length });
}

export interface TextRule {
  /** How the field is called in a message, capitalised: "The make". */
  readonly label: string;
  readonly max: number;
  readonly multiLine: boolean;
  /** The error for an empty required field; null for an optional one. */
  readonly required: FieldError | null;
  readonly wrongType: FieldError;
  readonly controlCharacters: FieldError;
}

export function textRule(label: string, max: number, options: { required?: string; multiLine?: boolean } = {}): TextRule {
  return {
    label,
    max,
    multiLine: options.multiLine ?? false,
    required: options.required === undefined ? null : fieldError("required", options.required),
    wrongType: fieldError("invalid_type", `${label} must be text.`),
    controlCharacters: fieldError("invalid_characters", `${label} contains invisible control characters: please remove them.`),
  };
}

/** A free text field: cleaned, then checked for type, presence, control characters and length. */
export function readTextField(raw: unknown, rule: TextRule): Outcome<string> {
  const text = readText(raw);
  if (text === null) return rule.wrongType;
  const value = rule.multiLine ? cleanMultiLine(text) : cleanSingleLine(text);
  if (value === "" || value.replace(JOINERS, "") === "") return rule.required ?? "";
  if (CONTROL_CHARACTERS.test(value)) return rule.controlCharacters;
  const length = value.length > rule.max ? codePointLength(value) : value.length;
  if (length > rule.max) return tooLongError(rule.label, rule.max, length);
  return value;
}

/** Digit groups people type in a reading: "120 000", "120,000", "120'000", "120_000". */
const GROUPED_DIGITS = /^\d{1,3}([ \u00a0\u202f,'_]\d{3})+$/;

export interface IntegerRule {
  readonly min: number;
  readonly max: number;
  readonly tooSmall: FieldError;
  readonly tooLarge: FieldError;
  readonly notANumber: FieldError;
  readonly notAnInteger: FieldError;
  readonly wrongType: FieldError;
}

/** `rangeMessage` for a value out of [min, max], `wholeNumberMessage` for anything not a whole number. */
export function integerRule(min: number, max: number, rangeMessage: string, wholeNumberMessage: string): IntegerRule {
  return {
    min,
    max,
    tooSmall: fieldError("too_small", rangeMessage),
    tooLarge: fieldError("too_large", rangeMessage),
    notANumber: fieldError("not_a_number", wholeNumberMessage),
    notAnInteger: fieldError("not_an_integer", wholeNumberMessage),
    wrongType: fieldError("invalid_type", wholeNumberMessage),
  };
}

/**
 * An optional whole number. Empty input (and 0, which is how PocketBase stores an empty number)
 * means "not recorded" and gives 0; any other value must lie in [min, max].
 */
export function readOptionalInteger(raw: unknown, rule: IntegerRule): Outcome<number> {
  let value: number;
  if (raw === undefined || raw === null) return 0;
  if (typeof raw === "number") {
    value = raw;
  } else if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return 0;
    const digits = GROUPED_DIGITS.test(text) ? text.replace(/[^\d]/g, "") : text;
    if (/^[+-]?\d+$/.test(digits)) value = Number(digits);
    else if (/^[+-]?(\d+[.,]\d*|[.,]\d+)$/.test(digits)) return rule.notAnInteger;
    else return rule.notANumber;
  } else {
    return rule.wrongType;
  }
  if (!Number.isFinite(value)) return rule.notANumber;
  if (!Number.isInteger(value)) return rule.notAnInteger;
  if (value === 0) return 0;
  if (value < rule.min) return rule.tooSmall;
  if (value > rule.max) return rule.tooLarge;
  return value;
}

export interface ChoiceRule<T extends string> {
  readonly values: readonly T[];
  /** The value of an empty input: a default, or "" for an optional choice. */
  readonly empty: T | "";
  readonly invalid: FieldError;
  readonly wrongType: FieldError;
}

export function choiceRule<T extends string>(values: readonly T[], empty: T | "", message: string): ChoiceRule<T> {
  return { values, empty, invalid: fieldError("invalid_choice", message), wrongType: fieldError("invalid_type", message) };
}

/** One of a fixed list of values, matched ignoring case and surrounding spaces. */
export function readChoice<T extends string>(raw: unknown, rule: ChoiceRule<T>): Outcome<T | ""> {
  if (raw === undefined || raw === null) return rule.empty;
  if (typeof raw !== "string") return rule.wrongType;
  if (rule.values.includes(raw as T)) return raw as T;
  const text = raw.trim().toLowerCase();
  if (text === "") return rule.empty;
  return rule.values.includes(text as T) ? (text as T) : rule.invalid;
}

/** 9999999 → "9,999,999" (toLocaleString differs between browsers and PocketBase's JS engine). */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "a, b or c" */
export function listInWords(items: readonly string[], last = "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
