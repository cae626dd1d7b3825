// What a selection of open defects can become: one new work order for them ("Create work
// order"), or lines on an open work order of their vehicle ("Add to work order"). Defects of
// several vehicles cannot share a work order: the bar says so instead.

import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { COLLECTIONS, type Defect, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";
import { formatCount } from "../../ui/format";
import { createWorkOrderFor, scheduleOn } from "./defect-actions";

/** The vehicle's work orders that can still take lines, newest first. */
function useOpenWorkOrders(vehicle: string): WorkOrder[] | null {
  const [orders, setOrders] = useState<WorkOrder[] | null>(null);
  useEffect(() => {
    setOrders(null);
    if (vehicle === "") return;
    const statuses = UNFINISHED_WORK_ORDER_STATUSES.map((status) => `status = "${status}"`).join(" || ");
    pb.collection(COLLECTIONS.workOrders)
      .getList<WorkOrder>(1, 50, { filter: `${pb.filter("vehicle = {:vehicle}", { vehicle })} && (${statuses})`, sort: "-number", requestKey: `open-work-${vehicle}` })
      .then((list) => setOrders(list.items))
      .catch(() => setOrders([]));
  }, [vehicle]);
  return orders;
}

export function ScheduleBar({ selected, onDone }: { selected: readonly Defect[]; onDone: (message: string) => void }) {
  const [, navigate] = useLocation();
  const vehicles = new Set(selected.map((defect) => defect.vehicle));
  const vehicle = vehicles.size === 1 ? [...vehicles][0]! : "";
  const orders = useOpenWorkOrders(vehicle);
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation("inspections");
  if (selected.length === 0) return null;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureMessage(error));
    }
    setBusy(false);
  };
  const what = t("schedule.defects", { count: selected.length, n: formatCount(selected.length) });
  if (vehicle === "") {
    return (
      <div className="card schedule-bar" role="region" aria-label={t("schedule.label")}>
        <p>{t("schedule.severalVehicles", { defects: what, vehicles: formatCount(vehicles.size) })}</p>
      </div>
    );
  }
  const create = () =>
    run(async () => {
      const id = await createWorkOrderFor(selected);
      navigate(pathTo("work-order", { id }));
    });
  const add = () =>
    run(async () => {
      await scheduleOn(selected, target);
      const order = orders?.find((candidate) => candidate.id === target);
      onDone(t("schedule.added", { defects: what, workOrder: order ? formatWorkOrderNumber(order.number) : t("schedule.theWorkOrder") }));
    });
  return (
    <div className="card schedule-bar stack" role="region" aria-label={t("schedule.label")}>
      <p>
        {t("schedule.selected", { defects: what, vehicle: selected[0]!.expand?.vehicle?.plate ?? t("schedule.oneVehicle") })}
      </p>
      {failure && <Alert tone="error" title={t("schedule.notAll")}>{failure}</Alert>}
      <div className="row schedule-bar-actions">
        <Button onClick={() => void create()} busy={busy}>
          {t("schedule.create")}
        </Button>
        {orders && orders.length > 0 && (
          <>
            <SelectField
              label={t("schedule.openWorkOrder")}
              required={false}
              value={target}
              placeholder={t("schedule.chooseOne")}
              options={orders.map((order) => ({ value: order.id, label: `${formatWorkOrderNumber(order.number)} · ${order.title}` }))}
              onChange={setTarget}
            />
            <Button variant="secondary" onClick={() => void add()} disabled={target === "" || busy}>
              {t("schedule.add")}
            </Button>
          </>
        )}
        {orders && orders.length === 0 && <span className="muted">{t("schedule.noOpenWorkOrder")}</span>}
      </div>
    </div>
  );
}
