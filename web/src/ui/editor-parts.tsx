// The parts every record edit screen shares (vehicle, category): what it shows when the record
// cannot be loaded, the notices about colleagues' changes and saves, and the form's buttons.

import type { ReactNode } from "react";
import { listInWords } from "@shared/validation";
import { Alert } from "./alert";
import { Button, ButtonLink } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState } from "./empty-state";

/** What these parts read of a record editor (web/src/lib/use-record-editor.ts). */
export interface EditorView<T> {
  readonly state: { readonly kind: string };
  readonly incoming: T | null;
  /** Whether `incoming` came as the answer to a save (409): the person's changes are not saved. */
  readonly conflict?: boolean;
  /** The form's fields that `incoming` changed. */
  readonly theirChanges?: readonly string[];
  readonly refreshed: T | null;
  readonly saved: boolean;
  readonly changed: readonly string[];
  readonly takeTheirs: () => void;
  readonly keepMine: () => void;
  readonly discard: () => void;
  readonly form: { readonly busy: boolean };
  readonly deletion: { readonly confirming: boolean; readonly busy: boolean; readonly ask: () => void; readonly cancel: () => void };
}

/** The screen of a record that cannot be loaded: gone (404), or another failure. */
export function RecordUnavailable({ what, missing, message, back }: {
  /** "vehicle" */
  what: string;
  missing: boolean;
  message: string;
  back: { href: string; label: string };
}) {
  return (
    <EmptyState
      heading="h1"
      title={missing ? `This ${what} does not exist` : `The ${what} could not be loaded`}
      action={<ButtonLink href={back.href}>{back.label}</ButtonLink>}
    >
      {missing ? `It may have been deleted. The list shows every ${what} there is.` : message}
    </EmptyState>
  );
}

/**
 * What an edit form says about the record's state: deleted by a colleague; changed by one while
 * there are unsaved edits here (a choice between their version and going on editing, never a
 * silent overwrite either way); changed by one and shown now; saved.
 */
export function EditorNotices<T>({ what, editor, nameOf = () => "", labels = {}, back }: {
  what: string;
  editor: EditorView<T>;
  /** Who saved a version, "" when unknown. */
  nameOf?: (record: T) => string;
  /** The form's labels of its fields, to say what a colleague changed. */
  labels?: Readonly<Record<string, string>>;
  back: { href: string; label: string };
}) {
  const { incoming, refreshed } = editor;
  if (editor.state.kind === "deleted") {
    return (
      <Alert tone="warning" title={`A colleague deleted this ${what}.`}>
        <p>It is no longer in the list. What the form shows cannot be saved any more.</p>
        <ButtonLink href={back.href} variant="secondary" className="button-small">
          {back.label}
        </ButtonLink>
      </Alert>
    );
  }
  if (incoming) {
    const name = nameOf(incoming);
    const changed = (editor.theirChanges ?? []).map((field) => labels[field] ?? field.replace(/_/g, " "));
    return (
      <Alert
        tone="warning"
        title={editor.conflict ? `Not saved: a colleague changed this ${what} after you opened it.` : `A colleague changed this ${what} while you were editing.`}
      >
        <p>
          {name ? `${name} saved` : "Someone saved"} a new version.
          {changed.length > 0 ? ` They changed ${listInWords(changed, "and")}.` : ""} Load it and lose your unsaved changes, or keep
          editing: the fields you have not touched take their values, yours stay and win when you save.
        </p>
        <div className="row">
          <Button className="button-small" onClick={editor.takeTheirs}>
            Load their version
          </Button>
          <Button variant="secondary" className="button-small" onClick={editor.keepMine}>
            Keep editing
          </Button>
        </div>
      </Alert>
    );
  }
  if (editor.saved) return <Alert tone="success">Saved.</Alert>;
  if (refreshed) {
    return <Alert tone="info">{`${nameOf(refreshed) || "A colleague"} just changed this ${what}: the form shows the new version.`}</Alert>;
  }
  return null;
}

/** "Save changes", and "Discard changes" while there are some. */
export function SaveActions<T>({ editor }: { editor: EditorView<T> }) {
  const deleted = editor.state.kind === "deleted";
  return (
    <>
      <Button type="submit" busy={editor.form.busy} disabled={deleted}>
        Save changes
      </Button>
      {editor.changed.length > 0 && !deleted && (
        <Button variant="secondary" onClick={editor.discard}>
          Discard changes
        </Button>
      )}
    </>
  );
}

/** "Delete…" for the page header (not once the record is gone). */
export function DeleteButton<T>({ editor }: { editor: EditorView<T> }) {
  if (editor.state.kind === "deleted") return null;
  return (
    <Button variant="secondary" onClick={editor.deletion.ask}>
      Delete…
    </Button>
  );
}

/** The question before deleting; `onConfirm` runs the editor's `deletion.confirm`. */
export function DeleteDialog<T>({ editor, title, confirmLabel, onConfirm, children }: {
  editor: EditorView<T>;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={editor.deletion.confirming}
      title={title}
      confirmLabel={confirmLabel}
      busy={editor.deletion.busy}
      onConfirm={onConfirm}
      onCancel={editor.deletion.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
