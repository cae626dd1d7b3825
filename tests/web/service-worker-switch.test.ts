// The reload for a new build waits until the new build's worker is in charge of the page
// (web/src/lib/service-worker.ts). The stand-in container behaves as Chromium does: a new worker
// that has installed (and asked to skip waiting) is activated only once the worker in charge has
// no message left to answer. Asking the old worker for its build again and again kept the new
// one waiting all NEW_WORKER_WAIT_MS, and the reload then met the switch-over (in the browser
// test, a navigation that never finished).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadWithWorkerOf, NEW_WORKER_WAIT_MS } from "../../web/src/lib/service-worker";

/** How long the worker in charge must have been idle before the waiting one is activated. */
const IDLE_BEFORE_SWITCH_MS = 300;
const ANSWER_MS = 20;

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

class StandInContainer extends EventTarget {
  controller: StandInWorker;
  private readonly switchTimer: ReturnType<typeof setInterval>;
  readonly registration: { readonly active: StandInWorker; installing: null; waiting: StandInWorker | null; update: () => Promise<void> };

  constructor(oldBuild: string, newBuild: string) {
    super();
    this.controller = new StandInWorker(oldBuild);
    const container = this;
    this.registration = {
      get active() {
        return container.controller;
      },
      installing: null,
      waiting: new StandInWorker(newBuild),
      update: () => Promise.resolve(),
    };
    this.switchTimer = setInterval(() => {
      const waiting = this.registration.waiting;
      if (!waiting || Date.now() - this.controller.busyUntil < IDLE_BEFORE_SWITCH_MS) return;
      this.controller = waiting;
      this.registration.waiting = null;
      this.dispatchEvent(new Event("controllerchange"));
    }, 10);
  }

  getRegistration() {
    return Promise.resolve(this.registration);
  }

  stop(): void {
    clearInterval(this.switchTimer);
  }
}

let workers: StandInContainer;

beforeEach(() => {
  workers = new StandInContainer("1111111111111111", "2222222222222222");
  Object.defineProperty(navigator, "serviceWorker", { value: workers, configurable: true });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
});

afterEach(() => {
  workers.stop();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(window, "isSecureContext");
});

describe("the reload for a new build", () => {
  it("asks the old worker once and loads as soon as the new build's worker is in charge", async () => {
    const oldWorker = workers.controller;
    const started = Date.now();
    let loadedWith: string | null = null;
    await loadWithWorkerOf("2222222222222222", () => (loadedWith = workers.controller.build));

    expect(loadedWith).toBe("2222222222222222");
    expect(oldWorker.asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(NEW_WORKER_WAIT_MS);
  }, 10_000);

  it("loads at once when the worker in charge already serves the new build", async () => {
    workers.stop();
    const started = Date.now();
    let loaded = false;
    await loadWithWorkerOf("1111111111111111", () => (loaded = true));
    expect(loaded).toBe(true);
    expect(workers.controller.asked).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("loads anyway after NEW_WORKER_WAIT_MS when the new build's worker never comes", async () => {
    workers.stop();
    const started = Date.now();
    let loadedWith: string | null = null;
    await loadWithWorkerOf("3333333333333333", () => (loadedWith = workers.controller.build));
    expect(loadedWith).toBe("1111111111111111");
    expect(Date.now() - started).toBeGreaterThanOrEqual(NEW_WORKER_WAIT_MS - 50);
  }, 10_000);
});
