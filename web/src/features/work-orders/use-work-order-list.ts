// The list view's page of work orders for a query, with how many match, kept live.

import { useCallback, useEffect, useState } from "react";
import { PAGE_SIZE } from "@shared/constants";
import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { WORK_ORDER_LIST_FIELDS, workOrderListFilter, workOrderListSort, type WorkOrderListQuery } from "@shared/work-order-list";
import { workOrderSearchPath } from "@shared/work-order-search";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { workOrderRecords } from "./work-order-values";

export interface WorkOrderPage {
  readonly key: string;
  readonly items: readonly WorkOrder[];
  readonly total: number;
}

export function useWorkOrderList(query: WorkOrderListQuery, me: string) {
  const { filter: expression, params } = workOrderListFilter(query, { me, now: new Date() });
  const filter = expression === "" ? "" : pb.filter(expression, params);
  const sort = workOrderListSort(query);
  const { page } = query;
  const key = `${filter}|${sort}|${page}`;
  const [loaded, setLoaded] = useState<WorkOrderPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoading(true);
      try {
        // A search goes to the trigram-indexed endpoint (shared/work-order-search.ts), same shape.
        // (`query` is this render's, which `filter`, `sort` and `page` are made from.)
        const result = query.q !== ""
          ? await pb.send<{ items: WorkOrder[]; totalItems: number }>(
              workOrderSearchPath(query, { perPage: PAGE_SIZE, skipTotal: false }),
              { requestKey: "work-order-list" },
            )
          : await workOrderRecords().getList<WorkOrder>(page, PAGE_SIZE, {
              filter,
              sort,
              fields: WORK_ORDER_LIST_FIELDS,
              requestKey: "work-order-list",
            });
        setLoaded({ key: `${filter}|${sort}|${page}`, items: result.items, total: result.totalItems });
        setFailure(null);
        setLoading(false);
      } catch (error) {
        const message = failureMessage(error);
        if (message === null) return;
        setFailure(message);
        setLoading(false);
      }
    },
    [filter, sort, page],
  );

  useEffect(() => {
    void load(false);
  }, [load]);
  const refresh = useDebouncedCallback(() => void load(true), LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.workOrders, refresh, { query: { fields: "id" }, onResync: refresh });

  return {
    rows: loaded?.items ?? null,
    rowsCurrent: loaded?.key === key,
    total: loaded?.total ?? null,
    loading,
    failure,
    retry: () => void load(false),
  };
}
