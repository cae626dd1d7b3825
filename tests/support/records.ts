// Categories and vehicles for API and browser tests: valid bodies with unique plates, and
// helpers that create them through the API (as an employee or the superuser).
import { expect } from "vitest";
import type { Category, Vehicle } from "@shared/records";
import type { ApiResponse, TestServer } from "./pocketbase";

export const CATEGORY_RECORDS = "/api/collections/categories/records";
export const VEHICLE_RECORDS = "/api/collections/vehicles/records";
export const EMPLOYEE_RECORDS = "/api/collections/employees/records";

let counter = 0;

/** A plate no other call in this process returns: "T4-0001", "T4-0002"… (by process). */
export function uniquePlate(): string {
  counter += 1;
  return `T${process.pid % 100}-${String(counter).padStart(5, "0")}`;
}

/** A category name no other call in this process returns. */
export function uniqueCategoryName(): string {
  counter += 1;
  return `Category ${process.pid % 1000}-${counter}`;
}

export function vehicleBody(category: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { plate: uniquePlate(), make: "Volkswagen", model: "Golf", category, ...fields };
}

function expectCreated<T>(response: ApiResponse<T>, what: string): T {
  if (response.status !== 200) throw new Error(`creating ${what} failed: ${response.status} ${response.text}`);
  return response.json;
}

/** Creates a category as the given token's owner, or as the superuser without one. */
export async function createCategory(
  server: TestServer,
  token?: string,
  fields: Record<string, unknown> = {},
): Promise<Category> {
  const response = await server.request<Category>(CATEGORY_RECORDS, {
    method: "POST",
    token: token ?? server.superuserToken,
    body: { name: uniqueCategoryName(), ...fields },
  });
  return expectCreated(response, "a category");
}

export async function createVehicle(
  server: TestServer,
  category: string,
  token?: string,
  fields: Record<string, unknown> = {},
): Promise<Vehicle> {
  const response = await server.request<Vehicle>(VEHICLE_RECORDS, {
    method: "POST",
    token: token ?? server.superuserToken,
    body: vehicleBody(category, fields),
  });
  return expectCreated(response, "a vehicle");
}

/** A 1×1 PNG, a real image for PocketBase's type sniffing. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart body: text fields as they are, Blobs as file parts. */
export function multipart(fields: Record<string, string | Blob | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, value);
  }
  return form;
}

/** Creates a vehicle with a PNG photo (multipart, as the app sends it) as the token's owner. */
export async function createVehicleWithPhoto(server: TestServer, category: string, token: string): Promise<Vehicle> {
  const form = multipart({
    plate: uniquePlate(),
    make: "Ford",
    model: "Transit",
    category,
    photo: [new Blob([TINY_PNG], { type: "image/png" }), "van.png"],
  });
  const created = expectCreated(await server.request<Vehicle>(VEHICLE_RECORDS, { method: "POST", token, rawBody: form }), "a vehicle");
  if (!created.photo.endsWith(".png")) throw new Error(`the photo was not stored: ${JSON.stringify(created)}`);
  return created;
}

/** The codes of a 400's field errors: `{ plate: "plate_taken" }`. */
/** A 400 with PocketBase's error shape and exactly these field codes, each with a sentence a person reads. */
export function expectFieldErrors(response: ApiResponse, codes: Record<string, string>): void {
  expect(response.status, response.text).toBe(400);
  expect(response.json).toMatchObject({ status: 400, message: expect.any(String), data: expect.any(Object) });
  expect(errorCodes(response)).toEqual(codes);
  for (const error of Object.values(response.json.data as Record<string, { message: string }>)) {
    expect(error.message).toMatch(/^[A-Z“].{10,}[.?]$/);
  }
}

export function errorCodes(response: ApiResponse): Record<string, string> {
  const data = (response.json?.data ?? {}) as Record<string, { code: string }>;
  return Object.fromEntries(Object.entries(data).map(([field, error]) => [field, error.code]));
}
