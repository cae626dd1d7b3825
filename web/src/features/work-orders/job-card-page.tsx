import { COLLECTIONS, WORK_ORDER_ITEM_KIND_LABELS, WORK_ORDER_PRIORITY_LABELS, WORK_ORDER_STATUS_LABELS, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { hundredthsText, itemCents, sumCents, toCents } from "@shared/work-orders/money";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
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
function closedOn(workOrder: WorkOrder): { label: string; date: string } | null {
  if (workOrder.status === "done" && workOrder.completed) return { label: "Done", date: workOrder.completed };
  if (workOrder.status === "cancelled") return { label: "Cancelled", date: workOrder.updated };
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

  if (state.kind === "loading") return <Skeleton lines={6} label="Loading the job card" />;
  if (state.kind === "failed") {
    return <RecordUnavailable what="work order" missing={state.missing} message={state.failure.message} back={{ href: backToWorkOrdersPath(), label: "Back to the work orders" }} />;
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
    <PrintSheet kind="a4" label={`Job card ${number}`} back={{ href: workOrderPath, label: number }}>
      <div className="job-card">
        <header className="job-card-head">
          <div>
            <p className="job-card-workshop">{workshopSettings().name}</p>
            <p className="muted">Job card</p>
            <h1>{number}</h1>
            <p>
              <strong>{workOrder.title}</strong>
            </p>
          </div>
          <QrCode value={appUrl(workOrderPath)} label={`QR code: opens ${number} in Workshop`} size={130} />
        </header>
        <dl>
          <dt>Vehicle</dt>
          <dd>
            <span className="plate">{workOrder.vehicle_plate}</span> {vehicle && `${vehicle.make} ${vehicle.model}`}
          </dd>
          <dt>VIN</dt>
          <dd>{vehicle?.vin || "—"}</dd>
          <dt>Odometer</dt>
          <dd>{formatKm(odometer)}</dd>
          <dt>Status</dt>
          <dd>
            {WORK_ORDER_STATUS_LABELS[workOrder.status]} · priority {WORK_ORDER_PRIORITY_LABELS[workOrder.priority]}
          </dd>
          <dt>Assigned to</dt>
          <dd>{names.get(workOrder.assignee) ?? "—"}</dd>
          <dt>Opened</dt>
          <dd>{formatFullDate(workOrder.created)}</dd>
          {workOrder.started && (
            <>
              <dt>Started</dt>
              <dd>{formatFullDate(workOrder.started)}</dd>
            </>
          )}
          {closed && (
            <>
              <dt>{closed.label}</dt>
              <dd>{formatFullDate(closed.date)}</dd>
            </>
          )}
          {due && (
            <>
              <dt>Due</dt>
              <dd>{due}</dd>
            </>
          )}
        </dl>
        {workOrder.description && (
          <section>
            <h2>Description</h2>
            <p className="job-card-description">{workOrder.description}</p>
          </section>
        )}
        <section>
          <h2>Work</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Done</th>
                <th scope="col">Kind</th>
                <th scope="col">Description</th>
                <th scope="col">Part number</th>
                <th scope="col">Quantity</th>
                <th scope="col" className="align-end">
                  Unit cost
                </th>
                <th scope="col" className="align-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    <span className="tick-box" role="img" aria-label={item.done ? "done" : "to do"}>
                      {item.done ? "✓" : ""}
                    </span>
                  </td>
                  <td>{WORK_ORDER_ITEM_KIND_LABELS[item.kind]}</td>
                  <td>{item.description}</td>
                  <td>{item.part_number}</td>
                  <td>
                    {hundredthsText(toCents(item.quantity))} {item.unit}
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
                  Total
                </th>
                <td className="align-end job-card-total">{money(sumCents(rows.map(itemCents)))}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <footer className="job-card-signature">
          <span>Technician, date</span>
          <span>Checked by</span>
        </footer>
      </div>
    </PrintSheet>
  );
}
