import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { secureContext } from "../../lib/service-worker";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { createDecoder } from "./decoders";

/** Pause between two frames read: quick enough to feel instant, light on a phone's battery. */
const FRAME_INTERVAL_MS = 150;

type CameraState = "idle" | "starting" | "running" | "denied" | "failed";

function cameraAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/** Whether the person already allowed the camera here (then it starts by itself). */
async function cameraAllowed(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: "camera" as PermissionName })).state === "granted";
  } catch {
    return false;
  }
}

/**
 * The camera's picture and the reader behind it: calls `onCode` with the text of each code it
 * reads while not `paused`. Starts by itself once the camera was allowed here, else on "Start
 * camera"; stops when the screen closes. Says plainly when the camera cannot be had: plain HTTP
 * (no secure context), no camera, or not allowed.
 */
export function CameraScanner({ onCode, paused }: { onCode: (text: string) => void; paused: boolean }) {
  const { t } = useTranslation("scan");
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const latest = useRef({ onCode, paused });
  latest.current = { onCode, paused };
  const [state, setState] = useState<CameraState>("idle");
  const [reader, setReader] = useState("");

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState((current) => (current === "running" || current === "starting" ? "idle" : current));
  }, []);

  const start = useCallback(async () => {
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      stream.current = media;
      const element = video.current;
      if (!element) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      element.srcObject = media;
      await element.play();
      setState("running");
    } catch (error) {
      stream.current = null;
      setState(error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "failed");
    }
  }, []);

  // Reads frames while the camera runs.
  useEffect(() => {
    if (state !== "running") return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createDecoder().then((decoder) => {
      setReader(decoder.name);
      const tick = async () => {
        if (!active) return;
        const element = video.current;
        if (element && !latest.current.paused && element.readyState >= element.HAVE_CURRENT_DATA) {
          const text = await decoder.decode(element).catch(() => null);
          if (active && text && !latest.current.paused) latest.current.onCode(text);
        }
        if (active) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [state]);

  useEffect(() => {
    if (!secureContext() || !cameraAvailable()) return;
    void cameraAllowed().then((allowed) => allowed && void start());
    return stop;
  }, [start, stop]);

  if (!secureContext()) {
    return (
      <Alert tone="info" title={t("camera.insecureTitle")}>
        {t("camera.insecure")}
      </Alert>
    );
  }
  if (!cameraAvailable()) {
    return <Alert tone="info">{t("camera.unavailable")}</Alert>;
  }
  return (
    <div className="camera-scanner stack">
      <div className="camera-view" data-state={state}>
        <video ref={video} muted playsInline aria-label={t("camera.picture")} />
        {state === "running" && <span className="camera-frame" aria-hidden="true" />}
      </div>
      {state === "running" ? (
        <p className="muted" role="status">
          {reader ? t("camera.pointAtWith", { reader }) : t("camera.pointAt")}
        </p>
      ) : null}
      {state === "denied" && (
        <Alert tone="warning">{t("camera.denied")}</Alert>
      )}
      {state === "failed" && <Alert tone="warning">{t("camera.failed")}</Alert>}
      <div className="row">
        {state === "running" ? (
          <Button variant="secondary" className="scan-button" onClick={stop}>
            {t("camera.stop")}
          </Button>
        ) : (
          <Button className="scan-button" busy={state === "starting"} onClick={() => void start()}>
            {t("camera.start")}
          </Button>
        )}
      </div>
    </div>
  );
}
