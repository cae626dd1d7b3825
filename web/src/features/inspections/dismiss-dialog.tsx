// Dismissing a defect (a manager's): not a defect after all, or not worth fixing. The note says
// why; the server refuses a dismissal without one (note_required), and so does this dialog.

import { useEffect, useId, useRef, useState } from "react";
import type { Defect } from "@shared/records";
import { failureMessage } from "../../lib/api-errors";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/field";
import { dismiss } from "./defect-actions";

const NOTE_NEEDED = "Say why the defect is dismissed: a note is required.";

export function DismissDialog({ defect, onClose }: { defect: Defect; onClose: (done: string | null) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === "function") dialog.showModal();
  }, []);
  const confirm = async () => {
    if (note.trim() === "") return setError(NOTE_NEEDED);
    setBusy(true);
    try {
      await dismiss(defect, note);
      onClose(`“${defect.title}” dismissed.`);
    } catch (caught) {
      setFailure(failureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={(event) => { event.preventDefault(); if (!busy) onClose(null); }}>
      <h2 id={titleId}>Dismiss “{defect.title}”?</h2>
      <div className="dialog-body stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        {defect.severity === "critical" && <p>It is critical: once dismissed, the vehicle may go back on the road.</p>}
        <TextAreaField label="Why" hint="Everyone reads this on the defect." value={note} error={error} onChange={(value) => { setNote(value); setError(undefined); }} />
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => onClose(null)} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={busy}>
          Dismiss defect
        </Button>
      </div>
    </dialog>
  );
}
