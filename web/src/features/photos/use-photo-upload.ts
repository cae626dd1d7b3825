// Adding photos to a record (work orders now; inspections and defects the same way): each photo is
// checked from its header and scaled down in the browser (lib/image-upload.ts), named with a key
// made here (`photo-<key>.jpg`) and sent alone as `photos+`, so that a photo sent twice is stored
// once and a colleague's photos added meanwhile stay. Photos go one after another, in the order
// taken: the server answers with the whole list each time. Each goes through the app's outbox
// (web/src/lib/offline/outbox.ts) with its Blob: offline it waits on the device (IndexedDB keeps
// files) and is sent when the network is back; a resend of one that arrived is stored once.

import { useRef, useState } from "react";
import { devicePhotoName } from "@shared/photos";
import { checkListPhotoFile, imageTypeMessage, PHOTO_MIME_TYPES, tooManyPhotosMessage } from "@shared/validation";
import { failureMessage } from "../../lib/api-errors";
import { translate } from "../../lib/i18n";
import { submitChange } from "../../lib/offline/changes";
import { scopeOf } from "../../lib/offline/pending";
import { prepareImageUpload } from "../../lib/image-upload";
import type { Change } from "../../lib/offline/outbox";
import { newPhotoKey } from "./photo-key";

/** The field a photo is added by (PocketBase's append modifier). */
export const PHOTOS_ADDED = "photos+";

const EXTENSIONS: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export interface PhotoTarget {
  readonly collection: string;
  readonly id: string;
  /** The page its waiting photos show on, when not the record's own. */
  readonly scope?: string;
  /** How many it has now (waiting ones too), and how many it may have. */
  readonly count: number;
  readonly max: number;
  /** The record as the server answered after a photo arrived. */
  readonly onSaved: (record: PhotoRecordAnswer) => void;
  /** Runs each request as the page's own change (use-record-editor.ts `ownChange`): no colleague's notice for it. */
  readonly around?: <R>(request: () => Promise<R>) => Promise<R>;
}

export interface PhotoRecordAnswer {
  readonly id: string;
  readonly collectionId: string;
  readonly collectionName: string;
  readonly updated: string;
  readonly photos: readonly string[];
}

/** A prepared photo, named as the server expects, or why it cannot be sent. */
async function prepared(file: File): Promise<File | string> {
  // The size is judged after scaling: a camera's 12 MB original becomes a few hundred KB.
  if (!PHOTO_MIME_TYPES.includes(file.type)) return imageTypeMessage("photo");
  let ready: File;
  try {
    const result = await prepareImageUpload(file, "photo");
    if (!result.ok) return result.error.message;
    ready = result.file;
  } catch {
    return translate("photos", "unreadable");
  }
  const check = checkListPhotoFile(ready);
  if (!check.ok) return check.error.message;
  return keyedPhoto(ready);
}

/** A prepared photo named with a key of this device (`photo-<key>.jpg`), as the server expects it. */
export function keyedPhoto(ready: Blob): File {
  return new File([ready], devicePhotoName(newPhotoKey(), EXTENSIONS[ready.type] ?? "jpg"), { type: ready.type });
}

export function usePhotoUpload(target: PhotoTarget) {
  const [waiting, setWaiting] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const counted = useRef(0);

  const add = (files: readonly File[]) => {
    setError(null);
    // What is on the record plus what is on its way: the 21st is refused before it is sent.
    const room = target.max - target.count - counted.current;
    const accepted = files.slice(0, Math.max(0, room));
    if (accepted.length < files.length) setError(tooManyPhotosMessage(target.max));
    counted.current += accepted.length;
    setWaiting((n) => n + accepted.length);
    for (const file of accepted) {
      queue.current = queue.current.then(async () => {
        try {
          const photo = await prepared(file);
          if (typeof photo === "string") return setError(photo);
          const request = () =>
            submitChange({
              collection: target.collection,
              action: "update",
              recordId: target.id,
              body: { [PHOTOS_ADDED]: [photo] },
              label: translate("photos", "change"),
              scope: target.scope ?? scopeOf(target.collection, target.id),
            });
          const result = await (target.around ? target.around(request) : request());
          // Waiting on the device, it shows from the outbox (pendingPhotos).
          if (result.state === "sent" && result.record) target.onSaved(result.record as unknown as PhotoRecordAnswer);
        } catch (failure) {
          setError(failureMessage(failure) ?? translate("photos", "notAdded"));
        } finally {
          counted.current -= 1;
          setWaiting((n) => n - 1);
        }
      });
    }
  };
  return { add, waiting, error, clearError: () => setError(null) };
}

/** A photo of `recordId` waiting on the device to be sent, with its change's place in the order. */
export interface PendingPhoto {
  readonly seq: number;
  readonly file: Blob;
}

/** The photos of a record that wait on the device, oldest first. */
export function pendingPhotos(changes: readonly Change[], collection: string, recordId: string): PendingPhoto[] {
  return changes
    .filter((change) => change.state === "waiting" && change.action === "update" && change.collection === collection && change.recordId === recordId)
    .flatMap((change) => {
      const files = change.body[PHOTOS_ADDED];
      return Array.isArray(files) ? files.filter((file): file is Blob => file instanceof Blob).map((file) => ({ seq: change.seq, file })) : [];
    });
}
