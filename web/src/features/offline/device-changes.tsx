import { useState } from "react";
import { Link } from "wouter";
import { COLLECTIONS } from "@shared/records";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { outbox } from "../../lib/offline/changes";
import type { Change } from "../../lib/offline/outbox";
import { useDeviceChanges } from "../../lib/offline/pending";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { formatRelativeDate } from "../../ui/format";

/** The page a change belongs to ("work_orders/<id>" → that work order), if it has one. */
function pageOf(change: Change): string | null {
  const [collection, id] = change.scope.split("/");
  return collection === COLLECTIONS.workOrders && id ? pathTo("work-order", { id }) : null;
}

function ChangeRow({ change, showPage }: { change: Change; showPage: boolean }) {
  const { t } = useTranslation("offline");
  const [busy, setBusy] = useState(false);
  const page = showPage ? pageOf(change) : null;
  const act = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const made = <span className="muted">{t("made", { when: formatRelativeDate(change.madeAt) })}</span>;
  if (change.state === "waiting") {
    return (
      <li className="device-change" data-state="waiting">
        <span>
          {change.label}
          {made}
        </span>
        <span className="muted">{t("waiting")}</span>
      </li>
    );
  }
  const fields = Object.values(change.refusal?.fields ?? {}).filter((message) => message !== change.refusal?.message);
  return (
    <li className="device-change" data-state="refused">
      <Alert tone="error" title={t("notAccepted", { label: change.label })}>
        <p>
          {change.refusal?.message}
          {fields.length > 0 && ` ${fields.join(" ")}`}
        </p>
        <p className="muted">
          {t("madeStays", { when: formatRelativeDate(change.madeAt) })}
        </p>
        <div className="row">
          <Button variant="secondary" busy={busy} onClick={() => act(() => outbox.retry(change.seq))}>
            {t("tryAgain")}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => act(() => outbox.discard(change.seq))}>
            {t("discard")}
          </Button>
          {page && <Link href={page}>{t("openWorkOrder")}</Link>}
        </div>
      </Alert>
    </li>
  );
}

/**
 * The changes made on this device that the server does not have: waiting ones, and refused ones
 * with the server's message, "Try again" and "Discard" (docs/product.md "Phone and offline": nothing is
 * dropped silently). All of them (My work), or those of one page (`scope`).
 */
export function DeviceChanges({ scope, title, refusedOnly = false }: {
  scope?: string;
  title?: string;
  /** Only the refused ones (a page that marks its waiting changes in place). */
  refusedOnly?: boolean;
}) {
  const { t } = useTranslation("offline");
  const changes = useDeviceChanges(scope).filter((change) => !refusedOnly || change.state === "refused");
  if (changes.length === 0) return null;
  return (
    <section className="stack device-changes" id="device-changes" aria-labelledby="device-changes-title">
      <h2 id="device-changes-title">{title ?? t("title")}</h2>
      <ul className="device-change-list">
        {changes.map((change) => (
          <ChangeRow key={change.seq} change={change} showPage={scope === undefined} />
        ))}
      </ul>
    </section>
  );
}
