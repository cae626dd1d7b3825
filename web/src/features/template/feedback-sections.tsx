import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { loadingBar } from "../../lib/loading-bar";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Skeleton, Spinner } from "../../ui/spinner";
import { KitSection } from "./kit-section";

/** `/template?throw-render-error` breaks the UI kit on purpose, to show the error page. */
export const THROW_RENDER_ERROR_PARAM = "throw-render-error";
const RENDER_ERROR_PATH = `${pathTo("template")}?${THROW_RENDER_ERROR_PARAM}`;
/** Under the UI kit's path, but no page of the route table. */
const MISSING_PAGE_PATH = `${pathTo("template")}/no-such-page`;

export function AlertsSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="alerts" title={t("section.alerts")} about={t("alerts.about")}>
      <Alert tone="info" title={t("alerts.infoTitle")}>
        {t("alerts.info")}
      </Alert>
      <Alert tone="success">{t("alerts.success")}</Alert>
      <Alert tone="warning">{t("alerts.warning")}</Alert>
      <Alert tone="error">{t("alerts.error")}</Alert>
    </KitSection>
  );
}

export function DialogSection() {
  const { t } = useTranslation("template");
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const close = (answer: string) => {
    setOpen(false);
    setResult(answer);
  };
  return (
    <KitSection id="dialog" title={t("section.dialog")} about={t("dialog.about")}>
      <div className="row">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("dialog.open")}
        </Button>
        {result && <span role="status">{result}</span>}
      </div>
      <ConfirmDialog
        open={open}
        title={t("dialog.title")}
        confirmLabel={t("dialog.confirm")}
        onConfirm={() => close(t("dialog.deleted"))}
        onCancel={() => close(t("dialog.kept"))}
      >
        {t("dialog.text")}
      </ConfirmDialog>
    </KitSection>
  );
}

const DEMO_LOAD_MS = 3000;

export function LoadingSection() {
  const { t } = useTranslation("template");
  const [running, setRunning] = useState(false);
  const [health, setHealth] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const runBar = async () => {
    setRunning(true);
    await loadingBar.track(new Promise((resolve) => setTimeout(resolve, DEMO_LOAD_MS)));
    setRunning(false);
  };

  const checkServer = async () => {
    setChecking(true);
    setHealth(null);
    try {
      await pb.health.check({ requestKey: "kit-health" });
      setHealth({ tone: "success", text: t("loading.serverAnswers") });
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setHealth({ tone: "error", text: message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <KitSection id="loading" title={t("section.loading")} about={t("loading.about")}>
      <div className="row">
        <Button variant="secondary" onClick={runBar} busy={running}>
          {t("loading.runBar")}
        </Button>
        <Button variant="secondary" onClick={checkServer} busy={checking}>
          {t("loading.checkServer")}
        </Button>
        {health && (
          <span className={health.tone === "success" ? "text-success" : "text-danger"} role="status" data-testid="health-result">
            {health.text}
          </span>
        )}
      </div>
      <div className="row">
        <Spinner label={t("loading.vehicles")} />
        <span className="muted">{t("loading.spinner")}</span>
      </div>
      <Skeleton lines={3} label={t("loading.details")} />
    </KitSection>
  );
}

export function ErrorsSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="errors" title={t("section.errors")} about={t("errors.about")}>
      <div className="row">
        <ButtonLink href={MISSING_PAGE_PATH} variant="secondary">
          {t("errors.missing")}
        </ButtonLink>
        <ButtonLink href={RENDER_ERROR_PATH} variant="danger">
          {t("errors.renderError")}
        </ButtonLink>
      </div>
      <p className="muted">
        {t("errors.directBefore")}
        <Link href={RENDER_ERROR_PATH}>{RENDER_ERROR_PATH}</Link>
        {t("errors.directAfter")}
      </p>
    </KitSection>
  );
}
