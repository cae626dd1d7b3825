// Whether the server answers (docs/product.md "Errors shown to people": when the server is
// unreachable, say so, and recover when it is back). A request that cannot reach the server
// marks it unreachable; from then on a cheap probe (`/api/health`) runs with growing pauses
// until the server answers again, as does any later request. Layouts show a notice meanwhile.
// An answer counts only if its request left after the last failure: a phone that loses the
// network while reads are on their way still gets their answers a moment later, and those say
// nothing about now.

export type ConnectionState = "online" | "unreachable";

/** Pauses between probes while the server is unreachable; the last one repeats. */
export const PROBE_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000];

export class ConnectionMonitor {
  private state: ConnectionState = "online";
  private listeners = new Set<() => void>();
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private probe: (() => Promise<unknown>) | null = null;
  /** How many times a request failed or the browser went offline; a request notes it when it leaves. */
  private losses = 0;

  getState = (): ConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Noted as a request leaves, and handed to markReachable with its answer. */
  readonly requestLeaves = (): number => this.losses;

  /**
   * The server answered a request that left at `leftAt` (requestLeaves; omitted: now). An answer
   * to a request older than the last failure is ignored. True when it counted.
   */
  markReachable(leftAt = this.losses): boolean {
    if (leftAt !== this.losses) return false;
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
    this.attempt = 0;
    this.set("online");
    return true;
  }

  /** `probe` is a request that succeeds once the server answers again. */
  markUnreachable(probe: () => Promise<unknown>): void {
    this.losses += 1;
    this.probe = probe;
    this.set("unreachable");
    if (this.probeTimer === undefined) this.scheduleProbe();
  }

  /** Probes at once (e.g. when the browser says it is back online). */
  retryNow(): void {
    if (this.state !== "unreachable") return;
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
    void this.runProbe();
  }

  private scheduleProbe(): void {
    const delay = PROBE_DELAYS_MS[Math.min(this.attempt, PROBE_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      void this.runProbe();
    }, delay);
  }

  private async runProbe(): Promise<void> {
    if (!this.probe || this.state !== "unreachable") return;
    const leftAt = this.requestLeaves();
    // The probe is a plain fetch, outside the API client (and its loading bar), so its failure
    // reports nothing by itself; nor does an answer that a later failure overtook. Either way
    // the server is still unreachable: the next probe is scheduled here.
    const answered = await this.probe().then(
      () => true,
      () => false,
    );
    if (answered && this.markReachable(leftAt)) return;
    if (this.state === "unreachable" && this.probeTimer === undefined) this.scheduleProbe();
  }

  private set(next: ConnectionState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

export const connection = new ConnectionMonitor();
