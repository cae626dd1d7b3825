// A message for the next screen: "Vehicle AB-123 deleted." shown by the list the person lands
// on. Kept in memory for one navigation, so a reload or a later visit does not repeat it.

import { useEffect, useState } from "react";

let pending: string | null = null;

/** Leaves `message` for the screen shown next. */
export function flash(message: string): void {
  pending = message;
}

/**
 * The message left for this screen, taken once when it mounts. It is read while rendering and
 * cleared once mounted: StrictMode (development) renders twice, and a message cleared by the
 * first render would be gone for the second, the one that is shown.
 */
export function useFlash(): string | null {
  const [message] = useState(() => pending);
  useEffect(() => {
    if (pending === message) pending = null;
  }, [message]);
  return message;
}
