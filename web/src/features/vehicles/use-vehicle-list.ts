// The rows of the vehicle list for a query, and how many vehicles match, kept live.
//
// Speed with a big workshop (docs/decisions.md): a page is one request without a total
// (`skipTotal`), cancelled by the next one (one request key), reading only the columns the
// table shows. How many vehicles match comes from a second, cheap request (one row, `fields=id`)
// made once per filter and cached, so paging and sorting never count again. Colleagues' changes
// refresh the page quietly (rows replaced in place: no placeholders, scroll kept) after a short
// pause that gathers bursts, and recount; so does a realtime reconnect.

import { useCallback, useEffect, useRef, useState } from "react";
import { PAGE_SIZE } from "@shared/constants";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { VEHICLE_LIST_FIELDS, vehicleListFilter, vehicleListSort, type VehicleListQuery } from "@shared/vehicle-list";
import { pb } from "../../lib/api-client";
import { describeApiError } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { useDebouncedCallback } from "../../lib/timing";
import { vehicles } from "./vehicle-values";

export const LIVE_REFRESH_DELAY_MS = 400;

export interface VehicleList {
  /** Null until the first page arrives. */
  readonly rows: readonly Vehicle[] | null;
  /** Vehicles matching the filters, once counted (null meanwhile). */
  readonly total: number | null;
  readonly hasNext: boolean;
  readonly loading: boolean;
  readonly failure: string | null;
  readonly retry: () => void;
}

export function useVehicleList(query: VehicleListQuery): VehicleList {
  const { filter: expression, params } = vehicleListFilter(query);
  const filter = expression === "" ? "" : pb.filter(expression, params);
  const sort = vehicleListSort(query);
  const { page } = query;

  const [rows, setRows] = useState<readonly Vehicle[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const totals = useRef(new Map<string, number>());
  const [, setCounted] = useState(0);

  const loadRows = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoading(true);
      try {
        const result = await vehicles().getList<Vehicle>(page, PAGE_SIZE, {
          filter,
          sort,
          skipTotal: true,
          fields: VEHICLE_LIST_FIELDS,
          requestKey: "vehicle-list",
        });
        setRows(result.items);
        setFailure(null);
        setLoading(false);
      } catch (error) {
        const described = describeApiError(error);
        if (described.kind === "cancelled") return; // a newer request replaced it
        setFailure(described.message);
        setLoading(false);
      }
    },
    [filter, sort, page],
  );

  const count = useCallback(async () => {
    try {
      const result = await vehicles().getList(1, 1, { filter, fields: "id", requestKey: "vehicle-list-total" });
      totals.current.set(filter, result.totalItems);
      setCounted((n) => n + 1);
    } catch {
      // The list works without its total: paging falls back to "a full page has a next one".
    }
  }, [filter]);

  useEffect(() => {
    void loadRows(false);
  }, [loadRows]);

  // The screen's first page comes first: the count (a COUNT over every match) would compete with
  // it for a small server's CPU, and the rows are what people wait for (README "Performance").
  const firstPageShown = rows !== null;
  useEffect(() => {
    if (firstPageShown && !totals.current.has(filter)) void count();
  }, [filter, count, firstPageShown]);

  const refresh = useDebouncedCallback(() => {
    // Other filters' totals are stale now; this one's stays on screen until recounted.
    for (const key of totals.current.keys()) if (key !== filter) totals.current.delete(key);
    void loadRows(true);
    void count();
  }, LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.vehicles, refresh, { query: { fields: "id" }, onResync: refresh });
  // A renamed category shows its new name in the rows.
  useRecordEvents(COLLECTIONS.categories, refresh, { query: { fields: "id" } });

  const total = totals.current.get(filter) ?? null;
  const hasNext = total !== null ? page * PAGE_SIZE < total : (rows?.length ?? 0) === PAGE_SIZE;
  return { rows, total, hasNext, loading, failure, retry: () => void loadRows(false) };
}
