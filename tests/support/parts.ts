// Parts and the stock ledger for API tests: helpers that create parts, receive and count stock
// through the API, and read a part's ledger.
import type { Part, StockMovement } from "@shared/records";
import type { ApiResponse, TestServer } from "./pocketbase";

export const PART_RECORDS = "/api/collections/parts/records";
export const MOVEMENT_RECORDS = "/api/collections/stock_movements/records";

let counter = 0;

/** A part number no other call in this process returns. */
export function uniquePartNumber(): string {
  counter += 1;
  return `P${process.pid % 1000}-${String(counter).padStart(5, "0")}`;
}

function expectOk<T>(response: ApiResponse<T>, what: string): T {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${response.text}`);
  return response.json;
}

export function partBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { number: uniquePartNumber(), name: "Oil filter", unit: "pcs", unit_cost: 7.5, reorder_point: 2, ...fields };
}

/** Creates a part (as the token's manager, or the superuser), with `stock` received at its cost when given. */
export async function createPart(server: TestServer, token: string | null, fields: Record<string, unknown> = {}, stock = 0): Promise<Part> {
  const part = expectOk(await server.request<Part>(PART_RECORDS, { method: "POST", token: token ?? server.superuserToken, body: partBody(fields) }), "creating a part");
  if (stock === 0) return part;
  await receive(server, token, part.id, stock, part.unit_cost);
  return getPart(server, part.id);
}

export function recordMovement(server: TestServer, token: string | null, body: Record<string, unknown>): Promise<ApiResponse> {
  return server.request(MOVEMENT_RECORDS, { method: "POST", token: token ?? server.superuserToken, body });
}

export async function receive(server: TestServer, token: string | null, part: string, quantity: number, unitCost: number): Promise<StockMovement> {
  return expectOk(await recordMovement(server, token, { part, reason: "receipt", quantity, unit_cost: unitCost }), "receiving stock");
}

export async function count(server: TestServer, token: string | null, part: string, counted: number): Promise<StockMovement> {
  return expectOk(await recordMovement(server, token, { part, reason: "adjustment", counted }), "counting stock");
}

export async function getPart(server: TestServer, id: string): Promise<Part> {
  return expectOk(await server.asSuperuser<Part>(`${PART_RECORDS}/${id}`), "reading a part");
}

/** The part's ledger, newest first (as its page shows it). */
export async function ledgerOf(server: TestServer, part: string): Promise<StockMovement[]> {
  const filter = encodeURIComponent(`part = "${part}"`);
  return expectOk(await server.asSuperuser(`${MOVEMENT_RECORDS}?filter=${filter}&sort=-@rowid&perPage=500`), "reading a ledger").items;
}

/** The ledger's sum in hundredths: what on hand must be. */
export function ledgerHundredths(ledger: readonly StockMovement[]): number {
  return ledger.reduce((sum, movement) => sum + Math.round(movement.quantity * 100), 0);
}
