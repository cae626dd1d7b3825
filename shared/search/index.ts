// The search rule every search box, search endpoint and export shares (docs/product.md, "Search"):
// words (words.ts) and letters across case (case-fold.ts). Parts search reuses it.
export * from "./case-fold";
export * from "./words";
export * from "./clauses";
