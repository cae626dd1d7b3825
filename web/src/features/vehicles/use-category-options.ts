import { useCallback, useEffect, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type Category } from "@shared/records";
import { pb } from "../../lib/api-client";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import type { SelectOption } from "../../ui/field";

/**
 * Every category as a choice (the list's filter, the vehicle form), by name, read in batches of
 * 500 (docs/product.md "Around every screen") and kept up to date live. Null until the first answer.
 */
export function useCategoryOptions(): SelectOption[] | null {
  const [options, setOptions] = useState<SelectOption[] | null>(null);
  const load = useCallback(async () => {
    try {
      const categories = await pb.collection(COLLECTIONS.categories).getFullList<Pick<Category, "id" | "name">>({
        batch: FULL_LIST_BATCH,
        sort: "name",
        fields: "id,name",
        requestKey: "category-options",
      });
      setOptions(categories.map((category) => ({ value: category.id, label: category.name })));
    } catch {
      // The screens work without the choices for now; a live event or reconnect retries.
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.categories, refresh, { query: { fields: "id" }, onResync: refresh });
  return options;
}
