// Bounded by design (docs/product.md "Bounded by design"): what one request,
// a guest's or a signed-in person's, may cost the server. The access guard (server/lib/access/guard.ts)
// applies the body bounds and the thumbnail permit; the bound on live connections per address
// is written out in server/hooks/access.hooks.ts.
export { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES, MAX_BODY_KEYS, refuseLargeBody, refuseManyKeys, tooManyKeysMessage } from "./body";
export { nextHoldingThumbnailPermit, releaseThumbnailPermit, THUMBNAIL_BUSY_MESSAGE } from "./thumbnails";
