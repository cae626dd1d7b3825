// Everything a save of a vehicle document does (server/hooks/vehicle-documents.hooks.ts;
// docs/product.md "Photos and documents"), whatever made it (the app, the API, the dashboard):
// - requests checked by the shared validation (shared/validation/vehicle-document.ts), the file
//   by its content (document-file.ts: a PDF whole, an image by its header; PocketBase sniffs
//   the type and keeps the 20 MB limit), a missing vehicle as a field error, authorship set;
// - in the save's transaction (records/save.ts): its history entry, then its renewal reminder
//   made, moved or removed with it (reminders/document-reminders.ts).

import { dateText } from "@shared/dates";
import {
  checkDocumentContent,
  checkVehicleDocument,
  DOCUMENT_REQUIRED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  fieldError,
  VEHICLE_DOCUMENT_INPUT_FIELDS,
  VEHICLE_DOCUMENT_SERVER_FIELDS,
  type FieldErrors,
  type VehicleDocumentValues,
} from "@shared/validation";
import { setAuthorship } from "../records/authorship";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { followDocument, paperFacts } from "../reminders/document-reminders";
import { overFieldSize, readUpload } from "../records/uploaded-images";
import { vehicleExists } from "../work-orders/rows";

const FILE = "file";
const VEHICLE_MISSING = fieldError("vehicle_not_found", "This vehicle does not exist (any more).");
const FILE_REQUIRED = fieldError("required", DOCUMENT_REQUIRED_MESSAGE);

function databaseErrors(app: core.App, values: Partial<VehicleDocumentValues>): FieldErrors {
  if (values.vehicle !== undefined && values.vehicle !== "" && !vehicleExists(app, values.vehicle)) return { vehicle: VEHICLE_MISSING };
  return {};
}

/**
 * A file is required, and an uploaded one must be what its content claims: a whole PDF, or an
 * image that passes the header check (which records/uploaded-images.ts also runs, with the same
 * answer).
 */
function uploadErrors(record: core.Record): FieldErrors | null {
  const file = record.getUnsavedFiles(FILE)[0];
  if (!file) return record.getString(FILE) === "" ? { file: FILE_REQUIRED } : null;
  const field = record.collection().fields.getByName(FILE) as core.FileField;
  if (overFieldSize(file, field)) return { file: fieldError("too_large", DOCUMENT_SIZE_MESSAGE) };
  const check = readUpload(file, (read) => checkDocumentContent(read, file.size));
  return check.ok ? null : { file: check.error };
}

const DOCUMENTS: SaveSpec<(typeof VEHICLE_DOCUMENT_INPUT_FIELDS)[number], VehicleDocumentValues> = {
  what: "document",
  collectionLabel: "Documents",
  inputFields: VEHICLE_DOCUMENT_INPUT_FIELDS,
  fileFields: [FILE],
  uploadErrors,
  serverFields: VEHICLE_DOCUMENT_SERVER_FIELDS,
  check: (input) => checkVehicleDocument({ ...input, expires: dateText(input.expires) }),
  databaseErrors,
  saveErrorRules: [
    { column: FILE, pocketbaseCode: "validation_invalid_mime_type", field: FILE, error: fieldError("invalid_type", DOCUMENT_TYPE_MESSAGE) },
    { column: FILE, pocketbaseCode: "validation_file_size_limit", field: FILE, error: fieldError("too_large", DOCUMENT_SIZE_MESSAGE) },
    { column: FILE, pocketbaseCode: "validation_required", field: FILE, error: FILE_REQUIRED },
  ],
  beforeSave: setAuthorship,
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of vehicle documents. */
export function saveDocumentRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, DOCUMENTS);
}

/** `onRecordDeleteRequest`: who makes the change, for the history (the roles guard lets only managers through). */
export function deleteDocumentRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}

/** `onRecordValidate`: normalised values on every save, whatever its path. */
export function validateDocumentRecord(e: core.RecordEvent): void {
  normaliseRecord(e, DOCUMENTS);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute`: the write, its history, its reminder. */
export function storeDocument(e: core.RecordEvent): void {
  runSave(e, {
    what: "document",
    written: [...VEHICLE_DOCUMENT_INPUT_FIELDS, FILE],
    after(app, record, current) {
      followDocument(app, current === null ? null : paperFacts(current), paperFacts(record));
    },
  });
}

/** `onRecordDeleteExecute`: the reminder goes with it; papers it renewed are due again. */
export function deleteDocument(e: core.RecordEvent): void {
  runDelete(e, {
    after(app, record) {
      followDocument(app, paperFacts(record), null);
    },
  });
}
