// A document's expiry as the vehicle page marks it: a red "Expired", an amber "Expiring" from 30
// days before its day, and the day in words ("Expires in 20 days"), as the renewal reminder sees
// it: shared/documents/expiry.ts's `expiryWords` in the language spoken.

import type { TFunction } from "i18next";
import { today } from "@shared/dates";
import { expiryState, RENEW_MARGIN_DAYS } from "@shared/documents/expiry";
import { daysBetween } from "@shared/reminders";
import { currentLanguage, useTranslation } from "../../lib/i18n";
import { Badge } from "../../ui/badge";
import { formatCount, formatShortDate } from "../../ui/format";

/** "Expired 3 days ago", "Expires today", "Expires in 20 days", "Expires 2027-03-01" (a date by locale in German). */
function expiryText(t: TFunction<"documents">, expires: string, day: string): string {
  const on = expires.slice(0, 10);
  const days = daysBetween(day, on);
  if (days < 0) return days === -1 ? t("expiry.yesterday") : t("expiry.ago", { count: -days, n: formatCount(-days) });
  if (days === 0) return t("expiry.today");
  if (days <= RENEW_MARGIN_DAYS) return days === 1 ? t("expiry.tomorrow") : t("expiry.in", { count: days, n: formatCount(days) });
  return t("expiry.on", { day: currentLanguage() === "en" ? on : formatShortDate(new Date(`${on}T00:00:00`)) });
}

export function DocumentExpiry({ expires }: { expires: string }) {
  const { t } = useTranslation("documents");
  const day = today();
  const state = expiryState(expires, day);
  if (state === "none") return <span className="muted">{t("expiry.never")}</span>;
  return (
    <span className="document-expiry">
      {state === "expired" && <Badge tone="danger">{t("expiry.expired")}</Badge>}
      {state === "expiring" && <Badge tone="warning">{t("expiry.expiring")}</Badge>}
      <span>{expiryText(t, expires, day)}</span>
    </span>
  );
}
