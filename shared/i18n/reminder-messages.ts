// Reminders' due point in words (docs/product.md "Reminders"), in every language: the browser's
// screens and the server's digest read the same texts (shared/reminders/words.ts). The states'
// names are the `labels` namespace's (labels.ts).

import type { Messages } from "./catalogue";

const en = {
  due: {
    done: "done",
    today: "due today",
    in: "due in {{ahead}}",
    overdueBy: "overdue by {{late}}",
    either: "{{first}} or {{second}}",
    both: "{{first}} and {{second}}",
    // German says days ahead ("in 12 Tagen") and days late ("12 Tage überfällig") differently.
    daysAhead_one: "{{days}} day",
    daysAhead_other: "{{days}} days",
    daysLate_one: "{{days}} day",
    daysLate_other: "{{days}} days",
    km: "{{km}} km",
  },
};

export const REMINDER_MESSAGES: Messages<typeof en> = {
  en,
  de: {
    due: {
      done: "erledigt",
      today: "heute fällig",
      in: "fällig in {{ahead}}",
      overdueBy: "{{late}} überfällig",
      either: "{{first}} oder {{second}}",
      both: "{{first}} und {{second}}",
      daysAhead_one: "{{days}} Tag",
      daysAhead_other: "{{days}} Tagen",
      daysLate_one: "{{days}} Tag",
      daysLate_other: "{{days}} Tage",
      km: "{{km}} km",
    },
  },
};
