// The page's side of the service worker (web/service-worker/service-worker.ts): registering it,
// asking for the worker of a newer build, and reloading only once that worker is in charge.
// Browsers allow service workers only in a secure context (HTTPS, or localhost): over plain
// HTTP on a LAN address none of this happens and the app works online as before.

import { SERVICE_WORKER_PATH } from "@shared/app-manifest";

/** How long a reload for a new build waits for that build's worker before loading anyway. */
export const NEW_WORKER_WAIT_MS = 5000;
const POLL_MS = 100;
const ASK_AGAIN_MS = 1000;

function container(): ServiceWorkerContainer | null {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
}

/** Registers the worker once the page has loaded (it never competes with the first screen). */
export function registerServiceWorker(): void {
  const workers = container();
  if (!workers || import.meta.env.DEV) return;
  const register = () => void workers.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Asks the browser to fetch /sw.js now: a new build's worker then installs in the background. */
export function lookForNewWorker(): void {
  void container()
    ?.getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined);
}

/** The build the active worker serves, or null when there is none or it does not answer soon. */
function activeBuild(registration: ServiceWorkerRegistration): Promise<string | null> {
  const worker = registration.active;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 1000);
    channel.port1.onmessage = (event: MessageEvent<{ build?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.build === "string" ? event.data.build : null);
    };
    worker.postMessage("build?", [channel.port2]);
  });
}

/**
 * Runs `load` once the active worker serves `build`, or after NEW_WORKER_WAIT_MS at the latest
 * (the deploy may still be under way; the reload guard then keeps the tab from looping).
 * Without a worker it loads at once.
 */
export async function loadWithWorkerOf(build: string, load: () => void): Promise<void> {
  try {
    const registration = await container()?.getRegistration();
    if (registration) {
      const deadline = Date.now() + NEW_WORKER_WAIT_MS;
      let askedAt = Number.NEGATIVE_INFINITY;
      while (Date.now() < deadline && (await activeBuild(registration)) !== build) {
        // Again now and then: a worker that met the old page mid-deploy did not install.
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          void registration.update().catch(() => undefined);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  } catch {
    // No worker to wait for: load as without one.
  }
  load();
}

/**
 * Whether this page may use what needs a secure context: the service worker (offline use,
 * installing) and the camera. False on plain HTTP to a LAN address such as http://server:8090.
 */
export function secureContext(): boolean {
  return typeof window !== "undefined" && window.isSecureContext === true;
}
