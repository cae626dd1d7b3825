// /workshop/reminders: the fleet's due list (docs/product.md "Reminders"). Overdue first, then due
// soon (the server's stored urgency, indexed); filters by state and category in the URL; live;
// how many there are and "Page 1 of N" (counted over the same urgency index); each vehicle by
// plate, make and model; "Create work order" opens the new work order with vehicle, title and
// reminder filled in.

import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_STATE_LABELS, REMINDER_STATES, REMINDER_URGENCY, type Reminder, type ReminderState } from "@shared/reminders";
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
import { countOf } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { useCategoryOptions } from "../vehicles";
import { dueWords, ReminderBadge } from "./reminder-state";
import "../vehicles/vehicles.css";

const PER_PAGE = 30;
const STATE_OPTIONS = [{ value: "all", label: "All" }, ...REMINDER_STATES.map((state) => ({ value: state, label: REMINDER_STATE_LABELS[state] }))];

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
      <PageHeader title="Reminders" description="The fleet's maintenance that is due: overdue first, then due soon." />
      <div className="row">
        <SelectField label="State" required={false} value={state} placeholder="Due (overdue and due soon)" options={STATE_OPTIONS} onChange={(value) => navigate(href({ state: value }))} />
        <SelectField label="Category" required={false} value={category} placeholder="All categories" options={useCategoryOptions() ?? []} onChange={(value) => navigate(href({ category: value }))} />
      </div>
      <p className="list-summary muted" aria-live="polite">
        {total === null ? "" : `${countOf(total.items, "reminder", "reminders")}${state === "" ? " due" : ""}`}
      </p>
      {rows === null ? (
        failure ? <LoadError title="The reminders could not be loaded." message={failure} onRetry={() => void load()} /> : <Skeleton label="Loading the reminders" />
      ) : (
        <DataTable
          caption="Reminders"
          rows={rows}
          rowKey={(r) => r.id}
          empty={<p className="empty-note">Nothing is due{page > 1 ? " on this page" : ""}.</p>}
          columns={[
            { key: "state", header: "State", cell: (r) => <ReminderBadge state={r.state} /> },
            {
              key: "vehicle",
              header: "Vehicle",
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
            { key: "title", header: "Reminder", cell: (r) => r.title },
            { key: "due", header: "Due", cell: (r) => dueWords(r, r.expand?.vehicle?.odometer ?? 0) },
            { key: "act", header: <span className="visually-hidden">Actions</span>, align: "end", cell: (r) => mayOpenWork && r.state !== "done" && <ButtonLink href={workOrderFor(r)} variant="secondary" className="button-small">Create work order</ButtonLink> },
          ]}
        />
      )}
      <Pager page={page} pageCount={total?.pages ?? null} hasNext={total !== null && page < total.pages} href={(target) => href({ page: String(target) })} label="Pages of the reminders" />
    </section>
  );
}
