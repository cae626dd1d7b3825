// The vehicle list's search through the trigram index (GET /api/app/vehicles, issues 17, 20 and
// 21): for every query, sort and page it answers the vehicles the search rule finds
// (tests/support/search-oracle.ts: every word in plate, VIN, make or model, letters in any case,
// `%`, `_` and `\` plain), in the order and pages of PocketBase's records API for the list's
// other filters and sort, in the same shape; the index follows every change; and the endpoint is
// as closed and as strict as the rest of the API.
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  VEHICLE_LIST_FIELDS,
  VEHICLE_SORT_KEYS,
  vehicleListFilter,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";
import { VEHICLE_SEARCH_PATH, vehicleSearchPath } from "@shared/vehicle-search";
import { createEmployee, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, errorCodes, VEHICLE_RECORDS } from "../support/records";
import { idFilter, vehicleMatches, type SearchedVehicle } from "../support/search-oracle";

let server: TestServer;
let employee: Employee;
let cars: string;
let vans: string;

interface Page {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Vehicle[];
}

const FLEET: Record<string, unknown>[] = [
  { plate: "AB-123", make: "Volkswagen", model: "Golf", year: 2019 },
  { plate: "XY 987", make: "Ford", model: "Transit Custom", status: "in_service", year: 2015 },
  { plate: "CD 456", make: "Toyota", model: "Yaris", vin: "JTDKB20U093123456", status: "in_service", year: 2021 },
  { plate: "M-AB 1234", make: "Mercedes-Benz", model: "Sprinter", year: 2020 },
  { plate: "B 9", make: "BMW", model: "3 Series", year: 2018 },
  { plate: "АВ 777", make: "Лада", model: "Веста", year: 2022 },
  { plate: "Ö-12", make: "Škoda", model: "Octavia Combi", year: 2017 },
  { plate: "TÜ 55", make: "Citroën", model: "Berlingo", year: 2016 },
  { plate: "K 100", make: "東風", model: "小康", year: 2023 },
  { plate: "ZZ-1", make: "Renault", model: "Kangoo 100%", year: 2014 },
  { plate: "ZZ-2", make: "Renault", model: "Kangoo_E", year: 2014 },
  { plate: "NL 1", make: "Nissan", model: "Leaf", status: "in_service", year: 2020 },
  { plate: "NL 2", make: "Nissan", model: "e-NV200", year: 2019 },
  { plate: "ΑΒΕ 1234", make: "Μερσεντές", model: "Σπρίντερ", year: 2019 },
  { plate: "S-ST 1", make: "Kässbohrer", model: "Straßenkehrer", year: 2012 },
  { plate: "BS 3", make: "Iveco", model: "Daily 3\\5", year: 2013 },
];

let fleet: SearchedVehicle[] = [];
const COMMON = 40;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  employee = await createEmployee(server);
  cars = (await createCategory(server, employee.token, { name: "Cars" })).id;
  vans = (await createCategory(server, employee.token, { name: "Vans" })).id;
  for (const [i, fields] of FLEET.entries()) await createVehicle(server, i % 3 === 1 ? vans : cars, employee.token, fields);
  // A common make and model: more candidates than a small page is worth reading one by one.
  for (let i = 0; i < COMMON; i += 1) {
    await createVehicle(server, i % 2 ? vans : cars, undefined, { plate: `FF ${100 + i}`, make: "Ford", model: "Focus", year: 2000 + (i % 20) });
  }
  fleet = await allVehicles();
});

afterAll(async () => {
  await server?.dispose();
});

async function allVehicles(): Promise<SearchedVehicle[]> {
  const response = await server.request<{ items: SearchedVehicle[] }>(`${VEHICLE_RECORDS}?perPage=500&fields=id,plate_key,vin,make,model`, {
    token: employee.token,
  });
  expect(response.status).toBe(200);
  return response.json.items;
}

/**
 * What the search must answer: the vehicles the rule finds, in the order and pages PocketBase's
 * records API gives for the list's other filters and sort, with the list's fields.
 */
async function oracle(query: VehicleListQuery, perPage = 30): Promise<Page> {
  const { filter, params } = vehicleListFilter({ ...query, q: "" });
  const found = idFilter(fleet.filter((vehicle) => vehicleMatches(query.q, vehicle)).map((vehicle) => vehicle.id));
  const inlined = [found, filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]))].filter(Boolean).join(" && ");
  const search = new URLSearchParams({
    filter: inlined,
    sort: vehicleListSort(query),
    fields: VEHICLE_LIST_FIELDS,
    page: String(query.page),
    perPage: String(perPage),
  });
  const response = await server.request<Page>(`${VEHICLE_RECORDS}?${search}`, { token: employee.token });
  expect(response.status).toBe(200);
  return response.json;
}

