// Dismissing a defect (a manager's): not a defect after all, or not worth fixing. The note says
// why; the server refuses a dismissal without one (note_required), and so does this dialog.

import { useEffect, useId, useRef, useState } from "react";
import type { Defect } from "@shared/records";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/field";
import { dismiss } from "./defect-actions";

export function DismissDialog({ defect, onClose }: { defect: Defect; onClose: (done: string | null) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("inspections");
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  }, []);
  const confirm = async () => {
    if (note.trim() === "") return setError(t("dismiss.noteNeeded"));
    setBusy(true);
    try {
      await dismiss(defect, note);
      onClose(t("dismiss.done", { title: defect.title }));
    } catch (caught) {
      setFailure(failureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={(event) => { event.preventDefault(); if (!busy) onClose(null); }}>
      <h2 id={titleId}>{t("dismiss.title", { title: defect.title })}</h2>
      <div className="dialog-body stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        {defect.severity === "critical" && <p>{t("dismiss.critical")}</p>}
        <TextAreaField label={t("dismiss.why")} hint={t("dismiss.hint")} value={note} error={error} onChange={(value) => { setNote(value); setError(undefined); }} />
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onClose(null)} disabled={busy} autoFocus>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={busy}>
          {t("dismiss.confirm")}
        </Button>
      </div>
    </dialog>
  );
}
