import { formatMoney } from "@shared/work-orders/money";
import { readWorkshopSettings, type WorkshopSettings } from "@shared/workshop-settings";
import { currentLocale } from "./i18n";

let settings: WorkshopSettings | null = null;

/** The workshop's name and currency, as the server wrote them into the page's meta tags. */
export function workshopSettings(): WorkshopSettings {
  settings ??= readWorkshopSettings((name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content);
  return settings;
}

/** Cents in the workshop's currency, written the way the language spoken now does: "€1,234.50", "1.234,50 €". */
export function money(cents: number): string {
  return formatMoney(cents, workshopSettings().currency, currentLocale());
}