async function searched(query: VehicleListQuery, perPage = 30, token: string | null = employee.token): Promise<Page> {
  const response = await server.request<Page>(vehicleSearchPath(query, { perPage, skipTotal: false }), { token });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** A list query as the list reads it from its URL (search text trimmed). */
const query = (fields: Partial<VehicleListQuery>): VehicleListQuery => ({
  ...DEFAULT_VEHICLE_LIST_QUERY,
  ...fields,
  q: (fields.q ?? "").trim(),
});

describe("the vehicles the search rule finds, in the order of the records API", () => {
  const searches = [
    // fragments, also across word boundaries and the plate's spaces and dashes
    "AB-12", "ab12", "b 12", "B1", "o Cu", "ransit C", "ta Co", "-Benz Spr", "3 Ser", "20U0931",
    // one and two characters
    "a", "9", "Z", "zz", "ab", "3 ", " ",
    // several words, in any order, in any case
    "nissan leaf", "leaf nissan", "LEAF Nissan", "nissan", "bmw 3", "BMW 3 Series", "series 3 bmw", "ab 12", "12 ab",
    "golf ab", "transit custom ford", "ford golf", "nissan nissan", "e-nv 200 nissan",
    // other scripts and letters with marks, in either case
    "Лада", "лада", "ЛАДА веста", "АВ 7", "ест", "Škoda", "škoda", "ŠKODA", "ŠKODA combi", "koda", "skoda", "Ö-1", "ö-1",
    "Citroën", "citroën", "CITROËN", "citroen", "東風", "小", "μερσεντές", "ΜΕΡΣΕΝΤΈΣ σπρίντερ", "σπριντερ", "αβε 12",
    "straße", "STRAẞE", "strasse", "KÄSSBOHRER",
    // what LIKE would read as a pattern or an escape: plain characters here
    "100%", "%", "%100%", "Kangoo_", "_E", "_", "o_e", "3\\5", "\\", "o\\", "\\%",
    // nothing matches
    "nothing like it", "QQQ",
  ];
  for (const q of searches) {
    it(`finds ${JSON.stringify(q)}`, async () => {
      const expected = await oracle(query({ q }));
      const got = await searched(query({ q }));
      expect(got).toEqual(expected);
    });
  }

  it("in every sort, both directions, with filters", async () => {
    for (const sort of VEHICLE_SORT_KEYS) {
      for (const descending of [false, true]) {
        for (const filters of [{}, { category: cars }, { status: "in_service" as const }, { category: vans, status: "in_service" as const }]) {
          for (const q of ["o", "nissan e"]) {
            const wanted = query({ q, sort, descending, ...filters });
            expect(await searched(wanted), JSON.stringify(wanted)).toEqual(await oracle(wanted));
          }
        }
      }
    }
  });

  it("page by page", async () => {
    for (const page of [1, 2, 3, 4, 5]) {
      const q = query({ q: "e", sort: "plate", page });
      expect(await searched(q, 2)).toEqual(await oracle(q, 2));
    }
  });

  // Past 30 candidates per row wanted, the page is read by walking the sort's index (the
  // server's page.ts): the same answer.
  it("for a common make and model, page by page, in every sort, with filters", async () => {
    for (const sort of VEHICLE_SORT_KEYS) {
      for (const filters of [{}, { category: vans }]) {
        for (const page of [1, 2, 40]) {
          const wanted = query({ q: "focus FORD", sort, descending: page !== 2, page, ...filters });
          const got = await searched(wanted, 1);
          expect(got, JSON.stringify(wanted)).toEqual(await oracle(wanted, 1));
        }
      }
    }
    expect((await searched(query({ q: "ford focus" }), 1)).totalItems).toBe(COMMON);
  });

  it("finds what a person expects", async () => {
    const plates = async (q: string) => (await searched(query({ q, sort: "plate", descending: false }))).items.map((v) => v.plate);
    expect(await plates("nissan leaf")).toEqual(["NL 1"]);
    expect(await plates("leaf nissan")).toEqual(["NL 1"]);
    expect(await plates("bmw 3")).toEqual(["B 9"]);
    expect(await plates("BMW 3 Series")).toEqual(["B 9"]);
    expect(await plates("ransit C")).toEqual(["XY 987"]);
    expect(await plates("ab12")).toEqual(["AB-123", "M-AB 1234"]);
    expect(await plates("AB-12")).toEqual(["AB-123", "M-AB 1234"]);
    expect(await plates("ab 12")).toEqual(["AB-123", "M-AB 1234"]);
    expect(await plates("Лада")).toEqual(["АВ 777"]);
    expect(await plates("лада")).toEqual(["АВ 777"]);
    expect(await plates("škoda")).toEqual(["Ö-12"]);
    expect(await plates("ΜΕΡΣΕΝΤΈΣ")).toEqual(["ΑΒΕ 1234"]);
    expect(await plates("STRAẞENKEHRER")).toEqual(["S-ST 1"]);
    expect(await plates("東風")).toEqual(["K 100"]);
    // %, _ and \ are plain characters: "%" finds what holds a "%", not everything.
    expect(await plates("%")).toEqual(["ZZ-1"]);
    expect(await plates("100%")).toEqual(["ZZ-1"]);
    expect(await plates("%100%")).toEqual([]);
    expect(await plates("_")).toEqual(["ZZ-2"]);
    expect(await plates("\\")).toEqual(["BS 3"]);
  });
});

describe("the index follows every change", () => {
  it("a new plate is found, a changed one by its new value only, a deleted one no more", async () => {
    const created = await createVehicle(server, cars, employee.token, { plate: "QW-4711", make: "Opel", model: "Vivaro" });
    expect((await searched(query({ q: "qw47" }))).items.map((v) => v.id)).toEqual([created.id]);

    const changed = await server.request(`${VEHICLE_RECORDS}/${created.id}`, {
      method: "PATCH",
      token: employee.token,
      body: { plate: "RT-4712", model: "Movano" },
    });
    expect(changed.status).toBe(200);
    expect((await searched(query({ q: "qw47" }))).items).toEqual([]);
    expect((await searched(query({ q: "Vivaro" }))).items).toEqual([]);
    expect((await searched(query({ q: "rt47" }))).items.map((v) => v.id)).toEqual([created.id]);
    expect((await searched(query({ q: "Movan" }))).items.map((v) => v.id)).toEqual([created.id]);

    expect((await server.request(`${VEHICLE_RECORDS}/${created.id}`, { method: "DELETE", token: employee.token })).status).toBe(204);
    expect((await searched(query({ q: "rt47" }))).items).toEqual([]);
  });

  // The index's trigger runs only when a searched value changes (migration 1796200700): each of
  // them alone still moves the vehicle, and a save that changes none of them leaves it found.
  it("follows each searched value changed alone, and keeps a vehicle found through other changes", async () => {
    const created = await createVehicle(server, cars, employee.token, { plate: "PL-5150", make: "Isuzu", model: "Grafter", vin: "ZCFC135A005123456" });
    const found = async (q: string) => (await searched(query({ q }))).items.map((v) => v.id);
    const patch = async (body: object) => {
      const response = await server.request(`${VEHICLE_RECORDS}/${created.id}`, { method: "PATCH", token: employee.token, body });
      expect(response.status, response.text).toBe(200);
    };
    await patch({ odometer: 12_000, notes: "New tyres", color: "White" });
    await patch({ status: "in_service" });
    for (const q of ["pl51", "isuzu", "grafter", "a005123"]) expect(await found(q)).toEqual([created.id]);

    for (const [body, gone, now] of [
      [{ vin: "WDB9066331S654321" }, "a005123", "1s65432"],
      [{ make: "Fiat" }, "isuzu", "fiat"],
      [{ model: "Ducato" }, "grafter", "ducato"],
      [{ plate: "PL-5151" }, "pl5150", "pl5151"],
    ] as const) {
      await patch(body);
      expect(await found(gone), `${JSON.stringify(body)}: ${gone}`).toEqual([]);
      expect(await found(now), `${JSON.stringify(body)}: ${now}`).toEqual([created.id]);
    }
  });
});

describe("who may search, and what it refuses", () => {
  it("a guest gets 401, with what to do", async () => {
    const response = await server.request(`${VEHICLE_SEARCH_PATH}?q=ab`, { token: null });
    expect(response.status).toBe(401);
    expect(response.json.message).toBe("Sign in as workshop staff to search vehicles.");
  });

  it("the superuser may search too", async () => {
    const response = await server.request(`${VEHICLE_SEARCH_PATH}?q=ab`, { token: server.superuserToken });
    expect(response.status).toBe(200);
  });

  it("skipTotal leaves the count out, as in the records API", async () => {
    const response = await server.request<Page>(`${VEHICLE_SEARCH_PATH}?q=o&skipTotal=1`, { token: employee.token });
    expect(response.json).toMatchObject({ page: 1, perPage: 30, totalItems: -1, totalPages: -1 });
  });

  it.each([
    ["sort=-colour", "sort"],
    ["status=parked", "status"],
    ["category=../x", "category"],
    ["page=0", "page"],
    ["perPage=0", "perPage"],
    ["perPage=1001", "perPage"],
    ["perPage=abc", "perPage"],
    ["skipTotal=maybe", "skipTotal"],
    ["filter=id!=''", "filter"],
    ["q=a&q=b", "q"],
    [`q=${"x".repeat(101)}`, "q"],
    ["q=%E0%A4%A", "q"],
  ])("a malformed %s is a 400 at %s", async (search, field) => {
    const response = await server.request(`${VEHICLE_SEARCH_PATH}?${search}`, { token: employee.token });
    expect(response.status).toBe(400);
    expect(Object.keys(errorCodes(response))).toContain(field);
  });

  it.each(["a%00b", "%00", "nissan%09leaf", "ab%0A12", "%1B%5B31m", "%7F", "%C2%85", "%C2%9F"])(
    "a search with a control character (q=%s) is a 400 at q that says so",
    async (q) => {
      const response = await server.request(`${VEHICLE_SEARCH_PATH}?q=${q}`, { token: employee.token });
      expect(response.status).toBe(400);
      expect(errorCodes(response)).toEqual({ q: "invalid_characters" });
      expect(response.json.data.q.message).toBe("The search contains invisible control characters: please remove them.");
    },
  );
});

describe("an existing workshop's vehicles", () => {
  let dataDir: string;
  let older: string;
  let upgraded: TestServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "workshop-search-upgrade-"));
    older = await mkdtemp(join(tmpdir(), "workshop-before-search-"));
    await mkdir(join(older, "migrations"));
    for (const name of await readdir(join(repoRoot, "pb_migrations"))) {
      if (name.endsWith(".js") && name < "1795900000") await cp(join(repoRoot, "pb_migrations", name), join(older, "migrations", name));
    }
    // No hooks (today's refer to fields and roles the older schema lacks) but the library the
    // migrations use; what the hooks would derive is given.
    await cp(join(repoRoot, "pb_hooks", "lib"), join(older, "hooks", "lib"), { recursive: true });
  });

  afterAll(async () => {
    await upgraded?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    await rm(older, { recursive: true, force: true });
  });

  it("are found after the upgrade that brings the index, by the search rule of today", async () => {
    const before = await startServer({ dataDir, migrationsDir: join(older, "migrations"), hooksDir: join(older, "hooks"), env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    const category = (await before.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans", name_key: "vans" } })).json.id;
    const vehicle = (plate: string, make: string, model: string) => ({
      plate, plate_key: plate.replace(/[ -]/g, ""), make, model, category, category_name: "Vans", status: "available",
    });
    const iveco = (await before.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: vehicle("OLD-4242", "Iveco", "Daily 35%") })).json;
    const skoda = (await before.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: vehicle("OLD-77", "Škoda", "Octavia") })).json;
    await before.dispose();

    upgraded = await startServer({ dataDir, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    const ids = async (q: string) =>
      (await upgraded!.request<Page>(`${VEHICLE_SEARCH_PATH}?q=${encodeURIComponent(q)}&sort=plate`, { token: upgraded!.superuserToken })).json.items.map((v) => v.id);
    expect(await ids("ld-42")).toEqual([iveco.id]);
    expect(await ids("daily iveco")).toEqual([iveco.id]);
    expect(await ids("%")).toEqual([iveco.id]);
    expect(await ids("ŠKODA octavia")).toEqual([skoda.id]);
    expect(await ids("old")).toEqual([iveco.id, skoda.id]);

    // The index keeps following the old vehicles: another change leaves them found, a new model moves one.
    const patch = async (id: string, body: object) =>
      expect((await upgraded!.request(`${VEHICLE_RECORDS}/${id}`, { method: "PATCH", token: upgraded!.superuserToken, body })).status).toBe(200);
    await patch(iveco.id, { odometer: 90_000 });
    await patch(skoda.id, { model: "Superb" });
    expect(await ids("daily iveco")).toEqual([iveco.id]);
    expect(await ids("octavia")).toEqual([]);
    expect(await ids("superb škoda")).toEqual([skoda.id]);
  });
});
