import { useCallback, useEffect, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type CategoryUsage } from "@shared/records";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";

export interface Usage<T> {
  readonly data: T | null;
  readonly failure: string | null;
  readonly reload: () => void;
}

/**
 * Categories with their number of vehicles (the `category_usage` view: one request, no COUNT
 * per category), every one (`id` omitted, in batches of 500) or one. A view has no realtime
 * events of its own, so a change to any category or vehicle reads it again, quietly, after a
 * short pause that gathers bursts.
 */
export function useCategoryUsage(): Usage<CategoryUsage[]>;
export function useCategoryUsage(id: string): Usage<CategoryUsage>;
export function useCategoryUsage(id?: string): Usage<CategoryUsage[] | CategoryUsage> {
  const [data, setData] = useState<CategoryUsage[] | CategoryUsage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    const usage = pb.collection(COLLECTIONS.categoryUsage);
    const requestKey = `category-usage-${id ?? "all"}`;
    try {
      setData(id ? await usage.getOne<CategoryUsage>(id, { requestKey }) : await usage.getFullList<CategoryUsage>({ batch: FULL_LIST_BATCH, sort: "name", requestKey }));
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS);
  const events = { query: { fields: "id" }, onResync: refresh };
  useRecordEvents(COLLECTIONS.categories, refresh, events);
  useRecordEvents(COLLECTIONS.vehicles, refresh, events);
  return { data, failure, reload: () => void load() };
}
