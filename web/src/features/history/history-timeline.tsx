// The change history of a vehicle (its own, its work orders', their items' and readings') or of
// one work order (its own and its items'): newest first, paged in the URL (`?changes=`), live.

import { HISTORY_COLLECTION, type HistoryEntry } from "@shared/history";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { DateText } from "../../ui/date-text";
import { readVehicleRecords, useSectionPage } from "../vehicles";
import { useVehicleRecords } from "../vehicles";
import { SectionList, VehicleSection } from "../vehicles";
import { changeLines, entrySentence } from "./describe";
import "./history.css";

export const CHANGES_PAGE_SIZE = 20;

function Entry({ entry }: { entry: HistoryEntry }) {
  const lines = changeLines(entry);
  return (
    <li className="history-entry">
      <span className="muted">
        <DateText value={entry.at} /> · {entry.by_label}
      </span>
      <span>{entrySentence(entry)}</span>
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

type TimelineOf = "vehicle" | "work_order";

function timelineQuery(field: TimelineOf, id: string, page: number, requestKey: string | null) {
  return { collection: HISTORY_COLLECTION, field, vehicle: id, where: "", sort: "-at,-@rowid", page, perPage: CHANGES_PAGE_SIZE, requestKey };
}

/** A work order's newest changes, as its page first reads them (for keeping them on the device). */
export function readWorkOrderHistory(workOrderId: string): Promise<unknown> {
  return readVehicleRecords<HistoryEntry>(timelineQuery("work_order", workOrderId, 1, null));
}

function Timeline({ field, id, path }: { field: TimelineOf; id: string; path: string }) {
  const { t } = useTranslation("history");
  const { page, href } = useSectionPage("changes", path);
  const list = useVehicleRecords<HistoryEntry>(timelineQuery(field, id, page, `history-${id}`));
  return (
    <VehicleSection title={t("title")} description={t("description")}>
      <SectionList
        list={list}
        what={t("what")}
        empty={t("empty")}
        pager={{ page, href, label: t("pages") }}
        rows={(items) => (
          <ol className="history-list">
            {items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      />
    </VehicleSection>
  );
}

export function VehicleHistory({ vehicle }: { vehicle: { id: string } }) {
  return <Timeline field="vehicle" id={vehicle.id} path={pathTo("vehicle", { id: vehicle.id })} />;
}

export function WorkOrderHistory({ workOrder }: { workOrder: { id: string } }) {
  return <Timeline field="work_order" id={workOrder.id} path={pathTo("work-order", { id: workOrder.id })} />;
}
