// Reading and cleaning the raw values of text, number and choice fields. Raw values come from a
// form (strings), a JSON body (any JSON type) or a multipart body, where PocketBase turns
// "123" into the number 123 and "true" into true before a hook sees it.
//
// Runs in PocketBase's JS engine too (goja): no regex property escapes (`\p{L}` silently never
// matches there), so letters are recognised by case mapping instead.

import { invalid, valid, type FieldCheck } from "./field-error";

/** Characters no text field accepts: C0/C1 controls (but tab and line breaks) and separators U+2028/9. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** Length as people count it and PocketBase's text limits do: in code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** A letter of a cased alphabet (Latin, Greek, Cyrillic, Armenian…), as plates use. */
export function isCasedLetter(character: string): boolean {
  return character.toUpperCase() !== character.toLowerCase();
}

/** The text of a raw value, or null when it is not text (a bool, an object, an array). */
export function readText(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  if (typeof raw === "string") return raw;
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return null;
}

/** One line: composed unicode, every run of whitespace (line breaks too) one space, trimmed. */
export function cleanSingleLine(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Several lines: composed unicode, `\n` line ends, trimmed at both ends. */
export function cleanMultiLine(text: string): string {
  return text.normalize("NFC").replace(/\r\n?/g, "\n").trim();
}

export interface TextRule {
  /** How the field is called in a message, capitalised: "Make", "Notes". */
  readonly label: string;
  readonly max: number;
  readonly multiLine?: boolean;
  /** The message for an empty required field; optional fields accept "". */
  readonly required?: string;
}

export function tooLongMessage(label: string, max: number, length: number): string {
  return `${label} can be at most ${max} characters long (this is ${length}).`;
}

/** A free text field: cleaned, then checked for type, presence, control characters and length. */
export function checkText(raw: unknown, rule: TextRule): FieldCheck<string> {
  const text = readText(raw);
  if (text === null) return invalid("invalid_type", `${rule.label} must be text.`);
  const value = rule.multiLine ? cleanMultiLine(text) : cleanSingleLine(text);
  if (value === "") return rule.required ? invalid("required", rule.required) : valid("");
  if (CONTROL_CHARACTERS.test(value)) {
    return invalid("invalid_characters", `${rule.label} contains invisible control characters: please remove them.`);
  }
  const length = codePointLength(value);
  if (length > rule.max) return invalid("too_long", tooLongMessage(rule.label, rule.max, length));
  return valid(value);
}

/** Digit groups people type in a reading: "120 000", "120,000", "120'000", "120_000". */
const GROUPED_DIGITS = /^\d{1,3}([ \u00a0\u202f,'_]\d{3})+$/;

export interface IntegerRule {
  readonly min: number;
  readonly max: number;
  /** The whole sentence for a value out of range. */
  readonly rangeMessage: string;
  /** The whole sentence for something that is not a whole number. */
  readonly wholeNumberMessage: string;
}

/**
 * An optional whole number. Empty input (and 0, which is how PocketBase stores an empty number)
 * means "not recorded" and gives 0; any other value must lie in [min, max].
 */
export function checkOptionalInteger(raw: unknown, rule: IntegerRule): FieldCheck<number> {
  let value: number;
  if (raw === undefined || raw === null) return valid(0);
  if (typeof raw === "number") {
    value = raw;
  } else if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return valid(0);
    const digits = GROUPED_DIGITS.test(text) ? text.replace(/[^\d]/g, "") : text;
    if (/^[+-]?\d+$/.test(digits)) value = Number(digits);
    else if (/^[+-]?(\d+[.,]\d*|[.,]\d+)$/.test(digits)) return invalid("not_an_integer", rule.wholeNumberMessage);
    else return invalid("not_a_number", rule.wholeNumberMessage);
  } else {
    return invalid("invalid_type", rule.wholeNumberMessage);
  }
  if (!Number.isFinite(value)) return invalid("not_a_number", rule.wholeNumberMessage);
  if (!Number.isInteger(value)) return invalid("not_an_integer", rule.wholeNumberMessage);
  if (value === 0) return valid(0);
  if (value < rule.min) return invalid("too_small", rule.rangeMessage);
  if (value > rule.max) return invalid("too_large", rule.rangeMessage);
  return valid(value);
}

export interface ChoiceRule<T extends string> {
  readonly values: readonly T[];
  /** The value of an empty input: a default, or "" for an optional choice. */
  readonly empty: T | "";
  readonly message: string;
}

/** One of a fixed list of values, matched ignoring case and surrounding spaces. */
export function checkChoice<T extends string>(raw: unknown, rule: ChoiceRule<T>): FieldCheck<T | ""> {
  if (raw === undefined || raw === null) return valid(rule.empty);
  if (typeof raw !== "string") return invalid("invalid_type", rule.message);
  const text = raw.trim().toLowerCase();
  if (text === "") return valid(rule.empty);
  const value = rule.values.find((candidate) => candidate === text);
  return value === undefined ? invalid("invalid_choice", rule.message) : valid(value);
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
