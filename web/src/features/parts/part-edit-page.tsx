import { useState } from "react";
import { Link, useLocation } from "wouter";
import { COLLECTIONS, type Part } from "@shared/records";
import { pathTo } from "@shared/routes";
import type { PartInputField } from "@shared/validation";
import { flash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { DeleteButton, DeleteDialog, EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { PartForm } from "./part-form";
import { EMPTY_PART, partRecords, partValues, validatePart } from "./part-values";

/** A part's catalogue entry, changed by a manager (following colleagues' changes live), or deleted while it has no ledger. */
export function PartEditPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const [, navigate] = useLocation();
  const editor = useRecordEditor<Part, PartInputField>({ collection: COLLECTIONS.parts, id, empty: EMPTY_PART, toValues: partValues, validate: validatePart });
  const canChange = useCan("update", "parts");
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, state } = editor;
  const { t } = useTranslation("parts");

  const back = { href: pathTo("part", { id }), label: t("edit.back") };
  if (state.kind === "loading") return <Skeleton lines={6} label={t("loading")} />;
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("what")} missing={missing} message={state.failure.message} back={{ href: pathTo("parts"), label: t("backToParts") }} />;
  }
  const part = state.record;
  const onSubmit = editor.save((changed, values, headers) => {
    const body: Partial<Record<PartInputField, string>> = {};
    for (const field of changed) body[field] = values[field];
    return partRecords().update<Part>(id, body, { headers, requestKey: null });
  });
  const onDelete = () =>
    editor.deletion.confirm(
      () => {
        flash(t("edit.deleted", { number: part.number }));
        navigate(pathTo("parts"));
      },
      (message) => setRefusal(message),
    );

  return (
    <section className="stack parts-screen">
      <Link href={back.href} className="back-link">
        ← {part.number}
      </Link>
      <PageHeader
        title={t("edit.title", { number: part.number })}
        description={part.name}
        actions={
          <Allowed action="delete" subject="parts">
            <DeleteButton editor={editor} />
          </Allowed>
        }
      />
      {refusal && (
        <Alert tone="error" title={t("edit.notDeleted")}>
          {refusal}
        </Alert>
      )}
      <EditorNotices what={t("what")} editor={editor} back={back} />
      <PartForm form={form} onSubmit={onSubmit} disabled={state.kind === "deleted" || !canChange}>
        {canChange ? <SaveActions editor={editor} /> : <RoleNote action="update" subject="parts" />}
      </PartForm>
      <DeleteDialog editor={editor} title={t("edit.deleteTitle", { number: part.number })} confirmLabel={t("edit.deleteConfirm")} onConfirm={() => void onDelete()}>
        {t("edit.deleteText")}
      </DeleteDialog>
    </section>
  );
}
