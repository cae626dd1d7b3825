import { useId, type KeyboardEvent } from "react";
import { WORK_ORDER_ITEM_KINDS, WORK_ORDER_ITEM_KIND_LABELS, WORK_ORDER_ITEM_UNITS, WORK_ORDER_ITEM_UNIT_LABELS } from "@shared/records";
import { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ITEM_FORM_FIELDS, typedLineCents, validateItemWithin, withKind, type ItemContext, type ItemFormField, type ItemFormValues } from "./item-values";
import { money } from "../../lib/workshop-settings";

const LABELS: Readonly<Record<ItemFormField, string>> = {
  kind: "Kind",
  description: "Description",
  part_number: "Part number",
  quantity: "Quantity",
  unit: "Unit",
  unit_cost: "Unit cost",
};

/**
 * One item's fields in a table row: to add a line (`initial` empty) or to change one in place.
 * Enter saves, Escape cancels; each message shows under its field, the server's included (a
 * 501st line's refusal under the description), and a total past the work order's limit under
 * the amount typed, before anything is sent.
 */
export function ItemEditor({ initial, context, saveLabel, onSave, onCancel }: {
  initial: Readonly<ItemFormValues>;
  context: ItemContext;
  saveLabel: string;
  onSave: (values: Readonly<ItemFormValues>) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useForm<ItemFormField>(initial, { validate: (values) => validateItemWithin(values, context), fieldAliases: { work_order: "description" } });
  const save = form.submit(async (values) => {
    await onSave(values);
    // The add row starts again empty, unless the next line was typed while this one was saving.
    if (!onCancel) form.resetUnlessTyped(values, initial);
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !(event.target instanceof HTMLSelectElement)) {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  const control = (field: ItemFormField) => {
    const error = form.errors[field];
    const props = form.field(field);
    return {
      id: `${id}-${field}`,
      "aria-label": LABELS[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${field}-error` : undefined,
      value: props.value,
      onBlur: props.onBlur,
      onKeyDown,
    };
  };
  const error = (field: ItemFormField) =>
    form.errors[field] ? (
      <span id={`${id}-${field}-error`} className="field-error">
        {form.errors[field]}
      </span>
    ) : null;
  const cents = typedLineCents(form.values);
  return (
    <tr className="item-editor">
      <td data-label="" />
      <td data-label={LABELS.kind}>
        <select
          className="select"
          {...control("kind")}
          onChange={(event) => {
            const next = withKind(form.values, event.target.value);
            for (const field of ITEM_FORM_FIELDS) if (next[field] !== form.values[field]) form.setValue(field, next[field]);
          }}
        >
          {WORK_ORDER_ITEM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {WORK_ORDER_ITEM_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        {error("kind")}
      </td>
      <td data-label={LABELS.description}>
        <input className="input" placeholder="Like Front brake pads" {...control("description")} onChange={(e) => form.setValue("description", e.target.value)} />
        {error("description")}
        <FormError message={form.formError && Object.keys(form.errors).every((f) => !form.errors[f as ItemFormField]) ? form.formError : null} />
      </td>
      <td data-label={LABELS.part_number}>
        <input className="input" autoComplete="off" spellCheck={false} {...control("part_number")} onChange={(e) => form.setValue("part_number", e.target.value)} />
        {error("part_number")}
      </td>
      <td data-label={LABELS.quantity}>
        <input className="input item-number" inputMode="decimal" {...control("quantity")} onChange={(e) => form.setValue("quantity", e.target.value)} />
        {error("quantity")}
      </td>
      <td data-label={LABELS.unit}>
        <select className="select" {...control("unit")} onChange={(e) => form.setValue("unit", e.target.value)}>
          {WORK_ORDER_ITEM_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {WORK_ORDER_ITEM_UNIT_LABELS[unit]}
            </option>
          ))}
        </select>
        {error("unit")}
      </td>
      <td data-label={LABELS.unit_cost}>
        <input className="input item-number" inputMode="decimal" placeholder="0.00" {...control("unit_cost")} onChange={(e) => form.setValue("unit_cost", e.target.value)} />
        {error("unit_cost")}
      </td>
      <td className="item-total" data-label="Total">{cents === null ? "" : money(cents)}</td>
      <td data-label="">
        <div className="row">
          <Button className="button-small" busy={form.busy} onClick={() => void save()}>
            {saveLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" className="button-small" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
