// The page's first steps, evaluated before React, the screens and the catalogues: main.tsx imports
// this module first, and a bundle evaluates a module's imports, then the module, in import order.
// It reads the session from its cookie and, on a page load of My work or of the vehicle list, asks
// for what it shows first: the technician's jobs (features/my-work/my-work-reads.ts), the list's
// first page of rows (features/vehicles/vehicle-list-reads.ts); both import the API
// client and little else. The answer can then be in before the first render, which waits a moment
// for it (`firstRenderWait`) and shows it at once.
import { matchRoute } from "@shared/routes";
import { getSession, loadSessionFromCookie, type Session } from "../lib/session";
import { startMyWork } from "../features/my-work/my-work-reads";
import { startVehicleList } from "../features/vehicles/vehicle-list-reads";

/**
 * How long the first render waits for the early reads at most. Rendered with their answer, the
 * screen is drawn once; a skeleton first costs a second render of the whole screen, which on the
 * bench's slow phone put My work's first job at 950–1 000 ms after navigation instead of 825 (the
 * answer itself takes one round trip, ≈ 50 ms there). A slow or absent server keeps the page blank
 * no longer than this.
 */
export const FIRST_RENDER_WAIT_MS = 200;

// The first render already knows who is signed in; the refresh against the server follows.
loadSessionFromCookie();

/** Who is signed in as the page loads (from the session cookie). */
export const session: Session = getSession();

function startEarlyReads(): Promise<void> | null {
  if (session.kind !== "employee") return null;
  const screen = matchRoute(location.pathname)?.route.name;
  try {
    if (screen === "my-work") return startMyWork(session.id).catch(() => undefined);
    if (screen === "vehicles") return startVehicleList(location.search).catch(() => undefined);
  } catch {
    // The screen asks again itself; a page that renders matters more than a head start.
  }
  return null;
}

const earlyReads = startEarlyReads();

/**
 * What the first render waits for: the early reads, at most FIRST_RENDER_WAIT_MS; null when it
 * need not wait (another screen, a guest), so that those pages start as before.
 */
export function firstRenderWait(): Promise<void> | null {
  if (earlyReads === null) return null;
  return Promise.race([earlyReads, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}
