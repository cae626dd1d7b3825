import { useEffect, useState } from "react";
import { WORK_ORDER_ITEM_KIND_LABELS, type WorkOrderItem } from "@shared/records";
import { hundredthsText, itemCents, sumCents, toCents } from "@shared/work-orders/money";
import { failureMessage } from "../../lib/api-errors";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/spinner";
import { ItemEditor } from "./item-editor";
import { EMPTY_ITEM, itemValues, type ItemFormValues } from "./item-values";
import type { WorkOrderItems } from "./use-work-order-items";
import { workOrderItemRecords } from "./work-order-values";
import { money } from "../../lib/workshop-settings";
import { RoleNote, useCan, useItemRemoval } from "../../lib/permissions";

function itemBody(values: Readonly<ItemFormValues>) {
  return { ...values };
}

/**
 * The lines of a work order, edited where they are: add one in the last row, change one in
 * its row, tick a task done, remove one. Line totals and the total in the workshop's currency,
 * from exact cents. Read-only once the work order is done or cancelled, and for a role that may
 * not change items; a technician removes only the lines they added (shared/roles.ts).
 */
export function WorkOrderItemsTable({ workOrderId, items, readOnly: closed }: { workOrderId: string; items: WorkOrderItems; readOnly: boolean }) {
  const mayChange = useCan("update", "work_order_items");
  const mayRemove = useItemRemoval();
  const mayRemoveAny = useCan("delete", "work_order_items");
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
      await request();
      items.reload();
      return true;
    } catch (error) {
      setProblem(failureMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const add = async (values: Readonly<ItemFormValues>) => {
    await workOrderItemRecords().create({ ...itemBody(values), work_order: workOrderId }, { requestKey: null });
    items.reload();
  };
  const update = (id: string) => async (values: Readonly<ItemFormValues>) => {
    await workOrderItemRecords().update(id, itemBody(values), { requestKey: null });
    setEditing(null);
    items.reload();
  };

  if (rows === null) {
    return items.failure ? <Alert tone="error" title="The items could not be loaded.">{items.failure}</Alert> : <Skeleton lines={3} label="Loading the items" />;
  }
  const total = sumCents(rows.map(itemCents));
  return (
    <section className="stack" aria-labelledby="work-order-items-title">
      <h2 id="work-order-items-title">Parts, labour and tasks</h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {closed ? (
        <p className="muted">This work order is closed: its items are its record and cannot change. Reopen it to change them.</p>
      ) : (
        !mayRemoveAny && <RoleNote action={mayChange ? "delete" : "update"} subject="work_order_items" />
      )}
      <div className="table-wrap">
        <table className="table work-order-items">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Done</th>
              <th scope="col">Kind</th>
              <th scope="col">Description</th>
              <th scope="col">Part number</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit</th>
              <th scope="col">Unit cost</th>
              <th scope="col" className="align-end">
                Total
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9} className="muted">
                  No items yet. {readOnly ? "" : "Add the parts, labour and tasks of this job below."}
                </td>
              </tr>
            )}
            {rows.map((item) =>
              editing === item.id && !readOnly ? (
                <ItemEditor key={item.id} initial={itemValues(item)} saveLabel="Save" onSave={update(item.id)} onCancel={() => setEditing(null)} />
              ) : (
                <ItemRow
                  key={item.id}
                  item={item}
                  readOnly={readOnly}
                  busy={busy === item.id}
                  onTick={(done) => act(item.id, () => workOrderItemRecords().update(item.id, { done }, { requestKey: null }))}
                  onEdit={() => setEditing(item.id)}
                  onRemove={mayRemove(item) ? () => void act(item.id, () => workOrderItemRecords().delete(item.id, { requestKey: null })) : undefined}
                />
              ),
            )}
            {!readOnly && <ItemEditor key="new" initial={EMPTY_ITEM} saveLabel="Add item" onSave={add} />}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={7} className="align-end">
                Total
              </th>
              <td className="work-order-total" data-testid="work-order-total">
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
  item: WorkOrderItem;
  readOnly: boolean;
  busy: boolean;
  onTick: (done: boolean) => Promise<boolean>;
  onEdit: () => void;
  /** Absent when the role may not remove this line. */
  onRemove?: (() => void) | undefined;
}) {
  // The tick shows at once; the saved item confirms it, a refusal takes it back.
  const [ticked, setTicked] = useState<boolean | null>(null);
  useEffect(() => setTicked(null), [item.done, item.updated]);
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          checked={ticked ?? item.done}
          disabled={readOnly}
          aria-label={`Done: ${item.description}`}
          onChange={(event) => {
            const done = event.target.checked;
            setTicked(done);
            void onTick(done).then((saved) => saved || setTicked(null));
          }}
        />
      </td>
      <td>{WORK_ORDER_ITEM_KIND_LABELS[item.kind]}</td>
      <td className={item.done ? "item-done-done" : undefined}>
        {item.description}
        {item.source === "clock" && <span className="muted item-source"> · from the clock</span>}
      </td>
      <td>{item.part_number}</td>
      <td className="align-end">{hundredthsText(toCents(item.quantity))}</td>
      <td>{item.unit}</td>
      <td className="align-end">{item.unit_cost ? money(toCents(item.unit_cost)) : ""}</td>
      <td className="item-total">{money(itemCents(item))}</td>
      <td>
        {!readOnly && (
          <div className="row">
            <Button variant="secondary" className="button-small" onClick={onEdit} aria-label={`Edit ${item.description}`}>
              Edit
            </Button>
            {onRemove && (
              <Button variant="ghost" className="button-small" busy={busy} onClick={onRemove} aria-label={`Remove ${item.description}`}>
                Remove
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
