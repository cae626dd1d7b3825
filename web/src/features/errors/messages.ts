// The errors feature's texts in every language (docs/decisions/languages.md): the `errors` namespace.

import type { Messages } from "@shared/i18n/catalogue";
import { notFoundMessage, SERVER_ERROR_TITLE } from "@shared/constants";

const en = {
  notFound: {
    title: notFoundMessage("{{path}}"),
    text: "There is no page at this address. Check the link, or start again from the home page.",
  },
  serverError: {
    title: SERVER_ERROR_TITLE,
    text: "Something broke while showing this page. Your saved data is safe. Reload the page, or start again from the home page.",
    reload: "Reload this page",
  },
  home: "Go to the home page",
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    notFound: {
      title: "Seite nicht gefunden: {{path}}",
      text: "Unter dieser Adresse gibt es keine Seite. Prüfen Sie den Link, oder beginnen Sie erneut auf der Startseite.",
    },
    serverError: {
      title: "Interner Serverfehler",
      text: "Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Ihre gespeicherten Daten sind sicher. Laden Sie die Seite neu, oder beginnen Sie erneut auf der Startseite.",
      reload: "Seite neu laden",
    },
    home: "Zur Startseite",
  },
};
