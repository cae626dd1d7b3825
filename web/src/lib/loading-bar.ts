// The golden loading bar's state (docs/product.md "Around every screen": "Loading bar"), with the
// semantics of Nuxt's loading indicator: a load that ends within `throttle` shows nothing;
// otherwise the bar appears and creeps towards the end over `duration`; when the last load finishes
// it jumps to 100 %, hides after `hideDelay` and resets its width `resetDelay` later. Loads are
// counted, so concurrent requests and a route change share one bar. The component is
// web/src/ui/loading-bar.tsx.

import { LOADING_BAR } from "@shared/constants";

export interface LoadingBarState {
  readonly visible: boolean;
  /** 0 … 100 */
  readonly progress: number;
}

export interface LoadingBarTiming {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
  resetDelayMs: number;
}

/** How often the creeping progress is updated while visible (CSS smooths the steps). */
export const LOADING_BAR_STEP_MS = 100;

/** Estimated progress after `elapsed` ms: about 90 % at `duration`, never quite 100 % on its own. */
export function estimatedProgress(elapsedMs: number, durationMs: number): number {
  const value = 100 * (1 - Math.exp((-2.3 * Math.max(0, elapsedMs)) / durationMs));
  return Math.min(99, value);
}

type Timer = ReturnType<typeof setTimeout>;

export class LoadingBarController {
  private state: LoadingBarState = { visible: false, progress: 0 };
  private listeners = new Set<() => void>();
  private active = 0;
  private startedAt = 0;
  private throttleTimer: Timer | undefined;
  private stepTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: Timer | undefined;
  private resetTimer: Timer | undefined;

  constructor(private readonly timing: LoadingBarTiming = {
    throttleMs: LOADING_BAR.throttleMs,
    durationMs: LOADING_BAR.durationMs,
    hideDelayMs: LOADING_BAR.hideDelayMs,
    resetDelayMs: LOADING_BAR.resetDelayMs,
  }) {}

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many loads are running right now. */
  get loads(): number {
    return this.active;
  }

  /** Starts one load; call the returned function (once or more: only the first counts) when it ends. */
  start = (): (() => void) => {
    this.active += 1;
    if (this.active === 1) this.begin();
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.active -= 1;
      if (this.active === 0) this.end();
    };
  };

  /** Runs the bar around a promise: `await loadingBar.track(fetchSomething())`. */
  track = async <T>(work: Promise<T>): Promise<T> => {
    const done = this.start();
    try {
      return await work;
    } finally {
      done();
    }
  };

  private begin(): void {
    clearTimeout(this.hideTimer);
    clearTimeout(this.resetTimer);
    if (this.state.visible) {
      // A new load while the previous one is still fading out: keep showing, start over.
      this.startedAt = Date.now();
      this.set({ visible: true, progress: 0 });
      this.startCreeping();
      return;
    }
    this.throttleTimer = setTimeout(() => {
      this.startedAt = Date.now();
      this.set({ visible: true, progress: 0 });
      this.startCreeping();
    }, this.timing.throttleMs);
  }

  private startCreeping(): void {
    clearInterval(this.stepTimer);
    this.stepTimer = setInterval(() => {
      this.set({ visible: true, progress: estimatedProgress(Date.now() - this.startedAt, this.timing.durationMs) });
    }, LOADING_BAR_STEP_MS);
  }

  private end(): void {
    clearTimeout(this.throttleTimer);
    clearInterval(this.stepTimer);
    if (!this.state.visible) {
      this.set({ visible: false, progress: 0 });
      return;
    }
    this.set({ visible: true, progress: 100 });
    this.hideTimer = setTimeout(() => {
      this.set({ visible: false, progress: 100 });
      this.resetTimer = setTimeout(() => this.set({ visible: false, progress: 0 }), this.timing.resetDelayMs);
    }, this.timing.hideDelayMs);
  }

  private set(next: LoadingBarState): void {
    if (next.visible === this.state.visible && next.progress === this.state.progress) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The one bar of the app: route changes and every request of the API client drive it. */
export const loadingBar = new LoadingBarController();
