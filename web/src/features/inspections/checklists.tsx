// A category's checklists (inspection templates) on its page: everyone reads them; managers add,
// change and delete them. A checklist is a name and its lines, each a check (Pass / Fail / N/A)
// or a measurement with its unit and range, and whether a failure needs a photo. The browser
// checks what the server will (shared/validation/inspection-template.ts) and shows the server's
// word at the field when it refuses.

import { useState } from "react";
import { COLLECTIONS, INSPECTION_ITEM_KINDS, type Category, type InspectionTemplate } from "@shared/records";
import { rangeText } from "@shared/inspection-lines";
import { checkInspectionTemplate, INSPECTION_ITEMS_MAX } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { describeApiError } from "../../lib/api-errors";
import { useLabel, useTranslation } from "../../lib/i18n";
import { RoleNote, useCan } from "../../lib/permissions";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { SelectField, TextField } from "../../ui/field";
import { formatCount } from "../../ui/format";
import { VehicleSection } from "../vehicles";
import { useTemplates } from "./use-templates";
import "./inspections.css";

interface Line {
  label: string;
  kind: string;
  unit: string;
  min: string;
  max: string;
  photo_required: boolean;
}
const NEW_LINE: Line = { label: "", kind: "check", unit: "", min: "", max: "", photo_required: false };

const linesOf = (template: InspectionTemplate | null): Line[] =>
  template
    ? template.items.map((item) => ({ ...item, min: item.min === null ? "" : String(item.min), max: item.max === null ? "" : String(item.max) }))
    : [{ ...NEW_LINE }];

/** The lines as the server takes them: a check has no unit or range. */
const itemsOf = (lines: readonly Line[]) =>
  lines.map((line) => (line.kind === "measure" ? { ...line, min: line.min.trim() || null, max: line.max.trim() || null } : { ...line, unit: "", min: null, max: null }));

function ChecklistEditor({ category, template, onClose }: { category: string; template: InspectionTemplate | null; onClose: (message: string | null) => void }) {
  const [name, setName] = useState(template?.name ?? "");
  const [lines, setLines] = useState<Line[]>(() => linesOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Deleting asks first, as every delete does.
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation("inspections");
  const label = useLabel();
  const kindOptions = INSPECTION_ITEM_KINDS.map((kind) => ({ value: kind, label: label("inspectionItemKind", kind) }));
  const set = (index: number, change: Partial<Line>) => setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const records = pb.collection(COLLECTIONS.inspectionTemplates);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onClose(done);
    } catch (error) {
      const described = describeApiError(error);
      if (described.kind === "invalid" && Object.keys(described.fields).length > 0) setErrors(described.fields);
      else if (described.kind !== "cancelled") setFailure(described.message);
      setBusy(false);
    }
  };
  const save = () => {
    const body = { name, category, items: itemsOf(lines) };
    const check = checkInspectionTemplate(body);
    if (!check.ok) return setErrors(Object.fromEntries(Object.entries(check.errors).map(([field, error]) => [field, error!.message])));
    setErrors({});
    void run(() => (template ? records.update(template.id, body, { requestKey: null }) : records.create(body, { requestKey: null })), t("checklists.saved", { name: name.trim() }));
  };
  const remove = () => {
    setDeleting(false);
    void run(() => records.delete(template!.id, { requestKey: null }), t("checklists.deleted", { name: template!.name }));
  };
  return (
    <form
      className="card stack checklist-editor"
      aria-label={template ? t("checklists.changeNamed", { name: template.name }) : t("checklists.new")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label={t("checklists.name")} value={name} onChange={setName} error={errors.name} placeholder={t("checklists.namePlaceholder")} />
      {errors.items && <Alert tone="error">{errors.items}</Alert>}
      <ol className="checklist-lines">
        {lines.map((line, index) => (
          <li key={index} className="checklist-line">
            <TextField label={t("checklists.line", { n: index + 1 })} value={line.label} onChange={(text) => set(index, { label: text })} placeholder={t("checklists.linePlaceholder")} />
            <SelectField label={t("checklists.kind")} value={line.kind} options={kindOptions} onChange={(kind) => set(index, { kind })} />
            {line.kind === "measure" && (
              <>
                <TextField label={t("checklists.unit")} optional value={line.unit} onChange={(unit) => set(index, { unit })} placeholder="mm" />
                <TextField label={t("checklists.atLeast")} optional inputMode="decimal" value={line.min} onChange={(min) => set(index, { min })} />
                <TextField label={t("checklists.atMost")} optional inputMode="decimal" value={line.max} onChange={(max) => set(index, { max })} />
              </>
            )}
            <label className="check-field">
              <input type="checkbox" checked={line.photo_required} onChange={(event) => set(index, { photo_required: event.target.checked })} />
              {t("checklists.photoRequired")}
            </label>
            <Button variant="ghost" onClick={() => setLines(lines.filter((_, i) => i !== index))} disabled={lines.length === 1} aria-label={t("checklists.removeLine", { n: index + 1 })}>
              {t("checklists.remove")}
            </Button>
          </li>
        ))}
      </ol>
      <div className="row">
        <Button variant="secondary" onClick={() => setLines([...lines, { ...NEW_LINE }])} disabled={lines.length >= INSPECTION_ITEMS_MAX}>
          {t("checklists.addLine")}
        </Button>
        <Button type="submit" busy={busy}>
          {t("checklists.save")}
        </Button>
        <Button variant="ghost" onClick={() => onClose(null)} disabled={busy}>
          {t("cancel")}
        </Button>
        {template && (
          <Button variant="danger" onClick={() => setDeleting(true)} disabled={busy}>
            {t("checklists.delete")}
          </Button>
        )}
      </div>
      {template && (
        <ConfirmDialog
          open={deleting}
          title={t("checklists.deleteTitle", { name: template.name })}
          confirmLabel={t("checklists.deleteConfirm")}
          onConfirm={remove}
          onCancel={() => setDeleting(false)}
        >
          {t("checklists.deleteBody")}
        </ConfirmDialog>
      )}
    </form>
  );
}

