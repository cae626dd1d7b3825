// The dashboard at /backend (docs/product.md "Dashboard"): the workshop's state first (open and
// overdue work, vehicles in the workshop, work waiting for parts, mine; reminders due; the work
// changed last and open work by status), then the fleet (totals, vehicles by status and by
// category), the cost of done work per month, the vehicles changed last, and the export, all
// from one request that stays live.

import { useState } from "react";
import type { DashboardStats } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { vehicleListPath } from "@shared/vehicle-list";
import { failureMessage } from "../../lib/api-errors";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Alert, LoadError, StaleNotice } from "../../ui/alert";
import { STATUS_TONES } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { BarChart, type Bar } from "./bar-chart";
import { Figures } from "./figures";
import { RecentVehicles } from "./recent-vehicles";
import { useDashboardStats } from "./use-dashboard-stats";
import { RecentWork } from "./recent-work";
import { MonthlyCostChart, OpenWorkChart, WorkshopNow } from "./work-order-figures";
import { downloadVehiclesCsv } from "./vehicle-export";
import { StockFigures } from "./stock-figures";
import { ReminderFigures } from "../reminders";
import { TimeFiguresPanel } from "../time";
import { DefectFigures } from "../inspections";
import "./dashboard.css";
import { Allowed } from "../../lib/permissions";

function statusBars(stats: DashboardStats, label: ReturnType<typeof useLabel>): Bar[] {
  return stats.byStatus.map(({ status, count }) => ({
    key: status,
    label: label("vehicleStatus", status),
    count,
    tone: STATUS_TONES[status],
    href: vehicleListPath({ status }),
  }));
}

function categoryBars(stats: DashboardStats, others: (count: number) => string): Bar[] {
  const { top, rest } = stats.byCategory;
  const bars: Bar[] = top.map((category) => ({
    key: category.id,
    label: category.name,
    count: category.count,
    tone: "category",
    href: vehicleListPath({ category: category.id }),
  }));
  if (rest.categories > 0) {
    bars.push({ key: "rest", label: others(rest.categories), count: rest.vehicles, tone: "neutral" });
  }
  return bars;
}

function ExportButton({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation("dashboard");
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    onError(null);
    downloadVehiclesCsv()
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message !== null) onError(t("exportFailed", { message }));
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" busy={busy} onClick={start}>
      {t("exportCsv")}
    </Button>
  );
}

function Loading() {
  const { t } = useTranslation("dashboard");
  return (
    <div className="dashboard" aria-busy="true">
      <ul className="figures" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="figure">
            <div>
              <Skeleton lines={2} label={t("loadingFigures")} />
            </div>
          </li>
        ))}
      </ul>
      <div className="dashboard-grid">
        <div className="card">
          <Skeleton lines={4} label={t("loadingCharts")} />
        </div>
        <div className="card">
          <Skeleton lines={6} label={t("loadingCharts")} />
        </div>
      </div>
    </div>
  );
}

function Dashboard({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation("dashboard");
  const label = useLabel();
  if (stats.totals.vehicles === 0) {
    return (
      <EmptyState
        icon="vehicle"
        title={t("empty.title")}
        action={<Allowed action="create" subject="vehicles"><ButtonLink href={pathTo("vehicles-new")}>{t("empty.add")}</ButtonLink></Allowed>}
      >
        {t("empty.text")}
      </EmptyState>
    );
  }
  return (
    <div className="dashboard">
      <section className="dashboard-part" aria-labelledby="dashboard-now">
        <h2 id="dashboard-now">{t("part.now")}</h2>
        <WorkshopNow stats={stats} />
        <ReminderFigures />
        <TimeFiguresPanel />
        <DefectFigures stats={stats.defects} />
        <div className="dashboard-grid">
          <RecentWork workOrders={stats.workOrders.recent} />
          <OpenWorkChart stats={stats.workOrders} />
        </div>
      </section>
      <section className="dashboard-part" aria-labelledby="dashboard-fleet">
        <h2 id="dashboard-fleet">{t("part.fleet")}</h2>
        <Figures stats={stats} />
        <div className="dashboard-grid">
          <BarChart title={t("chart.byStatus")} bars={statusBars(stats, label)} total={stats.totals.vehicles} note={t("chart.hint")} />
          <BarChart
            title={t("chart.byCategory")}
            bars={categoryBars(stats, (count) => t("chart.otherCategories", { count, n: formatCount(count) }))}
            total={stats.totals.vehicles}
            note={stats.byCategory.rest.categories > 0 ? t("chart.hintCategories") : t("chart.hint")}
          />
        </div>
        <div className="dashboard-grid">
          <MonthlyCostChart stats={stats.workOrders} />
          <RecentVehicles vehicles={stats.recent} />
        </div>
      </section>
      <section className="dashboard-part" aria-labelledby="dashboard-stock">
        <h2 id="dashboard-stock">{t("part.stock")}</h2>
        <StockFigures stats={stats.stock} />
      </section>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { state, retry } = useDashboardStats();
  const [exportError, setExportError] = useState<string | null>(null);
  // Nothing to export from an empty workshop; otherwise the export works even while the figures
  // load or fail (it does not need them).
  const emptyWorkshop = state.kind === "ready" && state.stats.totals.vehicles === 0;
  return (
    <section className="stack">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={!emptyWorkshop && <ExportButton onError={setExportError} />}
      />
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {state.kind === "loading" && <Loading />}
      {state.kind === "failed" && <LoadError title={t("loadFailed")} message={state.message} onRetry={retry} />}
      {state.kind === "ready" && (
        <>
          {state.refreshFailed && (
            <StaleNotice title={t("stale")} message={state.refreshFailed} onRefresh={retry} />
          )}
          <Dashboard stats={state.stats} />
        </>
      )}
    </section>
  );
}
