// The workshop's name and currency, as the server wrote them into the page's meta tags
// (shared/workshop-settings.ts): read once, when first asked for, since they change only with
// a restart of the server (and so a fresh page).

import { readWorkshopSettings, type WorkshopSettings } from "@shared/workshop-settings";

let settings: WorkshopSettings | null = null;

export function workshopSettings(doc: Document = document): WorkshopSettings {
  settings ??= readWorkshopSettings((name) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
  return settings;
}

/** The ISO 4217 code amounts are in ("EUR"). */
export function workshopCurrency(): string {
  return workshopSettings().currency;
}
