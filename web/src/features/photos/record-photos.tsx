// A record's photos (work orders and defects): small
// thumbnails in a grid, the full photo on tap, "Take photo" with the phone's camera and "Choose
// photos…" from the device, "Remove photo" in the full view for those who may. Protected files:
// every picture is read with the page's file token. Photos added offline wait on the device
// (use-photo-upload.ts) and show from their own bytes, marked, until the server has them.

import { useEffect, useState } from "react";
import { PHOTO_MIME_TYPES, PHOTO_THUMBS } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { useFileToken } from "../../lib/file-token";
import { outbox } from "../../lib/offline/changes";
import { scopeOf, useDeviceChanges } from "../../lib/offline/pending";
import { Alert } from "../../ui/alert";
import { buttonClass, Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { formatCount } from "../../ui/format";
import { PendingBadge } from "../offline";
import { CameraDialog, hasCamera } from "./camera-dialog";
import { pendingPhotos, PHOTOS_ADDED, usePhotoUpload, type PendingPhoto, type PhotoRecordAnswer } from "./use-photo-upload";
import "./photos.css";

type PhotoRecord = PhotoRecordAnswer;

/** A photo waiting on the device: shown from its own bytes, marked. */
function WaitingPhoto({ photo, number, total }: { photo: PendingPhoto; number: number; total: number }) {
  const { t } = useTranslation("photos");
  const [url, setUrl] = useState("");
  useEffect(() => {
    const made = URL.createObjectURL(photo.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.file]);
  return (
    <li className="photo-waiting">
      <span className="photo-thumb">{url && <img src={url} alt={t("waiting", { n: number, total })} width={100} height={100} />}</span>
      <PendingBadge />
    </li>
  );
}

export function RecordPhotos({ record, max, mayAdd, mayRemove, removeNote, scope: pageScope, around = (request) => request() }: {
  record: PhotoRecord;
  /** The page its changes show on, when not the record's own ("inspections/<id>" for a defect). */
  scope?: string;
  max: number;
  mayAdd: boolean;
  mayRemove: boolean;
  /** Why photos cannot be removed now (a done work order), shown in the full view. */
  removeNote?: string;
  /** The page's own change (use-record-editor.ts `ownChange`): adding a photo raises no colleague's notice. */
  around?: <R>(request: () => Promise<R>) => Promise<R>;
}) {
  const { t } = useTranslation("photos");
  const token = useFileToken();
  // The server's answer to our own change, until the record (kept live) catches up with it.
  const [answered, setAnswered] = useState<PhotoRecord | null>(null);
  const shown = answered && answered.updated > record.updated ? answered : record;
  const photos = shown.photos;
  // Photos added on this device that wait to be sent (offline): shown after the stored ones.
  const scope = pageScope ?? scopeOf(record.collectionName, record.id);
  const waiting = pendingPhotos(useDeviceChanges(scope), record.collectionName, record.id);
  const total = photos.length + waiting.length;
  // A photo sent later (it waited offline): the server's answer shows at once, as an online one does.
  useEffect(
    () =>
      outbox.onArrival((change, answer) => {
        if (answer && change.collection === record.collectionName && change.recordId === record.id && PHOTOS_ADDED in change.body) setAnswered(answer as unknown as PhotoRecord);
      }),
    [record.collectionName, record.id],
  );
  const upload = usePhotoUpload({ collection: record.collectionName, id: record.id, scope, count: total, max, onSaved: setAnswered, around });
  const [camera, setCamera] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const urlOf = (name: string, thumb?: string) => (token ? pb.files.getURL(shown, name, thumb ? { thumb, token } : { token }) : "");
  const full = viewing !== null && photos.includes(viewing);
  const number = viewing ? photos.indexOf(viewing) + 1 : 0;

  const pick = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = "";
    if (files.length > 0) upload.add(files);
  };
  const remove = async () => {
    if (!viewing) return;
    setRemoving(true);
    try {
      setAnswered(await around(() => pb.collection(record.collectionName).update<PhotoRecord>(record.id, { "photos-": [viewing] }, { requestKey: null })));
      setViewing(null);
    } catch (error) {
      setRemoveError(failureMessage(error) ?? t("notRemoved"));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="card stack record-photos" aria-labelledby={`photos-${record.id}`}>
      <div className="record-photos-header">
        <h2 id={`photos-${record.id}`}>{t("title")}</h2>
        <span className="muted">{t("count", { count: total, n: formatCount(total), max })}</span>
      </div>
      {total === 0 ? (
        <p className="empty-note">
          {t("none")}
          {mayAdd && t("takeOne")}
        </p>
      ) : (
        <ul className="photo-grid">
          {photos.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                className="photo-thumb"
                aria-label={t("thumb", { n: i + 1, total: photos.length })}
                onClick={() => {
                  setRemoveError(null);
                  setViewing(name);
                }}
              >
                {token && <img src={urlOf(name, PHOTO_THUMBS.list)} alt="" loading="lazy" width={100} height={100} />}
              </button>
            </li>
          ))}
          {waiting.map((photo, i) => (
            <WaitingPhoto key={`${photo.seq}-${i}`} photo={photo} number={photos.length + i + 1} total={total} />
          ))}
        </ul>
      )}
      {upload.waiting > 0 && (
        <p className="muted" role="status">
          {t("adding", { count: upload.waiting, n: formatCount(upload.waiting) })}
        </p>
      )}
      {upload.error && <Alert tone="error">{upload.error}</Alert>}
      {mayAdd && total + upload.waiting < max && (
        <div className="row photo-actions">
          {hasCamera() ? (
            <Button onClick={() => setCamera(true)}>{t("take")}</Button>
          ) : (
            <label className={buttonClass("primary")}>
              {t("take")}
              <input type="file" className="visually-hidden" accept="image/*" capture="environment" onChange={(event) => pick(event.target)} />
            </label>
          )}
          <label className={buttonClass("secondary")}>
            {t("choose")}
            <input type="file" className="visually-hidden" accept={PHOTO_MIME_TYPES.join(",")} multiple onChange={(event) => pick(event.target)} />
          </label>
        </div>
      )}
      <CameraDialog open={camera} onTake={(photo) => upload.add([photo])} onClose={() => setCamera(false)} />
      <ConfirmDialog
        open={full}
        className="photo-dialog"
        title={t("thumb", { n: number, total: photos.length })}
        confirmLabel={t("remove")}
        cancelLabel={t("close")}
        busy={removing}
        onConfirm={mayRemove ? () => void remove() : undefined}
        onCancel={() => setViewing(null)}
      >
        {viewing && token && <img className="photo-full" src={urlOf(viewing)} alt={t("full", { n: number, total: photos.length })} />}
        {removeError && <p className="field-error">{removeError}</p>}
        {!mayRemove && removeNote && <p>{removeNote}</p>}
      </ConfirmDialog>
    </section>
  );
}
