import { Link, useLocation } from "wouter";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { flash, useFlash } from "../../lib/flash";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { DateText } from "../../ui/date-text";
import { DeleteButton, DeleteDialog, EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { usePhotoFile } from "./photo-field";
import { useCategoryOptions } from "./use-category-options";
import { VehicleForm } from "./vehicle-form";
import { EMPTY_VEHICLE, validateVehicle, vehicleBody, backToListPath, vehicleValues, vehicleRecords, type VehicleFormField } from "./vehicle-values";
import "./vehicles.css";

const EXPAND = { expand: "created_by,updated_by" };

function nameOf(vehicle: Vehicle, field: "created_by" | "updated_by" = "updated_by"): string {
  return vehicle.expand?.[field]?.name ?? "";
}

function by(vehicle: Vehicle, field: "created_by" | "updated_by"): string {
  const name = nameOf(vehicle, field);
  return name ? ` by ${name}` : "";
}

/** One vehicle: its details in an edit form that follows colleagues' changes live, and delete. */
export function VehiclePage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const [, navigate] = useLocation();
  const categories = useCategoryOptions();
  const notice = useFlash();
  const editor = useRecordEditor<Vehicle, VehicleFormField>({
    collection: COLLECTIONS.vehicles,
    id,
    empty: EMPTY_VEHICLE,
    toValues: vehicleValues,
    validate: validateVehicle,
    query: EXPAND,
  });
  const { form, state } = editor;
  const photo = usePhotoFile(form);

  if (state.kind === "loading") return <Skeleton lines={6} label="Loading the vehicle" />;
  const back = { href: backToListPath(), label: "Back to the vehicles" };
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what="vehicle" missing={missing} message={state.failure.message} back={back} />;
  }

  const vehicle = state.record;
  const onSubmit = editor.save((changed, values) =>
    vehicleRecords().update<Vehicle>(id, vehicleBody(values, changed, photo.file), { ...EXPAND, requestKey: null }),
  );
  const onDelete = () =>
    editor.deletion.confirm(
      () => {
        flash(`Vehicle ${vehicle.plate} deleted.`);
        navigate(backToListPath());
      },
      (message) => form.setFormError(message),
    );

  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        ← Vehicles
      </Link>
      <PageHeader
        title={<span className="plate plate-title">{vehicle.plate}</span>}
        description={
          <>
            {vehicle.make} {vehicle.model} · added <DateText value={vehicle.created} />
            {by(vehicle, "created_by")} · changed <DateText value={vehicle.updated} />
            {by(vehicle, "updated_by")}
          </>
        }
        actions={<DeleteButton editor={editor} />}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <EditorNotices what="vehicle" editor={editor} nameOf={nameOf} back={back} />
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
      <DeleteDialog editor={editor} title={`Delete ${vehicle.plate}?`} confirmLabel="Delete vehicle" onConfirm={() => void onDelete()}>
        The vehicle and its photo are removed for everyone. This cannot be undone.
      </DeleteDialog>
    </section>
  );
}
