import type { ReactNode } from "react";
import type { VehicleStatus } from "@shared/records";
import { useLabel } from "../lib/i18n";

/** `waiting`: work held up by something outside the workshop (parts on order): not an alarm. */
export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info" | "waiting";

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** What each status means, as a colour: the badges and the dashboard's bars both read this. */
export const STATUS_TONES: Readonly<Record<VehicleStatus, BadgeTone>> = {
  available: "success",
  in_service: "warning",
  out_of_service: "danger",
  retired: "neutral",
};

/** A vehicle's status as staff read it ("In workshop"), coloured by what it means. */
export function StatusBadge({ status }: { status: VehicleStatus }) {
  const label = useLabel();
  return <Badge tone={STATUS_TONES[status]}>{label("vehicleStatus", status)}</Badge>;
}
