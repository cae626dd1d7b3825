// Everything a save of a defect does (server/hooks/defects.hooks.ts; docs/product.md
// "Inspections and defects"), in the save's transaction (records/save.ts), whatever made it:
// - requests are checked by the shared validation (shared/validation/defect.ts); who reported it
//   is the signed-in employee;
// - its status moves as a person may move it (open → fixed on the spot or dismissed; scheduled →
//   dismissed), judged from the status stored now; dismissing is a manager's and needs a note;
//   fixed and dismissed defects are closed;
// - choosing its work order (one of the same vehicle that is not done or cancelled) schedules it
//   and adds a task line for it to that work order (work-order-items/steps.ts); a scheduled
//   defect stays on its work order, and returns to open when the work order is deleted (PocketBase
//   clears the reference as a save without a request);
// - its vehicle's status follows its critical defects (vehicles/steps.ts);
// - its history entry.
// What other saves do to defects (an inspection done, a work order done or cancelled) is in
// steps.ts.

import { pocketBaseDate } from "@shared/dates";
import type { DefectStatus } from "@shared/records";
import { can, refusalMessage } from "@shared/roles";
import { isClosedStatus } from "@shared/work-orders/transitions";
import {
  checkDefect,
  defectClosedError,
  defectTransitionRefusal,
  DEFECT_INPUT_FIELDS,
  DEFECT_PHOTOS_MAX,
  DEFECT_SERVER_FIELDS,
  DEFECT_VEHICLE_FIXED,
  DEFECT_WORK_ORDER_CLOSED,
  DEFECT_WORK_ORDER_FIXED,
  fieldError,
  INSPECTION_PHOTO_SIZE_MESSAGE,
  NOTE_REQUIRED,
  tooManyPhotosMessage,
  WORK_ORDER_OTHER_VEHICLE,
  type DefectValues,
  type FieldErrors,
} from "@shared/validation";
import { signedInEmployeeId } from "../records/authorship";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { photoSaveErrorRules } from "../records/photo-errors";
import { settlePhotos } from "../records/photo-list";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave, type Lifecycle } from "../records/save";
import { authorOf, changeAuthor, roleOf, sentFields } from "../records/save-context";
import { settleVehicleStatus, workBefore } from "../vehicles/steps";
import { addDefectLine } from "../work-order-items/steps";
import { storedWorkOrder, vehicleExists } from "../work-orders/rows";

const VEHICLE_MISSING = fieldError("vehicle_not_found", "This vehicle does not exist (any more).");
const WORK_ORDER_MISSING = fieldError("work_order_not_found", "This work order does not exist (any more).");
const STARTS_OPEN = fieldError("invalid_transition", "A new defect starts Open, or Scheduled on the work order you choose.");

function databaseErrors(app: core.App, values: Partial<DefectValues>): FieldErrors {
  const errors: FieldErrors = {};
  if (values.vehicle !== undefined && values.vehicle !== "" && !vehicleExists(app, values.vehicle)) errors.vehicle = VEHICLE_MISSING;
  if (values.work_order !== undefined && values.work_order !== "" && storedWorkOrder(app, values.work_order) === null) {
    errors.work_order = WORK_ORDER_MISSING;
  }
  return errors;
}

const DEFECTS: SaveSpec<(typeof DEFECT_INPUT_FIELDS)[number], DefectValues> = {
  what: "defect",
  collectionLabel: "Defects",
  inputFields: DEFECT_INPUT_FIELDS,
  fileFields: ["photos"],
  // Two people adding photos at once both keep them (records/photo-list.ts).
  settledPhotoFields: ["photos"],
  serverFields: DEFECT_SERVER_FIELDS,
  check: checkDefect,
  databaseErrors,
  saveErrorRules: photoSaveErrorRules("photos", INSPECTION_PHOTO_SIZE_MESSAGE, tooManyPhotosMessage(DEFECT_PHOTOS_MAX)),
  // What only the server sets comes from the stored defect (the lifecycle sets the dates).
  beforeSave: (e) => {
    const record = e.record!;
    if (record.isNew()) {
      record.set("reported_by", signedInEmployeeId(e));
      for (const field of ["inspection", "fixed_at", "dismissed_by", "dismissed_at"]) record.set(field, "");
      record.set("inspection_item", 0);
    } else {
      for (const field of DEFECT_SERVER_FIELDS) record.set(field, record.original().get(field));
    }
  },
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of defects. */
export function saveDefectRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, DEFECTS);
}

/** `onRecordValidate` of defects. */
export function validateDefectRecord(e: core.RecordEvent): void {
  normaliseRecord(e, DEFECTS);
}

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("defect", errors), errors);
}

/** The work order a defect is scheduled on: of its vehicle, not done or cancelled. */
function checkWorkOrder(app: core.App, workOrderId: string, vehicleId: string): void {
  const workOrder = storedWorkOrder(app, workOrderId);
  if (workOrder === null) refuse({ work_order: WORK_ORDER_MISSING });
  if (workOrder.vehicle !== vehicleId) refuse({ work_order: WORK_ORDER_OTHER_VEHICLE });
  if (isClosedStatus(workOrder.status)) refuse({ work_order: DEFECT_WORK_ORDER_CLOSED });
}

