// A vehicle with work orders cannot be deleted (400 `has_work_orders`): its service history
// would be lost. The page says so in a way that leads somewhere: retire the vehicle instead.

import { ClientResponseError } from "pocketbase";
import type { VehicleStatus } from "@shared/records";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";

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
  let next;
  if (savedStatus === "retired") {
    next = <p>It is retired, which keeps its service history and odometer readings.</p>;
  } else if (formStatus === "retired") {
    next = (
      <p>
        <strong>The status is set to Retired: save the changes to keep it.</strong>
      </p>
    );
  } else {
    next = (
      <>
        <p>
          Retire it instead: it keeps its service history and odometer readings, and its status tells everyone it has
          left the fleet.
        </p>
        <Button variant="secondary" className="button-small" onClick={onRetire}>
          Retire instead
        </Button>
      </>
    );
  }
  return (
    <Alert tone="warning" title={`${plate} has work orders, so it cannot be deleted.`}>
      <p>{reason}</p>
      {next}
    </Alert>
  );
}
