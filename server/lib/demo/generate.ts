// Demo data: realistic categories and vehicles, the same for the same seed, every row checked
// by the shared validation (so the demo can never hold what the API would refuse). Plates and
// VINs are unique by construction, not by luck. Pure: unit-tested in Node, run by the `demo`
// command in PocketBase's JS engine.

import type { FuelType, VehicleStatus } from "@shared/records";
import { checkCategory, checkServicePlan, checkVehicle, type CategoryValues, type ServicePlanItem, type VehicleValues } from "@shared/validation";
import { DAY_MS, pocketBaseDate } from "@shared/dates";
import { CATEGORY_SPECS, COLORS, FLEET_SPEC, MAKES, NOTES, YEARLY_KM, type CategorySpec, type Kind, type MakeSpec, type ModelSpec } from "./catalog";
import { createRandom, randomId, weighted, type Random, type Weighted } from "./random";

/** More vehicles than this would exhaust the plate and VIN schemes' guaranteed-unique ranges. */
export const MAX_DEMO_VEHICLES = 1_000_000;
export const MAX_DEMO_CATEGORIES = 500;

export interface DemoOptions {
  readonly vehicles: number;
  readonly categories: number;
  readonly seed: number;
  /** The generated history ends here (created/updated lie before it). */
  readonly now: Date;
  /** Employee ids to spread created_by/updated_by over; none leaves them empty. */
  readonly employees: readonly string[];
}

interface Timestamps {
  created: string;
  updated: string;
}

export type CategoryRow = { id: string } & CategoryValues & { service_plan: ServicePlanItem[] } & Timestamps;

export type VehicleRow = { id: string } & VehicleValues & {
  /** The category's name, as the hooks keep it (the list's sort key). */
  category_name: string;
  photo: string;
  created_by: string;
  updated_by: string;
} & Timestamps;

function history(random: Random, now: Date, maxAgeDays: number): Timestamps {
  const end = now.getTime();
  const created = end - Math.floor(random.next() * maxAgeDays * DAY_MS);
  const updated = random.chance(0.4) ? created : created + Math.floor(random.next() * (end - created));
  return { created: pocketBaseDate(created), updated: pocketBaseDate(updated) };
}

// ---- categories -----------------------------------------------------------------------------

/** The n-th demo category (from 0): CATEGORY_SPECS, then "Fleet 21", "Fleet 22"… */
export function categorySpec(n: number): CategorySpec {
  return CATEGORY_SPECS[n] ?? { name: `Fleet ${n + 1}`, ...FLEET_SPEC };
}

/** The first categories of CATEGORY_SPECS, then "Fleet 21", "Fleet 22"…, each with its service plan. */
export function demoCategories(options: DemoOptions): CategoryRow[] {
  const random = createRandom(options.seed);
  const rows: CategoryRow[] = [];
  for (let i = 0; i < options.categories; i += 1) {
    const spec = categorySpec(i);
    const check = checkCategory({ name: spec.name, description: spec.description });
    if (!check.ok) throw new Error(`demo category ${spec.name} is invalid: ${JSON.stringify(check.errors)}`);
    const plan = checkServicePlan(spec.plan);
    if (!plan.ok) throw new Error(`demo plan of ${spec.name} is invalid: ${plan.error.message}`);
    rows.push({ id: randomId(random), ...check.values, service_plan: plan.value, ...history(random, options.now, 1100) });
  }
  return rows;
}

// ---- plates ---------------------------------------------------------------------------------

/** Letters as plates use them: no I, O or Q (easily mistaken for 1 and 0). */
const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ".split("");
const L = PLATE_LETTERS.length;

let letterPairs: string[] | null = null;
let letterTriples: string[] | null = null;

/** "AA", "AB", … (529): plates are spelt from these lookups, not letter by letter. */
function pairs(): string[] {
  if (!letterPairs) letterPairs = PLATE_LETTERS.flatMap((a) => PLATE_LETTERS.map((b) => a + b));
  return letterPairs;
}

/** "AAA", "AAB", … (12 167). */
function triples(): string[] {
  if (!letterTriples) letterTriples = pairs().flatMap((ab) => PLATE_LETTERS.map((c) => ab + c));
  return letterTriples;
}

