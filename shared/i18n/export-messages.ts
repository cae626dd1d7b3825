// The CSV exports' column headings in every language (docs/decisions/languages.md, "Exports"):
// the server writes each file in its reader's language (server/lib/csv/export-language.ts).
// Each group lists its file's columns in their order; the records' fixed values in the lines
// (statuses, priorities …) are the `labels` namespace's (labels.ts).

import type { Messages } from "./catalogue";
import { FALLBACK_LANGUAGE, type Language } from "./languages";
import { translate, type TranslationValues } from "./translate";

const en = {
  vehicles: {
    plate: "Plate",
    vin: "VIN",
    make: "Make",
    model: "Model",
    year: "Year",
    category: "Category",
    status: "Status",
    odometer: "Odometer (km)",
    fuel: "Fuel",
    color: "Colour",
    notes: "Notes",
    created: "Created (UTC)",
    updated: "Updated (UTC)",
    createdBy: "Created by",
    updatedBy: "Updated by",
  },
  workOrders: {
    number: "Number",
    plate: "Plate",
    title: "Title",
    status: "Status",
    priority: "Priority",
    assignee: "Assigned to",
    due: "Due",
    odometer: "Odometer (km)",
    totalCost: "Total cost ({{currency}})",
    started: "Started (UTC)",
    completed: "Completed (UTC)",
    created: "Created (UTC)",
    updated: "Updated (UTC)",
    createdBy: "Created by",
    description: "Description",
  },
  defects: {
    plate: "Plate",
    title: "Title",
    severity: "Severity",
    status: "Status",
    workOrder: "Work order",
    inspection: "Inspection",
    reportedBy: "Reported by",
    reported: "Reported (UTC)",
    fixed: "Fixed (UTC)",
    dismissedBy: "Dismissed by",
    dismissed: "Dismissed (UTC)",
    dismissNote: "Why dismissed",
    note: "Note",
  },
  timesheet: {
    employee: "Employee",
    workOrder: "Work order",
    plate: "Plate",
    title: "Title",
    started: "Started (UTC)",
    ended: "Ended (UTC)",
    minutes: "Minutes",
    hours: "Hours",
    note: "Note",
  },
};

export type ExportFile = keyof typeof en;

export const EXPORT_MESSAGES: Messages<typeof en> = {
  en,
  de: {
    vehicles: {
      plate: "Kennzeichen",
      vin: "FIN",
      make: "Marke",
      model: "Modell",
      year: "Baujahr",
      category: "Kategorie",
      status: "Status",
      odometer: "Kilometerstand (km)",
      fuel: "Kraftstoff",
      color: "Farbe",
      notes: "Notizen",
      created: "Angelegt (UTC)",
      updated: "Geändert (UTC)",
      createdBy: "Angelegt von",
      updatedBy: "Geändert von",
    },
    workOrders: {
      number: "Nummer",
      plate: "Kennzeichen",
      title: "Titel",
      status: "Status",
      priority: "Priorität",
      assignee: "Zuständig",
      due: "Fällig",
      odometer: "Kilometerstand (km)",
      totalCost: "Gesamtkosten ({{currency}})",
      started: "Begonnen (UTC)",
      completed: "Abgeschlossen (UTC)",
      created: "Angelegt (UTC)",
      updated: "Geändert (UTC)",
      createdBy: "Angelegt von",
      description: "Beschreibung",
    },
    defects: {
      plate: "Kennzeichen",
      title: "Titel",
      severity: "Schwere",
      status: "Status",
      workOrder: "Arbeitsauftrag",
      inspection: "Prüfung",
      reportedBy: "Gemeldet von",
      reported: "Gemeldet (UTC)",
      fixed: "Behoben (UTC)",
      dismissedBy: "Verworfen von",
      dismissed: "Verworfen (UTC)",
      dismissNote: "Begründung des Verwerfens",
      note: "Notiz",
    },
    timesheet: {
      employee: "Mitarbeiter",
      workOrder: "Arbeitsauftrag",
      plate: "Kennzeichen",
      title: "Titel",
      started: "Begonnen (UTC)",
      ended: "Beendet (UTC)",
      minutes: "Minuten",
      hours: "Stunden",
      note: "Notiz",
    },
  },
};

/** A file's column headings, in order, in `language`. */
export function exportHeadings(file: ExportFile, language: Language = FALLBACK_LANGUAGE, values: TranslationValues = {}): string[] {
  return Object.keys(en[file]).map((column) => translate(EXPORT_MESSAGES[language][file], column, values));
}
