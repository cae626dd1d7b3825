import { useEffect, useRef, useState } from "react";
import { VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from "@shared/records";
import { SEARCH_MAX_LENGTH, type VehicleListQuery } from "@shared/vehicle-list";
import { useDebouncedCallback } from "../../lib/timing";
import { Button } from "../../ui/button";
import type { SelectOption } from "../../ui/field";

/** How long typing must pause before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export type QueryChange = (change: Partial<VehicleListQuery>, options?: { replace?: boolean }) => void;

function FilterSelect({ label, value, all, options, onChange }: {
  label: string;
  value: string;
  all: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] }));

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

  const filtered = query.q !== "" || query.category !== "" || query.status !== "";
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
      <FilterSelect
        label="Category"
        value={query.category}
        all={categories ? "All categories" : "Loading…"}
        options={query.category && !selected.some((o) => o.value === query.category) ? [...selected, { value: query.category, label: "…" }] : selected}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect label="Status" value={query.status} all="All statuses" options={STATUS_OPTIONS} onChange={(status) => onChange({ status: status as VehicleListQuery["status"] })} />
      {filtered && (
        <Button variant="link" className="vehicle-filters-clear" onClick={() => onChange({ q: "", category: "", status: "" })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
