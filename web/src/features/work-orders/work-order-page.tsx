import { Link, useLocation } from "wouter";
import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { isClosedStatus } from "@shared/work-orders/transitions";
import { PHOTOS_MAX } from "@shared/photos";
import { CLOSED_PHOTOS_STAY } from "@shared/validation";
import { flash, useFlash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { DateText } from "../../ui/date-text";
import { DeleteButton, DeleteDialog, EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { formatKm } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { WorkOrderHistory } from "../history";
import { ClockPanel, JobTime, useJobTime, useRunningClock } from "../time";
import { RecordPhotos } from "../photos";
import { useEmployeeOptions } from "./use-employee-options";
import { useStatusMove } from "./use-status-move";
import { useWorkOrderItems } from "./use-work-order-items";
import { VehiclePicker } from "./vehicle-picker";
import { WorkOrderForm } from "./work-order-form";
import { WorkOrderItemsTable } from "./work-order-items";
import { backToWorkOrdersPath } from "./work-order-links";
import { WorkOrderStatusControls } from "./status-controls";
import {
  EMPTY_WORK_ORDER,
  useWorkOrderFieldLabels,
  validateWorkOrder,
  WORK_ORDER_PAGE_QUERY,
  workOrderBody,
  workOrderRecords,
  workOrderValues,
  type WorkOrderFormField,
} from "./work-order-values";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { useDeviceChanges, withPendingRecord } from "../../lib/offline/pending";
import { DeviceChanges } from "../offline";
import { workOrderScope } from "./work-order-changes";
import "./work-orders.css";

/** One work order: its vehicle, status and next steps, fields, items in place, total; print, delete. Live. */
export function WorkOrderPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const { t } = useTranslation("work-orders");
  const fieldLabels = useWorkOrderFieldLabels();
  const [, navigate] = useLocation();
  const notice = useFlash();
  const editor = useRecordEditor<WorkOrder, WorkOrderFormField>({
    collection: COLLECTIONS.workOrders,
    id,
    empty: EMPTY_WORK_ORDER,
    toValues: workOrderValues,
    validate: validateWorkOrder,
    query: WORK_ORDER_PAGE_QUERY,
  });
  const employees = useEmployeeOptions("record" in editor.state ? editor.state.record.assignee : "");
  const items = useWorkOrderItems(id);
  // A status move and a change of an item (its total) change the work order: this tab's own.
  const moves = useStatusMove({ around: editor.ownChange });
  const clock = useRunningClock();
  const time = useJobTime(id);
  const { form, state } = editor;
  const canChange = useCan("update", "work_orders");
  // Moves made on this device that wait to be sent show as made (marked), offline too.
  const deviceChanges = useDeviceChanges(workOrderScope(id));

  if (state.kind === "loading") return <Skeleton lines={6} label={t("page.loading")} />;
  const back = { href: backToWorkOrdersPath(), label: t("page.back") };
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("what")} missing={missing} message={state.failure.message} back={back} />;
  }

  const workOrder = withPendingRecord(state.record, deviceChanges, COLLECTIONS.workOrders) ?? state.record;
  const number = formatWorkOrderNumber(workOrder.number);
  const vehicle = workOrder.expand?.vehicle;
  const closed = isClosedStatus(workOrder.status);
  const deleted = state.kind === "deleted";
  const onSubmit = editor.save((changed, values, headers) =>
    workOrderRecords().update<WorkOrder>(id, workOrderBody(values, changed), { ...WORK_ORDER_PAGE_QUERY, requestKey: null, headers }),
  );
  const onDelete = () =>
    editor.deletion.confirm(
      () => {
        flash(t("page.deleted", { number }));
        navigate(back.href);
      },
      (message) => form.setFormError(message),
    );

  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        ← {t("list.title")}
      </Link>
      <PageHeader
        title={`${number} · ${workOrder.title}`}
        description={
          <>
            <Link href={pathTo("vehicle", { id: workOrder.vehicle })}>
              <span className="plate">{workOrder.vehicle_plate}</span>
              {vehicle && ` ${vehicle.make} ${vehicle.model}`}
            </Link>
            {vehicle && ` · ${formatKm(vehicle.odometer)}`} · {t("page.opened")} <DateText value={workOrder.created} />
            {workOrder.completed && (
              <>
                {" "}
                · {t("page.done")} <DateText value={workOrder.completed} />
              </>
            )}
          </>
        }
        actions={
          <>
            <ButtonLink href={pathTo("work-order-job-card", { id })} variant="secondary">
              {t("page.printJobCard")}
            </ButtonLink>
            <Allowed action="delete" subject="work_orders">
              <DeleteButton editor={editor} />
            </Allowed>
          </>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <DeviceChanges scope={workOrderScope(id)} title={t("page.refused")} refusedOnly />
      <EditorNotices what={t("what")} editor={editor} labels={fieldLabels} back={back} />
      {!deleted && <ClockPanel workOrder={workOrder} clock={clock} around={editor.ownChange} onChanged={time.reload} />}
      <WorkOrderStatusControls workOrder={workOrder} moves={moves} disabled={deleted} />
      <WorkOrderItemsTable workOrderId={id} items={items} readOnly={closed || deleted} around={editor.ownChange} />
      <JobTime time={time} closed={closed || deleted} />
      <RecordPhotos
        record={workOrder}
        max={PHOTOS_MAX.work_orders}
        mayAdd={canChange && !deleted}
        mayRemove={canChange && !closed && !deleted}
        removeNote={closed && canChange ? CLOSED_PHOTOS_STAY.message : undefined}
        around={editor.ownChange}
      />
      <h2>{t("page.details")}</h2>
      <WorkOrderForm
        form={form}
        employees={employees}
        onSubmit={onSubmit}
        disabled={closed || deleted || !canChange}
        vehicle={
          // The vehicle may change only while the work order is open (the server refuses it after).
          workOrder.status === "open" && vehicle && canChange ? (
            <VehiclePicker
              key={workOrder.vehicle}
              vehicle={vehicle}
              error={form.errors.vehicle}
              onPick={(picked) => form.setValue("vehicle", picked?.id ?? "")}
            />
          ) : undefined
        }
      >
        {!closed && (canChange ? <SaveActions editor={editor} /> : <RoleNote action="update" subject="work_orders" />)}
      </WorkOrderForm>
      <WorkOrderHistory workOrder={workOrder} />
      <DeleteDialog editor={editor} title={t("page.deleteTitle", { number })} confirmLabel={t("page.deleteConfirm")} onConfirm={() => void onDelete()}>
        {t("page.deleteText")}
      </DeleteDialog>
    </section>
  );
}
