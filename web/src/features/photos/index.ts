// Photos' public face: the photo strip of a record (work orders; inspections and defects next).
export { RecordPhotos } from "./record-photos";
