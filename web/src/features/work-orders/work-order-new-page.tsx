import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { RECORD_ID } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";
import { flash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { useForm } from "../../lib/use-form";
import { Button, ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { RoleRefusal } from "../../ui/role-refusal";
import { useEmployeeOptions } from "./use-employee-options";
import { PICKED_VEHICLE_FIELDS, VehiclePicker, type PickedVehicle } from "./vehicle-picker";
import { WorkOrderForm } from "./work-order-form";
import { backToWorkOrdersPath } from "./work-order-links";
import { EMPTY_WORK_ORDER, validateWorkOrder, workOrderBody, workOrderRecords, WORK_ORDER_FORM_FIELDS } from "./work-order-values";
import "./work-orders.css";

/** The vehicle named by `?vehicle=<id>` (the vehicle page's "New work order"), once loaded. */
function usePreselectedVehicle(id: string): PickedVehicle | null {
  const [vehicle, setVehicle] = useState<PickedVehicle | null>(null);
  useEffect(() => {
    if (!RECORD_ID.test(id)) return;
    pb.collection(COLLECTIONS.vehicles)
      .getOne<PickedVehicle>(id, { fields: PICKED_VEHICLE_FIELDS, requestKey: null })
      .then(setVehicle)
      .catch(() => {}); // a stale link: the person picks the vehicle by its plate
  }, [id]);
  return vehicle;
}

/** A new work order: once saved, its own page opens, where items are added. */
export function WorkOrderNewPage() {
  const { t } = useTranslation("work-orders");
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const preselected = usePreselectedVehicle(params.get("vehicle") ?? "");
  const employees = useEmployeeOptions();
  // From a reminder ("Create work order"): its title, and the reminder it fulfils once done.
  const reminder = params.get("reminder") ?? "";
  const form = useForm({ ...EMPTY_WORK_ORDER, title: params.get("title") ?? "" }, { validate: validateWorkOrder });
  const [vehicle, setVehicle] = useState<PickedVehicle | null>(null);
  const may = useCan("create", "work_orders");

  useEffect(() => {
    if (preselected) {
      setVehicle(preselected);
      form.setValue("vehicle", preselected.id);
    }
  }, [preselected]); // form.setValue is stable

  const onSubmit = form.submit(async (values) => {
    const created = await workOrderRecords().create<WorkOrder>(
      { ...workOrderBody(values, WORK_ORDER_FORM_FIELDS), ...(RECORD_ID.test(reminder) ? { reminders: [reminder] } : {}) },
      { requestKey: null },
    );
    flash(t("newPage.opened", { number: formatWorkOrderNumber(created.number) }));
    navigate(pathTo("work-order", { id: created.id }));
  });
  const back = preselected ? { href: pathTo("vehicle", { id: preselected.id }), label: preselected.plate } : { href: backToWorkOrdersPath(), label: t("list.title") };
  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        ← {back.label}
      </Link>
      <PageHeader title={t("list.newWorkOrder")} description={`${t("newPage.description")}${RECORD_ID.test(reminder) ? t("newPage.fulfilsReminder") : ""}`} />
      {!may && <RoleRefusal action="create" subject="work_orders" />}
      <WorkOrderForm
        form={form}
        employees={employees}
        onSubmit={onSubmit}
        disabled={!may}
        vehicle={
          <VehiclePicker
            vehicle={vehicle}
            error={form.errors.vehicle}
            onPick={(picked) => {
              setVehicle(picked);
              form.setValue("vehicle", picked?.id ?? "");
            }}
          />
        }
      >
        <Button type="submit" busy={form.busy} disabled={!may}>
          {t("newPage.submit")}
        </Button>
        <ButtonLink href={back.href} variant="secondary">
          {t("newPage.cancel")}
        </ButtonLink>
      </WorkOrderForm>
    </section>
  );
}
