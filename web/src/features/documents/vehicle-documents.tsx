// A vehicle's papers on its page (docs/product.md "Photos and documents"): registration,
// insurance, inspection certificates, warranties; each with its file (opened with the page's file
// token), its expiry marked when expired or expiring, Edit for technicians and managers (a new
// expiry moves the renewal reminder, on the server, in the same save) and Delete for managers.
// Cards rather than a table, so that a phone shows every paper without scrolling sideways.

import { useState } from "react";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type VehicleDocument } from "@shared/documents/record";
import { ifMatch } from "@shared/precondition";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { checkVehicleDocumentField, DOCUMENT_ACCEPT, DOCUMENT_HINT, DOCUMENT_REQUIRED_MESSAGE, type VehicleDocumentInputField } from "@shared/validation";
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
import "./documents.css";

const FIELDS = ["kind", "title", "expires", "file"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { kind: "insurance", title: "", expires: "", file: "" };
const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] }));

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
  const form = useForm(EMPTY, {
    validate: (values) => ({
      ...checkFields(["kind", "title", "expires"] as const, (field) => checkVehicleDocumentField(field as VehicleDocumentInputField, values[field])),
      // A new paper needs its file; a changed one keeps its file unless another is chosen.
      file: editing === "" && values.file === "" ? DOCUMENT_REQUIRED_MESSAGE : undefined,
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
    setNotice(`Document “${values.title.trim()}” saved.`);
    setEditing(null);
    list.reload();
  });
  const remove = async () => {
    if (!doomed) return;
    try {
      await pb.collection(COLLECTIONS.vehicleDocuments).delete(doomed.id, { requestKey: null });
      setNotice(`Document “${doomed.title}” deleted.`);
      list.reload();
    } catch (error) {
      setNotice(`The document was not deleted. ${failureMessage(error) ?? ""}`);
    }
    setDoomed(null);
  };

  return (
    <VehicleSection
      title="Documents"
      description="Registration, insurance, certificates: a reminder to renew each one 30 days before it expires."
      actions={
        <Allowed action="create" subject="vehicle_documents">
          <Button variant="secondary" className="button-small document-add" onClick={() => open(null)}>
            Add document
          </Button>
        </Allowed>
      }
    >
      {notice && <Alert tone="info">{notice}</Alert>}
      {mayChange && !mayDelete && <RoleNote action="delete" subject="vehicle_documents" />}
      {editing !== null && (
        <form className="stack card" onSubmit={onSubmit} noValidate aria-label={editing ? "Edit document" : "New document"}>
          <FormError message={form.formError} />
          <div className="form-grid">
            <SelectField label="Kind" options={KIND_OPTIONS} {...form.field("kind")} />
            <TextField label="Title" maxLength={120} {...form.field("title")} />
            <TextField label="Expires" type="date" optional hint="A reminder to renew it comes 30 days before." {...form.field("expires")} />
          </div>
          <DocumentFileField
            error={form.errors.file}
            hint={editing ? `Keeps the current file unless you choose another. ${DOCUMENT_HINT}` : DOCUMENT_HINT}
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
              Save document
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      <SectionList
        list={list}
        what="documents"
        empty="No documents yet. Add the registration, the insurance and the inspection certificate, with their expiry dates."
        rows={(papers) => (
          <ul className="document-list" aria-label={`Documents of ${vehicle.plate}`}>
            {papers.map((paper) => (
              <li key={paper.id} className="document-card">
                <div className="document-main">
                  <span className="muted">{DOCUMENT_KIND_LABELS[paper.kind] ?? paper.kind}</span>
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
                    <Button variant="secondary" className="button-small" onClick={() => open(paper)} aria-label={`Edit ${paper.title}`}>
                      Edit
                    </Button>
                  )}
                  {mayDelete && (
                    <Button variant="ghost" className="button-small" onClick={() => setDoomed(paper)} aria-label={`Delete ${paper.title}`}>
                      Delete…
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
        title={`Delete the document “${doomed?.title ?? ""}”?`}
        confirmLabel="Delete document"
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      >
        Its file and its renewal reminder are removed for everyone. This cannot be undone.
      </ConfirmDialog>
    </VehicleSection>
  );
}
