// /workshop/parts/:id: a part with what is on hand, Receive and Count for managers, and its
// ledger. Kept live: an issue on a work order elsewhere shows here at once.

import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { COLLECTIONS, type Part } from "@shared/records";
import { pathTo } from "@shared/routes";
import { itemCents, toCents } from "@shared/work-orders/money";
import { pb } from "../../lib/api-client";
import { describeApiError, type ApiFailure } from "../../lib/api-errors";
import { useFlash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { useRecordEvents } from "../../lib/realtime";
import { money } from "../../lib/workshop-settings";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { ButtonLink } from "../../ui/button";
import { RecordUnavailable } from "../../ui/editor-parts";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { PartLedger } from "./part-ledger";
import { amountShown, onHandText, unitShown } from "./part-values";
import { CountForm, ReceiveForm } from "./stock-forms";

type Loaded = { kind: "loading" } | { kind: "ready"; part: Part } | { kind: "failed"; failure: Exclude<ApiFailure, { kind: "cancelled" }> };

function usePart(id: string): Loaded {
  const [state, setState] = useState<Loaded>({ kind: "loading" });
  const load = useCallback(async () => {
    try {
      setState({ kind: "ready", part: await pb.collection(COLLECTIONS.parts).getOne<Part>(id, { requestKey: `part-${id}` }) });
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind !== "cancelled") setState({ kind: "failed", failure });
    }
  }, [id]);
  useEffect(() => void load(), [load]);
  useRecordEvents<Part>(COLLECTIONS.parts, (event) => (event.action === "delete" ? void load() : setState({ kind: "ready", part: event.record })), {
    topic: id,
    onResync: () => void load(),
  });
  return state;
}

export function PartPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const state = usePart(id);
  const notice = useFlash();
  const [done, setDone] = useState<string | null>(null);
  const mayMove = useCan("create", "stock_movements");
  const { t } = useTranslation("parts");

  if (state.kind === "loading") return <Skeleton lines={6} label={t("loading")} />;
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("what")} missing={missing} message={state.failure.message} back={{ href: pathTo("parts"), label: t("backToParts") }} />;
  }
  const part = state.part;
  return (
    <section className="stack parts-screen">
      <Link href={pathTo("parts")} className="back-link">
        ← {t("parts")}
      </Link>
      <PageHeader
        title={part.number}
        description={part.name}
        actions={
          <>
            <ButtonLink href={pathTo("part-label", { id })} variant="secondary">
              {t("page.printLabel")}
            </ButtonLink>
            <Allowed action="update" subject="parts">
              <ButtonLink href={pathTo("part-edit", { id })} variant="secondary">
                {t("page.editPart")}
              </ButtonLink>
            </Allowed>
          </>
        }
      />
      {(done ?? notice) && <Alert tone="success">{done ?? notice}</Alert>}
      <dl className="part-facts" aria-label={t("page.stock")}>
        <div>
          <dt>{t("onHand")}</dt>
          <dd className="part-on-hand" data-testid="on-hand">
            {onHandText(part)} {part.needs_reorder && <Badge tone={part.on_hand === 0 ? "danger" : "warning"}>{part.on_hand === 0 ? t("page.outOfStock") : t("list.reorder")}</Badge>}
          </dd>
        </div>
        <div>
          <dt>{t("reorderAt")}</dt>
          <dd>{amountShown(part.reorder_point)} {unitShown(part.unit)}</dd>
        </div>
        <div>
          <dt>{t("unitCost")}</dt>
          <dd>{money(toCents(part.unit_cost))}</dd>
        </div>
        <div>
          <dt>{t("page.stockValue")}</dt>
          <dd>{money(itemCents({ quantity: part.on_hand, unit_cost: part.unit_cost }))}</dd>
        </div>
        {part.location && (
          <div>
            <dt>{t("location")}</dt>
            <dd>{part.location}</dd>
          </div>
        )}
        {part.supplier && (
          <div>
            <dt>{t("supplier")}</dt>
            <dd>{part.supplier}</dd>
          </div>
        )}
        {part.barcode && (
          <div>
            <dt>{t("barcode")}</dt>
            <dd className="part-barcode">{part.barcode}</dd>
          </div>
        )}
      </dl>
      {mayMove ? (
        <div className="stock-forms">
          <ReceiveForm part={part} onDone={setDone} />
          <CountForm part={part} onDone={setDone} />
        </div>
      ) : (
        <RoleNote action="create" subject="stock_movements" />
      )}
      <PartLedger part={part} />
    </section>
  );
}
