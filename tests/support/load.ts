// Concurrent load for the hardening suites (tests/api/load-and-crash.test.ts): staff clients
// creating, updating and deleting vehicles at once, every acknowledged write noted in a ledger,
// and a check of the database against that ledger afterwards.
//
// Each client changes only the vehicles it created, one request at a time, so the state each
// vehicle must have is known exactly: the last acknowledged write. (Races between clients are
// separate rounds: all clients creating one plate, all clients saving one vehicle.) A request
// that got no answer (the server was killed under it) may or may not have been applied: both
// outcomes are accepted for that vehicle, nothing else.
import { checkVehicle, plateKey, VEHICLE_INPUT_FIELDS, type VehicleInput } from "@shared/validation";
import { FUEL_TYPES, VEHICLE_STATUSES, type Vehicle } from "@shared/records";
import type { ApiResponse, Employee, TestServer } from "./pocketbase";
import { VEHICLE_RECORDS } from "./records";

/** A small seeded PRNG (mulberry32): the same seed makes the same load. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMPARED = [...VEHICLE_INPUT_FIELDS, "created_by", "updated_by"] as const;
type Compared = (typeof COMPARED)[number];
/** A vehicle's fields as the server must have stored them. */
export type Expected = Readonly<Record<Compared, unknown>>;

/** What a client sent, normalised as the server normalises it (the shared validation). */
export function expectedOf(input: VehicleInput, author: string, createdBy: string): Expected {
  const check = checkVehicle(input, { now: new Date() });
  if (!check.ok) throw new Error(`the load sent an invalid vehicle: ${JSON.stringify(check.errors)}`);
  const values = check.values as unknown as Record<string, unknown>;
  return { ...Object.fromEntries(VEHICLE_INPUT_FIELDS.map((field) => [field, values[field]])), created_by: createdBy, updated_by: author } as Expected;
}

/** A stored record's compared fields, as they are. */
function expectedFromRecord(record: Vehicle): Expected {
  const fields = record as unknown as Record<string, unknown>;
  return Object.fromEntries(COMPARED.map((field) => [field, fields[field]])) as Expected;
}

function differences(expected: Expected, actual: Record<string, unknown>): string[] {
  return COMPARED.filter((field) => actual[field] !== expected[field]).map(
    (field) => `${field}: ${JSON.stringify(actual[field])} ≠ ${JSON.stringify(expected[field])}`,
  );
}

interface Entry {
  /** The last acknowledged state; null once a delete was acknowledged. */
  acknowledged: Expected | null;
  /** The state an unanswered request would have left (null for a delete), if one is pending. */
  pending?: Expected | null;
}

export class Ledger {
  readonly vehicles = new Map<string, Entry>();
  /** Creates that got no answer, by plate key: they may exist, with exactly these fields. */
  readonly pendingCreates = new Map<string, Expected>();
  readonly statuses = new Map<number, number>();
  readonly problems: string[] = [];
  acknowledgedWrites = 0;

