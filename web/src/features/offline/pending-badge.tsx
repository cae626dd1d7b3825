import { useTranslation } from "../../lib/i18n";
import { Badge } from "../../ui/badge";

/** Marks what a change made on this device shows before the server has it. */
export function PendingBadge() {
  const { t } = useTranslation("offline");
  return (
    <span className="pending-badge">
      <Badge tone="warning">{t("waiting")}</Badge>
    </span>
  );
}
