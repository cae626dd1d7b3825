// The categories feature's texts in every language (docs/decisions/languages.md): the `categories` namespace.

import type { Messages } from "@shared/i18n/catalogue";

const en = {
  title: "Categories",
  description: "How the workshop groups its vehicles. A category that vehicles use cannot be deleted.",
  newCategory: "New category",
  loadFailed: "The categories could not be loaded.",
  loading: "Loading categories",
  empty: {
    title: "No categories yet",
    add: "Add the first category",
    text: "Every vehicle belongs to a category, so start with one, like “Vans” or “Rental”.",
  },
  column: {
    name: "Name",
    description: "Description",
    vehicles: "Vehicles",
  },
  vehicles_one: "{{n}} vehicle",
  vehicles_other: "{{n}} vehicles",
  form: {
    label: "Category",
    name: "Name",
    nameHint: "Unique, up to {{max}} characters, like “Vans”.",
    description: "Description",
    descriptionHint: "What belongs here (up to {{max}} characters).",
  },
  add: {
    intro: "Vehicles are sorted into categories, like Vans or Rental.",
    submit: "Add category",
    added: "Category “{{name}}” added.",
  },
  page: {
    loading: "Loading the category",
    back: "Back to the categories",
    what: "category",
    unused: "No vehicle uses this category.",
    usedByBefore: "Used by ",
    usedByAfter: ".",
    notDeleted: "The category was not deleted.",
    deleted: "Category “{{name}}” deleted.",
    deleteTitle: "Delete “{{name}}”?",
    deleteConfirm: "Delete category",
    inUse_one: "{{n}} vehicle uses it: it can only be deleted once they are in another category.",
    inUse_other: "{{n}} vehicles use it: it can only be deleted once they are in another category.",
    cannotUndo: "This cannot be undone.",
  },
};

export const messages: Messages<typeof en> = {
  en,
  de: {
    title: "Kategorien",
    description: "So ordnet die Werkstatt ihre Fahrzeuge. Eine Kategorie, die Fahrzeuge nutzen, kann nicht gelöscht werden.",
    newCategory: "Neue Kategorie",
    loadFailed: "Die Kategorien konnten nicht geladen werden.",
    loading: "Kategorien werden geladen",
    empty: {
      title: "Noch keine Kategorien",
      add: "Erste Kategorie hinzufügen",
      text: "Jedes Fahrzeug gehört zu einer Kategorie. Beginnen Sie also mit einer, etwa „Transporter“ oder „Mietwagen“.",
    },
    column: {
      name: "Name",
      description: "Beschreibung",
      vehicles: "Fahrzeuge",
    },
    vehicles_one: "{{n}} Fahrzeug",
    vehicles_other: "{{n}} Fahrzeuge",
    form: {
      label: "Kategorie",
      name: "Name",
      nameHint: "Eindeutig, bis zu {{max}} Zeichen, etwa „Transporter“.",
      description: "Beschreibung",
      descriptionHint: "Wofür die Kategorie gedacht ist (bis zu {{max}} Zeichen).",
    },
    add: {
      intro: "Fahrzeuge werden in Kategorien eingeteilt, etwa Transporter oder Mietwagen.",
      submit: "Kategorie hinzufügen",
      added: "Kategorie „{{name}}“ hinzugefügt.",
    },
    page: {
      loading: "Die Kategorie wird geladen",
      back: "Zurück zu den Kategorien",
      what: "Kategorie",
      unused: "Kein Fahrzeug nutzt diese Kategorie.",
      usedByBefore: "Genutzt von ",
      usedByAfter: ".",
      notDeleted: "Die Kategorie wurde nicht gelöscht.",
      deleted: "Kategorie „{{name}}“ gelöscht.",
      deleteTitle: "„{{name}}“ löschen?",
      deleteConfirm: "Kategorie löschen",
      inUse_one: "{{n}} Fahrzeug nutzt sie: Sie lässt sich erst löschen, wenn es in einer anderen Kategorie ist.",
      inUse_other: "{{n}} Fahrzeuge nutzen sie: Sie lässt sich erst löschen, wenn diese in einer anderen Kategorie sind.",
      cannotUndo: "Das kann nicht rückgängig gemacht werden.",
    },
  },
};
