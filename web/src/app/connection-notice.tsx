import { useSyncExternalStore } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { connection } from "../lib/connection";
import { useTranslation } from "../lib/i18n";
import { useDeviceChanges, useDeviceCopyAge } from "../lib/offline/pending";
import { formatCount, formatRelativeDate } from "../ui/format";
import { useNow } from "../features/work-orders/use-now";

/** Where the person reviews the changes on this device (My work's list of them). */
export const DEVICE_CHANGES_HREF = `${pathTo("my-work")}#device-changes`;

/**
 * A bar under the header while the server cannot be reached (docs/product.md "Phone and offline"): "Offline —
 * N changes waiting", and how old what the screen shows is when it comes from the device. Also
 * while changes are on their way, and while any change the server refused waits for the person
 * to discard or redo it. It goes away once the server answers and nothing is left.
 */
export function ConnectionNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const changes = useDeviceChanges();
  const savedAt = useDeviceCopyAge();
  const now = useNow();
  const { t } = useTranslation();
  const waiting = changes.filter((change) => change.state === "waiting").length;
  const refused = changes.length - waiting;
  const offline = state !== "online";
  if (!offline && changes.length === 0) return null;
  const age =
    offline && savedAt !== null ? ` ${t("connection.savedAge", { when: formatRelativeDate(new Date(savedAt).toISOString(), now.getTime()) })}` : "";
  const counted = (count: number) => ({ count, n: formatCount(count) });
  return (
    <div className="connection-notice" role="status">
      {offline && waiting > 0 && (
        <p>
          <strong>{t("connection.offlineWaiting", counted(waiting))}</strong> {t("connection.sentLater", { count: waiting })}
          {age}
        </p>
      )}
      {offline && waiting === 0 && (
        <p>
          {t("error.unreachable")}
          {age}
        </p>
      )}
      {!offline && waiting > 0 && <p>{t("connection.sending", counted(waiting))}</p>}
      {refused > 0 && (
        <p>
          {t("connection.refused", counted(refused))} <Link href={DEVICE_CHANGES_HREF}>{t("connection.review", { count: refused })}</Link>
        </p>
      )}
    </div>
  );
}
