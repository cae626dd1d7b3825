// The landing feature's texts in every language (docs/decisions/languages.md): the `landing` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  points: {
    list: {
      title: "Every vehicle in one list",
      text: "Plate, make and model, category, status and odometer, searchable by the whole team.",
    },
    status: {
      title: "Know what is in the workshop",
      text: "Mark vehicles available, in the workshop, out of service or retired, and see it live.",
    },
    server: {
      title: "Runs on your own server",
      text: "One small server in the office: your data stays on your premises.",
    },
  },
  signedInAs: "Signed in as {{name}}",
  kicker: "For garage staff",
  lead: "Vehicles and categories of your garage, kept up to date by the whole team.",
  open: "Open workshop",
  signIn: "Sign in",
  adminBefore: "Administrators manage staff accounts in the ",
  adminLink: "PocketBase dashboard",
  adminAfter: ".",
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    points: {
      list: {
        title: "Jedes Fahrzeug in einer Liste",
        text: "Kennzeichen, Marke und Modell, Kategorie, Status und Kilometerstand, durchsuchbar für das ganze Team.",
      },
      status: {
        title: "Wissen, welche Fahrzeuge in der Werkstatt stehen",
        text: "Fahrzeuge als verfügbar, in der Werkstatt, außer Betrieb oder ausgemustert markieren und es live sehen.",
      },
      server: {
        title: "Läuft auf Ihrem eigenen Server",
        text: "Ein kleiner Server im Büro: Ihre Daten bleiben bei Ihnen im Haus.",
      },
    },
    signedInAs: "Angemeldet als {{name}}",
    kicker: "Für Werkstattpersonal",
    lead: "Fahrzeuge und Kategorien Ihrer Werkstatt, vom ganzen Team aktuell gehalten.",
    open: "Werkstatt öffnen",
    signIn: "Anmelden",
    adminBefore: "Administratoren verwalten Mitarbeiterkonten im ",
    adminLink: "PocketBase-Dashboard",
    adminAfter: ".",
  },
};
