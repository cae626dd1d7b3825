// The one validation module of docs/product.md "Data": pure functions used by the browser forms and
// by the server's hooks alike.
export * from "./field-error";
export * from "./limits";
export * from "./text";
export * from "./vehicle";
export * from "./category";
export * from "./photo";
export * from "./image-size";
export * from "./image-upload";
export * from "./record-id";
export * from "./employee";
export * from "./reference";
export * from "./dates";
export * from "./work-order";
export * from "./work-order-item";
export * from "./odometer-reading";
export * from "./reminder";
export * from "./part";
export * from "./stock-movement";
export * from "./time-entry";
export * from "./photos";
export * from "./document-file";
export * from "./vehicle-document";
export * from "./inspection-template";
export * from "./inspection";
export * from "./defect";
