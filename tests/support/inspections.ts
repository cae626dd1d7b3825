// Inspection templates, inspections and defects for API tests: helpers that create and change
// them through the API.
import type { Defect, Inspection, InspectionTemplate, InspectionTemplateItem } from "@shared/records";
import type { ApiResponse, TestServer } from "./pocketbase";

export const TEMPLATE_RECORDS = "/api/collections/inspection_templates/records";
export const INSPECTION_RECORDS = "/api/collections/inspections/records";
export const DEFECT_RECORDS = "/api/collections/defects/records";

function expectOk<T>(response: ApiResponse<T>, what: string): T {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${response.text}`);
  return response.json;
}

let counter = 0;

/** A checklist name no other call in this process returns. */
export function uniqueTemplateName(): string {
  counter += 1;
  return `Checklist ${process.pid % 1000}-${counter}`;
}

/** A check, a measurement with a range, and a check that needs a photo when it fails. */
export const WALK_AROUND: readonly InspectionTemplateItem[] = [
  { label: "Lights", kind: "check", unit: "", min: null, max: null, photo_required: false },
  { label: "Tyre tread", kind: "measure", unit: "mm", min: 1.6, max: null, photo_required: false },
  { label: "Bodywork", kind: "check", unit: "", min: null, max: null, photo_required: true },
];

export async function createTemplate(
  server: TestServer,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<InspectionTemplate> {
  const response = await server.request<InspectionTemplate>(TEMPLATE_RECORDS, {
    method: "POST",
    token,
    body: { name: uniqueTemplateName(), items: WALK_AROUND, ...fields },
  });
  return expectOk(response, "creating a template");
}

export async function startInspection(
  server: TestServer,
  token: string,
  vehicle: string,
  template: string,
  fields: Record<string, unknown> = {},
): Promise<Inspection> {
  const response = await server.request<Inspection>(INSPECTION_RECORDS, { method: "POST", token, body: { vehicle, template, ...fields } });
  return expectOk(response, "starting an inspection");
}

export function patchInspection(server: TestServer, token: string, id: string, body: unknown): Promise<ApiResponse<Inspection>> {
  return server.request<Inspection>(`${INSPECTION_RECORDS}/${id}`, { method: "PATCH", token, body });
}

/** Answers of the walk-around that pass everything. */
export const ALL_PASS = { "0": { result: "pass" }, "1": { result: "pass", value: 3.2 }, "2": { result: "pass" } };

export async function reportDefect(server: TestServer, token: string, vehicle: string, fields: Record<string, unknown> = {}): Promise<Defect> {
  const response = await server.request<Defect>(DEFECT_RECORDS, { method: "POST", token, body: { vehicle, title: "Brake light out", ...fields } });
  return expectOk(response, "reporting a defect");
}

export function patchDefect(server: TestServer, token: string, id: string, body: unknown): Promise<ApiResponse<Defect>> {
  return server.request<Defect>(`${DEFECT_RECORDS}/${id}`, { method: "PATCH", token, body });
}

export async function getDefect(server: TestServer, id: string): Promise<Defect> {
  return expectOk(await server.asSuperuser<Defect>(`${DEFECT_RECORDS}/${id}`), "reading a defect");
}

export async function defectsOf(server: TestServer, filter: string): Promise<Defect[]> {
  const response = await server.asSuperuser(`${DEFECT_RECORDS}?filter=${encodeURIComponent(filter)}&sort=inspection_item&perPage=200`);
  return expectOk(response, "listing defects").items;
}
