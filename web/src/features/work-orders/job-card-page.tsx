import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { hundredthsText, itemCents, sumCents, toCents } from "@shared/work-orders/money";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useLabel, useTranslation } from "../../lib/i18n";
import { useRecordOnce } from "../../lib/use-record-once";
import { RecordUnavailable } from "../../ui/editor-parts";
import { formatFullDate, formatKm } from "../../ui/format";
import { appUrl, PrintSheet } from "../../ui/print-sheet";
import { QrCode } from "../../ui/qr-code";
import { Skeleton } from "../../ui/spinner";
import { useEmployeeNames } from "./use-employee-options";
import { useWorkOrderItems } from "./use-work-order-items";
import { formatDue } from "./work-order-format";
import { backToWorkOrdersPath } from "./work-order-links";
import { money, workshopSettings } from "../../lib/workshop-settings";
import "./work-orders.css";

/** When a work order was closed: done (its `completed`), or cancelled (its last change: a cancelled one changes no more). */
function closedOn(workOrder: WorkOrder): string | null {
  if (workOrder.status === "done" && workOrder.completed) return workOrder.completed;
  if (workOrder.status === "cancelled") return workOrder.updated;
  return null;
}

/**
 * The job card: an A4 page for the technician at the car, headed by the workshop's name, with
 * the work order's number, vehicle, title and description, when it was opened (and started,
 * closed), its items with boxes to tick by hand and what they cost, and a QR code that opens the
 * work order on a tablet. Printed, only the card comes out.
 */
export function JobCardPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const state = useRecordOnce<WorkOrder>(COLLECTIONS.workOrders, id, { expand: "vehicle" });
  const items = useWorkOrderItems(id);
  const names = useEmployeeNames();
  const { t } = useTranslation("work-orders");
  const label = useLabel();

  if (state.kind === "loading") return <Skeleton lines={6} label={t("jobCard.loading")} />;
  if (state.kind === "failed") {
    return <RecordUnavailable what={t("what")} missing={state.missing} message={state.failure.message} back={{ href: backToWorkOrdersPath(), label: t("page.back") }} />;
  }
  const workOrder = state.record;
  const number = formatWorkOrderNumber(workOrder.number);
  const vehicle = workOrder.expand?.vehicle;
  const workOrderPath = pathTo("work-order", { id });
  const due = formatDue(workOrder.due);
  const odometer = workOrder.odometer || vehicle?.odometer || 0;
  const closed = closedOn(workOrder);
  const rows = items.items ?? [];
  return (
    <PrintSheet kind="a4" label={t("jobCard.label", { number })} back={{ href: workOrderPath, label: number }}>
      <div className="job-card">
        <header className="job-card-head">
          <div>
            <p className="job-card-workshop">{workshopSettings().name}</p>
            <p className="muted">{t("jobCard.heading")}</p>
            <h1>{number}</h1>
            <p>
              <strong>{workOrder.title}</strong>
            </p>
          </div>
          <QrCode value={appUrl(workOrderPath)} label={t("jobCard.qr", { number })} size={130} />
        </header>
        <dl>
          <dt>{t("fields.vehicle")}</dt>
          <dd>
            <span className="plate">{workOrder.vehicle_plate}</span> {vehicle && `${vehicle.make} ${vehicle.model}`}
          </dd>
          <dt>{t("jobCard.vin")}</dt>
          <dd>{vehicle?.vin || "—"}</dd>
          <dt>{t("fields.odometer")}</dt>
          <dd>{formatKm(odometer)}</dd>
          <dt>{t("fields.status")}</dt>
          <dd>
            {t("jobCard.statusLine", { status: label("workOrderStatus", workOrder.status), priority: label("workOrderPriority", workOrder.priority) })}
          </dd>
          <dt>{t("fields.assignee")}</dt>
          <dd>{names.get(workOrder.assignee) ?? "—"}</dd>
          <dt>{t("jobCard.opened")}</dt>
          <dd>{formatFullDate(workOrder.created)}</dd>
          {workOrder.started && (
            <>
              <dt>{t("jobCard.started")}</dt>
              <dd>{formatFullDate(workOrder.started)}</dd>
            </>
          )}
          {closed && (
            <>
              <dt>{label("workOrderStatus", workOrder.status)}</dt>
              <dd>{formatFullDate(closed)}</dd>
            </>
          )}
          {due && (
            <>
              <dt>{t("fields.due")}</dt>
              <dd>{due}</dd>
            </>
          )}
        </dl>
        {workOrder.description && (
          <section>
            <h2>{t("fields.description")}</h2>
            <p className="job-card-description">{workOrder.description}</p>
          </section>
        )}
        <section>
          <h2>{t("jobCard.work")}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("items.done")}</th>
                <th scope="col">{t("items.kind")}</th>
                <th scope="col">{t("items.description")}</th>
                <th scope="col">{t("items.partNumber")}</th>
                <th scope="col">{t("items.quantity")}</th>
                <th scope="col" className="align-end">
                  {t("items.unitCost")}
                </th>
                <th scope="col" className="align-end">
                  {t("items.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    <span className="tick-box" role="img" aria-label={item.done ? t("jobCard.ticked") : t("jobCard.toDo")}>
                      {item.done ? "✓" : ""}
                    </span>
                  </td>
                  <td>{label("itemKind", item.kind)}</td>
                  <td>{item.description}</td>
                  <td>{item.part_number}</td>
                  <td>
                    {hundredthsText(toCents(item.quantity))} {label("unit", item.unit)}
                  </td>
                  <td className="align-end">{item.unit_cost ? money(toCents(item.unit_cost)) : ""}</td>
                  <td className="align-end">{item.unit_cost ? money(itemCents(item)) : ""}</td>
                </tr>
              ))}
              {/* Blank lines for what turns up at the car. */}
              {Array.from({ length: 4 }, (_, index) => (
                <tr key={`blank-${index}`} aria-hidden="true">
                  <td>
                    <span className="tick-box" />
                  </td>
                  <td />
                  <td />
                  <td />
                  <td />
                  <td />
                  <td />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={6} className="align-end">
                  {t("items.total")}
                </th>
                <td className="align-end job-card-total">{money(sumCents(rows.map(itemCents)))}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <footer className="job-card-signature">
          <span>{t("jobCard.signature")}</span>
          <span>{t("jobCard.checkedBy")}</span>
        </footer>
      </div>
    </PrintSheet>
  );
}
