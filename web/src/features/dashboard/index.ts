// The dashboard's public face: what other features may use of it (docs/ARCHITECTURE.md).
export { Figure } from "./figures";
