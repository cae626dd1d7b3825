import { useEffect, useMemo, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type Employee } from "@shared/records";
import { pb } from "../../lib/api-client";
import type { SelectOption } from "../../ui/field";

/**
 * The workshop's staff as choices of "Assigned to", by name (colleagues see names only), read in
 * batches of 500 (seed §9). Null until the first answer; the form works without them meanwhile.
 */
export function useEmployeeOptions(): SelectOption[] | null {
  const [options, setOptions] = useState<SelectOption[] | null>(null);
  useEffect(() => {
    pb.collection(COLLECTIONS.employees)
      .getFullList<Pick<Employee, "id" | "name">>({ batch: FULL_LIST_BATCH, sort: "name", fields: "id,name", requestKey: "employee-options" })
      .then((employees) => setOptions(employees.map((employee) => ({ value: employee.id, label: employee.name || "(no name)" }))))
      .catch(() => {});
  }, []);
  return options;
}

/** Each employee's name by id (for cards and rows that show who is assigned). */
export function useEmployeeNames(): ReadonlyMap<string, string> {
  const options = useEmployeeOptions();
  return useMemo(() => new Map((options ?? []).map((option) => [option.value, option.label])), [options]);
}