export function CategoryChecklists({ category }: { category: Pick<Category, "id"> }) {
  const { templates, failure, reload } = useTemplates();
  const may = useCan("update", "inspection_templates");
  const [editing, setEditing] = useState<InspectionTemplate | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useTranslation("inspections");
  const mine = (templates ?? []).filter((template) => template.category === category.id);
  const close = (message: string | null) => {
    setEditing(null);
    setNotice(message);
    if (message) reload();
  };
  return (
    <VehicleSection
      title={t("checklists.title")}
      description={t("checklists.description")}
      actions={
        may &&
        editing === null && (
          <Button variant="secondary" onClick={() => setEditing("new")}>
            {t("checklists.new")}
          </Button>
        )
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {editing === "new" && <ChecklistEditor category={category.id} template={null} onClose={close} />}
      {templates !== null && mine.length === 0 && editing !== "new" && <p className="muted">{t("checklists.none")}</p>}
      <ul className="checklists">
        {mine.map((template) =>
          editing !== null && editing !== "new" && editing.id === template.id ? (
            <li key={template.id}>
              <ChecklistEditor category={category.id} template={template} onClose={close} />
            </li>
          ) : (
            <li key={template.id} className="checklist">
              <details>
                <summary>
                  <strong>{template.name}</strong> <span className="muted">· {t("lines", { count: template.items.length, n: formatCount(template.items.length) })}</span>
                </summary>
                <ol>
                  {template.items.map((item, index) => (
                    <li key={index}>
                      {item.label}
                      {item.kind === "measure" && <span className="muted"> · {rangeText(item) || item.unit || t("checklists.measured")}</span>}
                      {item.photo_required && <span className="muted"> · {t("photoIfFails")}</span>}
                    </li>
                  ))}
                </ol>
              </details>
              {may && editing === null && (
                <Button variant="secondary" onClick={() => setEditing(template)} aria-label={t("checklists.changeNamed", { name: template.name })}>
                  {t("checklists.change")}
                </Button>
              )}
            </li>
          ),
        )}
      </ul>
      {!may && <RoleNote action="update" subject="inspection_templates" />}
    </VehicleSection>
  );
}
