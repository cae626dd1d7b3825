import { Link, useLocation } from "wouter";
import type { Vehicle } from "@shared/records";
import { pathTo } from "@shared/routes";
import { flash } from "../../lib/flash";
import { useCan } from "../../lib/permissions";
import { useForm } from "../../lib/use-form";
import { Button, ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { RoleRefusal } from "../../ui/role-refusal";
import { usePhotoFile } from "./photo-field";
import { useCategoryOptions } from "./use-category-options";
import { VehicleForm } from "./vehicle-form";
import { EMPTY_VEHICLE, validateVehicle, vehicleBody, backToListPath, vehicleRecords, type VehicleFormField } from "./vehicle-values";
import { useTranslation } from "../../lib/i18n";
import "./vehicles.css";

/** A new vehicle: once saved, its own page says so. */
export function VehicleNewPage() {
  const [, navigate] = useLocation();
  const categories = useCategoryOptions();
  const form = useForm<VehicleFormField>(EMPTY_VEHICLE, { validate: validateVehicle });
  const photo = usePhotoFile(form);
  const may = useCan("create", "vehicles");
  const { t } = useTranslation("vehicles");

  const onSubmit = form.submit(async (values) => {
    const fields = (Object.keys(values) as VehicleFormField[]).filter((field) => field !== "photo" || values.photo === "new");
    const created = await vehicleRecords().create<Vehicle>(vehicleBody(values, fields, photo.file), { requestKey: null });
    flash(t("create.added", { plate: created.plate }));
    navigate(pathTo("vehicle", { id: created.id }));
  });

  return (
    <section className="stack">
      <Link href={backToListPath()} className="back-link">
        {t("back")}
      </Link>
      <PageHeader title={t("create.title")} description={t("create.description")} />
      {!may && <RoleRefusal action="create" subject="vehicles" />}
      <VehicleForm form={form} categories={categories} saved={null} photo={photo} onChoosePhoto={photo.choose} onSubmit={onSubmit} disabled={!may}>
        <Button type="submit" busy={form.busy} disabled={!may}>
          {t("create.submit")}
        </Button>
        <ButtonLink href={backToListPath()} variant="secondary">
          {t("create.cancel")}
        </ButtonLink>
      </VehicleForm>
    </section>
  );
}
