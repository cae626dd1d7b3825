// /workshop/defects/:id: one defect — what is wrong, how bad, where it came from (the inspection
// line, with its photos), its own photos (the app's photo strip, as on work orders), and what is done about it: put it on a work order, fix it
// on the spot, or (a manager) dismiss it with a note. Its title, severity and note are edited in
// a form that follows colleagues' changes live and never saves over one silently.

import { useState } from "react";
import { Link } from "wouter";
import { defectListPath } from "@shared/defect-list";
import { COLLECTIONS, DEFECT_SEVERITIES, type Defect } from "@shared/records";
import { pathTo } from "@shared/routes";
import { readDefectField, toCheck } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { PHOTOS_MAX } from "@shared/photos";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useLabel, useTranslation } from "../../lib/i18n";
import { RoleNote, useCan } from "../../lib/permissions";
import { checkFields } from "../../lib/use-form";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DateText } from "../../ui/date-text";
import { EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { SelectField, TextAreaField, TextField } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { RecordPhotos } from "../photos";
import { markFixed } from "./defect-actions";
import { DefectStatusBadge, SeverityBadge } from "./defect-badges";
import { DismissDialog } from "./dismiss-dialog";
import { PhotoStrip } from "./photo-strip";
import { ScheduleBar } from "./schedule-bar";
import "./inspections.css";

const FIELDS = ["title", "severity", "note"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { title: "", severity: "major", note: "" };
const QUERY = { expand: "vehicle,work_order,inspection,reported_by,dismissed_by" };

const valuesOf = (defect: Defect): Record<Field, string> => ({ title: defect.title, severity: defect.severity, note: defect.note });

/** Where a defect came from: "Reported by …" or "Found on the inspection … (line N)". */
function Origin({ defect }: { defect: Defect }) {
  const inspection = defect.expand?.inspection;
  const by = defect.expand?.reported_by?.name;
  const { t } = useTranslation("inspections");
  return (
    <>
      {inspection ? (
        <>
          {t("defect.foundOn")}
          <Link href={pathTo("inspection", { id: inspection.id })}>{inspection.title}</Link>
          {t("defect.foundLine", { n: defect.inspection_item + 1 })}
        </>
      ) : (
        t("defect.reported")
      )}
      {by ? t("defect.by", { name: by }) : ""} · <DateText value={defect.created} />
    </>
  );
}

export function DefectPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const editor = useRecordEditor<Defect, Field>({
    collection: COLLECTIONS.defects,
    id,
    empty: EMPTY,
    toValues: valuesOf,
    validate: (values) => checkFields(FIELDS, (field) => toCheck(readDefectField(field, values[field]))),
    query: QUERY,
  });
  const [dismissing, setDismissing] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const mayChange = useCan("update", "defects");
  const mayDismiss = useCan("dismiss", "defects");
  const mayPlan = useCan("create", "work_orders");
  const { t } = useTranslation("inspections");
  const label = useLabel();
  const labels: Record<Field, string> = { title: t("title"), severity: t("severity"), note: t("note") };
  const severityOptions = DEFECT_SEVERITIES.map((severity) => ({ value: severity, label: label("defectSeverity", severity) }));
  const { form, state } = editor;
  if (state.kind === "loading") return <Skeleton lines={5} label={t("defect.loading")} />;
  const back = { href: defectListPath(), label: t("defect.back") };
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("defect.what")} missing={missing} message={state.failure.message} back={back} />;
  }
  const defect = state.record;
  const closed = defect.status === "fixed" || defect.status === "dismissed";
  const editable = mayChange && !closed && state.kind !== "deleted";
  const onSubmit = editor.save((changed, values, headers) => {
    const body = Object.fromEntries(changed.map((field) => [field, values[field]]));
    // A form's edit names the version it was made on (If-Match): a colleague's change is never overwritten.
    return pb.collection(COLLECTIONS.defects).update<Defect>(id, body, { ...QUERY, headers, requestKey: null });
  });
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNotice({ tone: "success", text: done });
    } catch (error) {
      setNotice({ tone: "error", text: failureMessage(error) ?? "" });
    }
  };
  const inspection = defect.expand?.inspection;
  const linePhotos = inspection?.results?.[defect.inspection_item]?.photos ?? [];

  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        ← {t("defects.title")}
      </Link>
      <PageHeader
        title={defect.title}
        description={
          <>
            <Link href={pathTo("vehicle", { id: defect.vehicle })} className="plate">
              {defect.expand?.vehicle?.plate ?? t("vehicle")}
            </Link>{" "}
            · <Origin defect={defect} />
          </>
        }
        actions={
          <>
            <SeverityBadge severity={defect.severity} /> <DefectStatusBadge status={defect.status} />
          </>
        }
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <EditorNotices what={t("defect.what")} editor={editor} labels={labels} back={back} />
      {defect.work_order && defect.expand?.work_order && (
        <p>
          {defect.status === "fixed" ? t("defect.fixedBy") : t("defect.on")}{" "}
          <Link href={pathTo("work-order", { id: defect.work_order })}>
            {formatWorkOrderNumber(defect.expand.work_order.number)} · {defect.expand.work_order.title}
          </Link>
          {defect.fixed_at && (
            <>
              {" "}
              · <DateText value={defect.fixed_at} />
            </>
          )}
        </p>
      )}
      {defect.status === "fixed" && !defect.work_order && (
        <p>
          {t("defect.fixedOnTheSpot")} · <DateText value={defect.fixed_at} />
        </p>
      )}
      {defect.status === "dismissed" && (
        <Alert tone="info" title={defect.expand?.dismissed_by ? t("defect.dismissedBy", { name: defect.expand.dismissed_by.name }) : t("defect.dismissed")}>
          {defect.dismiss_note}
        </Alert>
      )}
      {defect.status === "open" && mayChange && mayPlan && <ScheduleBar selected={[defect]} onDone={(text) => setNotice({ tone: "success", text })} />}
      <div className="row">
        {defect.status === "open" && mayChange && (
          <Button variant="secondary" onClick={() => void act(() => markFixed(defect), t("defect.markedFixed"))}>
            {t("defect.fixedOnTheSpot")}
          </Button>
        )}
        {!closed && (mayDismiss ? (
          <Button variant="secondary" onClick={() => setDismissing(true)}>
            {t("defect.dismiss")}
          </Button>
        ) : (
          <RoleNote action="dismiss" subject="defects" />
        ))}
      </div>
      <form className="card form-grid" onSubmit={onSubmit} noValidate>
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
        <TextField label={t("title")} {...form.field("title")} disabled={!editable} />
        <SelectField label={t("severity")} {...form.field("severity")} options={severityOptions} disabled={!editable} />
        <TextAreaField label={t("note")} optional {...form.field("note")} disabled={!editable} />
        <div className="row">{editable ? <SaveActions editor={editor} /> : !mayChange && <RoleNote action="update" subject="defects" />}</div>
      </form>
      {/* A fixed or dismissed defect keeps its photos as they were: the server refuses any change to it. */}
      <RecordPhotos record={defect} max={PHOTOS_MAX.defects} mayAdd={editable} mayRemove={editable} around={editor.ownChange} />
      {inspection && linePhotos.length > 0 && (
        <>
          <h3>{t("defect.fromInspection")}</h3>
          <PhotoStrip owner={inspection} names={linePhotos} label={t("defect.inspectionPhotos", { title: defect.title })} />
        </>
      )}
      {dismissing && (
        <DismissDialog
          defect={defect}
          onClose={(text) => {
            setDismissing(false);
            if (text) setNotice({ tone: "success", text });
          }}
        />
      )}
    </section>
  );
}
