// A catalogue's text with its values put in, as i18next reads the same catalogues in the browser:
// `{{name}}` placeholders, and `key_one` / `key_other` chosen by a `count` value (English and
// German have only these two plural forms). The server writes the digest with this: PocketBase's
// JS engine has no Intl, and every hook loads the compiled library, which must stay small.

/** The values a text's placeholders take: numbers as they should read (grouped by language). */
export type TranslationValues = { readonly [name: string]: string | number };

/** A catalogue as read here: texts, nested by namespace (`a.b` is `{a: {b: …}}`). */
interface Texts {
  readonly [key: string]: string | Texts;
}

function lookUp(catalogue: Texts, path: string): string | Texts | undefined {
  let node: string | Texts | undefined = catalogue;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined;
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The text at `key` (a dotted path) with `values` put in; with a numeric `count`, the key's
 * `_one` form for 1 and `_other` for any other number. A missing key answers the key itself,
 * and a placeholder without a value stays as written, so that either shows rather than hides.
 */
export function translate(catalogue: object, key: string, values: TranslationValues = {}): string {
  const texts = catalogue as Texts;
  const count = values["count"];
  const plural = typeof count === "number" ? lookUp(texts, `${key}_${count === 1 ? "one" : "other"}`) : undefined;
  const text = typeof plural === "string" ? plural : lookUp(texts, key);
  if (typeof text !== "string") return key;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}
