// The app's service worker (served at /sw.js; built by vite.config.ts into pb_public/sw.js with
// the build id of the page beside it). It keeps the page, so that opening the app on a phone
// starts at once from the device, without waiting for the workshop's Wi-Fi, and works offline:
//
// - Each build has its own worker: the build id is part of this script, so a new build is a new
//   worker byte for byte, which the browser installs when it checks /sw.js (on every full page
//   load, and when the page asks after learning of a new build). Installing fetches the page
//   and keeps it only if it is this very build (a deploy half done is tried again later).
// - A navigation to an app page is answered with the kept page at once; the page is then fetched
//   again in the background (a cheap 304 mostly) so that runtime settings such as the workshop's
//   name stay fresh. Unknown paths go to the network (their 404), falling back to the kept page.
// - Nothing else passes through here: API calls, realtime and the administrators' dashboard go
//   to the network (and, where the browser supports static routes, never wake this worker).
//
// The seed's "new build → reload once, guarded for 10 s" (web/src/lib/new-build.ts) works through
// this: the page's reload waits until the new build's worker is in charge, which then serves it.

import { extractBuildId } from "@shared/app-build";
import { matchRoute } from "@shared/routes";

declare const self: ServiceWorkerGlobalScope;
declare const __WORKSHOP_BUILD_ID__: string;

const BUILD = __WORKSHOP_BUILD_ID__;
const CACHE_PREFIX = "workshop-page-";
const CACHE_NAME = `${CACHE_PREFIX}${BUILD}`;
/** The page is the same for every app route; it is kept once, under the landing page's path. */
const PAGE_KEY = "/";
/** The headers of the page that matter to the browser when the kept copy is served. */
const KEPT_HEADERS = ["content-type", "content-security-policy", "referrer-policy", "x-content-type-options", "x-frame-options"];
/** Paths that are never the app's pages: PocketBase's API and its dashboard. */
const PASS_THROUGH = /^\/(api|_)(\/|$)/;

/** The page from the server, provided it is this worker's build. */
async function fetchOwnPage(): Promise<Response> {
  const response = await fetch(PAGE_KEY, { cache: "no-cache", credentials: "same-origin" });
  if (!response.ok) throw new Error(`The page answered ${response.status}`);
  const html = await response.text();
  const served = extractBuildId(html);
  if (served !== BUILD) throw new Error(`The server hands out build ${served ?? "?"}, this worker is build ${BUILD}`);
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(html, { status: 200, headers });
}

async function keptPage(): Promise<Response | undefined> {
  return (await caches.open(CACHE_NAME)).match(PAGE_KEY);
}

/** Keeps the page fresh (settings), or lets the browser look for the worker of a newer build. */
async function refreshPage(): Promise<void> {
  try {
    const page = await fetchOwnPage();
    await (await caches.open(CACHE_NAME)).put(PAGE_KEY, page);
  } catch {
    // Offline, or another build is live: then its worker replaces this one.
    await self.registration.update().catch(() => undefined);
  }
}

async function serveAppPage(event: FetchEvent): Promise<Response> {
  const kept = await keptPage();
  if (kept) {
    event.waitUntil(refreshPage());
    return kept;
  }
  return fetch(event.request);
}

async function serveOtherPath(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // Offline: the app itself says "Page Not Found" for the path.
    const kept = await keptPage();
    if (!kept) throw error;
    return new Response(kept.body, { status: 404, headers: kept.headers });
  }
}

interface StaticRoute {
  condition: { urlPattern: unknown };
  source: "network";
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (routes: StaticRoute[]) => Promise<void> };

/** Where the browser can route requests itself (Chromium's static routing), API calls skip the worker. */
function routeAroundWorker(event: InstallEventWithRoutes): void {
  const Pattern = (self as unknown as { URLPattern?: new (init: { pathname: string }) => unknown }).URLPattern;
  if (!event.addRoutes || !Pattern) return;
  const routes = ["/api/*", "/_/*"].map((pathname): StaticRoute => ({ condition: { urlPattern: new Pattern({ pathname }) }, source: "network" }));
  try {
    event.waitUntil(event.addRoutes(routes).catch(() => undefined));
  } catch {
    // Not supported after all: every request then passes the fetch handler, which lets it go.
  }
}

self.addEventListener("install", (event) => {
  routeAroundWorker(event);
  event.waitUntil(
    (async () => {
      const page = await fetchOwnPage();
      await (await caches.open(CACHE_NAME)).put(PAGE_KEY, page);
      // The page holds no state that a newer worker could break: take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;
  event.respondWith(matchRoute(url.pathname) ? serveAppPage(event) : serveOtherPath(request));
});

/** The page asks which build this worker serves (web/src/lib/service-worker.ts). */
self.addEventListener("message", (event) => {
  if (event.data === "build?") event.ports[0]?.postMessage({ build: BUILD });
});
