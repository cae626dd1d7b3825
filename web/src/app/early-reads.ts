// Evaluated before every other module of the page: main.tsx imports it first, and a bundle
// evaluates modules in import order. A technician's phone opening My work asks for its jobs here,
// while the rest of the script (React, the screens, the catalogues) is still being evaluated, and
// the first render waits a moment for the answer (main.tsx), so that it shows the jobs at once
// (features/my-work/use-my-work.ts `startMyWork`).
import { matchRoute } from "@shared/routes";
import { getSession, loadSessionFromCookie } from "../lib/session";
import { startMyWork } from "../features/my-work/use-my-work";

// The first render already knows who is signed in; the refresh against the server follows.
loadSessionFromCookie();
const session = getSession();

/**
 * How long the first render waits for My work's jobs at most. Rendered with them, the screen is
 * drawn once; a skeleton first costs a second render of the whole screen, which on the bench's slow
 * phone put the first job at 950–1 000 ms after navigation instead of 825 (the answer itself takes
 * one round trip, ≈ 50 ms there). A slow or absent server keeps the page blank no longer than this.
 */
export const FIRST_RENDER_WAIT_MS = 200;

/** Settles once My work's early reads are answered (or failed); null when the page opens another screen. */
export const earlyReads: Promise<void> | null =
  session.kind === "employee" && matchRoute(location.pathname)?.route.name === "my-work" ? startMyWork(session.id) : null;
