// Photos of an inspection line or a defect (docs/product.md "Photos"): thumbnails through the
// file token protected files need, full size on tap (a dialog over the page), and "Take photo",
// which opens the phone's camera (or a file chooser on a desk). Each chosen image is checked from
// its header and scaled down before it goes anywhere (lib/image-upload.ts). Kept small and on its
// own so that the app's shared photo component can take its place.

import { useEffect, useRef, useState } from "react";
import { PHOTO_THUMBS } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { useFileToken } from "../../lib/file-token";
import { useTranslation } from "../../lib/i18n";
import { prepareImageUpload } from "../../lib/image-upload";
import { buttonClass, Button } from "../../ui/button";

export interface PhotoOwner {
  readonly id: string;
  readonly collectionId: string;
  readonly collectionName: string;
}

/** The image behind a thumbnail, shown whole until closed (Escape, the button, or a tap outside). */
export function FullSize({ url, label, onClose }: { url: string; label: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation("inspections");
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog photo-dialog" aria-label={label} onClose={onClose} onClick={(event) => event.target === ref.current && onClose()}>
      <img src={url} alt={label} className="photo-full" />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t("photo.close")}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * `names` of `owner`'s stored photos (and `pending` local previews not sent yet), with "Take
 * photo" when `onTake` is given. `label` names them for screen readers: "Photos of Tyre tread".
 */
export function PhotoStrip({ owner, names, pending = [], label, onTake, disabled = false }: {
  owner: PhotoOwner;
  names: readonly string[];
  pending?: readonly Blob[];
  label: string;
  onTake?: (file: File) => void | Promise<void>;
  disabled?: boolean;
}) {
  const token = useFileToken();
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const { t } = useTranslation("inspections");
  useEffect(() => {
    if (typeof URL.createObjectURL !== "function") return;
    const urls = pending.map((blob) => URL.createObjectURL(blob));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [pending]);
  const take = async (file: File) => {
    setError(null);
    let prepared;
    try {
      prepared = await prepareImageUpload(file, "photo");
    } catch {
      prepared = null;
    }
    if (!prepared) return setError(t("photo.unreadable"));
    if (!prepared.ok) return setError(prepared.error.message);
    await onTake?.(prepared.file);
  };
  const urlOf = (name: string, thumb?: string) => (token ? pb.files.getURL(owner, name, { token, ...(thumb ? { thumb } : {}) }) : "");
  const count = names.length + previews.length;
  return (
    <div className="photo-strip" role="group" aria-label={label}>
      {names.map((name, index) => (
        <button key={name} type="button" className="photo-thumb" onClick={() => setOpen(name)} aria-label={t("photo.fullSize", { index: index + 1, total: count })}>
          {token ? <img src={urlOf(name, PHOTO_THUMBS.list)} alt="" loading="lazy" /> : <span className="photo-thumb-wait" />}
        </button>
      ))}
      {previews.map((url, index) => (
        <span key={url} className="photo-thumb photo-thumb-pending" title={t("photo.waiting")}>
          <img src={url} alt={t("photo.waitingNumbered", { index: names.length + index + 1, total: count })} />
        </span>
      ))}
      {onTake && (
        <label className={buttonClass("secondary", disabled ? "photo-take photo-take-disabled" : "photo-take")} aria-disabled={disabled || undefined}>
          {t("photo.take")}
          <input
            type="file"
            className="visually-hidden"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = "";
              if (chosen) void take(chosen);
            }}
          />
        </label>
      )}
      {error && <span className="field-error">{error}</span>}
      {open && <FullSize url={urlOf(open)} label={label} onClose={() => setOpen(null)} />}
    </div>
  );
}
