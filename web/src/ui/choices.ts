// The choices of select fields that come from the shared labels, so a status or a fuel reads
// the same in every form and filter.

import { FUEL_LABELS, FUEL_TYPES, VEHICLE_STATUSES, VEHICLE_STATUS_LABELS } from "@shared/records";
import type { SelectOption } from "./field";

export const STATUS_OPTIONS: readonly SelectOption[] = VEHICLE_STATUSES.map((status) => ({ value: status, label: VEHICLE_STATUS_LABELS[status] }));

export const FUEL_OPTIONS: readonly SelectOption[] = FUEL_TYPES.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }));
