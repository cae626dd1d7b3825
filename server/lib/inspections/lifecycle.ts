// Everything a save of an inspection does (server/hooks/inspections.hooks.ts; docs/product.md
// "Inspections and defects"), in the save's transaction (records/save.ts), whatever made it:
// - requests are checked by the shared validation (shared/validation/inspection.ts); who
//   inspects is the signed-in employee who starts it;
// - at creation its lines are copied from its template (a later change of the template changes
//   none of them) and it takes the template's name; the template stays as chosen;
// - answers are applied to the lines as stored now, line by line, so two people answering
//   different lines both keep theirs; a measured value outside its range fails the line
//   whatever was chosen; photos uploaded with one line's answer belong to that line, and a photo
//   removed leaves every line;
// - to become done every line has its answer (a measurement its value, a failed line that needs
//   a photo its photo) and the odometer is read, not below the vehicle's; done is final;
// - becoming done records the odometer reading (odometer/steps.ts), sets the vehicle's odometer
//   (vehicles/steps.ts), opens one defect for each failed line (defects/steps.ts) and settles the
//   vehicle's status: a critical failure takes it off the road;
// - its history entry (without the answers: shared/history.ts).

import { pocketBaseDate } from "@shared/dates";
import { defectFromLine } from "@shared/inspection-lines";
import type { InspectionResult, InspectionStatus } from "@shared/records";
import {
  applyAnswers,
  checkInspection,
  completionRefusalOf,
  countFailed,
  fieldError,
  INSPECTION_DONE,
  INSPECTION_INPUT_FIELDS,
  INSPECTION_ODOMETER_REQUIRED,
  INSPECTION_PHOTOS_MAX,
  INSPECTION_PHOTO_SIZE_MESSAGE,
  INSPECTION_SERVER_FIELDS,
  isError,
  linesOf,
  linesToJudge,
  numberLines,
  readResults,
  tooManyPhotosMessage,
  type AnswersPatch,
  type FieldError,
  type FieldErrors,
  type InspectionValues,
  type NumberedLine,
} from "@shared/validation";
import { openDefectsOfInspection } from "../defects/steps";
import { refuseBackwards } from "../odometer/rows";
import { addReading } from "../odometer/steps";
import { signedInEmployeeId } from "../records/authorship";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { photoSaveErrorRules } from "../records/photo-errors";
import { settlePhotos, storedPhotoNames } from "../records/photo-list";
import { requestBody } from "../records/record-input";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave, type Lifecycle } from "../records/save";
import { authorOf, sentFields } from "../records/save-context";
import { settleVehicle, workBefore } from "../vehicles/steps";
import { vehicleExists } from "../work-orders/rows";
import { storedLinesToJudge, templateExists, templateRow } from "./rows";

/** The fields the shared check reads from a request; `results` is read on its own (below). */
const CHECKED_FIELDS = ["vehicle", "template", "odometer", "status"] as const;
type CheckedField = (typeof CHECKED_FIELDS)[number];

const VEHICLE_MISSING = fieldError("vehicle_not_found", "This vehicle does not exist (any more).");
const TEMPLATE_MISSING = fieldError("template_not_found", "This checklist does not exist (any more). Choose one from the list.");
const TEMPLATE_FIXED = fieldError("read_only", "The checklist of an inspection is chosen when it starts; start a new inspection for another.");
const NO_LINES = fieldError("required", "Choose a checklist or list the lines to check.");
const DEFAULT_TITLE = "Inspection";
/** The server's own field: the lines `canHoldUpCompletion` (hidden; linesToJudgeOf). */
const LINES_TO_JUDGE = "lines_to_judge";

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("inspection", errors), errors);
}

function databaseErrors(app: core.App, values: Partial<InspectionValues>): FieldErrors {
  const errors: FieldErrors = {};
  if (values.vehicle !== undefined && values.vehicle !== "" && !vehicleExists(app, values.vehicle)) errors.vehicle = VEHICLE_MISSING;
  if (values.template !== undefined && values.template !== "" && !templateExists(app, values.template)) errors.template = TEMPLATE_MISSING;
  return errors;
}

/**
 * A request's `results`, read as sent (a form sends it as JSON text) and stored normalised for
 * the lifecycle, which applies it to the lines as stored in its transaction. Read only when sent:
 * an answer or a "done" does not check a hundred stored lines again.
 */
function readSentResults(e: core.RecordRequestEvent): void {
  const body = requestBody(e);
  if (!Object.prototype.hasOwnProperty.call(body, "results")) return;
  const results = readResults(body["results"]);
  if (isError(results)) refuse({ results });
  e.record!.set("results", results);
}

