// Resident memory of the servers, read from /proc/<pid>/status: VmRSS (now) every interval,
// and VmHWM (the kernel's own peak since the process started) on demand.
import { readStatusMb } from "../../tests/support/memory";

export { readStatusMb };

export interface MemorySample {
  readonly at: number;
  readonly rssMb: number;
}

/** Samples one process's VmRSS until stopped. */
export class MemorySampler {
  readonly samples: MemorySample[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly pid: number,
    private readonly intervalMs = 100,
  ) {}

  start(): this {
    const tick = async () => {
      const rssMb = await readStatusMb(this.pid, "VmRSS");
      if (rssMb !== null) this.samples.push({ at: performance.now(), rssMb });
    };
    void tick();
    this.timer = setInterval(() => void tick(), this.intervalMs);
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The latest sample. */
  now(): number | null {
    return this.samples[this.samples.length - 1]?.rssMb ?? null;
  }

  /** The highest sample in a time window (performance.now() clock), or over the whole run. */
  peak(from = -Infinity, to = Infinity): number | null {
    const inWindow = this.samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.rssMb);
    return inWindow.length > 0 ? Math.max(...inWindow) : null;
  }
}
