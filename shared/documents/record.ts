// A vehicle's papers (docs/product.md "Photos and documents"): registration, insurance,
// inspection certificates, warranties, each a protected file with an optional expiry.

import type { BaseRecord, Employee } from "../records";

export const VEHICLE_DOCUMENTS = "vehicle_documents";

export const DOCUMENT_KINDS = ["registration", "insurance", "inspection_certificate", "warranty", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Readonly<Record<DocumentKind, string>> = {
  registration: "Registration",
  insurance: "Insurance",
  inspection_certificate: "Inspection certificate",
  warranty: "Warranty",
  other: "Other",
};

export interface VehicleDocument extends BaseRecord {
  collectionName: "vehicle_documents";
  vehicle: string;
  kind: DocumentKind;
  title: string;
  /** The stored file's name (protected: read it with a file token). */
  file: string;
  /** PocketBase's date text of the day it expires, "" for a paper that does not. */
  expires: string;
  created_by: string;
  updated_by: string;
  expand?: { created_by?: Employee; updated_by?: Employee };
}
