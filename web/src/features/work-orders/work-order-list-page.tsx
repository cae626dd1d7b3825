import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PAGE_SIZE } from "@shared/constants";
import { workOrderExportPath } from "@shared/work-order-export";
import { parseWorkOrderListQuery, type WorkOrderListQuery } from "@shared/work-order-list";
import { failureMessage } from "../../lib/api-errors";
import { downloadWithFileToken } from "../../lib/download";
import { useFlash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { SLOW_LOAD_MS, useDelayedFlag } from "../../lib/timing";
import { Alert, LoadError, StaleNotice } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { OdometerDialog } from "./odometer-dialog";
import { useEmployeeNames } from "./use-employee-options";
import { useNow } from "./use-now";
import { useStatusMove } from "./use-status-move";
import { useWorkOrderBoard } from "./use-work-order-board";
import { useWorkOrderList } from "./use-work-order-list";
import { WorkOrderBoard } from "./work-order-board";
import { isWorkOrderQueryFiltered, NO_WORK_ORDER_FILTERS, WorkOrderFilters, type WorkOrderQueryChange } from "./work-order-filters";
import { newWorkOrderPath, rememberWorkOrderQuery, workOrderListPath } from "./work-order-links";
import { WorkOrderTable } from "./work-order-table";
import "./work-orders.css";
import { Allowed } from "../../lib/permissions";

/** The board or the list of work orders (docs/product.md "Work orders"); view, filters, sort and page live in the URL. */
export function WorkOrderListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => {
    const params = new URLSearchParams(search);
    return parseWorkOrderListQuery((name) => params.get(name));
  }, [search]);
  const { t } = useTranslation("work-orders");
  const session = useSession();
  const me = session.kind === "employee" ? session.id : "";
  const notice = useFlash();
  useEffect(() => rememberWorkOrderQuery(query), [query]);

  const change: WorkOrderQueryChange = (next, options) => navigate(workOrderListPath({ ...query, page: 1, ...next }), options);
  const viewLink = (view: WorkOrderListQuery["view"], label: string) => (
    <Link href={workOrderListPath({ ...query, view, page: 1 })} aria-current={query.view === view ? "page" : undefined}>
      {label}
    </Link>
  );

  return (
    <section className="stack">
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={
          <>
            <nav className="view-switch" aria-label={t("list.view")}>
              {viewLink("board", t("list.board"))}
              {viewLink("list", t("list.list"))}
            </nav>
            <Allowed action="create" subject="work_orders"><ButtonLink href={newWorkOrderPath()}>{t("list.newWorkOrder")}</ButtonLink></Allowed>
          </>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <WorkOrderFilters query={query} onChange={change} />
      {query.view === "board" ? <BoardView query={query} me={me} onChange={change} /> : <ListView query={query} me={me} onChange={change} />}
    </section>
  );
}

