// Photos' public face: the photo strip of a record (work orders, defects), and what an
// inspection's line uses to send its photos the same way (a device key, the outbox).
export { RecordPhotos } from "./record-photos";
export { keyedPhoto, pendingPhotos, PHOTOS_ADDED } from "./use-photo-upload";
