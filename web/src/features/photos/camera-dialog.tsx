// The phone's camera inside the app: its back camera's picture live, "Take photo" as often as
// needed, "Done" to close. Each photo taken goes to `onTake` at once (and so on its way to the
// server) while the camera stays open for the next one. The camera needs a secure page (HTTPS or
// localhost); where the browser has none, the screen offers the phone's own camera through a
// file input instead (RecordPhotos).

import { useEffect, useRef, useState } from "react";
import { translate, useTranslation } from "../../lib/i18n";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { formatCount } from "../../ui/format";

const JPEG_QUALITY = 0.9;

/** Whether this browser can show the camera inside the page. */
export function hasCamera(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

function frameOf(video: HTMLVideoElement): Promise<File | null> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d");
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob && new File([blob], "camera.jpg", { type: "image/jpeg" })), "image/jpeg", JPEG_QUALITY),
  );
}

export function CameraDialog({ open, onTake, onClose }: { open: boolean; onTake: (photo: File) => void; onClose: () => void }) {
  const { t } = useTranslation("photos");
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [taken, setTaken] = useState(0);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let closed = false;
    setFailure(null);
    setTaken(0);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((opened) => {
        if (closed) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => setFailure(translate("photos", "camera.failed")));
    return () => {
      closed = true;
      setReady(false);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  const take = async () => {
    const photo = video.current && (await frameOf(video.current));
    if (!photo) return setFailure(t("camera.failed"));
    setTaken((n) => n + 1);
    onTake(photo);
  };

  return (
    <ConfirmDialog
      open={open}
      className="camera-dialog"
      title={t("camera.title")}
      confirmLabel={t("take")}
      variant="primary"
      cancelLabel={t("camera.done")}
      busy={false}
      onConfirm={ready && !failure ? () => void take() : undefined}
      onCancel={onClose}
    >
      {failure ? (
        <p className="field-error">{failure}</p>
      ) : (
        <video ref={video} className="camera-view" autoPlay playsInline muted onLoadedData={() => setReady(true)} aria-label={t("camera.view")} />
      )}
      <p className="muted" aria-live="polite">
        {taken === 0 ? t("camera.point") : t("camera.taken", { count: taken, n: formatCount(taken) })}
      </p>
    </ConfirmDialog>
  );
}
