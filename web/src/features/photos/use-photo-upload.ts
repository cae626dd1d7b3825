// Adding photos to a record (work orders now; inspections and defects the same way): each photo is
// checked from its header and scaled down in the browser (lib/image-upload.ts), named with a key
// made here (`photo-<key>.jpg`) and sent alone as `photos+`, so that a photo sent twice is stored
// once and a colleague's photos added meanwhile stay. Photos go one after another, in the order
// taken: the server answers with the whole list each time.

import { useRef, useState } from "react";
import { devicePhotoName } from "@shared/photos";
import { checkListPhotoFile, imageTypeMessage, PHOTO_MIME_TYPES, tooManyPhotosMessage } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { prepareImageUpload } from "../../lib/image-upload";
import { newPhotoKey } from "./photo-key";

const UNREADABLE_MESSAGE = "The photo could not be read: take or choose it again.";
const EXTENSIONS: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export interface PhotoTarget {
  readonly collection: string;
  readonly id: string;
  /** How many it has now, and how many it may have. */
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
    return UNREADABLE_MESSAGE;
  }
  const check = checkListPhotoFile(ready);
  if (!check.ok) return check.error.message;
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
          const body = new FormData();
          body.append("photos+", photo);
          const request = () => pb.collection(target.collection).update<PhotoRecordAnswer>(target.id, body, { requestKey: null });
          target.onSaved(await (target.around ? target.around(request) : request()));
        } catch (failure) {
          setError(failureMessage(failure) ?? "The photo was not added. Try again.");
        } finally {
          counted.current -= 1;
          setWaiting((n) => n - 1);
        }
      });
    }
  };
  return { add, waiting, error, clearError: () => setError(null) };
}
