// /workshop/reminders: the fleet's due list (docs/product.md "Reminders"). Overdue first, then due
// soon (the server's stored urgency, indexed); filters by state and category in the URL; live;
// how many there are and "Page 1 of N" (counted over the same urgency index); each vehicle by
// plate, make and model; "Create work order" opens the new work order with vehicle, title and
// reminder filled in.

import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_STATES, REMINDER_URGENCY, type Reminder, type ReminderState } from "@shared/reminders";
import { pathTo, withQuery } from "@shared/routes";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useCan } from "../../lib/permissions";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { LoadError } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { SelectField } from "../../ui/field";
import { formatCount } from "../../ui/format";
import { useLabel, useTranslation } from "../../lib/i18n";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { useCategoryOptions } from "../vehicles";
import { ReminderBadge, useDueWords } from "./reminder-state";
import "../vehicles/vehicles.css";

const PER_PAGE = 30;

/** The new work order's link for a reminder. */
export function workOrderFor(reminder: Reminder): string {
  return withQuery(pathTo("work-orders-new"), [
    ["vehicle", reminder.vehicle],
    ["title", reminder.title],
    ["reminder", reminder.id],
  ]);
}

export function ReminderListPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const state = params.get("state") ?? "";
  const category = params.get("category") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const mayOpenWork = useCan("create", "work_orders");
  const { t } = useTranslation("reminders");
  const label = useLabel();
  const dueWords = useDueWords();
  const stateOptions = [{ value: "all", label: t("list.all") }, ...REMINDER_STATES.map((value) => ({ value, label: label("reminderState", value) }))];
  const [rows, setRows] = useState<Reminder[] | null>(null);
  const [total, setTotal] = useState<{ items: number; pages: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const href = (next: Record<string, string>) => {
    const merged = { state, category, page: "", ...next };
    return withQuery(pathTo("reminders"), Object.entries(merged).filter(([, value]) => value !== "" && value !== "1"));
  };

  const load = useCallback(async () => {
    // By the stored urgency (the state as a number, indexed with the sort), not the state's text.
    const urgency = REMINDER_URGENCY[state as ReminderState];
    const where = [state === "all" ? "" : urgency ? `urgency = ${urgency}` : "urgency <= 2"];
    if (category) where.push(pb.filter("category = {:category}", { category }));
    try {
      const list = await pb.collection(COLLECTIONS.reminders).getList<Reminder>(page, PER_PAGE, {
        filter: where.filter(Boolean).join(" && "),
        sort: "urgency,due_date,due_km,id",
        expand: "vehicle",
        requestKey: "due-list",
      });
      setRows(list.items);
      setTotal({ items: list.totalItems, pages: Math.max(1, list.totalPages) });
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, [state, category, page]);
  useEffect(() => void load(), [load]);
  useRecordEvents(COLLECTIONS.reminders, useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS), { query: { fields: "id" } });

  return (
    <section className="stack">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <div className="row">
        <SelectField label={t("list.state")} required={false} value={state} placeholder={t("list.due")} options={stateOptions} onChange={(value) => navigate(href({ state: value }))} />
        <SelectField label={t("list.category")} required={false} value={category} placeholder={t("list.allCategories")} options={useCategoryOptions() ?? []} onChange={(value) => navigate(href({ category: value }))} />
      </div>
      <p className="list-summary muted" aria-live="polite">
        {total === null ? "" : t(state === "" ? "list.countDue" : "list.count", { count: total.items, n: formatCount(total.items) })}
      </p>
      {rows === null ? (
        failure ? <LoadError title={t("list.loadFailed")} message={failure} onRetry={() => void load()} /> : <Skeleton label={t("list.loading")} />
      ) : (
        <DataTable
          caption={t("list.caption")}
          rows={rows}
          rowKey={(r) => r.id}
          empty={<p className="empty-note">{page > 1 ? t("list.nothingDueOnPage") : t("list.nothingDue")}</p>}
          columns={[
            { key: "state", header: t("list.state"), cell: (r) => <ReminderBadge state={r.state} /> },
            {
              key: "vehicle",
              header: t("list.vehicle"),
              cell: (r) => {
                const vehicle = r.expand?.vehicle;
                return (
                  <Link href={pathTo("vehicle", { id: r.vehicle })} className="vehicle-link">
                    <span className="plate">{vehicle?.plate ?? "—"}</span>
                    {vehicle && <span className="vehicle-link-name">{`${vehicle.make} ${vehicle.model}`}</span>}
                  </Link>
                );
              },
            },
            { key: "title", header: t("list.reminder"), cell: (r) => r.title },
            { key: "due", header: t("list.dueHeader"), cell: (r) => dueWords(r, r.expand?.vehicle?.odometer ?? 0) },
            { key: "act", header: <span className="visually-hidden">{t("list.actions")}</span>, align: "end", cell: (r) => mayOpenWork && r.state !== "done" && <ButtonLink href={workOrderFor(r)} variant="secondary" className="button-small">{t("list.createWorkOrder")}</ButtonLink> },
          ]}
        />
      )}
      <Pager page={page} pageCount={total?.pages ?? null} hasNext={total !== null && page < total.pages} href={(target) => href({ page: String(target) })} label={t("list.pages")} />
    </section>
  );
}
