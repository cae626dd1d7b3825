import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_BAR } from "@shared/constants";
import { LoadingBarController, estimatedProgress } from "../../web/src/lib/loading-bar";

let bar: LoadingBarController;

beforeEach(() => {
  vi.useFakeTimers();
  bar = new LoadingBarController();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the loading bar", () => {
  it("uses the product guide's timings", () => {
    expect(LOADING_BAR).toMatchObject({ heightPx: 3, throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it("shows nothing for a load that ends within the 200 ms throttle", () => {
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getState().visible));
    const done = bar.start();
    vi.advanceTimersByTime(199);
    done();
    vi.advanceTimersByTime(5000);
    expect(seen).not.toContain(true);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it("appears once a load has run for 200 ms", () => {
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
  });

  it("creeps towards the end over the 2000 ms duration without reaching it", () => {
    bar.start();
    vi.advanceTimersByTime(200 + 1000);
    const halfway = bar.getState().progress;
    vi.advanceTimersByTime(1000);
    const atDuration = bar.getState().progress;
    vi.advanceTimersByTime(20_000);
    const muchLater = bar.getState().progress;
    expect(halfway).toBeGreaterThan(50);
    expect(atDuration).toBeGreaterThan(halfway);
    expect(atDuration).toBeGreaterThanOrEqual(85);
    expect(atDuration).toBeLessThan(95);
    expect(muchLater).toBeLessThan(100);
    expect(estimatedProgress(0, 2000)).toBe(0);
  });

  it("jumps to 100 % when done, hides 500 ms later and resets 400 ms after that", () => {
    const done = bar.start();
    vi.advanceTimersByTime(800);
    done();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it("counts concurrent loads and finishes with the last one", () => {
    const first = bar.start();
    const second = bar.start();
    vi.advanceTimersByTime(300);
    first();
    first(); // a second call of the same finisher changes nothing
    expect(bar.loads).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(true);
    expect(bar.getState().progress).toBeLessThan(100);
    second();
    expect(bar.getState().progress).toBe(100);
    expect(bar.loads).toBe(0);
  });

  it("keeps showing when a new load starts while the last one fades out", () => {
    bar.start()();
    const done = bar.start();
    vi.advanceTimersByTime(300);
    done();
    const next = bar.start();
    vi.advanceTimersByTime(600);
    expect(bar.getState().visible).toBe(true);
    expect(bar.getState().progress).toBeLessThan(100);
    next();
  });

  it("runs around a promise with track()", async () => {
    let resolve!: (value: string) => void;
    const result = bar.track(new Promise<string>((r) => (resolve = r)));
    expect(bar.loads).toBe(1);
    resolve("data");
    await expect(result).resolves.toBe("data");
    expect(bar.loads).toBe(0);
  });
});
