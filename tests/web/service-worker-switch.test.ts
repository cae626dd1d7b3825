// The reload for a new build waits until the new build's worker is in charge of the page
// (web/src/lib/service-worker.ts). The stand-in container switches workers as Chromium does, only
// stricter, on purpose: a worker that has installed (and asked to skip waiting) takes charge only
// once the worker in charge has had nothing to answer for IDLE_BEFORE_SWITCH_MS. Asking the old
// worker for its build again and again kept the new one waiting all NEW_WORKER_WAIT_MS, and the
// reload then met the switch-over (in the browser test, a navigation that never finished).
import { afterEach, describe, expect, it } from "vitest";
import { loadWithWorkerOf, NEW_WORKER_WAIT_MS } from "../../web/src/lib/service-worker";

const IDLE_BEFORE_SWITCH_MS = 300;
const ANSWER_MS = 20;
const OLD = "1111111111111111";
const NEW = "2222222222222222";
const OTHER = "3333333333333333";

class StandInWorker {
  asked = 0;
  busyUntil = 0;
  constructor(readonly build: string) {}
  postMessage(message: unknown, ports: MessagePort[]): void {
    this.asked += 1;
    this.busyUntil = Math.max(this.busyUntil, Date.now() + ANSWER_MS);
    setTimeout(() => {
      if (message === "build?") ports[0]?.postMessage({ build: this.build });
    }, ANSWER_MS);
  }
}

interface StandInOptions {
  /** Builds deployed one after the other; the first is waiting at once unless `afterUpdate`. */
  readonly coming: string[];
  /** The first of them installs only once the page asks the browser to look for it. */
  readonly afterUpdate?: boolean;
  /** No worker has taken charge of this page (a Shift+Reload); the registration's active one serves. */
  readonly uncontrolled?: boolean;
}

class StandInContainer extends EventTarget {
  active: StandInWorker;
  waiting: StandInWorker | null = null;
  updates = 0;
  readonly workers: StandInWorker[];
  private readonly coming: string[];
  private readonly uncontrolled: boolean;
  private readonly switchTimer: ReturnType<typeof setInterval>;

  constructor(options: StandInOptions) {
    super();
    this.active = new StandInWorker(OLD);
    this.workers = [this.active];
    this.coming = [...options.coming];
    this.uncontrolled = options.uncontrolled ?? false;
    if (!options.afterUpdate) this.installNext();
    this.switchTimer = setInterval(() => {
      if (!this.waiting || Date.now() - this.active.busyUntil < IDLE_BEFORE_SWITCH_MS) return;
      this.active = this.waiting;
      this.waiting = null;
      this.dispatchEvent(new Event("controllerchange"));
      this.installNext();
    }, 10);
  }

  private installNext(): void {
    const build = this.coming.shift();
    if (build === undefined) return;
    this.waiting = new StandInWorker(build);
    this.workers.push(this.waiting);
  }

  get controller(): StandInWorker | null {
    return this.uncontrolled ? null : this.active;
  }

  getRegistration() {
    const container = this;
    return Promise.resolve({
      get active() {
        return container.active;
      },
      installing: null,
      get waiting() {
        return container.waiting;
      },
      update: () => {
        container.updates += 1;
        if (!container.waiting) container.installNext();
        return Promise.resolve();
      },
    });
  }

  stop(): void {
    clearInterval(this.switchTimer);
  }
}

let workers: StandInContainer | undefined;

function standIn(options: StandInOptions): StandInContainer {
  workers = new StandInContainer(options);
  Object.defineProperty(navigator, "serviceWorker", { value: workers, configurable: true });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  return workers;
}

afterEach(() => {
  workers?.stop();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(window, "isSecureContext");
});

/** Runs the reload for `build`; what it loaded with (the build of the worker in charge then) and when. */
async function reloadFor(build: string, container: StandInContainer) {
  const started = Date.now();
  let loadedWith: string | null = null;
  await loadWithWorkerOf(build, () => (loadedWith = container.active.build));
  return { loadedWith, took: Date.now() - started };
}

describe("the reload for a new build", () => {
  it("asks the old worker once and loads as soon as the new build's worker is in charge", async () => {
    const container = standIn({ coming: [NEW] });
    const { loadedWith, took } = await reloadFor(NEW, container);
    expect(loadedWith).toBe(NEW);
    expect(container.workers.map((worker) => worker.asked)).toEqual([1, 1]);
    expect(took).toBeLessThan(IDLE_BEFORE_SWITCH_MS + 1000);
  }, 10_000);

  it("asks the browser to look for the new worker when none is on its way", async () => {
    const container = standIn({ coming: [NEW], afterUpdate: true });
    const { loadedWith, took } = await reloadFor(NEW, container);
    expect(loadedWith).toBe(NEW);
    expect(container.updates).toBeGreaterThan(0);
    expect(container.workers[0]!.asked).toBe(1);
    expect(took).toBeLessThan(IDLE_BEFORE_SWITCH_MS + 2000);
  }, 10_000);

  it("waits past a worker of another build that takes charge first", async () => {
    const container = standIn({ coming: [OTHER, NEW] });
    const { loadedWith } = await reloadFor(NEW, container);
    expect(loadedWith).toBe(NEW);
    expect(container.workers.map((worker) => [worker.build, worker.asked])).toEqual([
      [OLD, 1],
      [OTHER, 1],
      [NEW, 1],
    ]);
  }, 10_000);

  it("loads at once when the worker in charge already serves the build, also on a page no worker took", async () => {
    for (const uncontrolled of [false, true]) {
      const container = standIn({ coming: [], uncontrolled });
      const { loadedWith, took } = await reloadFor(OLD, container);
      expect(loadedWith).toBe(OLD);
      expect(container.active.asked).toBe(1);
      expect(took).toBeLessThan(1000);
      container.stop();
    }
  });

  it("loads anyway after NEW_WORKER_WAIT_MS when the new build's worker never comes", async () => {
    const container = standIn({ coming: [] });
    const { loadedWith, took } = await reloadFor(NEW, container);
    expect(loadedWith).toBe(OLD);
    expect(container.active.asked).toBe(1);
    expect(took).toBeGreaterThanOrEqual(NEW_WORKER_WAIT_MS - 50);
  }, 10_000);
});
