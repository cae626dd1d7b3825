import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS } from "@shared/records";
import { ASSIGNEE_ME, type WorkOrderListQuery } from "@shared/work-order-list";
import { SEARCH_MAX_LENGTH } from "@shared/vehicle-list";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";
import { SearchField } from "../../ui/search-field";
import { priorityLabel } from "./work-order-format";

export type WorkOrderQueryChange = (change: Partial<WorkOrderListQuery>, options?: { replace?: boolean }) => void;

export const NO_WORK_ORDER_FILTERS = { q: "", status: "", priority: "", assignee: "" } as const satisfies Partial<WorkOrderListQuery>;

export function isWorkOrderQueryFiltered(query: WorkOrderListQuery): boolean {
  return query.q !== "" || query.priority !== "" || query.assignee !== "" || (query.view === "list" && query.status !== "");
}

const PRIORITY_OPTIONS = WORK_ORDER_PRIORITIES.map((priority) => ({ value: priority, label: priorityLabel(priority) }));
const STATUS_OPTIONS = WORK_ORDER_STATUSES.map((status) => ({ value: status, label: WORK_ORDER_STATUS_LABELS[status] }));

/** Search (number, plate or title), priority, status (list only: the board's columns are statuses), "Assigned to me". */
export function WorkOrderFilters({ query, onChange }: { query: WorkOrderListQuery; onChange: WorkOrderQueryChange }) {
  return (
    <div className="work-order-filters" role="search" aria-label="Work orders">
      <SearchField
        className="work-order-search"
        value={query.q}
        placeholder="Number, plate or title"
        maxLength={SEARCH_MAX_LENGTH}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <SelectField
        label="Priority"
        required={false}
        value={query.priority}
        placeholder="All priorities"
        options={PRIORITY_OPTIONS}
        onChange={(priority) => onChange({ priority: priority as WorkOrderListQuery["priority"] })}
      />
      {query.view === "list" ? (
        <SelectField
          label="Status"
          required={false}
          value={query.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status: status as WorkOrderListQuery["status"] })}
        />
      ) : (
        <span />
      )}
      <label className="check">
        <input type="checkbox" checked={query.assignee === ASSIGNEE_ME} onChange={(event) => onChange({ assignee: event.target.checked ? ASSIGNEE_ME : "" })} />
        Assigned to me
      </label>
      {isWorkOrderQueryFiltered(query) && (
        <Button variant="link" onClick={() => onChange(NO_WORK_ORDER_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