const INSPECTIONS: SaveSpec<CheckedField, InspectionValues> = {
  what: "inspection",
  collectionLabel: "Inspections",
  inputFields: CHECKED_FIELDS,
  fileFields: ["photos"],
  // Two people photographing lines at once both keep theirs (records/photo-list.ts).
  settledPhotoFields: ["photos"],
  serverFields: [...INSPECTION_SERVER_FIELDS, "results", LINES_TO_JUDGE],
  check: (input) => checkInspection(input),
  databaseErrors,
  saveErrorRules: photoSaveErrorRules("photos", INSPECTION_PHOTO_SIZE_MESSAGE, tooManyPhotosMessage(INSPECTION_PHOTOS_MAX)),
  beforeSave: (e) => {
    const record = e.record!;
    readSentResults(e);
    if (record.isNew()) {
      record.set("inspector", signedInEmployeeId(e));
      record.set("completed", "");
    }
  },
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of inspections. */
export function saveInspectionRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, INSPECTIONS);
}

/** `onRecordValidate` of inspections (saves that no request made): the lines are checked too. */
export function validateInspectionRecord(e: core.RecordEvent): void {
  const results = readResults(e.record!.getString("results"));
  if (isError(results)) refuse({ results });
  e.record!.set("results", results);
  normaliseRecord(e, INSPECTIONS);
}

function parseLines(text: string): InspectionResult[] {
  const value: unknown = text === "" ? null : JSON.parse(text);
  return Array.isArray(value) ? (value as InspectionResult[]) : [];
}

function parseSent(text: string): InspectionResult[] | AnswersPatch | null {
  const value: unknown = text === "" || text === "null" ? null : JSON.parse(text);
  return value === null || typeof value !== "object" ? null : (value as InspectionResult[] | AnswersPatch);
}

/** The lines of a new inspection: its template's, or those it lists itself; and its title. */
function startingLines(app: core.App, record: core.Record, sent: InspectionResult[] | AnswersPatch | null): { lines: InspectionResult[]; title: string } {
  const templateId = record.getString("template");
  if (templateId !== "") {
    const template = templateRow(app, templateId);
    if (template === null) refuse({ template: TEMPLATE_MISSING });
    const lines = linesOf(parseLines(template.items));
    return { lines: sent === null ? lines : orRefuse(applyAnswers(lines, sent)), title: template.name };
  }
  if (!Array.isArray(sent)) refuse({ results: NO_LINES });
  return { lines: sent.map((line) => ({ ...line, photos: [] })), title: DEFAULT_TITLE };
}

function orRefuse(lines: InspectionResult[] | FieldError): InspectionResult[] {
  if (isError(lines)) refuse({ results: lines });
  return lines;
}

/**
 * The lines' photos: those uploaded with one line's answer join that line; a photo no longer on
 * the inspection leaves every line.
 */
function placePhotos(record: core.Record, lines: InspectionResult[], sent: InspectionResult[] | AnswersPatch | null): InspectionResult[] {
  // Names only: the list also holds the new files (settlePhotos), which getStringSlice cannot read.
  const names = new Set(storedPhotoNames(record, "photos"));
  const uploaded = record.getUnsavedFiles("photos");
  const answered = sent !== null && !Array.isArray(sent) ? Object.keys(sent) : [];
  const target = answered.length === 1 ? Number(answered[0]) : -1;
  return lines.map((line, index) => {
    const kept = line.photos.filter((name) => names.has(name));
    if (index === target) for (const file of uploaded) if (file) kept.push(file.name);
    return kept.length === line.photos.length && index !== target ? line : { ...line, photos: kept };
  });
}

interface Noted {
  readonly completing: boolean;
  /** The lines that can open a defect: all of them, or those stored that canHoldUpCompletion. */
  readonly lines: readonly NumberedLine[];
  /** The vehicle's work before the save, when it opens a critical defect (null: its status stays). */
  readonly workBefore: ReturnType<typeof workBefore> | null;
}

/**
 * The stored lines that can hold up the completion, with their places: kept with the record
 * (migration 1796200600), so a "done" sent alone reads a few lines instead of a hundred. Before
 * that migration (today's library running an older one) SQLite picks them from the lines.
 */
function linesToJudgeOf(app: core.App, stored: core.Record): NumberedLine[] {
  const kept = stored.getString(LINES_TO_JUDGE);
  if (kept === "" || kept === "null") return storedLinesToJudge(app, stored.id);
  return JSON.parse(kept) as NumberedLine[];
}

/** Whether an update adds or removes a photo (its lines' photos then change too). */
function photosChange(record: core.Record, stored: core.Record): boolean {
  return record.getUnsavedFiles("photos").length > 0 || storedPhotoNames(record, "photos").length !== stored.getStringSlice("photos").length;
}

/**
 * Whether a save would change a done inspection (the same answer sent again changes nothing).
 * `lines` are the lines it would store, or null when it leaves them as stored.
 */
