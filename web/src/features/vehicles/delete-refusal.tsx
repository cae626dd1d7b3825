// A vehicle with work orders cannot be deleted (400 `has_work_orders`): its service history
// would be lost. The page says so in a way that leads somewhere: retire the vehicle instead.

import { ClientResponseError } from "pocketbase";
import type { VehicleStatus } from "@shared/records";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useTranslation } from "../../lib/i18n";

/**
 * The message of a failed request's field error with `code` (PocketBase's error shape), or null
 * when it was refused for another reason.
 */
export function refusalWith(error: unknown, code: string): string | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const data: unknown = error.response?.data;
  if (data === null || typeof data !== "object") return null;
  for (const detail of Object.values(data) as unknown[]) {
    const { code: found, message } = (detail ?? {}) as { code?: unknown; message?: unknown };
    if (found === code) return typeof message === "string" && message !== "" ? message : (error.response?.message as string) ?? "";
  }
  return null;
}

export function HasWorkOrdersAlert({ plate, reason, savedStatus, formStatus, onRetire }: {
  plate: string;
  /** The server's words, which may say how many work orders there are. */
  reason: string;
  /** The status as saved, and as the form holds it now. */
  savedStatus: VehicleStatus;
  formStatus: string;
  onRetire: () => void;
}) {
  const { t } = useTranslation("vehicles");
  let next;
  if (savedStatus === "retired") {
    next = <p>{t("refusal.retired")}</p>;
  } else if (formStatus === "retired") {
    next = (
      <p>
        <strong>{t("refusal.setRetired")}</strong>
      </p>
    );
  } else {
    next = (
      <>
        <p>{t("refusal.retireInstead")}</p>
        <Button variant="secondary" className="button-small" onClick={onRetire}>
          {t("refusal.retire")}
        </Button>
      </>
    );
  }
  return (
    <Alert tone="warning" title={t("refusal.title", { plate })}>
      <p>{reason}</p>
      {next}
    </Alert>
  );
}
