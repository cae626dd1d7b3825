// The page's side of the service worker (web/service-worker/service-worker.ts): registering it,
// asking for the worker of a newer build, and reloading only once that worker is in charge.
// Browsers allow service workers only in a secure context (HTTPS, or localhost): over plain
// HTTP on a LAN address none of this happens and the app works online as before.

import { SERVICE_WORKER_PATH } from "@shared/app-manifest";

/** How long a reload for a new build waits for that build's worker before loading anyway. */
export const NEW_WORKER_WAIT_MS = 5000;
const ASK_AGAIN_MS = 1000;

function container(): ServiceWorkerContainer | null {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
}

/** Registers the worker once the page has loaded; main.tsx calls it once the first screen is drawn (it never competes with it). */
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

/** The build `worker` serves, or null when it does not answer soon. */
function buildOf(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const answer = (build: string | null) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(build);
    };
    const timer = setTimeout(() => answer(null), 1000);
    channel.port1.onmessage = (event: MessageEvent<{ build?: unknown }>) => answer(typeof event.data?.build === "string" ? event.data.build : null);
    worker.postMessage("build?", [channel.port2]);
  });
}

/** Resolves when another worker takes charge of this page, or after `ms`. */
function controllerChange(workers: ServiceWorkerContainer, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      workers.removeEventListener("controllerchange", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    workers.addEventListener("controllerchange", done);
  });
}

/**
 * Runs `load` once the worker in charge of this page serves `build`, or after NEW_WORKER_WAIT_MS
 * at the latest (the deploy may still be under way; the reload guard then keeps the tab from
 * looping). Without a worker it loads at once. Each worker in charge is asked once only: the
 * browser activates the new worker only while the old one has nothing to do, so asking the old
 * one again and again kept the new one waiting, and the reload then met the switch-over.
 */
export async function loadWithWorkerOf(build: string, load: () => void): Promise<void> {
  try {
    const workers = container();
    const registration = await workers?.getRegistration();
    if (workers && registration) {
      const deadline = Date.now() + NEW_WORKER_WAIT_MS;
      let asked: ServiceWorker | null = null;
      while (Date.now() < deadline) {
        // The registration's active worker stands in for a page no worker has taken charge of
        // (one loaded with Shift+Reload).
        const inCharge = workers.controller ?? registration.active;
        if (inCharge && inCharge !== asked) {
          asked = inCharge;
          if ((await buildOf(inCharge)) === build) break;
          continue;
        }
        // Again now and then when no new worker is on its way: one that met the old page
        // mid-deploy did not install.
        if (!registration.installing && !registration.waiting) void registration.update().catch(() => undefined);
        await controllerChange(workers, Math.min(ASK_AGAIN_MS, deadline - Date.now()));
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
