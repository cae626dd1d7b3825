// The top of a vehicle's page: the record at a glance (status, odometer, category, open work,
// the next reminder due) and what one does with it here (add an odometer reading). Each fact
// is one entry of `facts`; open defects join it as one more entry once they exist.

import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Vehicle, WorkOrder } from "@shared/records";
import type { Reminder } from "@shared/reminders";
import { pathTo } from "@shared/routes";
import { Allowed } from "../../lib/permissions";
import { Alert } from "../../ui/alert";
import { StatusBadge } from "../../ui/badge";
import { formatCount, formatKm } from "../../ui/format";
import { useTranslation } from "../../lib/i18n";
import type { TFunction } from "i18next";
import { nextDue, ReminderBadge, useDueWords } from "../reminders";
import { AddReading } from "./add-reading";
import type { VehicleRecords } from "./use-vehicle-records";

interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

function openWorkFact(list: VehicleRecords<WorkOrder>, t: TFunction<"vehicles">): ReactNode {
  if (list.items === null) return <span className="muted">…</span>;
  if (list.totalItems === 0) return t("summary.none");
  return <a href="#open-work">{t("summary.workOrders", { count: list.totalItems, n: formatCount(list.totalItems) })}</a>;
}

function NextDueFact({ list, odometer }: { list: VehicleRecords<Reminder>; odometer: number }) {
  const { t } = useTranslation("vehicles");
  const dueWords = useDueWords();
  if (list.items === null) return <span className="muted">…</span>;
  const reminder = nextDue(list);
  if (!reminder) return list.items.length === 0 ? t("summary.noReminders") : t("summary.nothingDue");
  return (
    <>
      <ReminderBadge state={reminder.state} /> {reminder.title}, {dueWords(reminder, odometer)}
    </>
  );
}

export function VehicleSummary({ vehicle, openWork, reminders, around, notice, onNotice }: {
  vehicle: Vehicle;
  openWork: VehicleRecords<WorkOrder>;
  reminders: VehicleRecords<Reminder>;
  around: <R>(request: () => Promise<R>) => Promise<R>;
  notice: string | null;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation("vehicles");
  const facts: readonly Fact[] = [
    { label: t("field.status"), value: <StatusBadge status={vehicle.status} /> },
    { label: t("field.odometer"), value: formatKm(vehicle.odometer) },
    {
      label: t("field.category"),
      value: vehicle.category ? <Link href={pathTo("category", { id: vehicle.category })}>{vehicle.category_name || "…"}</Link> : "—",
    },
    { label: t("summary.openWork"), value: openWorkFact(openWork, t) },
    { label: t("summary.nextDue"), value: <NextDueFact list={reminders} odometer={vehicle.odometer} /> },
  ];
  return (
    <section className="card vehicle-summary" aria-label={t("summary.label", { plate: vehicle.plate })}>
      <dl className="vehicle-summary-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="vehicle-summary-fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="row vehicle-summary-actions">
        <Allowed action="create" subject="odometer_readings">
          <AddReading vehicle={vehicle} around={around} onAdded={onNotice} />
        </Allowed>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
    </section>
  );
}
