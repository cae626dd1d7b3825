// A vehicle's papers on its page (docs/product.md "Photos and documents"): registration,
// insurance, inspection certificates, warranties; each with its file (opened with the page's file
// token), its expiry marked when expired or expiring, Edit for technicians and managers (a new
// expiry moves the renewal reminder, on the server, in the same save) and Delete for managers.
// Cards rather than a table, so that a phone shows every paper without scrolling sideways.

import { useState } from "react";
import { DOCUMENT_KINDS, type VehicleDocument } from "@shared/documents/record";
import { ifMatch } from "@shared/precondition";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { checkVehicleDocumentField, DOCUMENT_ACCEPT, type VehicleDocumentInputField } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useFileToken } from "../../lib/file-token";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";
import { checkFields, useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { SelectField, TextField } from "../../ui/field";
import { SectionList, useVehicleRecords, VehicleSection } from "../vehicles";
import { DocumentExpiry } from "./document-expiry";
import { DocumentFileField } from "./document-file-field";
import { DOCUMENT_MAX_MB } from "./document-file";
import { useLabel, useTranslation } from "../../lib/i18n";
import "./documents.css";

const FIELDS = ["kind", "title", "expires", "file"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { kind: "insurance", title: "", expires: "", file: "" };

function valuesOf(paper: VehicleDocument): Record<Field, string> {
  return { kind: paper.kind, title: paper.title, expires: paper.expires.slice(0, 10), file: "" };
}

export function VehicleDocuments({ vehicle }: { vehicle: Pick<Vehicle, "id" | "plate"> }) {
  const list = useVehicleRecords<VehicleDocument>({
    collection: COLLECTIONS.vehicleDocuments,
    vehicle: vehicle.id,
    where: "",
    sort: "kind,-expires,title",
    page: 1,
    perPage: 100,
    requestKey: `vehicle-documents-${vehicle.id}`,
  });
  const token = useFileToken();
  /** null: no form; "": a new document; else the one being edited. */
  const [editing, setEditing] = useState<VehicleDocument | "" | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [doomed, setDoomed] = useState<VehicleDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayChange = useCan("update", "vehicle_documents");
  const mayDelete = useCan("delete", "vehicle_documents");
  const { t } = useTranslation("documents");
  const label = useLabel();
  const kindOptions = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: label("documentKind", kind) }));
  const hint = t("file.hint", { mb: DOCUMENT_MAX_MB });
  const form = useForm(EMPTY, {
    validate: (values) => ({
      ...checkFields(["kind", "title", "expires"] as const, (field) => checkVehicleDocumentField(field as VehicleDocumentInputField, values[field])),
      // A new paper needs its file; a changed one keeps its file unless another is chosen.
      file: editing === "" && values.file === "" ? t("file.required") : undefined,
    }),
  });
  const open = (paper: VehicleDocument | null) => {
    form.reset(paper ? valuesOf(paper) : EMPTY);
    form.setFormError(null);
    setFile(null);
    setEditing(paper ?? "");
  };
  const onSubmit = form.submit(async (values) => {
    const body = new FormData();
    body.append("kind", values.kind);
    body.append("title", values.title);
    body.append("expires", values.expires);
    if (file) body.append("file", file);
    const records = pb.collection(COLLECTIONS.vehicleDocuments);
    if (editing) {
      await records.update(editing.id, body, { requestKey: null, headers: ifMatch(editing.updated) });
    } else {
      body.append("vehicle", vehicle.id);
      await records.create(body, { requestKey: null });
    }
    setNotice(t("saved", { title: values.title.trim() }));
    setEditing(null);
    list.reload();
  });
  const remove = async () => {
    if (!doomed) return;
    try {
      await pb.collection(COLLECTIONS.vehicleDocuments).delete(doomed.id, { requestKey: null });
      setNotice(t("deleted", { title: doomed.title }));
      list.reload();
    } catch (error) {
      setNotice(t("notDeleted", { message: failureMessage(error) ?? "" }));
    }
    setDoomed(null);
  };

  return (
    <VehicleSection
      title={t("title")}
      description={t("description")}
      actions={
        <Allowed action="create" subject="vehicle_documents">
          <Button variant="secondary" className="button-small document-add" onClick={() => open(null)}>
            {t("add")}
          </Button>
        </Allowed>
      }
    >
      {notice && <Alert tone="info">{notice}</Alert>}
      {mayChange && !mayDelete && <RoleNote action="delete" subject="vehicle_documents" />}
      {editing !== null && (
        <form className="stack card" onSubmit={onSubmit} noValidate aria-label={editing ? t("editForm") : t("newForm")}>
          <FormError message={form.formError} />
          <div className="form-grid">
            <SelectField label={t("kind")} options={kindOptions} {...form.field("kind")} />
            <TextField label={t("documentTitle")} maxLength={120} {...form.field("title")} />
            <TextField label={t("expires")} type="date" optional hint={t("expiresHint")} {...form.field("expires")} />
          </div>
          <DocumentFileField
            error={form.errors.file}
            hint={editing ? t("keepsFile", { hint }) : hint}
            accept={DOCUMENT_ACCEPT}
            chosen={file}
            onChoose={(chosen, problem) => {
              setFile(problem ? null : chosen);
              form.setValue("file", problem ? "" : chosen.name);
              if (problem) form.setErrors((previous) => ({ ...previous, file: problem }));
            }}
          />
          <div className="row">
            <Button type="submit" busy={form.busy}>
              {t("save")}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      <SectionList
        list={list}
        what={t("what")}
        empty={t("empty")}
        rows={(papers) => (
          <ul className="document-list" aria-label={t("list", { plate: vehicle.plate })}>
            {papers.map((paper) => (
              <li key={paper.id} className="document-card">
                <div className="document-main">
                  <span className="muted">{label("documentKind", paper.kind)}</span>
                  {token ? (
                    <a href={pb.files.getURL(paper, paper.file, { token })} target="_blank" rel="noopener" className="document-title">
                      {paper.title}
                    </a>
                  ) : (
                    <span className="document-title">{paper.title}</span>
                  )}
                  <DocumentExpiry expires={paper.expires} />
                </div>
                <div className="row document-actions">
                  {mayChange && (
                    <Button variant="secondary" className="button-small" onClick={() => open(paper)} aria-label={t("editLabel", { title: paper.title })}>
                      {t("edit")}
                    </Button>
                  )}
                  {mayDelete && (
                    <Button variant="ghost" className="button-small" onClick={() => setDoomed(paper)} aria-label={t("deleteLabel", { title: paper.title })}>
                      {t("delete")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t("deleteTitle", { title: doomed?.title ?? "" })}
        confirmLabel={t("deleteConfirm")}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      >
        {t("deleteBody")}
      </ConfirmDialog>
    </VehicleSection>
  );
}
