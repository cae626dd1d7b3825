// /workshop/inspections/new?vehicle=…: choose the vehicle (when the link did not name it) and
// its checklist, its category's first; starting makes the inspection with the checklist's
// lines and opens it to be answered. An inspection of the vehicle still in progress is offered
// to carry on instead.

import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS, type Inspection, type InspectionTemplate, type Vehicle } from "@shared/records";
import { pathTo } from "@shared/routes";
import { RECORD_ID } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { useCan, RoleNote } from "../../lib/permissions";
import { Alert, LoadError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { PICKED_VEHICLE_FIELDS, VehiclePicker, type PickedVehicle } from "../work-orders";
import { newInspectionPath } from "./vehicle-defects";
import { rankedFor, useTemplates } from "./use-templates";
import { deviceId, send } from "./writes";
import "./inspections.css";

type ChosenVehicle = PickedVehicle & Pick<Vehicle, "category">;

function useVehicle(id: string): ChosenVehicle | null {
  const [vehicle, setVehicle] = useState<ChosenVehicle | null>(null);
  useEffect(() => {
    setVehicle(null);
    if (id === "") return;
    pb.collection(COLLECTIONS.vehicles)
      .getOne<ChosenVehicle>(id, { fields: `${PICKED_VEHICLE_FIELDS},category`, requestKey: "inspection-vehicle" })
      .then(setVehicle)
      .catch(() => setVehicle(null));
  }, [id]);
  return vehicle;
}

function useInProgress(vehicle: string): Inspection[] {
  const [list, setList] = useState<Inspection[]>([]);
  useEffect(() => {
    setList([]);
    if (vehicle === "") return;
    pb.collection(COLLECTIONS.inspections)
      .getList<Inspection>(1, 5, { filter: pb.filter('vehicle = {:vehicle} && status = "in_progress"', { vehicle }), sort: "-created", skipTotal: true, requestKey: "inspections-in-progress" })
      .then((page) => setList(page.items))
      .catch(() => setList([]));
  }, [vehicle]);
  return list;
}

export function InspectionNewPage() {
  const [, navigate] = useLocation();
  const raw = new URLSearchParams(useSearch()).get("vehicle") ?? "";
  const vehicleId = RECORD_ID.test(raw) ? raw : "";
  const vehicle = useVehicle(vehicleId);
  const inProgress = useInProgress(vehicleId);
  const { templates, failure, reload } = useTemplates();
  const [starting, setStarting] = useState<string | null>(null);
  const [startFailure, setStartFailure] = useState<string | null>(null);
  const may = useCan("create", "inspections");
  const { t } = useTranslation("inspections");
  const start = async (template: InspectionTemplate) => {
    setStarting(template.id);
    setStartFailure(null);
    const id = deviceId();
    try {
      await send<Inspection>({ collection: COLLECTIONS.inspections, id, action: "create", body: { vehicle: vehicleId, template: template.id }, label: t("new.startChange", { name: template.name }) });
      navigate(pathTo("inspection", { id }), { replace: true });
    } catch (error) {
      setStartFailure(failureMessage(error));
      setStarting(null);
    }
  };
  return (
    <section className="stack inspection-new">
      <PageHeader title={t("new.title")} description={t("new.description")} />
      <VehiclePicker vehicle={vehicle} onPick={(picked) => navigate(picked ? newInspectionPath(picked.id) : pathTo("inspections-new"), { replace: true })} />
      {startFailure && <Alert tone="error" title={t("new.startFailed")}>{startFailure}</Alert>}
      {vehicleId !== "" && inProgress.length > 0 && (
        <Alert tone="info" title={t("new.alreadyStarted")}>
          {inProgress.map((inspection) => (
            <p key={inspection.id}>
              <Link href={pathTo("inspection", { id: inspection.id })}>{t("new.carryOn", { title: inspection.title })}</Link>
            </p>
          ))}
        </Alert>
      )}
      {!may ? (
        <RoleNote action="create" subject="inspections" />
      ) : vehicleId === "" ? null : templates === null ? (
        failure ? <LoadError title={t("new.loadFailed")} message={failure} onRetry={reload} /> : <Skeleton lines={3} label={t("new.loading")} />
      ) : templates.length === 0 ? (
        <EmptyState title={t("new.noneTitle")}>{t("new.none")}</EmptyState>
      ) : (
        <ul className="template-choices" aria-label={t("checklists.title")}>
          {rankedFor(templates, vehicle?.category ?? "").map((template) => (
            <li key={template.id}>
              <Button className="template-choice" variant="secondary" busy={starting === template.id} disabled={starting !== null} onClick={() => void start(template)}>
                <span className="template-choice-name">{template.name}</span>
                <span className="muted">{t("lines", { count: template.items.length, n: formatCount(template.items.length) })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
