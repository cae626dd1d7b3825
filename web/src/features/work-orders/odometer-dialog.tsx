import { useEffect, useState } from "react";
import { checkWorkOrderField, ODOMETER_REQUIRED } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useTranslation } from "../../lib/i18n";
import { Alert } from "../../ui/alert";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TextField } from "../../ui/field";
import { formatCount, formatKm } from "../../ui/format";
import { useCompletionFacts } from "./use-completion-facts";
import type { StatusMove } from "./use-status-move";

/**
 * "Done" of a work order: asks for the odometer reading the server needs, starting from the one
 * the work order has or else the vehicle's current odometer, and warns about tasks not ticked
 * yet (the person may still mark it done: a task can be moot).
 */
export function OdometerDialog({ moves }: { moves: StatusMove }) {
  const question = moves.asking;
  const { t } = useTranslation("work-orders");
  const facts = useCompletionFacts(question?.workOrder ?? null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setValue(question?.workOrder.odometer ? String(question.workOrder.odometer) : "");
    setTouched(false);
    setError(null);
  }, [question?.workOrder.id]);
  // The vehicle's odometer arrives a moment later: offered unless something was typed meanwhile.
  useEffect(() => {
    if (facts && !touched && !question?.workOrder.odometer && facts.vehicleKm > 0) setValue(String(facts.vehicleKm));
  }, [facts]);
  useEffect(() => setError(question?.error ?? null), [question?.error]);

  const confirm = () => {
    if (value.trim() === "") return setError(ODOMETER_REQUIRED.message);
    const check = checkWorkOrderField("odometer", value);
    if (!check.ok) return setError(check.error.message);
    void moves.completeWith(value.trim());
  };
  const openTasks = facts?.openTasks ?? [];
  return (
    <ConfirmDialog
      open={question !== null}
      title={question ? t("odometer.title", { number: formatWorkOrderNumber(question.workOrder.number) }) : ""}
      confirmLabel={t("odometer.confirm")}
      variant="primary"
      busy={question !== null && moves.busy === question.workOrder.id}
      onConfirm={confirm}
      onCancel={moves.cancelQuestion}
    >
      {openTasks.length > 0 && (
        <Alert tone="warning" title={t("odometer.openTasks", { count: openTasks.length, n: formatCount(openTasks.length) })}>
          <ul className="open-tasks">
            {openTasks.map((task, index) => (
              <li key={index}>{task}</li>
            ))}
          </ul>
          <p>{t("odometer.anyway")}</p>
        </Alert>
      )}
      <p>{t("odometer.intro")}</p>
      <TextField
        label={t("fields.odometerKm")}
        inputMode="numeric"
        hint={facts && facts.vehicleKm > 0 ? t("odometer.vehicleHas", { km: formatKm(facts.vehicleKm) }) : t("odometer.hint")}
        value={value}
        error={error ?? undefined}
        onChange={(next) => {
          setValue(next);
          setTouched(true);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            confirm();
          }
        }}
      />
    </ConfirmDialog>
  );
}
