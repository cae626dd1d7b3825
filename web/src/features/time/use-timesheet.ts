// A week's timesheet from the server (GET /api/app/timesheet), kept live: any change of time
// entries reloads it (debounced), and so does a reconnect.

import { useCallback, useEffect, useState } from "react";
import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { timesheetPath, type Timesheet, type TimesheetQuery } from "@shared/time/timesheet";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";

export type TimesheetState = { readonly kind: "loading" } | { readonly kind: "failed"; readonly message: string } | { readonly kind: "ready"; readonly sheet: Timesheet };

export function timesheetQuery(weekStart: Date, employee: string): TimesheetQuery {
  return { from: pocketBaseDate(weekStart), employee };
}

export function useTimesheet(query: TimesheetQuery): { state: TimesheetState; reload: () => void } {
  const [state, setState] = useState<TimesheetState>({ kind: "loading" });
  const path = timesheetPath(query);
  const load = useCallback(() => {
    pb.send<Timesheet>(path, { requestKey: "timesheet" })
      .then((sheet) => setState({ kind: "ready", sheet }))
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message !== null) setState({ kind: "failed", message });
      });
  }, [path]);
  useEffect(() => {
    setState({ kind: "loading" });
    load();
  }, [load]);
  const refresh = useDebouncedCallback(load, LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.timeEntries, refresh, { query: { fields: "id" }, onResync: load });
  return { state, reload: load };
}
