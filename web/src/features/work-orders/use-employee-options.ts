import { useEffect, useMemo, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type Employee } from "@shared/records";
import { isAssignable, isRole } from "@shared/roles";
import { pb } from "../../lib/api-client";
import { useLabel, useTranslation } from "../../lib/i18n";
import type { SelectOption } from "../../ui/field";

type Colleague = Pick<Employee, "id" | "name" | "role">;

/** The colleagues' read (also kept on the device ahead: my-work/keep-on-device.ts). */
export function readColleagues(requestKey: string | null): Promise<Colleague[]> {
  return pb.collection(COLLECTIONS.employees).getFullList<Colleague>({ batch: FULL_LIST_BATCH, sort: "name", fields: "id,name,role", requestKey });
}

/**
 * The workshop's staff by name with their role (colleagues see names and roles only), read in
 * batches of 500 (docs/product.md "Around every screen"). Null until the first answer; the form works without them meanwhile.
 */
function useColleagues(): readonly Colleague[] | null {
  const [colleagues, setColleagues] = useState<readonly Colleague[] | null>(null);
  useEffect(() => {
    readColleagues("employee-options")
      .then(setColleagues)
      .catch(() => {});
  }, []);
  return colleagues;
}

/** "Name (Role)" in the language spoken now. */
function useColleagueLabel(): { label: (colleague: Colleague) => string; language: string } {
  const { t, i18n } = useTranslation("work-orders");
  const role = useLabel();
  const label = (colleague: Colleague) => {
    const name = colleague.name || t("noName");
    return isRole(colleague.role) ? `${name} (${role("role", colleague.role)})` : name;
  };
  return { label, language: i18n.language };
}

/**
 * The choices of "Assigned to": only those who may do the work, technicians and managers
 * (docs/product.md "Work orders and items"; the server refuses anyone else), and `current`, the work order's
 * stored assignee, even when their role changed since (the server keeps them too).
 */
export function useEmployeeOptions(current = ""): SelectOption[] | null {
  const colleagues = useColleagues();
  const { label, language } = useColleagueLabel();
  return useMemo(
    () =>
      colleagues
        ?.filter((colleague) => isAssignable(colleague.role) || colleague.id === current)
        .map((colleague) => ({ value: colleague.id, label: label(colleague) })) ?? null,
    [colleagues, current, language],
  );
}

/** Each employee's name and role by id (for cards and rows that show who is assigned). */
export function useEmployeeNames(): ReadonlyMap<string, string> {
  const colleagues = useColleagues();
  const { label, language } = useColleagueLabel();
  return useMemo(() => new Map((colleagues ?? []).map((colleague) => [colleague.id, label(colleague)])), [colleagues, language]);
}
