import { useEffect, useState } from "react";
import { checkWorkOrderField, ODOMETER_REQUIRED } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TextField } from "../../ui/field";
import type { StatusMove } from "./use-status-move";

/** "Mark done" of a work order without an odometer reading: asks for it (the server needs it). */
export function OdometerDialog({ moves, currentKm }: { moves: StatusMove; currentKm?: number }) {
  const question = moves.asking;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue("");
    setError(null);
  }, [question?.workOrder.id]);
  useEffect(() => setError(question?.error ?? null), [question?.error]);

  const confirm = () => {
    if (value.trim() === "") return setError(ODOMETER_REQUIRED.message);
    const check = checkWorkOrderField("odometer", value);
    if (!check.ok) return setError(check.error.message);
    void moves.completeWith(value.trim());
  };
  return (
    <ConfirmDialog
      open={question !== null}
      title={question ? `Complete ${formatWorkOrderNumber(question.workOrder.number)}` : ""}
      confirmLabel="Mark done"
      variant="primary"
      busy={question !== null && moves.busy === question.workOrder.id}
      onConfirm={confirm}
      onCancel={moves.cancelQuestion}
    >
      <p>A work order is done with the vehicle's odometer reading: it goes into the vehicle's history.</p>
      <TextField
        label="Odometer (km)"
        inputMode="numeric"
        hint={currentKm ? `The vehicle has ${currentKm.toLocaleString("en-GB")} km so far.` : "Whole km, like 125000."}
        value={value}
        error={error ?? undefined}
        onChange={(next) => {
          setValue(next);
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
