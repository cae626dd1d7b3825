// The scan feature's texts in every language (docs/decisions/languages.md): the `scan` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  title: "Scan",
  description: "A vehicle label, a job card or a part's label or barcode opens its vehicle, work order or part.",
  foreign: "This code is not one of Workshop's: {{text}}",
  nothingFound: "Nothing found for “{{text}}”: no work order, vehicle or part has that number, plate or barcode.",
  several: "“{{text}}” names more than one thing. Which one?",
  form: {
    label: "Find by plate or number",
    field: "Plate, work order or part number",
    hint: "Like AB-123, WO-45, a part number or its barcode.",
    open: "Open",
  },
  again: "Scan again",
  camera: {
    insecureTitle: "The camera needs the workshop's secure address.",
    insecure:
      "This page was opened over plain HTTP, where browsers allow no camera (nor working offline). Ask whoever runs the Workshop server for its https://… address, or type the plate or number below.",
    unavailable: "This browser gives the app no camera. Type the plate or number below instead.",
    picture: "The camera's picture",
    pointAt: "Point the camera at a vehicle label, a job card or a part's barcode.",
    pointAtWith: "Point the camera at a vehicle label, a job card or a part's barcode ({{reader}}).",
    denied: "The camera was not allowed. Allow it for this site in the browser's settings, or type below.",
    failed: "The camera could not be started. Type the plate or number below instead.",
    stop: "Stop camera",
    start: "Start camera",
  },
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    title: "Scannen",
    description: "Ein Fahrzeugetikett, eine Auftragskarte oder das Etikett oder der Barcode eines Teils öffnet das Fahrzeug, den Arbeitsauftrag oder das Teil.",
    foreign: "Dieser Code stammt nicht aus Workshop: {{text}}",
    nothingFound: "Nichts gefunden für „{{text}}“: Kein Arbeitsauftrag, Fahrzeug oder Teil hat diese Nummer, dieses Kennzeichen oder diesen Barcode.",
    several: "„{{text}}“ passt zu mehreren Einträgen. Welcher ist gemeint?",
    form: {
      label: "Nach Kennzeichen oder Nummer suchen",
      field: "Kennzeichen, Arbeitsauftrag oder Teilenummer",
      hint: "Etwa AB-123, WO-45, eine Teilenummer oder ihr Barcode.",
      open: "Öffnen",
    },
    again: "Erneut scannen",
    camera: {
      insecureTitle: "Die Kamera braucht die sichere Adresse der Werkstatt.",
      insecure:
        "Diese Seite wurde über einfaches HTTP geöffnet, wo Browser keine Kamera erlauben (und kein Offline-Arbeiten). Fragen Sie die Person, die den Workshop-Server betreut, nach seiner https://…-Adresse, oder geben Sie Kennzeichen oder Nummer unten ein.",
      unavailable: "Dieser Browser gibt der App keine Kamera. Geben Sie Kennzeichen oder Nummer stattdessen unten ein.",
      picture: "Das Kamerabild",
      pointAt: "Richten Sie die Kamera auf ein Fahrzeugetikett, eine Auftragskarte oder den Barcode eines Teils.",
      pointAtWith: "Richten Sie die Kamera auf ein Fahrzeugetikett, eine Auftragskarte oder den Barcode eines Teils ({{reader}}).",
      denied: "Die Kamera wurde nicht erlaubt. Erlauben Sie sie für diese Seite in den Browser-Einstellungen, oder geben Sie unten ein.",
      failed: "Die Kamera konnte nicht gestartet werden. Geben Sie Kennzeichen oder Nummer stattdessen unten ein.",
      stop: "Kamera stoppen",
      start: "Kamera starten",
    },
  },
};
