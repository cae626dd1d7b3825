import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n";
import { Button } from "./button";
import { Icon } from "./icons";

export type Tone = "info" | "success" | "warning" | "error";

/**
 * A message in the page. Errors and warnings are announced at once (`role="alert"`), the others
 * politely (`role="status"`).
 */
export function Alert({ tone = "info", title, children }: { tone?: Tone; title?: ReactNode; children?: ReactNode }) {
  const urgent = tone === "error" || tone === "warning";
  return (
    <div className={`alert alert-${tone}`} role={urgent ? "alert" : "status"}>
      <Icon name={tone} />
      <div className="alert-body">
        {title && <p className="alert-title">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}

/** The message at the top of a form; renders nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}

/** A list that could not be loaded: why, and "Try again". */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      <Button variant="secondary" className="button-small" onClick={onRetry}>
        {t("action.tryAgain")}
      </Button>
    </Alert>
  );
}

/** Rows that were right a moment ago but could not be refreshed: why, and "Refresh". */
export function StaleNotice({ title, message, onRefresh }: { title: string; message: string | null; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={title}>
      <p>{message}</p>
      <Button variant="secondary" className="button-small" onClick={onRefresh}>
        {t("action.refresh")}
      </Button>
    </Alert>
  );
}
