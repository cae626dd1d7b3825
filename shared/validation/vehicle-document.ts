// A vehicle's document (docs/product.md "Photos and documents"): its vehicle, kind, title and
// optional expiry, normalised and checked as the form does and the server does before it saves
// one. The file's own checks are in document-file.ts.

import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind, type VehicleDocument } from "../documents/record";
import { dateRule, readOptionalDay } from "./dates";
import { fieldError, isFieldError, splitOutcomes, toCheck, type FieldCheck, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { readReference, referenceRule } from "./reference";
import { choiceRule, listInWords, readChoice, readTextField, textRule } from "./text";

export const DOCUMENT_TITLE_MAX_LENGTH = 120;

/** The fields a client writes besides the file. */
export const VEHICLE_DOCUMENT_INPUT_FIELDS = ["vehicle", "kind", "title", "expires"] as const;
export type VehicleDocumentInputField = (typeof VEHICLE_DOCUMENT_INPUT_FIELDS)[number];
export type VehicleDocumentInput = Partial<Record<VehicleDocumentInputField, unknown>>;
export type VehicleDocumentValues = Pick<VehicleDocument, VehicleDocumentInputField>;

/** Fields only the server sets (ignored when a client sends them back). */
export const VEHICLE_DOCUMENT_SERVER_FIELDS = ["created_by", "updated_by"] as const;

const VEHICLE = referenceRule(
  { wrongType: "Choose one vehicle.", required: "Choose the vehicle of this document.", notFound: "This vehicle does not exist (any more)." },
  "vehicle_not_found",
);
const KIND_MESSAGE = `Choose what kind of paper this is: ${listInWords(DOCUMENT_KINDS.map((kind) => DOCUMENT_KIND_LABELS[kind]))}.`;
const KIND = choiceRule<DocumentKind>(DOCUMENT_KINDS, "", KIND_MESSAGE);
const KIND_REQUIRED = fieldError("required", KIND_MESSAGE);
const TITLE = textRule("The title", DOCUMENT_TITLE_MAX_LENGTH, { required: "Give the document a title, like Insurance 2027." });
const EXPIRES = dateRule("The expiry date");

function readField(field: VehicleDocumentInputField, raw: unknown): Outcome<string> {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "kind": {
      const kind = readChoice(raw, KIND);
      return kind === "" ? KIND_REQUIRED : kind;
    }
    case "title":
      return readTextField(raw, TITLE);
    case "expires":
      return readOptionalDay(raw, EXPIRES);
  }
}

export function checkVehicleDocumentField(field: VehicleDocumentInputField, raw: unknown): FieldCheck<string> {
  return toCheck(readField(field, raw));
}

/** Normalises and checks a whole document (an expiry is a day, stored at midnight UTC). */
export function checkVehicleDocument(input: VehicleDocumentInput): RecordCheck<VehicleDocumentValues, VehicleDocumentInputField> {
  const outcomes = {} as Record<VehicleDocumentInputField, Outcome<string>>;
  for (const field of VEHICLE_DOCUMENT_INPUT_FIELDS) outcomes[field] = readField(field, input[field]);
  if (VEHICLE_DOCUMENT_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]))) {
    const { errors, values } = splitOutcomes(outcomes);
    return { ok: false, errors, values: values as Partial<VehicleDocumentValues> };
  }
  return { ok: true, values: outcomes as unknown as VehicleDocumentValues };
}

/** Why a document's renewal reminder cannot be changed or deleted on its own. */
export function documentReminderRefusal(title: string, action: "update" | "delete"): FieldError {
  const paper = title === "" ? "a vehicle document" : `the document “${title}”`;
  const instead =
    action === "update" ? "change its expiry on the vehicle's page" : "clear its expiry or delete the document on the vehicle's page";
  return fieldError("follows_document", `This reminder follows ${paper}: ${instead}.`);
}