function digits(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

interface PlateScheme {
  readonly weight: number;
  /** How many different plates the scheme spells. */
  readonly capacity: number;
  /** The plate for a number in [0, capacity). */
  readonly spell: (value: number) => string;
}

/**
 * Plate schemes whose letters (L) and digits (D) make different shapes once spaces and dashes
 * are gone, so that two schemes can never make the same plate key.
 */
const PLATE_SCHEMES: readonly PlateScheme[] = [
  {
    // "KA-4821", key LLDDDD
    weight: 4,
    capacity: L * L * 10_000,
    spell: (v) => `${pairs()[Math.floor(v / 10_000)]}-${digits(v % 10_000, 4)}`,
  },
  {
    // "YK60 KAT", key LLDDLLL
    weight: 3,
    capacity: L * L * 100 * L * L * L,
    spell: (v) => {
      const rest = Math.floor(v / (L * L * L));
      return `${pairs()[Math.floor(rest / 100)]}${digits(rest % 100, 2)} ${triples()[v % (L * L * L)]}`;
    },
  },
  {
    // "4-KTR-193", key DLLLDDD
    weight: 2,
    capacity: 10 * L * L * L * 1000,
    spell: (v) => {
      const rest = Math.floor(v / 1000);
      return `${Math.floor(rest / (L * L * L))}-${triples()[rest % (L * L * L)]}-${digits(v % 1000, 3)}`;
    },
  },
  {
    // "BGT 214", key LLLDDD
    weight: 2,
    capacity: L * L * L * 1000,
    spell: (v) => `${triples()[Math.floor(v / 1000)]} ${digits(v % 1000, 3)}`,
  },
];

/** A prime that divides no capacity (those are products of 23, 2 and 5): multiplying by it permutes. */
const PERMUTATION_PRIME = 1_000_003;

/** The n-th plate of a scheme: a permutation of n within the scheme's capacity, spelt out. */
function plateOf(scheme: PlateScheme, n: number, offset: number): string {
  return scheme.spell((((n * PERMUTATION_PRIME) % scheme.capacity) + offset) % scheme.capacity);
}

// ---- VINs -----------------------------------------------------------------------------------

const VIN_CHARACTERS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 1980…2009, then again from 2010
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Each VIN character's value for the check digit. */
const TRANSLITERATION: { readonly [character: string]: number } = (() => {
  const values: { [character: string]: number } = {};
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 0; i < letters.length; i += 1) values[letters.charAt(i)] = numbers[i]!;
  for (let digit = 0; digit <= 9; digit += 1) values[String(digit)] = digit;
  return values;
})();

/** The check digit of position 9 (ISO 3779 as used in North America): "0"–"9" or "X". */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += TRANSLITERATION[vin.charAt(i)]! * VIN_WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** Positions 1–8 of a model's VINs (maker and descriptor) and their share of the check sum. */
interface VinPrefix {
  readonly text: string;
  readonly sum: number;
}

/** A model's descriptor section is fixed, as a maker's is for one model line; drawn once per generator. */
function vinPrefix(prefixes: Map<ModelSpec, VinPrefix>, make: MakeSpec, model: ModelSpec, random: Random): VinPrefix {
  let prefix = prefixes.get(model);
  if (!prefix) {
    let text = make.wmi;
    for (let i = 0; i < 5; i += 1) text += random.pick(VIN_CHARACTERS.split(""));
    let sum = 0;
    for (let i = 0; i < 8; i += 1) sum += TRANSLITERATION[text.charAt(i)]! * VIN_WEIGHTS[i]!;
    prefix = { text, sum };
    prefixes.set(model, prefix);
  }
  return prefix;
}

/**
 * A VIN unique by its serial: the vehicle's number spelt into positions 11–17 (plant and six
 * digits), with the model year's code at 10 and a correct check digit at 9.
 */
function vinOf(prefix: VinPrefix, year: number, serial: number): string {
  const yearCode = VIN_YEAR_CODES.charAt((((year - 1980) % 30) + 30) % 30);
  const plant = VIN_CHARACTERS.charAt(Math.floor(serial / 1_000_000) % VIN_CHARACTERS.length);
  let number = serial % 1_000_000;
  let sum = prefix.sum + TRANSLITERATION[yearCode]! * 9 + TRANSLITERATION[plant]! * 8;
  for (let weight = 2; weight <= 7; weight += 1) {
    sum += (number % 10) * weight;
    number = Math.floor(number / 10);
  }
  const remainder = sum % 11;
  const check = remainder === 10 ? "X" : String(remainder);
  return `${prefix.text}${check}${yearCode}${plant}${String(serial % 1_000_000).padStart(6, "0")}`;
}

// ---- vehicles -------------------------------------------------------------------------------

const STATUSES = weighted<VehicleStatus>([
  ["available", 68],
  ["in_service", 16],
  ["out_of_service", 7],
  ["retired", 9],
]);
const COLOR_PICKER = weighted(COLORS);
const SCHEME_PICKER = weighted(PLATE_SCHEMES.map((scheme, index) => [index, scheme.weight] as const));
/** The first fuel of a model is its most common one. */
const FUEL_PICKERS = new Map<readonly FuelType[], Weighted<FuelType>>();

function fuelPicker(fuels: readonly FuelType[]): Weighted<FuelType> {
  let picker = FUEL_PICKERS.get(fuels);
  if (!picker) {
    picker = weighted(fuels.map((fuel, i) => [fuel, i === 0 ? 3 : 1] as const));
    FUEL_PICKERS.set(fuels, picker);
  }
  return picker;
}

