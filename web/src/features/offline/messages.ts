// The offline feature's texts in every language (docs/decisions/languages.md): the `offline` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  title: "Changes on this device",
  waiting: "Waiting to be sent",
  made: " · made {{when}}",
  notAccepted: "Not accepted: {{label}}",
  madeStays: "Made {{when}}. It stays on this device until you try it again or discard it.",
  tryAgain: "Try again",
  discard: "Discard",
  openWorkOrder: "Open the work order",
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    title: "Änderungen auf diesem Gerät",
    waiting: "Wartet auf Senden",
    made: " · erstellt {{when}}",
    notAccepted: "Nicht angenommen: {{label}}",
    madeStays: "Erstellt {{when}}. Sie bleibt auf diesem Gerät gespeichert, bis Sie es erneut versuchen oder sie verwerfen.",
    tryAgain: "Erneut versuchen",
    discard: "Verwerfen",
    openWorkOrder: "Arbeitsauftrag öffnen",
  },
};
