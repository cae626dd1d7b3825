// The parts every record edit screen shares (vehicle, category): what it shows when the record
// cannot be loaded, the notices about colleagues' changes and saves, and the form's buttons.

import type { ReactNode } from "react";
import { listInWords } from "@shared/validation";
import { useTranslation } from "../lib/i18n";
import { useSession } from "../lib/session";
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
  const { t } = useTranslation();
  return (
    <EmptyState
      heading="h1"
      title={missing ? t("editor.missing", { what }) : t("editor.loadFailed", { what })}
      action={<ButtonLink href={back.href}>{back.label}</ButtonLink>}
    >
      {missing ? t("editor.missingHint", { what }) : message}
    </EmptyState>
  );
}

/** A record that says who saved it last: `updated_by`, read with `expand: "updated_by"`. */
export interface Authored {
  readonly updated_by?: string;
  readonly expand?: { readonly updated_by?: { readonly name?: string } };
}

/** Who saved a version, as the notices name them: "you" (in another tab), a name, or nobody known. */
function useAuthor(): (record: Authored) => { mine: boolean; name: string } {
  const session = useSession();
  return (record) => ({
    mine: session.kind === "employee" && record.updated_by !== undefined && record.updated_by === session.id,
    name: record.expand?.updated_by?.name ?? "",
  });
}

/**
 * What an edit form says about the record's state: deleted by a colleague; changed by one while
 * there are unsaved edits here (a choice between their version and going on editing, never a
 * silent overwrite either way); changed by one and shown now; saved. This tab's own saves never
 * get here (use-record-editor.ts); a version the signed-in person saved is theirs from another
 * tab, and said so.
 */
export function EditorNotices<T extends Authored>({ what, editor, labels = {}, back }: {
  what: string;
  editor: EditorView<T>;
  /** The form's labels of its fields, to say what a colleague changed. */
  labels?: Readonly<Record<string, string>>;
  back: { href: string; label: string };
}) {
  const { t } = useTranslation();
  const authorOf = useAuthor();
  const { incoming, refreshed } = editor;
  if (editor.state.kind === "deleted") {
    return (
      <Alert tone="warning" title={t("editor.deleted", { what })}>
        <p>{t("editor.deletedHint")}</p>
        <ButtonLink href={back.href} variant="secondary" className="button-small">
          {back.label}
        </ButtonLink>
      </Alert>
    );
  }
  if (incoming) {
    const { mine, name } = authorOf(incoming);
    const changed = (editor.theirChanges ?? []).map((field) => labels[field] ?? field.replace(/_/g, " "));
    const fields = listInWords(changed, t("editor.and"));
    const title = editor.conflict
      ? mine
        ? t("editor.notSavedMine", { what })
        : t("editor.notSavedTheirs", { what })
      : mine
        ? t("editor.changedMine", { what })
        : t("editor.changedTheirs", { what });
    return (
      <Alert tone="warning" title={title}>
        <p>
          {mine ? t("editor.savedByMe") : name ? t("editor.savedBy", { name }) : t("editor.savedBySomeone")}
          {changed.length > 0 ? ` ${mine ? t("editor.fieldsMine", { fields }) : t("editor.fieldsTheirs", { fields })}` : ""} {t("editor.choice")}
        </p>
        <div className="row">
          <Button className="button-small" onClick={editor.takeTheirs}>
            {mine ? t("editor.loadMine") : t("editor.loadTheirs")}
          </Button>
          <Button variant="secondary" className="button-small" onClick={editor.keepMine}>
            {t("editor.keepEditing")}
          </Button>
        </div>
      </Alert>
    );
  }
  if (editor.saved) return <Alert tone="success">{t("editor.saved")}</Alert>;
  if (refreshed) {
    const { mine, name } = authorOf(refreshed);
    const who = mine ? t("editor.refreshedMine", { what }) : name ? t("editor.refreshedBy", { name, what }) : t("editor.refreshedTheirs", { what });
    return <Alert tone="info">{who}</Alert>;
  }
  return null;
}

/** "Save changes", and "Discard changes" while there are some. */
export function SaveActions<T>({ editor }: { editor: EditorView<T> }) {
  const { t } = useTranslation();
  const deleted = editor.state.kind === "deleted";
  return (
    <>
      <Button type="submit" busy={editor.form.busy} disabled={deleted}>
        {t("action.saveChanges")}
      </Button>
      {editor.changed.length > 0 && !deleted && (
        <Button variant="secondary" onClick={editor.discard}>
          {t("action.discardChanges")}
        </Button>
      )}
    </>
  );
}

/** "Delete…" for the page header (not once the record is gone). */
export function DeleteButton<T>({ editor }: { editor: EditorView<T> }) {
  const { t } = useTranslation();
  if (editor.state.kind === "deleted") return null;
  return (
    <Button variant="secondary" onClick={editor.deletion.ask}>
      {t("action.deleteAsk")}
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
