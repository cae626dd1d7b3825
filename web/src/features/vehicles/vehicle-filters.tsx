import { useEffect, useRef, useState } from "react";
import { SEARCH_MAX_LENGTH, type VehicleListQuery } from "@shared/vehicle-list";
import { useDebouncedCallback } from "../../lib/timing";
import { Button } from "../../ui/button";
import { STATUS_OPTIONS } from "../../ui/choices";
import { SelectField, type SelectOption } from "../../ui/field";

/** How long typing must pause before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export type QueryChange = (change: Partial<VehicleListQuery>, options?: { replace?: boolean }) => void;

/** Search and filters set to "everything": what "Clear filters" sends. */
export const NO_FILTERS = { q: "", category: "", status: "" } as const satisfies Partial<VehicleListQuery>;

/** Whether a query searches or filters (rather than showing every vehicle). */
export function isFiltered(query: VehicleListQuery): boolean {
  return query.q !== NO_FILTERS.q || query.category !== NO_FILTERS.category || query.status !== NO_FILTERS.status;
}

/**
 * Search box and filters of the vehicle list. Typing searches once it pauses (replacing the
 * history entry, so Back does not step through every keystroke); Enter searches at once.
 */
export function VehicleFilters({ query, categories, onChange }: {
  query: VehicleListQuery;
  categories: readonly SelectOption[] | null;
  onChange: QueryChange;
}) {
  const [text, setText] = useState(query.q);
  const sent = useRef(query.q);
  const search = useDebouncedCallback((value: string) => {
    sent.current = value.trim().slice(0, SEARCH_MAX_LENGTH);
    onChange({ q: sent.current }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  // Back, forward or "Clear filters" changed the search: show it.
  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);

  const selected = categories ?? [];
  return (
    <div className="vehicle-filters" role="search" aria-label="Vehicles">
      <label className="field vehicle-search">
        <span className="field-label">Search</span>
        <input
          type="search"
          className="input"
          placeholder="Plate, VIN, make or model"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") search.flush();
          }}
        />
      </label>
      <SelectField
        label="Category"
        required={false}
        value={query.category}
        placeholder={categories ? "All categories" : "Loading…"}
        options={query.category && !selected.some((o) => o.value === query.category) ? [...selected, { value: query.category, label: "…" }] : selected}
        onChange={(category) => onChange({ category })}
      />
      <SelectField
        label="Status"
        required={false}
        value={query.status}
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as VehicleListQuery["status"] })}
      />
      {isFiltered(query) && (
        <Button variant="link" className="vehicle-filters-clear" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
