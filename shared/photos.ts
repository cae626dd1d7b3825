// Photos of work orders, inspections and defects (docs/product.md "Photos and documents"): how
// many each record keeps, and the name the device gives a photo before it is sent. PocketBase
// keeps the start of an uploaded file's name ("photo-<key>.jpg" is stored as
// "photo_<key>_<random>.jpg"), so the server recognises a photo that already arrived when a phone
// sends it again (its answer was lost on the way back) and stores it once.

/** The most photos each kind of record keeps. */
export const PHOTOS_MAX = { work_orders: 20, inspections: 20, defects: 10 } as const;

/** The field that holds them, on every kind of record. */
export const PHOTOS_FIELD = "photos";

const KEY = "[a-z0-9]{15}";
const SENT_NAME = new RegExp(`^photo-(${KEY})\\.[a-z0-9]+$`);
const STORED_NAME = new RegExp(`^photo_(${KEY})_`);

/** "photo-<key>.jpg": the name a photo is sent by; `key` is made on the device (15 of a–z, 0–9). */
export function devicePhotoName(key: string, extension: string): string {
  return `photo-${key}.${extension}`;
}

/** The device's key in a photo's name as sent, or "" for a photo named otherwise. */
export function sentPhotoKey(originalName: string): string {
  return SENT_NAME.exec(originalName)?.[1] ?? "";
}

/** The device's key in a photo's stored name, or "". */
export function storedPhotoKey(storedName: string): string {
  return STORED_NAME.exec(storedName)?.[1] ?? "";
}
