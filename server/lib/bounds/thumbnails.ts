// One thumbnail made at a time (docs/product.md "Bounded by design", docs/decisions/photos.md).
// PocketBase makes a thumbnail on its first request by decoding the whole photo (up to 120 MB
// for the largest accepted: shared/validation/limits.ts), and it makes as many at once as the
// machine has cores plus two: eight of 40 MP at once took 1.1–1.9 GB. Its own limit
// (PB_THUMBS_MAX_WORKERS) is read from the environment, which the product does not control
// wherever it is started; so the guard holds the server's one thumbnail permit around every
// request that will make one. Thumbnails already made are served without waiting.

/** The permit, in the app's store: the request token of whoever holds it. */
const PERMIT_KEY = "workshop.thumbnailPermit";
/** The permit this request holds, in the request's store ("" once given back). */
const HELD_KEY = "workshop.thumbnailPermitHeld";
/** A thumbnail of the largest photo takes about a second: sixty of them queued is far past normal. */
export const THUMBNAIL_WAIT_MS = 60_000;
const POLL_MS = 20;
export const THUMBNAIL_BUSY_MESSAGE = "The server is busy making other thumbnails; try again in a moment.";

const FILE_PATH = /^\/api\/files\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * Whether the request asks for a thumbnail that is not made yet, at the path where PocketBase
 * keeps it (`<collection id>/<record id>/thumbs_<file>/<size>_<file>`). PocketBase checks
 * everything else itself (the size is one of the field's, the file is an image, the requester
 * may see it) and makes nothing otherwise: such a request only holds the permit a moment.
 */
function makesThumbnail(e: core.RequestEvent): boolean {
  const request = e.request!;
  if (request.method !== "GET" && request.method !== "HEAD") return false; // Go serves HEAD by the GET route
  const thumb = request.url!.query().get("thumb");
  const match = FILE_PATH.exec(request.url!.path);
  if (thumb === "" || !match) return false;
  let collectionId: string;
  try {
    collectionId = e.app.findCachedCollectionByNameOrId(match[1]!).id;
  } catch {
    return false; // no such collection: PocketBase answers 404
  }
  const filename = match[3]!;
  const files = e.app.newFilesystem();
  try {
    return !files.exists(`${collectionId}/${match[2]}/thumbs_${filename}/${thumb}_${filename}`);
  } finally {
    files.close();
  }
}

/** Waits for the permit (polling: the JS engine has no other way to wait), or 503 after a minute. */
function takePermit(e: core.RequestEvent): void {
  const store = e.app.store();
  const token = $security.randomString(20);
  const deadline = Date.now() + THUMBNAIL_WAIT_MS;
  while (store.getOrSet(PERMIT_KEY, () => token) !== token) {
    if (Date.now() > deadline) throw new ApiError(503, THUMBNAIL_BUSY_MESSAGE, {});
    sleep(POLL_MS);
  }
  e.set(HELD_KEY, token);
}

/**
 * Gives the permit back, if this request holds it: from `onFileDownloadRequest`, which runs once
 * the thumbnail is made and before the file is sent (a slow client must not hold it), and after
 * the request in any case.
 */
export function releaseThumbnailPermit(e: core.RequestEvent): void {
  const token: unknown = e.get(HELD_KEY);
  if (!token) return;
  e.set(HELD_KEY, "");
  const store = e.app.store();
  if (store.get(PERMIT_KEY) === token) store.remove(PERMIT_KEY);
}

/** The guard's last step: on to PocketBase, holding the permit if the request makes a thumbnail. */
export function nextHoldingThumbnailPermit(e: core.RequestEvent): void {
  if (!makesThumbnail(e)) {
    e.next();
    return;
  }
  takePermit(e);
  try {
    e.next();
  } finally {
    releaseThumbnailPermit(e);
  }
}
