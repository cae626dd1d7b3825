// A manager's two ways to move stock by hand: Receive (what arrived, at the price paid) and Count
// (a stocktake: on hand becomes what was counted, by an adjustment of the difference).

import { useId } from "react";
import type { Part } from "@shared/records";
import { stocktakeNote } from "@shared/validation";
import { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { movementRecords } from "./part-values";

type ReceiptField = "quantity" | "unit_cost" | "note";
type CountField = "counted" | "note";

export function ReceiveForm({ part, onDone }: { part: Part; onDone: (message: string) => void }) {
  const titleId = useId();
  const form = useForm<ReceiptField>({ quantity: "", unit_cost: "", note: "" });
  const onSubmit = form.submit(async (values) => {
    await movementRecords().create({ part: part.id, reason: "receipt", ...values }, { requestKey: null });
    form.reset({ quantity: "", unit_cost: "", note: "" });
    onDone(`Received ${values.quantity} ${part.unit} of ${part.number}.`);
  });
  return (
    <form className="card stack stock-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>Receive</h3>
      <FormError message={form.formError} />
      <TextField label={`Quantity (${part.unit})`} inputMode="decimal" {...form.field("quantity")} />
      <TextField label="Price paid per unit" hint="Becomes the part's unit cost; 0 when free." inputMode="decimal" {...form.field("unit_cost")} />
      <TextField label="Note" optional hint="Like the delivery note's number." {...form.field("note")} />
      <div className="row">
        <Button type="submit" busy={form.busy}>
          Receive stock
        </Button>
      </div>
    </form>
  );
}

export function CountForm({ part, onDone }: { part: Part; onDone: (message: string) => void }) {
  const titleId = useId();
  const form = useForm<CountField>({ counted: "", note: "" });
  const onSubmit = form.submit(async (values) => {
    await movementRecords().create({ part: part.id, reason: "adjustment", counted: values.counted, note: values.note }, { requestKey: null });
    form.reset({ counted: "", note: "" });
    onDone(`${stocktakeNote(values.counted.trim(), "")} ${part.unit} of ${part.number}.`);
  });
  return (
    <form className="card stack stock-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>Count</h3>
      <FormError message={form.formError} />
      <TextField label={`Counted (${part.unit})`} hint="What is on the shelf now: on hand becomes this." inputMode="decimal" {...form.field("counted")} />
      <TextField label="Note" optional hint="Like Damaged box thrown away." {...form.field("note")} />
      <div className="row">
        <Button type="submit" busy={form.busy}>
          Save count
        </Button>
      </div>
    </form>
  );
}
