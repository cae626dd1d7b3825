import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import type { WorkOrderItem } from "@shared/records";
import { TOO_MANY_ITEMS, WORK_ORDER_MAX_ITEMS } from "@shared/validation";
import { hundredthsText, itemCents, sumCents, toCents } from "@shared/work-orders/money";
import { failureMessage } from "../../lib/api-errors";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/spinner";
import { ItemEditor } from "./item-editor";
import { EMPTY_ITEM, itemValues, type ItemFormValues } from "./item-values";
import type { WorkOrderItems } from "./use-work-order-items";
import { addItem, changeItem, removeItem, tickItem } from "./work-order-changes";
import { PendingBadge } from "../offline";
import type { WithPending } from "../../lib/offline/pending";
import { money } from "../../lib/workshop-settings";
import { RoleNote, useCan, useItemRemoval } from "../../lib/permissions";

/**
 * The lines of a work order, edited where they are: add one in the last row, change one in
 * its row, tick a task done, remove one. Line totals and the total in the workshop's currency,
 * from exact cents. Read-only once the work order is done or cancelled, and for a role that may
 * not change items; a technician removes only the lines they added (shared/roles.ts). At 500
 * lines the add row gives way to the reason (the work order's limits, shared/validation).
 */
export function WorkOrderItemsTable({ workOrderId, items, readOnly: closed, around = (request) => request() }: {
  workOrderId: string;
  items: WorkOrderItems;
  readOnly: boolean;
  /** Runs each change of an item (which changes the work order's total): the page's `ownChange`. */
  around?: <R>(request: () => Promise<R>) => Promise<R>;
}) {
  const { t } = useTranslation("work-orders");
  const mayChange = useCan("update", "work_order_items");
  const mayRemove = useItemRemoval();
  const mayRemoveAny = useCan("delete", "work_order_items");
  const mayReopen = useCan("reopen", "work_orders");
  const readOnly = closed || !mayChange;
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = items.items;

  /** Runs a change of one item; false when it was refused (its message shows above the table). */
  const act = async (id: string, request: () => Promise<unknown>): Promise<boolean> => {
    setProblem(null);
    setBusy(id);
    try {
      await around(request);
      items.reload();
      return true;
    } catch (error) {
      setProblem(failureMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  // Through the outbox: offline, a change waits on the device and shows at once (work-order-changes.ts).
  const add = async (values: Readonly<ItemFormValues>) => {
    await around(() => addItem(workOrderId, values));
    items.reload();
  };
  const update = (item: WorkOrderItem) => async (values: Readonly<ItemFormValues>) => {
    await around(() => changeItem(item, values));
    setEditing(null);
    items.reload();
  };

  if (rows === null) {
    return items.failure ? <Alert tone="error" title={t("items.loadFailed")}>{items.failure}</Alert> : <Skeleton lines={3} label={t("items.loading")} />;
  }
  const total = sumCents(rows.map(itemCents));
  const full = rows.length >= WORK_ORDER_MAX_ITEMS;
  return (
    <section className="stack" aria-labelledby="work-order-items-title">
      <h2 id="work-order-items-title">{t("items.title")}</h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {closed ? (
        <p className="muted">
          {t("items.closed")} {mayReopen ? t("items.reopenToChange") : t("items.onlyManager")}
        </p>
      ) : (
        !mayRemoveAny && <RoleNote action={mayChange ? "delete" : "update"} subject="work_order_items" />
      )}
      <div className="table-wrap">
        <table className="table work-order-items">
          <caption className="visually-hidden">{t("items.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("items.done")}</th>
              <th scope="col">{t("items.kind")}</th>
              <th scope="col">{t("items.description")}</th>
              <th scope="col">{t("items.partNumber")}</th>
              <th scope="col">{t("items.quantity")}</th>
              <th scope="col">{t("items.unit")}</th>
              <th scope="col">{t("items.unitCost")}</th>
              <th scope="col" className="align-end">
                {t("items.total")}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t("items.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9} className="muted">
                  {t("items.none")} {readOnly ? "" : t("items.addBelow")}
                </td>
              </tr>
            )}
            {rows.map((item) =>
              editing === item.id && !readOnly ? (
                <ItemEditor
                  key={item.id}
                  initial={itemValues(item)}
                  context={{ others: { count: rows.length - 1, cents: total - itemCents(item) }, stored: item }}
                  saveLabel={t("items.save")}
                  onSave={update(item)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ItemRow
                  key={item.id}
                  item={item}
                  readOnly={readOnly}
                  busy={busy === item.id}
                  onTick={(done) => act(item.id, () => tickItem(item, done))}
                  onEdit={() => setEditing(item.id)}
                  onRemove={mayRemove(item) ? () => void act(item.id, () => removeItem(item)) : undefined}
                />
              ),
            )}
            {!readOnly && !full && (
              <ItemEditor key="new" initial={EMPTY_ITEM} context={{ others: { count: rows.length, cents: total }, stored: null }} saveLabel={t("items.add")} onSave={add} />
            )}
            {!readOnly && full && (
              <tr>
                <td colSpan={9} className="muted" data-testid="items-full">
                  {TOO_MANY_ITEMS.message}
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={7} className="align-end">
                {t("items.total")}
              </th>
              <td className="work-order-total" data-testid="work-order-total" data-label={t("items.total")}>
                {money(total)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function ItemRow({ item, readOnly, busy, onTick, onEdit, onRemove }: {
  item: WithPending<WorkOrderItem>;
  readOnly: boolean;
  busy: boolean;
  onTick: (done: boolean) => Promise<boolean>;
  onEdit: () => void;
  /** Absent when the role may not remove this line. */
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  // The tick shows at once, until the line shows it too (laid over the list while it waits, or
  // as stored) or it is refused. Another change of the line on the way (one just added coming
  // back from the server) leaves it ticked; once the tick's request has ended, any change of the
  // line speaks for itself again.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const tickEnded = useRef(false);
  useEffect(() => {
    // Only the line's changes decide: the tick is what they are compared with.
    if (item.done === ticked || tickEnded.current) setTicked(null);
  }, [item.done, item.updated]);
  return (
    <tr>
      {/* data-label: the column's name beside each value when a phone stacks the row. */}
      <td data-label={t("items.done")}>
        {/* The label around the tick box is the finger's target: 44 × 44 px. */}
        <label className="tick">
          <input
            type="checkbox"
            checked={ticked ?? item.done}
            disabled={readOnly}
            aria-label={t("items.tick", { description: item.description })}
            onChange={(event) => {
              const done = event.target.checked;
              tickEnded.current = false;
              setTicked(done);
              void onTick(done).then((saved) => {
                tickEnded.current = true;
                if (!saved) setTicked(null);
              });
            }}
          />
        </label>
      </td>
      <td data-label={t("items.kind")}>{label("itemKind", item.kind)}</td>
      <td data-label={t("items.description")} className={item.done ? "item-done-done" : undefined}>
        <span>
          {item.description}
          {item.source === "clock" && <span className="muted item-source">{t("items.fromClock")}</span>}
          {item.pending && <PendingBadge />}
        </span>
      </td>
      <td data-label={t("items.partNumber")}>{item.part ? <Link href={pathTo("part", { id: item.part })}>{item.part_number}</Link> : item.part_number}</td>
      <td data-label={t("items.quantity")} className="align-end">{hundredthsText(toCents(item.quantity))}</td>
      <td data-label={t("items.unit")}>{label("unit", item.unit)}</td>
      <td data-label={t("items.unitCost")} className="align-end">{item.unit_cost ? money(toCents(item.unit_cost)) : ""}</td>
      <td data-label={t("items.total")} className="item-total">{money(itemCents(item))}</td>
      <td data-label="">
        {!readOnly && (
          <div className="row">
            <Button variant="secondary" className="button-small" onClick={onEdit} aria-label={t("items.editLabel", { description: item.description })}>
              {t("items.edit")}
            </Button>
            {onRemove && (
              <Button variant="ghost" className="button-small" busy={busy} onClick={onRemove} aria-label={t("items.removeLabel", { description: item.description })}>
                {t("items.remove")}
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
