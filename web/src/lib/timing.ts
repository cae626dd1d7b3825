// Small timing hooks for screens: debounce typing and bursts of live events, and show loading
// placeholders only when a load takes a moment (the loading bar covers quick ones).

import { useEffect, useMemo, useRef, useState } from "react";

/**
 * How long a burst of live events must pause before a screen reloads what it shows (a colleague's
 * quick edits, an import): one reload per burst, soon enough to feel live.
 */
export const LIVE_REFRESH_DELAY_MS = 400;

/** Placeholders appear only when a load takes this long; the loading bar covers quicker ones. */
export const SLOW_LOAD_MS = 300;

/** A function that runs `fn` once calls have paused for `ms`; `flush` runs a pending call now. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  latest.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const pending = useRef<A | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const args = pending.current;
      pending.current = null;
      if (args) latest.current(...args);
    };
    const debounced = (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, ms);
    };
    return Object.assign(debounced, { flush });
  }, [ms]);
}

/** True once `active` has stayed true for `ms`; false again as soon as it is false. */
export function useDelayedFlag(active: boolean, ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && late;
}
