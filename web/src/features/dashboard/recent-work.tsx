// The work orders changed last (a status move, an edit, an item added), each linking to its
// page, with its vehicle's plate, its status, who changed it and when.

import { Link } from "wouter";
import type { RecentWorkOrder } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useTranslation } from "../../lib/i18n";
import { DateText } from "../../ui/date-text";
import { WorkOrderStatusBadge } from "../work-orders";
import { useMinuteClock } from "./recent-vehicles";

export function RecentWork({ workOrders }: { workOrders: readonly RecentWorkOrder[] }) {
  const now = useMinuteClock();
  const { t } = useTranslation("dashboard");
  return (
    <section className="card recent" aria-labelledby="recent-work-title">
      <h2 id="recent-work-title">{t("recent.work")}</h2>
      {workOrders.length === 0 ? (
        <p className="empty-note">{t("recent.noWork")}</p>
      ) : (
        <ul className="recent-list">
          {workOrders.map((workOrder) => (
            <li key={workOrder.id} className="recent-item recent-item-stacked">
              <div className="recent-main">
                <Link href={pathTo("work-order", { id: workOrder.id })} className="recent-link">
                  <strong>{formatWorkOrderNumber(workOrder.number)}</strong>
                  <span className="plate">{workOrder.plate}</span>
                  <span className="recent-name">{workOrder.title}</span>
                </Link>
                <span className="recent-when">
                  {workOrder.updatedBy && <>{workOrder.updatedBy} · </>}
                  <DateText value={workOrder.updated} now={now} />
                </span>
              </div>
              <WorkOrderStatusBadge status={workOrder.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
