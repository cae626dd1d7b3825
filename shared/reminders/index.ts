// Reminders (docs/product.md "Reminders"): the due arithmetic and its words.
export * from "./due";
export * from "./words";
export type * from "./record";
