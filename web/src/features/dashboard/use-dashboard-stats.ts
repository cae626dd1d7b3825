// The dashboard's figures (GET /api/app/stats), kept current: any change to a vehicle, a
// category or a work order, by anyone, reloads them shortly after, at most once per STATS_RELOAD_THROTTLE_MS
// however many changes arrive in a burst (an import, a colleague's quick edits).

import { useCallback, useEffect, useRef, useState } from "react";
import { STATS_PATH, type DashboardStats } from "@shared/dashboard";
import { COLLECTIONS } from "@shared/records";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";

export const STATS_RELOAD_THROTTLE_MS = 1000;
const REQUEST_KEY = "dashboard-stats";

export type StatsState =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  /** `refreshFailed`: the figures shown are older than they should be, and why. */
  | { readonly kind: "ready"; readonly stats: DashboardStats; readonly refreshFailed: string | null };

function isDashboardStats(answer: unknown): answer is DashboardStats {
  const stats = answer as Partial<DashboardStats> | null;
  return (
    typeof stats === "object" &&
    stats !== null &&
    typeof stats.totals?.vehicles === "number" &&
    Array.isArray(stats.byStatus) &&
    Array.isArray(stats.byCategory?.top) &&
    Array.isArray(stats.recent) &&
    typeof stats.workOrders?.overdue === "number" &&
    Array.isArray(stats.workOrders.byStatus) &&
    Array.isArray(stats.workOrders.costByMonth) &&
    Array.isArray(stats.workOrders.recent)
  );
}

export function useDashboardStats(): { state: StatsState; retry: () => void } {
  const [state, setState] = useState<StatsState>({ kind: "loading" });
  const timer = useRef<number | null>(null);

  const reload = useCallback(() => {
    // The same request key cancels a load still on its way: the newest answer wins.
    pb.send<unknown>(STATS_PATH, { requestKey: REQUEST_KEY })
      .then((answer) => {
        // Whatever answered (a proxy's page, an older server) must not break the screen.
        if (!isDashboardStats(answer)) throw new Error("Not the dashboard's figures");
        setState({ kind: "ready", stats: answer, refreshFailed: null });
      })
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message === null) return;
        setState((previous) =>
          previous.kind === "ready" ? { ...previous, refreshFailed: message } : { kind: "failed", message },
        );
      });
  }, []);

  const scheduleReload = useCallback(() => {
    if (timer.current !== null) return; // one is due already; it will see this change too
    timer.current = window.setTimeout(() => {
      timer.current = null;
      reload();
    }, STATS_RELOAD_THROTTLE_MS);
  }, [reload]);

  useEffect(() => {
    reload();
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      pb.cancelRequest(REQUEST_KEY);
    };
  }, [reload]);

  // Any change means "reload", so the events carry only ids, not whole records. Events missed
  // while the connection was down: reload once it is back.
  const events = { query: { fields: "id" }, onResync: scheduleReload };
  useRecordEvents(COLLECTIONS.vehicles, scheduleReload, events);
  useRecordEvents(COLLECTIONS.categories, scheduleReload, events);
  // Items change a work order's cost, and the server saves the work order with its new total.
  useRecordEvents(COLLECTIONS.workOrders, scheduleReload, events);

  /** After a failure: show the loading state again while asking anew. */
  const retry = useCallback(() => {
    setState((previous) => (previous.kind === "failed" ? { kind: "loading" } : previous));
    reload();
  }, [reload]);

  return { state, retry };
}
