// The morning digest's words (docs/product.md "The morning digest"), in every language: each
// manager gets it in their own (server/lib/reminders/digest-content.ts). "Workshop" is the app's
// name in both.

import type { Messages } from "./catalogue";

const en = {
  subject: "Workshop {{day}}: {{counts}}",
  reminders_one: "{{count}} reminder",
  reminders_other: "{{count}} reminders",
  workOrdersPastDue_one: "{{count}} work order past due",
  workOrdersPastDue_other: "{{count}} work orders past due",
  remindersTitle: "Reminders overdue or due soon",
  workOrdersTitle: "Work orders past their due date",
  reminderLine: "{{plate}}: {{title}} ({{state}}, {{due}})",
  workOrderLine: "{{number}} {{plate}}: {{title}} (due {{day}})",
  more_one: "and {{count}} more",
  more_other: "and {{count}} more",
  dueList: "Due list",
  openDueList: "Open the due list",
};

export const DIGEST_MESSAGES: Messages<typeof en> = {
  en,
  de: {
    subject: "Workshop {{day}}: {{counts}}",
    reminders_one: "{{count}} Erinnerung",
    reminders_other: "{{count}} Erinnerungen",
    workOrdersPastDue_one: "{{count}} Arbeitsauftrag überfällig",
    workOrdersPastDue_other: "{{count}} Arbeitsaufträge überfällig",
    remindersTitle: "Erinnerungen überfällig oder bald fällig",
    workOrdersTitle: "Überfällige Arbeitsaufträge",
    reminderLine: "{{plate}}: {{title}} ({{state}}, {{due}})",
    workOrderLine: "{{number}} {{plate}}: {{title}} (fällig am {{day}})",
    more_one: "und {{count}} weitere",
    more_other: "und {{count}} weitere",
    dueList: "Fälligkeitsliste",
    openDueList: "Fälligkeitsliste öffnen",
  },
};
