// The names of the records' fixed values (statuses, kinds, roles …) in every language: the
// `labels` namespace, which the app's screens and the server's digest both read. The English is
// the label maps beside each type (one source); the German must name every value.

import { DOCUMENT_KIND_LABELS } from "../documents/record";
import {
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUS_LABELS,
  FUEL_LABELS,
  INSPECTION_ITEM_KIND_LABELS,
  INSPECTION_RESULT_LABELS,
  ODOMETER_READING_SOURCE_LABELS,
  STOCK_MOVEMENT_REASON_LABELS,
  VEHICLE_STATUS_LABELS,
  WORK_ORDER_ITEM_KIND_LABELS,
  WORK_ORDER_ITEM_UNIT_LABELS,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
} from "../records";
import { REMINDER_STATE_LABELS } from "../reminders/due";
import { ROLE_LABELS } from "../roles";
import type { Messages } from "./catalogue";

const en = {
  vehicleStatus: VEHICLE_STATUS_LABELS,
  fuel: FUEL_LABELS,
  workOrderStatus: WORK_ORDER_STATUS_LABELS,
  workOrderPriority: WORK_ORDER_PRIORITY_LABELS,
  itemKind: WORK_ORDER_ITEM_KIND_LABELS,
  unit: WORK_ORDER_ITEM_UNIT_LABELS,
  odometerSource: ODOMETER_READING_SOURCE_LABELS,
  stockReason: STOCK_MOVEMENT_REASON_LABELS,
  inspectionItemKind: INSPECTION_ITEM_KIND_LABELS,
  inspectionResult: INSPECTION_RESULT_LABELS,
  defectSeverity: DEFECT_SEVERITY_LABELS,
  defectStatus: DEFECT_STATUS_LABELS,
  reminderState: REMINDER_STATE_LABELS,
  role: ROLE_LABELS,
  documentKind: DOCUMENT_KIND_LABELS,
};

export type LabelGroup = keyof typeof en;

export const labelMessages: Messages<typeof en> = {
  en,
  de: {
    vehicleStatus: { available: "Verfügbar", in_service: "In der Werkstatt", out_of_service: "Außer Betrieb", retired: "Ausgemustert" },
    fuel: {
      petrol: "Benzin",
      diesel: "Diesel",
      electric: "Elektro",
      hybrid: "Hybrid",
      lpg: "Autogas (LPG)",
      cng: "Erdgas (CNG)",
      hydrogen: "Wasserstoff",
      other: "Sonstiges",
    },
    workOrderStatus: { open: "Offen", in_progress: "In Arbeit", waiting_parts: "Wartet auf Teile", done: "Erledigt", cancelled: "Storniert" },
    workOrderPriority: { low: "Niedrig", normal: "Normal", high: "Hoch", urgent: "Dringend" },
    itemKind: { task: "Aufgabe", part: "Teil", labour: "Arbeitszeit" },
    unit: { pcs: "Stk.", h: "Std.", l: "l", kg: "kg", m: "m" },
    odometerSource: { manual: "Eingegeben", work_order: "Arbeitsauftrag", inspection: "Prüfung" },
    stockReason: { receipt: "Eingang", issue: "Entnahme", return: "Rückgabe", adjustment: "Korrektur" },
    inspectionItemKind: { check: "Prüfpunkt", measure: "Messung" },
    inspectionResult: { pass: "In Ordnung", fail: "Mangel", na: "Entfällt" },
    defectSeverity: { minor: "Gering", major: "Erheblich", critical: "Kritisch" },
    defectStatus: { open: "Offen", scheduled: "Eingeplant", fixed: "Behoben", dismissed: "Verworfen" },
    reminderState: { overdue: "Überfällig", due_soon: "Bald fällig", ok: "OK", done: "Erledigt" },
    role: { manager: "Leitung", technician: "Mechaniker", viewer: "Nur lesen" },
    documentKind: {
      registration: "Zulassung",
      insurance: "Versicherung",
      inspection_certificate: "Prüfbericht",
      warranty: "Garantie",
      other: "Sonstiges",
    },
  },
};