function modelYear(random: Random, model: ModelSpec, thisYear: number): number {
  if (random.chance(0.02)) return 0; // not recorded
  const oldest = Math.max(model.since, thisYear - 22);
  // Newer vehicles are more common: square the roll towards this year.
  const roll = random.next();
  return thisYear - Math.floor(roll * roll * (thisYear - oldest + 1));
}

/** A reading that fits the vehicle's age and what it is: a truck runs far more than a classic car. */
function odometer(random: Random, year: number, thisYear: number, yearly: readonly [number, number]): number {
  if (random.chance(0.04)) return 0; // not recorded
  const age = year === 0 ? random.int(1, 15) : Math.max(0, thisYear - year) + random.next();
  return Math.min(9_999_999, Math.round(age * random.int(yearly[0], yearly[1])));
}

export interface VehicleGenerator {
  /** The next vehicle: valid, normalised, with a plate and VIN no other one has. */
  next(): VehicleRow;
}

export function createVehicleGenerator(options: DemoOptions, categories: readonly CategoryRow[]): VehicleGenerator {
  const random = createRandom(options.seed * 7919 + 17);
  const thisYear = options.now.getUTCFullYear();
  const used = PLATE_SCHEMES.map(() => 0);
  const offsets = PLATE_SCHEMES.map((scheme) => random.int(0, scheme.capacity - 1));
  const classic = categories.find((row) => row.name === "Classic cars");
  /** The categories that hold each kind of vehicle; Classic cars holds only the classics. */
  const byKind = new Map<Kind, string[]>();
  categories.forEach((row, i) => {
    if (row === classic) return;
    for (const kind of categorySpec(i).kinds) byKind.set(kind, [...(byKind.get(kind) ?? []), row.id]);
  });
  /** Only the makes and models some category holds: no motorbike among the passenger cars. */
  const makes = MAKES.map((make) => ({ ...make, models: make.models.filter((model) => byKind.has(model.kind)) })).filter((make) => make.models.length > 0);
  if (makes.length === 0) throw new Error("no demo category holds any kind of vehicle");
  const makePicker = weighted(makes.map((make) => [make, make.weight] as const));
  const categoryNames = new Map(categories.map((row) => [row.id, row.name]));
  const checkOptions = { now: options.now };
  const vinPrefixes = new Map<ModelSpec, VinPrefix>();
  let serial = 0;

  function categoryFor(kind: Kind, isClassic: boolean): string {
    if (isClassic && classic) return classic.id;
    return random.pick(byKind.get(kind)!);
  }

  function plate(): string {
    const scheme = SCHEME_PICKER.pick(random);
    const n = used[scheme]!;
    used[scheme] = n + 1;
    return plateOf(PLATE_SCHEMES[scheme]!, n, offsets[scheme]!);
  }

  return {
    next(): VehicleRow {
      const make = makePicker.pick(random);
      const model = random.pick(make.models);
      // A classic is a car model sold over 30 years ago, of a year it was sold in.
      const isClassic = model.kind === "car" && model.since <= thisYear - 31 && random.chance(0.03);
      const year = isClassic ? random.int(Math.max(1955, model.since), thisYear - 31) : modelYear(random, model, thisYear);
      const creator = options.employees.length > 0 ? random.pick(options.employees) : "";
      const times = history(random, options.now, 1100);
      // One object, checked as the input and then given the normalised values: objects are
      // expensive in PocketBase's JS engine.
      const row: VehicleRow = {
        id: randomId(random),
        plate: plate(),
        plate_key: "",
        vin: isClassic || random.chance(0.12) ? "" : vinOf(vinPrefix(vinPrefixes, make, model, random), year || thisYear, serial++),
        make: make.name,
        model: model.name,
        year,
        category: categoryFor(model.kind, isClassic),
        category_name: "",
        status: STATUSES.pick(random),
        odometer: odometer(random, year, thisYear, YEARLY_KM[isClassic ? "classic" : model.kind]),
        fuel: isClassic ? "petrol" : random.chance(0.03) ? "" : fuelPicker(model.fuels).pick(random),
        color: random.chance(0.85) ? COLOR_PICKER.pick(random) : "",
        notes: random.chance(0.2) ? random.pick(NOTES) : "",
        photo: "",
        created_by: creator,
        updated_by: creator !== "" && random.chance(0.5) ? random.pick(options.employees) : creator,
        created: times.created,
        updated: times.updated,
      };
      const check = checkVehicle(row, checkOptions);
      if (!check.ok) throw new Error(`demo vehicle ${row.plate} is invalid: ${JSON.stringify(check.errors)}`);
      Object.assign(row, check.values);
      row.category_name = categoryNames.get(row.category)!;
      return row;
    },
  };
}
