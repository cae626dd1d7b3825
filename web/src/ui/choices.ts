// The choices of select fields that come from the shared labels, so a status or a fuel reads
// the same in every form and filter, in the language spoken now (the `labels` namespace).

import { FUEL_LABELS, FUEL_TYPES, VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from "@shared/records";
import { useLabel } from "../lib/i18n";
import type { SelectOption } from "./field";

export const STATUS_OPTIONS: readonly SelectOption[] = VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] }));

export const FUEL_OPTIONS: readonly SelectOption[] = FUEL_TYPES.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }));

/** A vehicle's statuses as choices, named in the language spoken now. */
export function useStatusOptions(): readonly SelectOption[] {
  const label = useLabel();
  return VEHICLE_STATUSES.map((status) => ({ value: status, label: label("vehicleStatus", status) }));
}

