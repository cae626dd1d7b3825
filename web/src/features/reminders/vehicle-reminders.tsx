// A vehicle's reminders on its page (docs/product.md "Reminders"): state badge, due point in words,
// add, edit (in place), delete. A recurring reminder (every months and/or km) is due one
// interval after it was last done (today and the odometer unless said); a one-off one at its
// due date or km. The server computes the due point and state; the list follows it live.

import { useState } from "react";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import type { Reminder } from "@shared/reminders";
import { checkReminderField, type ReminderInputField } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { checkFields, useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DataTable } from "../../ui/data-table";
import { TextField } from "../../ui/field";
import { SectionList, useVehicleRecords, VehicleSection, type VehicleRecords } from "../vehicles";
import { workOrderFor } from "./reminder-list-page";
import { ReminderBadge, useDueWords } from "./reminder-state";
import { useTranslation } from "../../lib/i18n";

const FIELDS = ["title", "every_months", "every_km", "due_date", "due_km", "last_done_date", "last_done_km"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ""])) as Record<Field, string>;
const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(reminder: Reminder): Record<Field, string> {
  const text = (field: Field) => {
    const value = reminder[field];
    if (field.endsWith("date")) return String(value).slice(0, 10);
    return value ? String(value) : "";
  };
  const values = Object.fromEntries(FIELDS.map((field) => [field, text(field)])) as Record<Field, string>;
  // A recurring reminder's due point is the server's: the form shows the repeat only.
  if (reminder.every_months || reminder.every_km) values.due_date = values.due_km = "";
  return values;
}

/** The vehicle's reminders, most urgent first, live: for this section and the page's summary. */
export function useVehicleReminders(vehicleId: string): VehicleRecords<Reminder> {
  return useVehicleRecords<Reminder>({
    collection: COLLECTIONS.reminders,
    vehicle: vehicleId,
    where: "",
    sort: "urgency,due_date,title",
    page: 1,
    perPage: 100,
    requestKey: `vehicle-reminders-${vehicleId}`,
  });
}

/** The reminder that falls due next: the most urgent one not done (the list's first). */
export function nextDue(list: VehicleRecords<Reminder>): Reminder | null {
  return list.items?.find((reminder) => reminder.state !== "done") ?? null;
}

export function VehicleReminders({ vehicle, list }: { vehicle: Pick<Vehicle, "id" | "plate" | "odometer">; list: VehicleRecords<Reminder> }) {
  /** null: no form; "": a new reminder; else the id of the one being edited. */
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Reminder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayChange = useCan("update", "reminders");
  const mayDelete = useCan("delete", "reminders");
  const mayOpenWork = useCan("create", "work_orders");
  const { t } = useTranslation("reminders");
  const dueWords = useDueWords();
  const form = useForm(EMPTY, {
    validate: (values) => checkFields(FIELDS, (field) => checkReminderField(field as ReminderInputField, values[field], { today: today() })),
  });
  const open = (reminder: Reminder | null) => {
    form.reset(reminder ? valuesOf(reminder) : EMPTY);
    form.setFormError(null);
    setEditing(reminder?.id ?? "");
  };
  const onSubmit = form.submit(async (values) => {
    const body: Record<string, string> = { ...values, vehicle: vehicle.id };
    const records = pb.collection(COLLECTIONS.reminders);
    await (editing ? records.update(editing, body, { requestKey: null }) : records.create(body, { requestKey: null }));
    setNotice(t("vehicle.saved", { title: values.title.trim() }));
    setEditing(null);
    list.reload();
  });
  const remove = async () => {
    if (!doomed) return;
    try {
      await pb.collection(COLLECTIONS.reminders).delete(doomed.id, { requestKey: null });
      setNotice(t("vehicle.deleted", { title: doomed.title }));
      list.reload();
    } catch (error) {
      setNotice(t("vehicle.notDeleted", { message: failureMessage(error) ?? "" }));
    }
    setDoomed(null);
  };

  return (
    <VehicleSection
      title={t("vehicle.title")}
      description={t("vehicle.description")}
      actions={<Allowed action="create" subject="reminders"><Button variant="secondary" className="button-small" onClick={() => open(null)}>{t("vehicle.add")}</Button></Allowed>}
    >
      {notice && <Alert tone="info">{notice}</Alert>}
      {mayChange && !mayDelete && <RoleNote action="delete" subject="reminders" />}
      {editing !== null && (
        <form className="stack card" onSubmit={onSubmit} noValidate aria-label={editing ? t("vehicle.editForm") : t("vehicle.newForm")}>
          <FormError message={form.formError} />
          <div className="form-grid">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`field.${field}`)}
                optional={field !== "title"}
                type={field.endsWith("date") ? "date" : "text"}
                inputMode={field === "title" || field.endsWith("date") ? undefined : "numeric"}
                {...form.field(field)}
              />
            ))}
          </div>
          <div className="row">
            <Button type="submit" busy={form.busy}>{t("vehicle.save")}</Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>{t("vehicle.cancel")}</Button>
          </div>
        </form>
      )}
      <SectionList
        list={list}
        what={t("vehicle.what")}
        empty={t("vehicle.empty")}
        rows={(items) => (
          <DataTable
            caption={t("vehicle.caption", { plate: vehicle.plate })}
            rows={items}
            rowKey={(r) => r.id}
            columns={[
              { key: "state", header: t("list.state"), cell: (r) => <ReminderBadge state={r.state} /> },
              { key: "title", header: t("list.reminder"), cell: (r) => r.title },
              { key: "due", header: t("list.dueHeader"), cell: (r) => dueWords(r, vehicle.odometer) },
              {
                key: "act",
                header: <span className="visually-hidden">{t("list.actions")}</span>,
                align: "end",
                cell: (r) => (
                  <div className="row">
                    {mayOpenWork && r.state !== "done" && <ButtonLink href={workOrderFor(r)} variant="ghost" className="button-small">{t("vehicle.workOrder")}</ButtonLink>}
                    {/* A renewal follows its document: changed there (the server refuses it here). */}
                    {r.document ? (
                      <span className="muted">{t("vehicle.followsDocument")}</span>
                    ) : (
                      <>
                        {mayChange && <Button variant="ghost" className="button-small" onClick={() => open(r)} aria-label={t("vehicle.editLabel", { title: r.title })}>{t("vehicle.edit")}</Button>}
                        {mayDelete && <Button variant="ghost" className="button-small" onClick={() => setDoomed(r)} aria-label={t("vehicle.deleteLabel", { title: r.title })}>{t("vehicle.delete")}</Button>}
                      </>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog open={doomed !== null} title={t("vehicle.deleteTitle", { title: doomed?.title ?? "" })} confirmLabel={t("vehicle.deleteConfirm")} onConfirm={() => void remove()} onCancel={() => setDoomed(null)}>
        {t("vehicle.deleteBody")}
      </ConfirmDialog>
    </VehicleSection>
  );
}

