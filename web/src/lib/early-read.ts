// A read a page load starts before the first render (app/early-reads.ts) for the screen it opens,
// which takes it once, by the key it was made for (the employee, the list's query): its first load
// awaits the read instead of asking again, or its first render starts with the answer if it came
// during the wait. Once taken, the answer (or the failure) is that load's: a later visit asks
// again. A failure not taken yet is dropped: a refused session sends the page to sign in first,
// and the screen then asks again itself.

interface Kept<T> {
  readonly key: string;
  answer: Promise<T> | null;
  /** The answer, if it came before the screen took the read. */
  arrived: T | null;
}

export class EarlyRead<T> {
  private kept: Kept<T> | null = null;

  /** Keeps `answer` for `key`. Settles when it does; never rejects. */
  start(key: string, answer: Promise<T>): Promise<void> {
    const kept: Kept<T> = { key, answer, arrived: null };
    this.kept = kept;
    return answer.then(
      (value) => void (kept.answer !== null && (kept.arrived = value)),
      () => void (this.kept === kept && (this.kept = null)),
    );
  }

  /** The read for `key`, under way or settled, if the screen has not taken it. */
  take(key: string): Promise<T> | null {
    const kept = this.kept;
    if (kept?.key !== key) return null;
    const answer = kept.answer;
    kept.answer = null;
    return answer;
  }

  /** The answer for `key` if it came before the screen's first render, which then starts with it. */
  takeArrived(key: string): T | null {
    const kept = this.kept;
    if (kept?.key !== key || kept.arrived === null) return null;
    this.kept = null;
    return kept.arrived;
  }
}
