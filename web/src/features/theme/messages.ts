// The theme feature's texts in every language (docs/decisions/languages.md): the `theme` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  label: "Theme",
  choice: {
    system: "System",
    light: "Light",
    dark: "Dark",
  },
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    label: "Farbschema",
    choice: {
      system: "System",
      light: "Hell",
      dark: "Dunkel",
    },
  },
};
