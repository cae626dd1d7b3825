// The texts of the app's shared pieces (ui/, lib/, app/) in every language: the `common`
// namespace (docs/decisions/languages.md). A feature's own texts are in its messages.ts.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  time: {
    justNow: "just now",
    minutesAgo_one: "{{count}} min ago",
    minutesAgo_other: "{{count}} min ago",
    hoursAgo_one: "{{count}} h ago",
    hoursAgo_other: "{{count}} h ago",
  },
  language: {
    label: "Language",
    browser: "Browser",
  },
};

export const commonMessages: Messages<typeof en> = {
  en,
  de: {
    time: {
      justNow: "gerade eben",
      minutesAgo_one: "vor {{count}} Min.",
      minutesAgo_other: "vor {{count}} Min.",
      hoursAgo_one: "vor {{count}} Std.",
      hoursAgo_other: "vor {{count}} Std.",
    },
    language: {
      label: "Sprache",
      browser: "Browser",
    },
  },
};
