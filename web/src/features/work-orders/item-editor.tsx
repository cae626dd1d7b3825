import { useId, type KeyboardEvent } from "react";
import { WORK_ORDER_ITEM_KINDS, WORK_ORDER_ITEM_UNITS } from "@shared/records";
import { useLabel, useTranslation } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ITEM_FORM_FIELDS, typedLineCents, validateItemWithin, withKind, type ItemContext, type ItemFormField, type ItemFormValues } from "./item-values";
import { money } from "../../lib/workshop-settings";
import { onHandText } from "../parts";
import { usePartPicker, type PartPicker } from "./use-part-picker";

/** Each field's name (its aria-label, and its column's name when a phone stacks the row). */
function useItemLabels(): Readonly<Record<ItemFormField, string>> {
  const { t } = useTranslation("work-orders");
  return {
    kind: t("items.kind"),
    description: t("items.description"),
    part_number: t("items.partNumber"),
    quantity: t("items.quantity"),
    unit: t("items.unit"),
    unit_cost: t("items.unitCost"),
    part: t("items.stockPart"),
  };
}

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
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const labels = useItemLabels();
  const form = useForm<ItemFormField>(initial, { validate: (values) => validateItemWithin(values, context), fieldAliases: { work_order: "description" } });
  const picker = usePartPicker(form);
  const save = form.submit(async (values) => {
    await onSave(values);
    // The add row starts again empty, unless the next line was typed while this one was saving.
    if (!onCancel) {
      form.resetUnlessTyped(values, initial);
      picker.clear();
    }
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
      "aria-label": labels[field],
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
      <td data-label={labels.kind}>
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
              {label("itemKind", kind)}
            </option>
          ))}
        </select>
        {error("kind")}
      </td>
      <td data-label={labels.description}>
        <input className="input" placeholder={t("items.descriptionPlaceholder")} {...control("description")} onChange={(e) => form.setValue("description", e.target.value)} />
        {error("description")}
        <FormError message={form.formError && Object.keys(form.errors).every((f) => !form.errors[f as ItemFormField]) ? form.formError : null} />
      </td>
      <td data-label={labels.part_number}>
        <input
          className="input"
          autoComplete="off"
          spellCheck={false}
          list={form.values.kind === "part" ? `${id}-parts` : undefined}
          {...control("part_number")}
          // Enter (a scanner's too) picks the part and moves on to the quantity; it does not save.
          onKeyDown={(event) => {
            if (event.key === "Enter" && form.values.kind === "part") {
              event.preventDefault();
              picker.pick();
              document.getElementById(`${id}-quantity`)?.focus();
            } else onKeyDown(event);
          }}
          onBlur={() => {
            form.field("part_number").onBlur();
            if (form.values.kind === "part" && picker.match === undefined && form.values.part_number !== initial.part_number) picker.pick();
          }}
          onChange={(e) => {
            form.setValue("part_number", e.target.value);
            picker.typed(e.target.value);
          }}
        />
        <PartSuggestions id={`${id}-parts`} picker={picker} />
        {form.values.kind === "part" && <PickedNote picker={picker} typed={form.values.part_number} />}
        {error("part_number")}
        {error("part")}
      </td>
      <td data-label={labels.quantity}>
        <input className="input item-number" inputMode="decimal" {...control("quantity")} onChange={(e) => form.setValue("quantity", e.target.value)} />
        {error("quantity")}
      </td>
      <td data-label={labels.unit}>
        <select className="select" {...control("unit")} onChange={(e) => form.setValue("unit", e.target.value)}>
          {WORK_ORDER_ITEM_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {label("unit", unit)}
            </option>
          ))}
        </select>
        {error("unit")}
      </td>
      <td data-label={labels.unit_cost}>
        <input className="input item-number" inputMode="decimal" placeholder="0.00" {...control("unit_cost")} onChange={(e) => form.setValue("unit_cost", e.target.value)} />
        {error("unit_cost")}
      </td>
      <td className="item-total" data-label={t("items.total")}>{cents === null ? "" : money(cents)}</td>
      <td data-label="">
        <div className="row">
          <Button className="button-small" busy={form.busy} onClick={() => void save()}>
            {saveLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" className="button-small" onClick={onCancel}>
              {t("items.cancel")}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

function PartSuggestions({ id, picker }: { id: string; picker: PartPicker }) {
  const { t } = useTranslation("work-orders");
  return (
    <datalist id={id}>
      {picker.suggestions.map((part) => (
        <option key={part.id} value={part.number}>
          {t("items.suggestion", { name: part.name, onHand: onHandText(part) })}
        </option>
      ))}
    </datalist>
  );
}

/** What the number names: a stock part with what is on hand, or free text. */
function PickedNote({ picker, typed }: { picker: PartPicker; typed: string }) {
  const { t } = useTranslation("work-orders");
  const { match } = picker;
  if (match === undefined || typed.trim() === "") return null;
  return (
    <span className="part-picker-note" role="status">
      {match ? `${t("items.fromStock", { onHand: onHandText(match) })}${match.location ? ` · ${match.location}` : ""}` : t("items.notStock")}
    </span>
  );
}
