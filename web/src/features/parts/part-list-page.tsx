// /workshop/parts: the catalogue with what is on hand. Search by number, name or barcode; "To
// reorder" shows the parts at or below their reorder point, and downloads them as CSV. Live.

import { useCallback, useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS, type Part } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { PART_NUMBER_MAX_LENGTH } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useFlash } from "../../lib/flash";
import { translate, useTranslation } from "../../lib/i18n";
import { Allowed } from "../../lib/permissions";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { money } from "../../lib/workshop-settings";
import { Alert, LoadError } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { Pager } from "../../ui/pager";
import { PageHeader } from "../../ui/page-header";
import { SearchField } from "../../ui/search-field";
import { Skeleton } from "../../ui/spinner";
import { toCents } from "@shared/work-orders/money";
import { amountShown, onHandText } from "./part-values";
import { reorderCsv, saveTextFile } from "./reorder-csv";
import { partFilter } from "./use-parts-search";

const PER_PAGE = 50;
/** The reorder list's download holds at most this many parts (a workshop orders far fewer). */
const REORDER_CSV_MAX = 5000;
/** PocketBase answers at most 1 000 records a page, whatever is asked for. */
const READ_BATCH = 1000;

/** Every part to reorder (up to REORDER_CSV_MAX), by number, read a thousand at a time. */
async function readReorderList(): Promise<Part[]> {
  const parts: Part[] = [];
  for (let page = 1; parts.length < REORDER_CSV_MAX; page += 1) {
    const list = await pb.collection(COLLECTIONS.parts).getList<Part>(page, READ_BATCH, { filter: partFilter("", true), sort: "number_key,id", skipTotal: true, requestKey: null });
    parts.push(...list.items);
    if (list.items.length < READ_BATCH) break;
  }
  return parts;
}

/** The list's columns, headed in the language spoken now. */
const columns = (t: TFunction<"parts">): Column<Part>[] => [
  { key: "number", header: t("number"), className: "nowrap", cell: (p) => <Link href={pathTo("part", { id: p.id })}>{p.number}</Link> },
  { key: "name", header: t("name"), cell: (p) => p.name },
  {
    key: "on_hand",
    header: t("onHand"),
    align: "end",
    className: "nowrap",
    cell: (p) => (
      <>
        {onHandText(p)} {p.needs_reorder && <Badge tone={p.on_hand === 0 ? "danger" : "warning"}>{p.on_hand === 0 ? t("list.out") : t("list.reorder")}</Badge>}
      </>
    ),
  },
  { key: "reorder_point", header: t("reorderAt"), align: "end", className: "hide-on-phone", cell: (p) => amountShown(p.reorder_point) },
  { key: "unit_cost", header: t("unitCost"), align: "end", className: "hide-on-phone", cell: (p) => money(toCents(p.unit_cost)) },
  { key: "location", header: t("location"), className: "hide-on-phone", cell: (p) => p.location },
];

export function PartListPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const search = params.get("q") ?? "";
  const toReorder = params.get("reorder") === "1";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const notice = useFlash();
  const [rows, setRows] = useState<Part[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { t } = useTranslation("parts");
  const href = (next: { q?: string; reorder?: boolean; page?: number }) => {
    const merged = { q: search, reorder: toReorder, page: 1, ...next };
    const query: [string, string][] = [];
    if (merged.q !== "") query.push(["q", merged.q]);
    if (merged.reorder) query.push(["reorder", "1"]);
    if (merged.page > 1) query.push(["page", String(merged.page)]);
    return withQuery(pathTo("parts"), query);
  };

  const load = useCallback(async () => {
    try {
      const list = await pb.collection(COLLECTIONS.parts).getList<Part>(page, PER_PAGE, {
        filter: partFilter(search, toReorder),
        sort: "number_key",
        skipTotal: true,
        requestKey: "part-list",
      });
      setRows(list.items);
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [search, toReorder, page]);
  useEffect(() => void load(), [load]);
  useRecordEvents(COLLECTIONS.parts, useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS), { query: { fields: "id" } });

  const downloadReorderList = async () => {
    setDownloading(true);
    try {
      saveTextFile(reorderCsv(await readReorderList()), translate("parts", "csv.fileName"));
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="stack parts-screen">
      <PageHeader
        title={t("parts")}
        description={t("list.description")}
        actions={
          <>
            <Button variant="secondary" busy={downloading} onClick={() => void downloadReorderList()}>
              {t("list.reorderCsv")}
            </Button>
            <Allowed action="create" subject="parts">
              <ButtonLink href={pathTo("parts-new")}>{t("list.newPart")}</ButtonLink>
            </Allowed>
          </>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="row">
        <SearchField value={search} onSearch={(q) => navigate(href({ q }))} placeholder={t("list.searchPlaceholder")} maxLength={PART_NUMBER_MAX_LENGTH * 2} />
        <label className="check">
          <input type="checkbox" checked={toReorder} onChange={(event) => navigate(href({ reorder: event.target.checked }))} />
          {t("list.onlyToReorder")}
        </label>
      </div>
      {rows !== null && failure && <Alert tone="error">{failure}</Alert>}
      {rows === null ? (
        failure ? <LoadError title={t("list.loadFailed")} message={failure} onRetry={() => void load()} /> : <Skeleton lines={5} label={t("list.loading")} />
      ) : (
        <DataTable
          caption={t("parts")}
          columns={columns(t)}
          rows={rows}
          rowKey={(p) => p.id}
          empty={
            search || toReorder || page > 1 ? (
              <p className="empty-note">{t("list.noMatch")}</p>
            ) : (
              <EmptyState title={t("list.noneTitle")} action={<Allowed action="create" subject="parts"><ButtonLink href={pathTo("parts-new")}>{t("list.addFirst")}</ButtonLink></Allowed>}>
                {t("list.none")}
              </EmptyState>
            )
          }
        />
      )}
      <Pager page={page} pageCount={null} hasNext={(rows?.length ?? 0) === PER_PAGE} href={(target) => href({ page: target })} label={t("list.pages")} />
    </section>
  );
}