  count(status: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /**
   * Every difference between the vehicles in the database and the ledger: missing or changed
   * acknowledged writes, records nobody wrote, plates that collide.
   */
  verify(records: readonly Vehicle[]): string[] {
    const problems: string[] = [];
    const byId = new Map(records.map((record) => [record.id, record as unknown as Record<string, unknown>]));
    for (const [id, entry] of this.vehicles) {
      const actual = byId.get(id) ?? null;
      const allowed = "pending" in entry ? [entry.acknowledged, entry.pending!] : [entry.acknowledged];
      const matches = allowed.some((state) => (state === null ? actual === null : actual !== null && differences(state, actual).length === 0));
      if (!matches) {
        const state = allowed[0] ?? null;
        const detail = actual === null ? "missing" : state === null ? "deleted, but still there" : differences(state, actual).join(", ");
        problems.push(`vehicle ${id}: ${detail}`);
      }
    }
    const keys = new Map<string, string>();
    for (const record of records) {
      if (record.plate_key !== plateKey(record.plate)) problems.push(`vehicle ${record.id}: plate key ${record.plate_key} of ${record.plate}`);
      const other = keys.get(record.plate_key);
      if (other !== undefined) problems.push(`vehicles ${other} and ${record.id} share the plate ${record.plate_key}`);
      keys.set(record.plate_key, record.id);
      if (this.vehicles.has(record.id)) continue;
      const pending = this.pendingCreates.get(record.plate_key);
      if (!pending || differences(pending, record as unknown as Record<string, unknown>).length > 0) {
        problems.push(`vehicle ${record.id} (${record.plate}) was never acknowledged to anyone`);
      }
    }
    return problems;
  }
}

/** Every vehicle, read page by page as the superuser. */
export async function allVehicles(server: TestServer): Promise<Vehicle[]> {
  const found: Vehicle[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.asSuperuser(`${VEHICLE_RECORDS}?page=${page}&perPage=500&skipTotal=1&sort=id`);
    if (response.status !== 200) throw new Error(`listing vehicles failed: ${response.status} ${response.text}`);
    found.push(...response.json.items);
    if (response.json.items.length < 500) return found;
  }
}

const MAKES = [
  ["Volkswagen", "Golf"],
  ["Ford", "Transit"],
  ["Škoda", "Octavia"],
  ["Mercedes-Benz", "Sprinter"],
  ["Renault", "Kangoo"],
] as const;

export interface LoadOptions {
  server: TestServer;
  employees: readonly Employee[];
  categories: readonly string[];
  opsPerClient: number;
  seed: number;
  ledger: Ledger;
  /** True once the server is gone on purpose: requests without an answer are expected then. */
  killed?: () => boolean;
}

/** One client's run: `opsPerClient` creates, updates and deletes of its own vehicles, one at a time. */
async function runClient(options: LoadOptions, client: number): Promise<void> {
  const { server, ledger, categories } = options;
  const employee = options.employees[client]!;
  const next = random(options.seed * 100 + client);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const own: string[] = [];

  /** Sends one request; undefined when it got no answer. */
  const send = async (path: string, method: string, body?: unknown): Promise<ApiResponse | undefined> => {
    try {
      const response = await server.request(path, { method, token: employee.token, body });
      ledger.count(response.status);
      return response;
    } catch (error) {
      if (!options.killed?.()) ledger.problems.push(`client ${client}: ${method} ${path} got no answer: ${String(error)}`);
      return undefined;
    }
  };

  for (let op = 0; op < options.opsPerClient; op += 1) {
    if (options.killed?.()) return;
    const roll = next();
    if (own.length === 0 || roll < 0.45) {
      const [make, model] = pick(MAKES);
      const plate = `L${String(client).padStart(2, "0")}-${String(op).padStart(4, "0")}`;
      const input: VehicleInput = {
        plate: next() < 0.3 ? plate.toLowerCase().replaceAll("-", " ") : plate,
        vin: next() < 0.3 ? `wvwzzz1j${String(client).padStart(2, "0")}${String(op).padStart(7, "0")}` : "",
        make,
        model,
        category: pick(categories),
        status: pick(VEHICLE_STATUSES),
        fuel: pick(FUEL_TYPES),
        year: 1990 + Math.floor(next() * 35),
        odometer: Math.floor(next() * 300_000),
        color: pick(["Weiß", "schwarz", "Rot ✓", ""]),
        notes: next() < 0.5 ? `Ölwechsel fällig — Kunde ${client}/${op} “urgent”` : "",
      };
      const expected = expectedOf(input, employee.id, employee.id);
      const response = await send(VEHICLE_RECORDS, "POST", input);
      if (response === undefined) {
        ledger.pendingCreates.set(plateKey(plate), expected);
        return;
      }
      if (response.status !== 200) {
        ledger.problems.push(`client ${client}: create ${plate} → ${response.status} ${response.text}`);
        continue;
      }
      ledger.vehicles.set(response.json.id, { acknowledged: expected });
      ledger.acknowledgedWrites += 1;
      own.push(response.json.id);
    } else if (roll < 0.8) {
      const id = pick(own);
      const entry = ledger.vehicles.get(id)!;
      const before = entry.acknowledged!;
      const patch: VehicleInput = {};
      if (next() < 0.6) patch.status = pick(VEHICLE_STATUSES);
      // Odometers only rise (a lower one is refused: docs/product.md "Odometer readings").
      if (next() < 0.6) patch.odometer = Math.min(9_999_999, Number(before.odometer ?? 0) + 1 + Math.floor(next() * 20_000));
      if (next() < 0.4) patch.notes = `Geändert von ${client} (${op}) <b>nicht fett</b>`;
      if (next() < 0.3) patch.category = pick(categories);
      if (next() < 0.2) patch.make = pick(MAKES)[0];
      const expected = expectedOf({ ...before, ...patch }, employee.id, before.created_by as string);
      entry.pending = expected;
      const response = await send(`${VEHICLE_RECORDS}/${id}`, "PATCH", patch);
      if (response === undefined) return;
      delete entry.pending;
      if (response.status !== 200) {
        ledger.problems.push(`client ${client}: update ${id} → ${response.status} ${response.text}`);
        continue;
      }
      entry.acknowledged = expected;
      ledger.acknowledgedWrites += 1;
    } else {
      const id = own.splice(Math.floor(next() * own.length), 1)[0]!;
      const entry = ledger.vehicles.get(id)!;
      entry.pending = null;
      const response = await send(`${VEHICLE_RECORDS}/${id}`, "DELETE");
      if (response === undefined) return;
      delete entry.pending;
      if (response.status !== 204) {
        ledger.problems.push(`client ${client}: delete ${id} → ${response.status} ${response.text}`);
        continue;
      }
      entry.acknowledged = null;
      ledger.acknowledgedWrites += 1;
    }
  }
}

/** All clients at once; resolves when every client has finished (or lost the server). */
export async function runLoad(options: LoadOptions): Promise<void> {
  await Promise.all(options.employees.map((_employee, client) => runClient(options, client)));
}

/**
 * A race round: every client creates the same plate at the same moment, each spelt its own
 * way ("RACE 3", "race-3", "Race3"…). Exactly one may win; the others must hear "plate_taken".
 * The winner goes into the ledger.
 */
export async function racePlate(options: LoadOptions, round: number): Promise<string[]> {
  const { server, ledger, employees } = options;
  const spellings = [`RACE ${round}`, `race-${round}`, `Race${round}`, ` race  ${round} `, `RACE-${round}`];
  const responses = await Promise.all(
    employees.map(async (employee, client) => {
      const input: VehicleInput = { plate: spellings[client % spellings.length], make: "Opel", model: "Corsa", category: options.categories[0] };
      const response = await server.request(VEHICLE_RECORDS, { method: "POST", token: employee.token, body: input });
      ledger.count(response.status);
      if (response.status === 200) ledger.vehicles.set(response.json.id, { acknowledged: expectedOf(input, employee.id, employee.id) });
      return response;
    }),
  );
  const problems: string[] = [];
  const won = responses.filter((response) => response.status === 200).length;
  if (won !== 1) problems.push(`race ${round}: ${won} creates of one plate succeeded`);
  for (const response of responses) {
    if (response.status !== 200 && !(response.status === 400 && response.json?.data?.plate?.code === "plate_taken")) {
      problems.push(`race ${round}: ${response.status} ${response.text}`);
    }
  }
  return problems;
}

/**
 * Every client saves the same vehicle at the same moment. All saves succeed (the last one
 * wins, as PocketBase does); the stored fields must be those of one save, never a mix.
 */
export async function raceSave(options: LoadOptions, vehicleId: string): Promise<string[]> {
  const { server, ledger, employees } = options;
  // Two fields per save; not the odometer, which only rises, so that most racing saves would be refused.
  const saves = employees.map((employee, client) => ({ employee, body: { notes: `Saved by client ${client}`, color: `Colour ${client}` } }));
  const responses = await Promise.all(
    saves.map(({ employee, body }) => server.request(`${VEHICLE_RECORDS}/${vehicleId}`, { method: "PATCH", token: employee.token, body })),
  );
  const problems: string[] = [];
  for (const response of responses) {
    ledger.count(response.status);
    if (response.status !== 200) problems.push(`save race: ${response.status} ${response.text}`);
  }
  const stored = (await server.asSuperuser(`${VEHICLE_RECORDS}/${vehicleId}`)).json as Vehicle;
  const winner = saves.find(({ body }) => body.notes === stored.notes);
  if (!winner || stored.color !== winner.body.color || stored.updated_by !== winner.employee.id) {
    problems.push(`save race: stored ${JSON.stringify({ notes: stored.notes, color: stored.color, updated_by: stored.updated_by })} is no one's save`);
  }
  ledger.vehicles.set(vehicleId, { acknowledged: expectedFromRecord(stored) });
  return problems;
}
