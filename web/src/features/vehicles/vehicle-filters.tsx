import { SEARCH_MAX_LENGTH, type VehicleListQuery } from "@shared/vehicle-list";
import { Button } from "../../ui/button";
import { STATUS_OPTIONS } from "../../ui/choices";
import { SelectField, type SelectOption } from "../../ui/field";
import { SearchField } from "../../ui/search-field";
import { useLabel, useTranslation } from "../../lib/i18n";

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
  const selected = categories ?? [];
  const { t } = useTranslation("vehicles");
  const label = useLabel();
  return (
    <div className="vehicle-filters" role="search" aria-label={t("filters.label")}>
      <SearchField
        className="vehicle-search"
        value={query.q}
        placeholder={t("filters.search")}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <SelectField
        label={t("field.category")}
        required={false}
        value={query.category}
        placeholder={categories ? t("filters.allCategories") : t("filters.loading")}
        options={query.category && !selected.some((o) => o.value === query.category) ? [...selected, { value: query.category, label: "…" }] : selected}
        onChange={(category) => onChange({ category })}
      />
      <SelectField
        label={t("field.status")}
        required={false}
        value={query.status}
        placeholder={t("filters.allStatuses")}
        options={STATUS_OPTIONS.map((option) => ({ ...option, label: label("vehicleStatus", option.value) }))}
        onChange={(status) => onChange({ status: status as VehicleListQuery["status"] })}
      />
      {isFiltered(query) && (
        <Button variant="link" className="vehicle-filters-clear" onClick={() => onChange(NO_FILTERS)}>
          {t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
