// A part's ledger, newest first: every receipt, issue, return and adjustment, with the work
// order it went to or came from, who and when. Live; older lines load on request.

import { useCallback, useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { Link } from "wouter";
import { COLLECTIONS, type Part, type StockMovement } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { toCents } from "@shared/work-orders/money";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useLabel, useTranslation } from "../../lib/i18n";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { money } from "../../lib/workshop-settings";
import { LoadError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { Skeleton } from "../../ui/spinner";
import { amountShown, unitShown } from "./part-values";

const PER_PAGE = 50;
/** Lines per request: PocketBase answers at most 1 000 a page, and a busy part passes that in a year. */
const READ_BATCH = 500;

function columns(part: Part, t: TFunction<"parts">, label: ReturnType<typeof useLabel>): Column<StockMovement>[] {
  return [
    { key: "at", header: t("ledger.when"), className: "nowrap", cell: (m) => <DateText value={m.at} /> },
    {
      key: "what",
      header: t("ledger.what"),
      cell: (m) => (
        <>
          <strong>{label("stockReason", m.reason)}</strong>
          {m.work_order && (
            <>
              {" "}
              <Link href={pathTo("work-order", { id: m.work_order })}>{formatWorkOrderNumber(m.work_order_number)}</Link>
            </>
          )}
          {m.note && <span className="muted"> · {m.note}</span>}
        </>
      ),
    },
    {
      key: "quantity",
      header: t("ledger.quantity", { unit: unitShown(part.unit) }),
      align: "end",
      className: "nowrap",
      cell: (m) => (m.quantity > 0 ? `+${amountShown(m.quantity)}` : `−${amountShown(-m.quantity)}`),
    },
    { key: "cost", header: t("unitCost"), align: "end", className: "hide-on-phone", cell: (m) => money(toCents(m.unit_cost)) },
    { key: "by", header: t("ledger.by"), className: "hide-on-phone", cell: (m) => m.by_label },
  ];
}

export function PartLedger({ part }: { part: Part }) {
  const [pages, setPages] = useState(1);
  const [rows, setRows] = useState<StockMovement[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation("parts");
  const label = useLabel();
  const load = useCallback(async () => {
    try {
      // The newest `wanted` lines, read in batches (one request for the first 500).
      const wanted = PER_PAGE * pages;
      const batch = Math.min(wanted, READ_BATCH);
      const lines: StockMovement[] = [];
      for (let page = 1; lines.length < wanted; page += 1) {
        const list = await pb.collection(COLLECTIONS.stockMovements).getList<StockMovement>(page, batch, {
          filter: pb.filter("part = {:part}", { part: part.id }),
          sort: "-@rowid",
          skipTotal: true,
          requestKey: `ledger-${part.id}-${page}`,
        });
        lines.push(...list.items);
        if (list.items.length < batch) break;
      }
      // A line added between two requests moves across their boundary: keep each line once.
      const seen = new Set<string>();
      setRows(lines.filter((line) => !seen.has(line.id) && seen.add(line.id)).slice(0, wanted));
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [part.id, pages]);
  useEffect(() => void load(), [load]);
  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS / 4);
  useRecordEvents<StockMovement>(COLLECTIONS.stockMovements, (event) => event.record.part === part.id && refresh(), {
    query: { fields: "id,part" },
    onResync: refresh,
  });

  return (
    <section className="stack" aria-labelledby="part-ledger-title">
      <h2 id="part-ledger-title">{t("ledger.title")}</h2>
      {rows === null ? (
        failure ? <LoadError title={t("ledger.loadFailed")} message={failure} onRetry={() => void load()} /> : <Skeleton lines={3} label={t("ledger.loading")} />
      ) : (
        <DataTable caption={t("ledger.caption")} columns={columns(part, t, label)} rows={rows} rowKey={(m) => m.id} empty={<p className="empty-note">{t("ledger.none")}</p>} />
      )}
      {rows !== null && rows.length === PER_PAGE * pages && (
        <div className="row">
          <Button variant="secondary" onClick={() => setPages(pages + 1)}>
            {t("ledger.older")}
          </Button>
        </div>
      )}
    </section>
  );
}
