import { useRef, useState } from "react";
import type { TFunction } from "i18next";
import { Link, useLocation } from "wouter";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { pathTo } from "@shared/routes";
import { nameWithRole } from "@shared/roles";
import { flash, useFlash } from "../../lib/flash";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { DateText } from "../../ui/date-text";
import { DeleteButton, DeleteDialog, EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { VehicleHistory } from "../history";
import { HasWorkOrdersAlert, refusalWith } from "./delete-refusal";
import { OdometerReadings } from "./odometer-readings";
import { usePhotoFile } from "./photo-field";
import { ServiceHistory } from "./service-history";
import { useCategoryOptions } from "./use-category-options";
import { VehicleForm } from "./vehicle-form";
import { EMPTY_VEHICLE, vehicleFieldLabels, validateStoredVehicle, vehicleBody, backToListPath, vehicleValues, vehicleRecords, type VehicleFormField } from "./vehicle-values";
import { useOpenWork, VehicleWorkOrders } from "./vehicle-work-orders";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { useVehicleReminders, VehicleReminders } from "../reminders";
import { VehicleDefects, VehicleInspections } from "../inspections";
import { VehicleFacts } from "./vehicle-facts";
import { VehicleSummary } from "./vehicle-summary";
import { VehicleDowntimeFigure } from "../time";
import { VehicleDocuments } from "../documents";
import { useTranslation } from "../../lib/i18n";
import "./vehicles.css";
import "./vehicle-history.css";

const EXPAND = { expand: "created_by,updated_by" };

function by(vehicle: Vehicle, field: "created_by" | "updated_by", t: TFunction<"vehicles">): string {
  const employee = vehicle.expand?.[field];
  return employee?.name ? t("page.by", { name: nameWithRole(employee.name, employee.role) }) : "";
}

/**
 * One vehicle, read as a record: a summary (status, odometer, category, open work, next reminder
 * due; "Add reading"), its open work and reminders, its details in an edit form that follows
 * colleagues' changes live (a work order moving its status or odometer included; values as text
 * for a role that may not change them), its service history, odometer readings and changes, and
 * delete (refused while it has work orders: retire it instead).
 */
export function VehiclePage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const [, navigate] = useLocation();
  const categories = useCategoryOptions();
  const notice = useFlash();
  /** The vehicle's odometer as stored (its highest reading): the form refuses going below it. */
  const storedKm = useRef(0);
  const editor = useRecordEditor<Vehicle, VehicleFormField>({
    collection: COLLECTIONS.vehicles,
    id,
    empty: EMPTY_VEHICLE,
    toValues: vehicleValues,
    validate: (values) => validateStoredVehicle(values, storedKm.current),
    query: EXPAND,
  });
  const { form, state } = editor;
  const photo = usePhotoFile(form);
  /** The server's reason when the vehicle could not be deleted because it has work orders. */
  const [hasWorkOrders, setHasWorkOrders] = useState<string | null>(null);
  const canChange = useCan("update", "vehicles");
  const openWork = useOpenWork(id);
  const reminders = useVehicleReminders(id);
  const [summaryNotice, setSummaryNotice] = useState<string | null>(null);
  const { t } = useTranslation("vehicles");

  if (state.kind === "loading") return <Skeleton lines={6} label={t("loadingVehicle")} />;
  const back = { href: backToListPath(), label: t("backToList") };
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("what")} missing={missing} message={state.failure.message} back={back} />;
  }

  const vehicle = state.record;
  storedKm.current = vehicle.odometer;
  const onSubmit = editor.save((changed, values, headers) =>
    vehicleRecords().update<Vehicle>(id, vehicleBody(values, changed, photo.file), { ...EXPAND, requestKey: null, headers }),
  );
  const onDelete = () =>
    editor.deletion.confirm(
      () => {
        flash(t("page.deleted", { plate: vehicle.plate }));
        navigate(backToListPath());
      },
      (message, error) => {
        const hasWork = refusalWith(error, "has_work_orders");
        if (hasWork !== null) setHasWorkOrders(hasWork);
        else form.setFormError(message);
      },
    );

  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        {t("back")}
      </Link>
      <PageHeader
        title={<span className="plate plate-title">{vehicle.plate}</span>}
        description={
          <>
            {vehicle.make} {vehicle.model} · {t("page.added")} <DateText value={vehicle.created} />
            {by(vehicle, "created_by", t)} · {t("page.changed")} <DateText value={vehicle.updated} />
            {by(vehicle, "updated_by", t)}
          </>
        }
        actions={
          <>
            <ButtonLink href={pathTo("vehicle-label", { id })} variant="secondary">
              {t("page.printLabel")}
            </ButtonLink>
            <Allowed action="delete" subject="vehicles">
              <DeleteButton editor={editor} />
            </Allowed>
          </>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <EditorNotices what={t("what")} editor={editor} labels={vehicleFieldLabels(t)} back={back} />
      {hasWorkOrders !== null && state.kind !== "deleted" && (
        <HasWorkOrdersAlert
          plate={vehicle.plate}
          reason={hasWorkOrders}
          savedStatus={vehicle.status}
          formStatus={form.values.status}
          onRetire={() => form.setValue("status", "retired")}
        />
      )}
      <VehicleSummary
        vehicle={vehicle}
        openWork={openWork}
        reminders={reminders}
        around={editor.ownChange}
        notice={summaryNotice}
        onNotice={setSummaryNotice}
      />
      <VehicleDowntimeFigure vehicleId={id} />
      <VehicleDefects vehicle={vehicle} />
      <VehicleWorkOrders vehicle={vehicle} list={openWork} />
      <VehicleReminders vehicle={vehicle} list={reminders} />
      <VehicleDocuments vehicle={vehicle} />
      <VehicleInspections vehicle={vehicle} />
      {canChange ? (
        <>
          <h2>{t("page.details")}</h2>
          <VehicleForm
            form={form}
            categories={categories}
            saved={vehicle}
            photo={photo}
            onChoosePhoto={photo.choose}
            onSubmit={onSubmit}
            disabled={state.kind === "deleted"}
          >
            <SaveActions editor={editor} />
          </VehicleForm>
        </>
      ) : (
        <VehicleFacts vehicle={vehicle}>
          <RoleNote action="update" subject="vehicles" />
        </VehicleFacts>
      )}
      <ServiceHistory vehicle={vehicle} />
      <OdometerReadings vehicle={vehicle} around={editor.ownChange} />
      <VehicleHistory vehicle={vehicle} />
      <DeleteDialog editor={editor} title={t("page.deleteTitle", { plate: vehicle.plate })} confirmLabel={t("page.deleteConfirm")} onConfirm={() => void onDelete()}>
        {t("page.deleteBody")}
      </DeleteDialog>
    </section>
  );
}
