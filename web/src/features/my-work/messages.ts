// The my-work feature's texts in every language (docs/decisions/languages.md): the `my-work` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  title: "My work",
  intro: "{{name}}: your jobs first, then open work nobody has taken.",
  insecureTitle: "This address works only while the network does.",
  insecureText:
    "Working offline and scanning with the camera need the workshop's secure address (https://…). Ask whoever runs the Workshop server for it.",
  fromDevice: "Shown as saved on this device; updating…",
  loadFailed: "Your work could not be loaded.",
  loading: "Loading your work",
  nothingTitle: "Nothing to do right now",
  openBoard: "Open the board",
  nothingText: "No work order is assigned to you, and every open one has been taken.",
  inProgress: "In progress",
  inProgressEmpty: "Nothing in progress: start one of the jobs below.",
  mine: "Assigned to you",
  mineEmpty: "No open job is assigned to you.",
  unassigned: "Open, not assigned",
  unassignedEmpty: "Every open job has someone on it.",
  more: "More open work on the board",
  notTaken: "{{number}} was not taken: {{reason}}",
  takeChange: "take and start",
  step: {
    take: "Take and start",
    start: "Start",
    done: "Done",
    resume: "Resume",
  },
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    title: "Meine Arbeit",
    intro: "{{name}}: zuerst Ihre Arbeiten, dann offene Arbeit, die noch niemand übernommen hat.",
    insecureTitle: "Diese Adresse funktioniert nur, solange das Netzwerk erreichbar ist.",
    insecureText:
      "Offline arbeiten und mit der Kamera scannen geht nur über die sichere Adresse der Werkstatt (https://…). Fragen Sie danach bei der Person, die den Workshop-Server betreibt.",
    fromDevice: "Angezeigt wie auf diesem Gerät gespeichert; wird aktualisiert…",
    loadFailed: "Ihre Arbeit konnte nicht geladen werden.",
    loading: "Ihre Arbeit wird geladen",
    nothingTitle: "Gerade nichts zu tun",
    openBoard: "Plantafel öffnen",
    nothingText: "Ihnen ist kein Arbeitsauftrag zugewiesen, und jeder offene ist bereits übernommen.",
    inProgress: "In Arbeit",
    inProgressEmpty: "Nichts in Arbeit: Starten Sie eine der Arbeiten unten.",
    mine: "Ihnen zugewiesen",
    mineEmpty: "Ihnen ist keine offene Arbeit zugewiesen.",
    unassigned: "Offen, nicht zugewiesen",
    unassignedEmpty: "Jede offene Arbeit hat schon jemanden.",
    more: "Mehr offene Arbeit auf der Plantafel",
    notTaken: "{{number}} wurde nicht übernommen: {{reason}}",
    takeChange: "übernehmen und starten",
    step: {
      take: "Übernehmen und starten",
      start: "Starten",
      done: "Erledigt",
      resume: "Fortsetzen",
    },
  },
};
