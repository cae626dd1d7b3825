// "Add reading" on a vehicle's page: an odometer reading read off the dashboard (docs/product.md
// "Work orders": a vehicle's odometer is its highest reading), checked as the server will check
// it: whole km, not below the vehicle's odometer, dated today unless said, never in the future.

import { useState } from "react";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { checkOdometerReadingField, odometerBackwardsError } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { checkFields, useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TextField } from "../../ui/field";
import { formatKm } from "../../ui/format";
import { useTranslation } from "../../lib/i18n";

const EMPTY = { km: "", read_at: "" };
type Field = keyof typeof EMPTY;

export function AddReading({ vehicle, around, onAdded }: {
  vehicle: Pick<Vehicle, "id" | "plate" | "odometer">;
  /** Runs the save (which sets the vehicle's odometer): the page's `ownChange`. */
  around: <R>(request: () => Promise<R>) => Promise<R>;
  /** Said once it is saved: "Reading of 51,000 km added." */
  onAdded: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("vehicles");
  const form = useForm<Field>(EMPTY, {
    validate: (values) => {
      const errors = checkFields(["km", "read_at"] as const, (field) => checkOdometerReadingField(field, values[field], { now: new Date() }));
      const km = Number(values.km);
      if (!errors.km && km < vehicle.odometer) errors.km = odometerBackwardsError(vehicle.odometer).message;
      return errors;
    },
  });
  const onSubmit = form.submit(async (values) => {
    await around(() => pb.collection(COLLECTIONS.odometerReadings).create({ vehicle: vehicle.id, km: values.km.trim(), read_at: values.read_at }, { requestKey: null }));
    setOpen(false);
    onAdded(t("reading.added", { km: formatKm(Number(values.km)) }));
  });
  const start = () => {
    form.reset(EMPTY);
    form.setFormError(null);
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={start}>
        {t("reading.add")}
      </Button>
      {/* Only while open: its fields would otherwise answer for the vehicle form's "Odometer (km)". */}
      {open && <ConfirmDialog
        open
        title={t("reading.newTitle", { plate: vehicle.plate })}
        confirmLabel={t("reading.add")}
        variant="primary"
        busy={form.busy}
        onConfirm={() => void onSubmit()}
        onCancel={() => setOpen(false)}
      >
        <form className="stack" onSubmit={onSubmit} noValidate aria-label={t("reading.formLabel")}>
          <FormError message={form.formError} />
          <TextField
            label={t("form.odometerKm")}
            inputMode="numeric"
            hint={vehicle.odometer > 0 ? t("reading.soFar", { km: formatKm(vehicle.odometer) }) : t("form.wholeKm")}
            {...form.field("km")}
          />
          <TextField label={t("reading.readOn")} optional type="date" hint={t("reading.readOnHint")} {...form.field("read_at")} />
          {/* Enter in a field sends the form. */}
          <button type="submit" hidden />
        </form>
      </ConfirmDialog>}
    </>
  );
}
