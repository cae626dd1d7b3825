// Protected files (vehicle photos) need a short-lived file token in their URL (PocketBase:
// valid 180 s). One token serves the whole page; it is renewed every 150 s while any screen
// shows photos, and dropped when the session ends.

import { useEffect, useSyncExternalStore } from "react";
import { pb } from "./api-client";

export const FILE_TOKEN_RENEW_MS = 150_000;

let token = "";
let fetchedAt = 0;
let users = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: string): void {
  if (next === token) return;
  token = next;
  for (const listener of listeners) listener();
}

async function renew(): Promise<void> {
  clearTimeout(timer);
  timer = setTimeout(() => void renew(), FILE_TOKEN_RENEW_MS);
  try {
    const next = await pb.files.getToken({ requestKey: "file-token" });
    fetchedAt = Date.now();
    publish(next);
  } catch {
    // Without a token the photos show their placeholder; the next renewal tries again.
  }
}

/** Renews now, or when the token in hand is due (moving between screens reuses it). */
function start(): void {
  const age = Date.now() - fetchedAt;
  if (token === "" || age >= FILE_TOKEN_RENEW_MS) void renew();
  else timer = setTimeout(() => void renew(), FILE_TOKEN_RENEW_MS - age);
}

// A token belongs to the signed-in employee: gone with the session (a refreshed session keeps it).
pb.authStore.onChange(() => {
  if (pb.authStore.isValid) return;
  fetchedAt = 0;
  publish("");
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current file token ("" until the first one arrives), kept fresh while in use. */
export function useFileToken(): string {
  useEffect(() => {
    users += 1;
    if (users === 1) start();
    return () => {
      users -= 1;
      if (users === 0) clearTimeout(timer);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => token);
}