function changesDone(record: core.Record, stored: core.Record, lines: readonly InspectionResult[] | null): boolean {
  for (const field of ["vehicle", "template", "odometer", "status"]) if (record.getString(field) !== stored.getString(field)) return true;
  if (photosChange(record, stored)) return true;
  return lines !== null && JSON.stringify(lines) !== JSON.stringify(parseLines(stored.getString("results")));
}

const LIFECYCLE: Lifecycle<Noted> = {
  what: "inspection",
  written: [...INSPECTION_INPUT_FIELDS, "photos"],
  before(app, record, stored) {
    const sentNow = stored === null || (sentFields(record)?.includes("results") ?? false);
    const sent = sentNow ? parseSent(record.getString("results")) : null;
    // The lines this save stores, or null while it leaves them as stored (a "done", an odometer).
    let lines: InspectionResult[] | null = null;
    if (stored === null) {
      const start = startingLines(app, record, sent);
      lines = start.lines;
      record.set("title", start.title);
    } else {
      for (const field of [...INSPECTION_SERVER_FIELDS, LINES_TO_JUDGE]) record.set(field, stored.get(field));
      if (record.getString("template") !== stored.getString("template")) refuse({ template: TEMPLATE_FIXED });
      if (sent !== null) lines = orRefuse(applyAnswers(parseLines(stored.getString("results")), sent));
      // `results: null` answers nothing: the lines stay as stored (they were wiped before).
      else if (sentNow) record.set("results", stored.get("results"));
    }
    // The photos stored now, less those this save removed, plus its new ones, before they join their lines.
    if (stored !== null) settlePhotos(record, stored, "photos", INSPECTION_PHOTOS_MAX, "inspection");
    if (lines === null && photosChange(record, stored!)) lines = parseLines(stored!.getString("results"));
    if (lines !== null) lines = placePhotos(record, lines, sent);
    const from = (stored?.getString("status") ?? "") as InspectionStatus | "";
    const to = record.getString("status") as InspectionStatus;
    if (from === "done" && changesDone(record, stored!, lines)) refuse({ status: INSPECTION_DONE });
    // What is judged: every line this save stores; of lines left as stored, only those that can
    // refuse the completion or fail, as kept with them (parsing a hundred lines in the JS engine
    // costs more than the rest of the save). Either way the shared rules judge them.
    const judged = lines !== null ? numberLines(lines) : linesToJudgeOf(app, stored!);
    if (lines !== null) {
      record.set("results", lines);
      record.set(LINES_TO_JUDGE, linesToJudge(lines));
    }
    record.set("failed", countFailed(judged.map(({ line }) => line)));
    if (from === "done") return { completing: false, lines: judged, workBefore: null };
    const completing = to === "done";
    if (!completing) return { completing, lines: judged, workBefore: null };
    const incomplete = completionRefusalOf(judged);
    if (incomplete) refuse({ results: incomplete });
    const km = record.getInt("odometer");
    if (km <= 0) refuse({ odometer: INSPECTION_ODOMETER_REQUIRED });
    refuseBackwards(app, record.getString("vehicle"), km, "odometer", "inspection");
    record.set("completed", pocketBaseDate(new Date()));
    // Only a critical defect moves the vehicle (off the road); finishing changes none of its work
    // orders, so without one its status stays and its work is not counted, before or after.
    const opensCritical = judged.some(({ line }) => line.result === "fail" && defectFromLine(line).severity === "critical");
    return { completing, lines: judged, workBefore: opensCritical ? workBefore(app, [record.getString("vehicle")]) : null };
  },
  after(app, record, _stored, noted) {
    if (!noted.completing) return;
    const vehicle = record.getString("vehicle");
    const inspector = record.getString("inspector");
    addReading(app, {
      vehicle,
      km: record.getInt("odometer"),
      source: "inspection",
      inspection: record.id,
      createdBy: inspector,
      readAt: record.getString("completed"),
    });
    // Whoever finished the inspection changed what follows from it (docs/decisions/live-notices.md).
    const by = authorOf(record).by;
    openDefectsOfInspection(app, { id: record.id, vehicle, reportedBy: inspector }, noted.lines);
    // Its odometer and (with a critical defect) its status in one save. The reading just
    // recorded is the highest: refuseBackwards saw none above it.
    settleVehicle(app, noted.workBefore ?? new Map(), by, { vehicle, highest: record.getInt("odometer") });
  },
};

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of inspections. */
export function storeInspection(e: core.RecordEvent): void {
  runSave(e, LIFECYCLE);
}

/** `onRecordDeleteExecute` of inspections: its history entry (its defects and reading stay). */
export function deleteInspection(e: core.RecordEvent): void {
  runDelete(e, {});
}

/** `onRecordDeleteRequest` of inspections: who makes the change, for the history. */
export function deleteInspectionRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
