import { describe, expect, it, vi } from "vitest";
import { RELOAD_GUARD_MS } from "@shared/constants";
import {
  BUILD_CHECK_INTERVAL_MS,
  NewBuildWatcher,
  RELOAD_STORAGE_KEY,
  reloadAllowed,
  type NewBuildOptions,
} from "../../web/src/lib/new-build";
import { createAroundNav } from "../../web/src/app/navigation";
import { LoadingBarController } from "../../web/src/lib/loading-bar";

const OWN = "aaaaaaaaaaaaaaaa";
const NEWER = "bbbbbbbbbbbbbbbb";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function watcher(overrides: Partial<NewBuildOptions> & { clock?: { now: number } } = {}) {
  const clock = overrides.clock ?? { now: 1_000_000 };
  const loads: string[] = [];
  const storage = memoryStorage();
  const fetchBuild = overrides.fetchBuild ?? vi.fn(async () => NEWER);
  const instance = new NewBuildWatcher({
    ownBuild: OWN,
    storage,
    load: (url) => loads.push(url),
    now: () => clock.now,
    ...overrides,
    fetchBuild,
  });
  return { instance, loads, storage, fetchBuild, clock };
}

describe("the reload guard", () => {
  it.each([
    [null, 0, true, "never reloaded"],
    [1000, 1000 + RELOAD_GUARD_MS - 1, false, "reloaded 9 999 ms ago"],
    [1000, 1000 + RELOAD_GUARD_MS, true, "reloaded 10 000 ms ago"],
    [5000, 1000, true, "the clock went backwards"],
    [Number.NaN, 1000, true, "garbage in storage"],
  ])("with last reload %s at %s allows: %s (%s)", (last, now, allowed, _why) => {
    expect(reloadAllowed(last, now)).toBe(allowed);
  });
});

describe("NewBuildWatcher", () => {
  it("lets navigation go ahead while no other build is known, asking the server in the background", async () => {
    const { instance, loads, fetchBuild } = watcher();
    expect(instance.reloadInsteadOfNavigating("/backend")).toBe(false);
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    await instance.check();
    expect(instance.newBuildAvailable).toBe(true);
    expect(loads).toEqual([]);
  });

  it("loads the next navigation's target afresh once a new build is live, and remembers when", async () => {
    const { instance, loads, storage, clock } = watcher();
    await instance.check();
    expect(instance.reloadInsteadOfNavigating("/workshop/vehicles?page=2")).toBe(true);
    expect(loads).toEqual(["/workshop/vehicles?page=2"]);
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe(String(clock.now));
  });

  it("reloads at most once in 10 000 ms, so a server that keeps reporting another build cannot loop", async () => {
    const { instance, loads, storage, clock } = watcher();
    storage.setItem(RELOAD_STORAGE_KEY, String(clock.now - 3000));
    await instance.check();
    expect(instance.reloadInsteadOfNavigating("/backend")).toBe(false);
    clock.now += RELOAD_GUARD_MS - 3000;
    expect(instance.reloadInsteadOfNavigating("/backend")).toBe(true);
    expect(loads).toEqual(["/backend"]);
  });

  it("tells of each new build once (to look for its service worker) and loads the page to run it", async () => {
    const heard: string[] = [];
    const loaded: [string, string][] = [];
    const clock = { now: 1_000_000 };
    const { instance } = watcher({ clock, onNewBuild: (build) => heard.push(build), load: (url, _replace, build) => loaded.push([url, build]) });
    await instance.check();
    clock.now += BUILD_CHECK_INTERVAL_MS;
    await instance.check();
    expect(heard).toEqual([NEWER]);
    expect(instance.reloadInsteadOfNavigating("/workshop/my-work")).toBe(true);
    expect(loaded).toEqual([["/workshop/my-work", NEWER]]);
  });

  it("does nothing when the server reports this page's own build", async () => {
    const { instance, loads } = watcher({ fetchBuild: async () => OWN });
    await instance.check();
    expect(instance.reloadInsteadOfNavigating("/")).toBe(false);
    expect(loads).toEqual([]);
  });

  it("ignores answers that are not build ids, and failed requests", async () => {
    const garbage = watcher({ fetchBuild: async () => "<html>" });
    await garbage.instance.check();
    expect(garbage.instance.newBuildAvailable).toBe(false);
    const failing = watcher({ fetchBuild: async () => Promise.reject(new Error("offline")) });
    await failing.instance.check();
    expect(failing.instance.newBuildAvailable).toBe(false);
  });

  it("asks the server at most once a minute", async () => {
    const { instance, fetchBuild, clock } = watcher({ fetchBuild: vi.fn(async () => OWN) });
    await instance.check();
    await instance.check();
    clock.now += BUILD_CHECK_INTERVAL_MS - 1;
    await instance.check();
    expect(fetchBuild).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await instance.check();
    expect(fetchBuild).toHaveBeenCalledTimes(2);
  });

  it("never reloads without sessionStorage to keep the guard in", async () => {
    const { instance, loads } = watcher({ storage: null });
    await instance.check();
    expect(instance.reloadInsteadOfNavigating("/")).toBe(false);
    expect(loads).toEqual([]);
  });
});

describe("navigation (aroundNav)", () => {
  it("navigates in the page and runs the loading bar around it", () => {
    vi.useFakeTimers();
    try {
      const bar = new LoadingBarController();
      const navigate = vi.fn();
      const aroundNav = createAroundNav({ reloadInsteadOfNavigating: () => false }, bar);
      aroundNav(navigate, "/backend", { replace: true });
      expect(navigate).toHaveBeenCalledWith("/backend", { replace: true });
      expect(bar.loads).toBe(1);
      vi.advanceTimersByTime(0);
      expect(bar.loads).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not navigate in the page when the new build is loaded instead", () => {
    const navigate = vi.fn();
    const aroundNav = createAroundNav({ reloadInsteadOfNavigating: () => true }, new LoadingBarController());
    aroundNav(navigate, "/backend");
    expect(navigate).not.toHaveBeenCalled();
  });
});