function NothingYet() {
  const { t } = useTranslation("work-orders");
  return (
    <EmptyState icon="empty" title={t("list.nothingYetTitle")} action={<Allowed action="create" subject="work_orders"><ButtonLink href={newWorkOrderPath()}>{t("list.openFirst")}</ButtonLink></Allowed>}>
      {t("list.nothingYetText")}
    </EmptyState>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation("work-orders");
  return (
    <EmptyState title={t("list.noMatchTitle")} action={<Button onClick={onClear}>{t("list.clearFilters")}</Button>}>
      {t("list.noMatchText")}
    </EmptyState>
  );
}

function BoardView({ query, me, onChange }: { query: WorkOrderListQuery; me: string; onChange: WorkOrderQueryChange }) {
  const { t } = useTranslation("work-orders");
  const board = useWorkOrderBoard(query, me);
  const names = useEmployeeNames();
  const now = useNow();
  const slow = useDelayedFlag(board.loading && board.columns === null, SLOW_LOAD_MS);
  const moves = useStatusMove({
    onStart: (workOrder, to) => board.place(workOrder.id, to),
    onEnd: (workOrder, saved) => {
      // Refused: back in the column it was in, even if the last load is older than that.
      if (!saved) board.place(workOrder.id, workOrder.status);
      board.settle(workOrder.id);
      board.reload();
    },
  });

  if (board.failure && !board.columns) {
    return <LoadError title={t("list.loadFailed")} message={board.failure} onRetry={board.retry} />;
  }
  if (!board.columns) return slow ? <Skeleton lines={8} label={t("list.loading")} /> : null;
  const empty = Object.values(board.columns).every((column) => column.total === 0);
  return (
    <>
      {board.failure && <StaleNotice title={t("list.boardStale")} message={board.failure} onRefresh={board.retry} />}
      {moves.refusal && (
        <Alert tone="error" title={t("list.notMoved")}>
          <p>{moves.refusal}</p>
          <Button variant="secondary" className="button-small" onClick={moves.dismiss}>
            {t("list.ok")}
          </Button>
        </Alert>
      )}
      {empty && !isWorkOrderQueryFiltered(query) ? (
        <NothingYet />
      ) : empty ? (
        <NoMatch onClear={() => onChange(NO_WORK_ORDER_FILTERS)} />
      ) : (
        <WorkOrderBoard columns={board.columns} query={query} names={names} moves={moves} now={now} />
      )}
      <OdometerDialog moves={moves} />
    </>
  );
}

function ListView({ query, me, onChange }: { query: WorkOrderListQuery; me: string; onChange: WorkOrderQueryChange }) {
  const { t } = useTranslation("work-orders");
  const list = useWorkOrderList(query, me);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const names = useEmployeeNames();
  const now = useNow();
  const slow = useDelayedFlag(list.loading, SLOW_LOAD_MS);
  const filtered = isWorkOrderQueryFiltered(query);
  const failed = list.failure !== null && !list.loading;

  let content;
  if (failed && !list.rowsCurrent) {
    content = <LoadError title={t("list.loadFailed")} message={list.failure!} onRetry={list.retry} />;
  } else if (list.rows === null) {
    content = slow ? <Skeleton lines={8} label={t("list.loading")} /> : null;
  } else if (list.rows.length > 0) {
    content = <WorkOrderTable rows={list.rows} query={query} names={names} now={now} busy={slow} onChange={onChange} />;
  } else if (query.page > 1) {
    content = (
      <EmptyState title={t("list.noPageTitle", { page: query.page })} action={<ButtonLink href={workOrderListPath({ ...query, page: 1 })}>{t("list.firstPage")}</ButtonLink>}>
        {t("list.noPageText")}
      </EmptyState>
    );
  } else {
    content = filtered ? <NoMatch onClear={() => onChange(NO_WORK_ORDER_FILTERS)} /> : <NothingYet />;
  }
  const total = list.total;
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <div className="row list-summary-row">
        <p className="list-summary muted" aria-live="polite">
          {total === null ? "" : t(filtered ? "list.matches" : "list.count", { count: total, n: formatCount(total) })}
        </p>
        <Button
          variant="secondary"
          className="button-small"
          onClick={() => downloadWithFileToken((token) => workOrderExportPath(query, token)).catch((error: unknown) => setExportFailure(failureMessage(error)))}
        >
          {t("list.exportCsv")}
        </Button>
      </div>
      {exportFailure && <Alert tone="error">{exportFailure}</Alert>}
      {failed && list.rowsCurrent && <StaleNotice title={t("list.listStale")} message={list.failure} onRefresh={list.retry} />}
      {content}
      {list.rows !== null && list.rows.length > 0 && pageCount !== null && pageCount > 1 && (
        <Pager page={query.page} pageCount={pageCount} hasNext={query.page < pageCount} href={(page) => workOrderListPath({ ...query, page })} label={t("list.pages")} />
      )}
    </>
  );
}
