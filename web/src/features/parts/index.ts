// Parts and stock's public face: the screens, and what the work order's part picker needs.
import "./parts.css";
export { PartEditPage } from "./part-edit-page";
export { PartLabelPage } from "./part-label-page";
export { PartListPage } from "./part-list-page";
export { PartNewPage } from "./part-new-page";
export { PartPage } from "./part-page";
export { findPartExactly, suggestParts } from "./use-parts-search";
export { onHandText } from "./part-values";
