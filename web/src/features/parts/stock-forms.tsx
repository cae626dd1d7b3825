// A manager's two ways to move stock by hand: Receive (what arrived, at the price paid) and Count
// (a stocktake: on hand becomes what was counted, by an adjustment of the difference).

import { useId } from "react";
import type { Part } from "@shared/records";
import { useTranslation } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { movementRecords, unitShown } from "./part-values";

type ReceiptField = "quantity" | "unit_cost" | "note";
type CountField = "counted" | "note";

export function ReceiveForm({ part, onDone }: { part: Part; onDone: (message: string) => void }) {
  const titleId = useId();
  const form = useForm<ReceiptField>({ quantity: "", unit_cost: "", note: "" });
  const { t } = useTranslation("parts");
  const onSubmit = form.submit(async (values) => {
    await movementRecords().create({ part: part.id, reason: "receipt", ...values }, { requestKey: null });
    form.reset({ quantity: "", unit_cost: "", note: "" });
    onDone(t("stock.received", { quantity: values.quantity, unit: unitShown(part.unit), number: part.number }));
  });
  return (
    <form className="card stack stock-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t("stock.receive")}</h3>
      <FormError message={form.formError} />
      <TextField label={t("ledger.quantity", { unit: unitShown(part.unit) })} inputMode="decimal" {...form.field("quantity")} />
      <TextField label={t("stock.pricePaid")} hint={t("stock.pricePaidHint")} inputMode="decimal" {...form.field("unit_cost")} />
      <TextField label={t("note")} optional hint={t("stock.receiptNoteHint")} {...form.field("note")} />
      <div className="row">
        <Button type="submit" busy={form.busy}>
          {t("stock.receiveButton")}
        </Button>
      </div>
    </form>
  );
}

export function CountForm({ part, onDone }: { part: Part; onDone: (message: string) => void }) {
  const titleId = useId();
  const form = useForm<CountField>({ counted: "", note: "" });
  const { t } = useTranslation("parts");
  const onSubmit = form.submit(async (values) => {
    await movementRecords().create({ part: part.id, reason: "adjustment", counted: values.counted, note: values.note }, { requestKey: null });
    form.reset({ counted: "", note: "" });
    onDone(t("stock.counted", { counted: values.counted.trim(), unit: unitShown(part.unit), number: part.number }));
  });
  return (
    <form className="card stack stock-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{t("stock.count")}</h3>
      <FormError message={form.formError} />
      <TextField label={t("stock.countedLabel", { unit: unitShown(part.unit) })} hint={t("stock.countedHint")} inputMode="decimal" {...form.field("counted")} />
      <TextField label={t("note")} optional hint={t("stock.countNoteHint")} {...form.field("note")} />
      <div className="row">
        <Button type="submit" busy={form.busy}>
          {t("stock.saveCount")}
        </Button>
      </div>
    </form>
  );
}
