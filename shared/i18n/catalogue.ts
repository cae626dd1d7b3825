// A message catalogue's shape: the English one is the source, every other language has the same
// keys (a key missing in German is a type error, and tests/unit/catalogues.test.ts checks the
// rest: no unused key, the same placeholders).

/** A catalogue with `T`'s keys and any text at each: the German of an English catalogue. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** A namespace's texts in every language. */
export interface Messages<T> {
  readonly en: T;
  readonly de: Catalogue<T>;
}
