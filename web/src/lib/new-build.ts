// New build (docs/product.md "New build"): the page knows its own build id; the server reports the
// build it serves at GET /api/app/build. The app asks in the background, never making a
// navigation wait: at the first navigation after load, then at most once a minute on
// navigation, and when the tab comes back into view. Once a different build is live,
// the next navigation loads its target afresh instead, at most once in RELOAD_GUARD_MS (the
// time of the last reload is kept in sessionStorage, so even a server that keeps reporting
// another build cannot make the tab loop). Where a service worker keeps the page
// (web/service-worker/), learning of a new build asks the browser for its worker at once, and
// the reload waits until that worker is active, so that it is the new page that loads.

import { BUILD_ENDPOINT, BUILD_ID_PATTERN } from "@shared/app-build";
import { RELOAD_GUARD_MS } from "@shared/constants";
import { loadWithWorkerOf, lookForNewWorker } from "./service-worker";

/** Minimum time between two questions to the server. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
export const RELOAD_STORAGE_KEY = "workshop:new-build-reload-at";

export const OWN_BUILD_ID: string = __WORKSHOP_BUILD_ID__;

/** Whether a reload now is outside the guard window of the last one. */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock that went backwards must not block reloads for ever.
  return now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}

export interface NewBuildOptions {
  ownBuild: string;
  /** Asks the server which build it serves; resolves to its id. */
  fetchBuild: () => Promise<string>;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** Loads `url` afresh (replacing the current history entry when `replace`), to run `build`. */
  load: (url: string, replace: boolean, build: string) => void;
  /** Hears of each build the server reports that differs from this page's (once per build). */
  onNewBuild?: (build: string) => void;
  now?: () => number;
}

export class NewBuildWatcher {
  private latest: string | null = null;
  private lastCheckAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: NewBuildOptions) {
    this.now = options.now ?? Date.now;
  }

  /** True once the server has reported a build other than this page's. */
  get newBuildAvailable(): boolean {
    return this.latest !== null && this.latest !== this.options.ownBuild;
  }

  /** Asks the server unless it was asked within the last minute (or is being asked). */
  check(): Promise<void> {
    if (this.checking) return this.checking;
    if (this.now() - this.lastCheckAt < BUILD_CHECK_INTERVAL_MS) return Promise.resolve();
    this.lastCheckAt = this.now();
    this.checking = this.options
      .fetchBuild()
      .then((build) => {
        if (!BUILD_ID_PATTERN.test(build)) return;
        const news = build !== this.latest && build !== this.options.ownBuild;
        this.latest = build;
        if (news) this.options.onNewBuild?.(build);
      })
      .catch(() => {
        // Unknown for now: ask again later.
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private lastReloadAt(): number | null {
    try {
      const stored = this.options.storage?.getItem(RELOAD_STORAGE_KEY);
      return stored ? Number(stored) : null;
    } catch {
      return null;
    }
  }

  /**
   * Called for every navigation before it happens. Returns true when it loaded `to` afresh
   * instead (the navigation must then not go ahead in this page).
   */
  reloadInsteadOfNavigating(to: string, replace = false): boolean {
    if (!this.newBuildAvailable) {
      void this.check();
      return false;
    }
    const { storage } = this.options;
    // Without sessionStorage there is no guard to keep: never risk a loop.
    if (!storage) return false;
    const now = this.now();
    if (!reloadAllowed(this.lastReloadAt(), now)) return false;
    try {
      storage.setItem(RELOAD_STORAGE_KEY, String(now));
    } catch {
      return false;
    }
    this.options.load(to, replace, this.latest!);
    return true;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The watcher of this page, asking the server the API client talks to. */
export function createNewBuildWatcher(buildUrl: string): NewBuildWatcher {
  return new NewBuildWatcher({
    ownBuild: OWN_BUILD_ID,
    storage: sessionStorageOrNull(),
    fetchBuild: async () => {
      const response = await fetch(buildUrl, { cache: "no-store" });
      if (!response.ok) throw new Error(`GET ${BUILD_ENDPOINT}: ${response.status}`);
      const body: unknown = await response.json();
      const build = body && typeof body === "object" ? (body as { build?: unknown }).build : undefined;
      if (typeof build !== "string") throw new Error(`GET ${BUILD_ENDPOINT}: no build id`);
      return build;
    },
    // With a service worker, the reload waits (briefly) for the new build's worker, which then
    // serves the new page; a page the old worker served would be the old build again.
    onNewBuild: () => lookForNewWorker(),
    load: (url, replace, build) => void loadWithWorkerOf(build, () => (replace ? window.location.replace(url) : window.location.assign(url))),
  });
}
