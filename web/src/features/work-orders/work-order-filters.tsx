import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "@shared/records";
import { ASSIGNEE_ME, type WorkOrderListQuery } from "@shared/work-order-list";
import { SEARCH_MAX_LENGTH } from "@shared/vehicle-list";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";
import { SearchField } from "../../ui/search-field";

export type WorkOrderQueryChange = (change: Partial<WorkOrderListQuery>, options?: { replace?: boolean }) => void;

export const NO_WORK_ORDER_FILTERS = { q: "", status: "", priority: "", assignee: "" } as const satisfies Partial<WorkOrderListQuery>;

export function isWorkOrderQueryFiltered(query: WorkOrderListQuery): boolean {
  return query.q !== "" || query.priority !== "" || query.assignee !== "" || (query.view === "list" && query.status !== "");
}

/** Search (number, plate or title), priority, status (list only: the board's columns are statuses), "Assigned to me". */
export function WorkOrderFilters({ query, onChange }: { query: WorkOrderListQuery; onChange: WorkOrderQueryChange }) {
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const priorityOptions = WORK_ORDER_PRIORITIES.map((priority) => ({ value: priority, label: label("workOrderPriority", priority) }));
  const statusOptions = WORK_ORDER_STATUSES.map((status) => ({ value: status, label: label("workOrderStatus", status) }));
  return (
    <div className="work-order-filters" role="search" aria-label={t("filters.label")}>
      <SearchField
        className="work-order-search"
        value={query.q}
        placeholder={t("filters.search")}
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <SelectField
        label={t("fields.priority")}
        required={false}
        value={query.priority}
        placeholder={t("filters.allPriorities")}
        options={priorityOptions}
        onChange={(priority) => onChange({ priority: priority as WorkOrderListQuery["priority"] })}
      />
      {query.view === "list" ? (
        <SelectField
          label={t("fields.status")}
          required={false}
          value={query.status}
          placeholder={t("filters.allStatuses")}
          options={statusOptions}
          onChange={(status) => onChange({ status: status as WorkOrderListQuery["status"] })}
        />
      ) : (
        <span />
      )}
      <label className="check">
        <input type="checkbox" checked={query.assignee === ASSIGNEE_ME} onChange={(event) => onChange({ assignee: event.target.checked ? ASSIGNEE_ME : "" })} />
        {t("filters.assignedToMe")}
      </label>
      {isWorkOrderQueryFiltered(query) && (
        <Button variant="link" onClick={() => onChange(NO_WORK_ORDER_FILTERS)}>
          {t("list.clearFilters")}
        </Button>
      )}
    </div>
  );
}
