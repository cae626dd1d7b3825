// The rows of the vehicle list for a query, and how many vehicles match, kept live.
//
// Speed with a big workshop (docs/decisions/vehicle-and-category-screens.md): a page is one request without a total
// (`skipTotal`), cancelled by the next one (one request key), reading only the columns the
// table shows. How many vehicles match comes from a second, cheap request (one row, `fields=id`)
// made once per filter and cached, so paging and sorting never count again. Colleagues' changes
// refresh the page quietly (rows replaced in place: no placeholders, scroll kept) after a short
// pause that gathers bursts, and recount; so does a realtime reconnect.
// A search goes to our own endpoint, which finds every word in any case (shared/search/) through a
// trigram index instead of reading every vehicle (shared/vehicle-search.ts), in the same shape.

import { useCallback, useEffect, useRef, useState } from "react";
import { PAGE_SIZE } from "@shared/constants";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import type { VehicleListQuery } from "@shared/vehicle-list";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { listRequest, readPage, takeArrivedRows, takeEarlyRows } from "./vehicle-list-reads";

export interface VehicleList {
  /** The rows on screen: null until the first page arrives, then those of the latest page loaded. */
  readonly rows: readonly Vehicle[] | null;
  /** Whether `rows` are the current query's (false while another query's rows are still shown). */
  readonly rowsCurrent: boolean;
  /** Vehicles matching the filters, once counted (null meanwhile). */
  readonly total: number | null;
  readonly hasNext: boolean;
  readonly loading: boolean;
  readonly failure: string | null;
  readonly retry: () => void;
}

/** A page of rows and the query it was read for. */
interface LoadedRows {
  readonly filter: string;
  readonly sort: string;
  readonly page: number;
  readonly items: readonly Vehicle[];
}

export function useVehicleList(query: VehicleListQuery): VehicleList {
  const { filter, sort } = listRequest(query);
  const { page } = query;

  // A page load of the list asked for its rows before the first render (app/early-reads.ts).
  const [arrived] = useState(() => takeArrivedRows(query));
  const [loaded, setLoaded] = useState<LoadedRows | null>(arrived && { filter, sort, page, items: arrived });
  const [loading, setLoading] = useState(arrived === null);
  const [failure, setFailure] = useState<string | null>(null);
  const totals = useRef(new Map<string, number>());
  const [, setCounted] = useState(0);

  /** Loads the page; true once its rows are shown (false: failed, or replaced by a newer load). */
  const loadRows = useCallback(
    async (quiet: boolean): Promise<boolean> => {
      if (!quiet) setLoading(true);
      try {
        const result = await (takeEarlyRows(query) ?? readPage(query, false));
        setLoaded({ filter, sort, page, items: result.items });
        setFailure(null);
        setLoading(false);
        return true;
      } catch (error) {
        const message = failureMessage(error);
        if (message === null) return false; // a newer request replaced it
        setFailure(message);
        setLoading(false);
        return false;
      }
    },
    [filter, sort, page],
  );

  const count = useCallback(async () => {
    try {
      const result = await readPage(query, true);
      totals.current.set(filter, result.totalItems);
      setCounted((n) => n + 1);
    } catch {
      // The list works without its total: paging falls back to "a full page has a next one".
    }
  }, [filter]);

  const loadNow = useRef(arrived === null);
  useEffect(() => {
    if (loadNow.current) void loadRows(false);
    loadNow.current = true;
  }, [loadRows]);

  // The screen's first page comes first: the count (a COUNT over every match) would compete with
  // it for a small server's CPU, and the rows are what people wait for (docs/performance.md).
  // So a filter is counted once rows of that filter are on screen, not while an earlier
  // filter's rows still are.
  const shownFilter = loaded?.filter ?? null;
  useEffect(() => {
    if (shownFilter === filter && !totals.current.has(filter)) void count();
  }, [filter, shownFilter, count]);

  const refresh = useDebouncedCallback(async () => {
    // Other filters' totals are stale now; this one's stays on screen until recounted, after
    // the page (for the same reason as above).
    for (const key of totals.current.keys()) if (key !== filter) totals.current.delete(key);
    if (await loadRows(true)) void count();
  }, LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.vehicles, refresh, { query: { fields: "id" }, onResync: refresh });
  // A renamed category shows its new name in the rows.
  useRecordEvents(COLLECTIONS.categories, refresh, { query: { fields: "id" } });

  const rows = loaded?.items ?? null;
  const rowsCurrent = loaded !== null && loaded.filter === filter && loaded.sort === sort && loaded.page === page;
  const total = totals.current.get(filter) ?? null;
  const hasNext = total !== null ? page * PAGE_SIZE < total : (rows?.length ?? 0) === PAGE_SIZE;
  return { rows, rowsCurrent, total, hasNext, loading, failure, retry: () => void loadRows(false) };
}
