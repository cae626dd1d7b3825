// A message for the next screen: "Vehicle AB-123 deleted." shown by the list the person lands
// on. Kept in memory for one navigation, so a reload or a later visit does not repeat it.

import { useState } from "react";

let pending: string | null = null;

/** Leaves `message` for the screen shown next. */
export function flash(message: string): void {
  pending = message;
}

/** The message left for this screen, taken once when it mounts. */
export function useFlash(): string | null {
  const [message] = useState(() => {
    const taken = pending;
    pending = null;
    return taken;
  });
  return message;
}
