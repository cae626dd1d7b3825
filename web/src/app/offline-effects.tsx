// The app-wide side of working offline, mounted once inside the router: the outbox sends what
// waits whenever it can (web/src/lib/offline/changes.ts); the browser going offline shows the
// notice at once rather than at the next failed request; each screen judges afresh whether what
// it shows comes from the device; signing out takes the copies read on this device along.

import { useEffect } from "react";
import { useLocation } from "wouter";
import { pb } from "../lib/api-client";
import { connection } from "../lib/connection";
import { startOutbox } from "../lib/offline/changes";
import { clearCopies, newScreen } from "../lib/offline/device-copies";
import { onSessionEnded } from "../lib/session";

export function OfflineEffects() {
  const [location] = useLocation();

  useEffect(() => startOutbox(), []);

  useEffect(() => {
    const onOffline = () => connection.markUnreachable(pb.probe);
    window.addEventListener("offline", onOffline);
    const stopEnded = onSessionEnded((reason) => {
      if (reason === "signed-out") void clearCopies().catch(() => undefined);
    });
    return () => {
      window.removeEventListener("offline", onOffline);
      stopEnded();
    };
  }, []);

  useEffect(() => newScreen(), [location]);

  return null;
}
