// Photos' public face: the photo strip of a record (work orders and defects).
export { RecordPhotos } from "./record-photos";