/** Whether any field a person writes differs from the stored defect (a closed one refuses any change). */
function changesWrittenFields(record: core.Record, stored: core.Record): boolean {
  for (const field of DEFECT_INPUT_FIELDS) if (record.getString(field) !== stored.getString(field)) return true;
  return record.getUnsavedFiles("photos").length > 0 || record.getStringSlice("photos").length !== stored.getStringSlice("photos").length;
}

/** The status a save asks for, judged from the stored defect (null for a new one). */
function nextStatus(record: core.Record, stored: core.Record | null): DefectStatus {
  const to = record.getString("status") as DefectStatus;
  const workOrder = record.getString("work_order");
  if (stored === null) {
    if (to === "open" || to === "scheduled") {
      if (to === "scheduled" && workOrder === "") refuse({ status: STARTS_OPEN });
      return workOrder === "" ? "open" : "scheduled";
    }
    refuse({ status: STARTS_OPEN });
  }
  const from = stored.getString("status") as DefectStatus;
  const workOrderBefore = stored.getString("work_order");
  // A save no person made: PocketBase clearing the work order it deleted.
  if (sentFields(record) === null) return from === "scheduled" && workOrder === "" ? "open" : to;
  if (from === "fixed" || from === "dismissed") {
    if (changesWrittenFields(record, stored)) refuse({ status: defectClosedError(from) });
    return from;
  }
  const errors: FieldErrors = {};
  if (record.getString("vehicle") !== stored.getString("vehicle") && from !== "open") errors.vehicle = DEFECT_VEHICLE_FIXED;
  if (workOrder !== workOrderBefore && from === "scheduled") errors.work_order = DEFECT_WORK_ORDER_FIXED;
  const scheduling = from === "open" && workOrder !== "" && (to === "open" || to === "scheduled");
  const refusal = scheduling ? null : defectTransitionRefusal(from, to);
  if (refusal) errors.status = refusal;
  if (Object.keys(errors).length > 0) refuse(errors);
  return scheduling ? "scheduled" : to;
}

interface Noted {
  readonly workBefore: ReturnType<typeof workBefore>;
  /** The work order that gains the defect's line, or "". */
  readonly scheduledOn: string;
}

const LIFECYCLE: Lifecycle<Noted> = {
  what: "defect",
  written: [...DEFECT_INPUT_FIELDS, "photos"],
  before(app, record, stored) {
    // The server's fields as stored now (a work order done meanwhile fixed it), unless PocketBase
    // itself is clearing a reference to a deleted inspection.
    if (stored !== null && sentFields(record) !== null) for (const field of DEFECT_SERVER_FIELDS) record.set(field, stored.get(field));
    // The photos stored now, less those this save removed, plus its new ones: a colleague's photo added meanwhile stays.
    if (stored !== null) settlePhotos(record, stored, "photos", DEFECT_PHOTOS_MAX, "defect");
    const from = stored?.getString("status") ?? "";
    const to = nextStatus(record, stored);
    const now = pocketBaseDate(new Date());
    record.set("status", to);
    const workOrder = record.getString("work_order");
    const scheduledOn = to === "scheduled" && from !== "scheduled" ? workOrder : "";
    if (scheduledOn !== "") checkWorkOrder(app, workOrder, record.getString("vehicle"));
    if (to === "dismissed" && from !== "dismissed") {
      // The router's role check read the body before the transaction: judged again here, on every path.
      const role = roleOf(record);
      if (role !== "" && !can(role, "dismiss", "defects")) throw new ForbiddenError(refusalMessage("dismiss", "defects"), {});
      if (record.getString("dismiss_note") === "") refuse({ dismiss_note: NOTE_REQUIRED });
      record.set("dismissed_by", authorOf(record).by);
      record.set("dismissed_at", now);
    }
    if (to === "fixed" && from !== "fixed") record.set("fixed_at", now);
    const vehicles = stored === null ? [record.getString("vehicle")] : [stored.getString("vehicle"), record.getString("vehicle")];
    return { workBefore: workBefore(app, vehicles), scheduledOn };
  },
  after(app, record, _stored, noted) {
    if (noted.scheduledOn !== "") addDefectLine(app, noted.scheduledOn, record.getString("title"), authorOf(record).by);
    settleVehicleStatus(app, noted.workBefore, authorOf(record).by);
  },
};

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of defects. */
export function storeDefect(e: core.RecordEvent): void {
  runSave(e, LIFECYCLE);
}

/** `onRecordDeleteExecute` of defects: a critical one going lets its vehicle back on the road. */
export function deleteDefect(e: core.RecordEvent): void {
  let before: ReturnType<typeof workBefore> = new Map();
  runDelete(e, {
    before(app, record) {
      before = workBefore(app, [record.getString("vehicle")]);
    },
    after(app, record) {
      settleVehicleStatus(app, before, changeAuthor(record) ?? "");
    },
  });
}

/** `onRecordDeleteRequest` of defects: who makes the change, for the history. */
export function deleteDefectRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
