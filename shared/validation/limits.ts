// The limits of docs/product.md "Data", in one place for the browser forms, the server hooks and the
// tests that check the running schema against them (the migrations repeat the numbers as
// literals because migrations are frozen history).

export const PLATE_MAX_LENGTH = 15;
export const VIN_LENGTH = 17;
export const MAKE_MAX_LENGTH = 60;
export const MODEL_MAX_LENGTH = 60;
/** The first car (Benz Patent-Motorwagen). */
export const YEAR_MIN = 1886;
export const ODOMETER_MAX = 9_999_999;
export const COLOR_MAX_LENGTH = 30;
export const NOTES_MAX_LENGTH = 5000;

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Any uploaded image, whatever its file size: the server decodes the whole of it to make a
 * thumbnail (docs/product.md "Bounded by design").
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * What decoding any accepted image may hold: a full-colour (4:4:4) JPEG of 40 megapixels,
 * 3 bytes a pixel, 120 MB. Costlier encodings get fewer pixels: an 8-bit PNG in colour 30 MP.
 * With thumbnails made one at a time, eight of the largest at once keep the server under
 * 600 MB (docs/decisions/photos.md); at 160 MB (40 MP of RGBA PNG) they reached 590.
 */
export const IMAGE_MAX_DECODED_BYTES = IMAGE_MAX_PIXELS * 3;
/** The browser scales an image down to this long side before uploading it. */
export const IMAGE_UPLOAD_MAX_SIDE = 2560;
export const PHOTO_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
/** Thumbnails PocketBase makes on request: a square for the list, a width for the detail page. */
export const PHOTO_THUMBS = { list: "100x100", detail: "480x0" } as const;

/**
 * The latest model year accepted: next calendar year (manufacturers sell next year's models
 * from the summer on). Computed from the clock at validation time, in UTC, so that the server
 * and the tests agree; it differs from local time only for a few hours around New Year.
 */
export function yearMax(now: Date): number {
  return now.getUTCFullYear() + 1;
}

export const EMPLOYEE_NAME_MAX_LENGTH = 100;

export const WORK_ORDER_TITLE_MAX_LENGTH = 120;
export const WORK_ORDER_DESCRIPTION_MAX_LENGTH = 5000;

export const WORK_ORDER_ITEM_DESCRIPTION_MAX_LENGTH = 200;
export const PART_NUMBER_MAX_LENGTH = 60;
/** Quantities: more than 0, at most this, at most 2 decimals. */
export const QUANTITY_MAX = 100_000;
/** Unit costs: 0 up to this, at most 2 decimals, in the workshop's currency. */
export const UNIT_COST_MAX = 1_000_000;

/** Time entries (docs/product.md "Time on jobs"): no stretch of work longer than this. */
export const TIME_ENTRY_MAX_HOURS = 16;
export const TIME_ENTRY_NOTE_MAX_LENGTH = 500;
/** The lines of one work order: far more than any job has (docs/product.md "Bounded by design"). */
export const WORK_ORDER_MAX_ITEMS = 500;
/**
 * A work order's total, in cents: 1 000 000 000.00. With it, every total and every line's
 * part in it stays far below 2^53 cents, so the sums are exact to the cent.
 */
export const WORK_ORDER_TOTAL_MAX_CENTS = 100_000_000_000;

export const PART_NAME_MAX_LENGTH = 120;
export const PART_LOCATION_MAX_LENGTH = 60;
export const PART_SUPPLIER_MAX_LENGTH = 120;
export const PART_BARCODE_MAX_LENGTH = 64;
/** A part's stock, its reorder point and one movement: at most this many units, 2 decimals. */
export const STOCK_MAX = 1_000_000;
export const STOCK_NOTE_MAX_LENGTH = 500;
