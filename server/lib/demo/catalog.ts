// What demo vehicles are made of: real makes and models with their manufacturer codes,
// workshop categories, colours and notes.

import type { FuelType } from "@shared/records";

export type Kind = "car" | "suv" | "van" | "truck" | "motorcycle" | "bus" | "electric";

export interface ModelSpec {
  readonly name: string;
  readonly kind: Kind;
  readonly fuels: readonly FuelType[];
  /** First model year sold. */
  readonly since: number;
}

export interface MakeSpec {
  readonly name: string;
  /** World manufacturer identifier: the first three characters of its VINs. */
  readonly wmi: string;
  /** How common the make is in a workshop's yard. */
  readonly weight: number;
  readonly models: readonly ModelSpec[];
}

const ICE: readonly FuelType[] = ["petrol", "diesel"];
const ICE_HYBRID: readonly FuelType[] = ["petrol", "diesel", "hybrid"];
const PETROL_HYBRID: readonly FuelType[] = ["petrol", "hybrid"];
const ELECTRIC: readonly FuelType[] = ["electric"];
const DIESEL: readonly FuelType[] = ["diesel"];
const PETROL: readonly FuelType[] = ["petrol"];

function models(kind: Kind, fuels: readonly FuelType[], since: number, ...names: string[]): ModelSpec[] {
  return names.map((name) => ({ name, kind, fuels, since }));
}

export const MAKES: readonly MakeSpec[] = [
  {
    name: "Volkswagen",
    wmi: "WVW",
    weight: 14,
    models: [
      ...models("car", ICE_HYBRID, 1974, "Golf", "Passat", "Polo"),
      ...models("suv", ICE_HYBRID, 2007, "Tiguan", "T-Roc"),
      ...models("van", DIESEL, 1990, "Transporter", "Caddy", "Crafter"),
      ...models("electric", ELECTRIC, 2020, "ID.3", "ID.4", "ID. Buzz"),
    ],
  },
  {
    name: "Ford",
    wmi: "WF0",
    weight: 10,
    models: [
      ...models("car", ICE_HYBRID, 1976, "Fiesta", "Focus", "Mondeo"),
      ...models("suv", ICE_HYBRID, 2013, "Kuga", "Puma"),
      ...models("van", DIESEL, 1965, "Transit", "Transit Custom", "Tourneo Connect"),
      ...models("truck", DIESEL, 1998, "Ranger"),
      ...models("electric", ELECTRIC, 2021, "Mustang Mach-E", "E-Transit"),
    ],
  },
  {
    name: "Mercedes-Benz",
    wmi: "WDD",
    weight: 9,
    models: [
      ...models("car", ICE_HYBRID, 1993, "A-Class", "C-Class", "E-Class"),
      ...models("suv", ICE_HYBRID, 2015, "GLC", "GLE"),
      ...models("van", DIESEL, 1995, "Sprinter", "Vito", "Citan"),
      ...models("bus", DIESEL, 1998, "Citaro", "Tourismo"),
      ...models("electric", ELECTRIC, 2019, "EQA", "eSprinter"),
    ],
  },
  {
    name: "BMW",
    wmi: "WBA",
    weight: 7,
    models: [
      ...models("car", ICE_HYBRID, 1975, "1 Series", "3 Series", "5 Series"),
      ...models("suv", ICE_HYBRID, 1999, "X1", "X3", "X5"),
      ...models("electric", ELECTRIC, 2013, "i3", "i4", "iX"),
    ],
  },
  {
    name: "BMW Motorrad",
    wmi: "WB1",
    weight: 2,
    models: models("motorcycle", PETROL, 1980, "R 1250 GS", "F 900 R", "S 1000 RR"),
  },
  {
    name: "Audi",
    wmi: "WAU",
    weight: 6,
    models: [
      ...models("car", ICE_HYBRID, 1972, "A3", "A4", "A6"),
      ...models("suv", ICE_HYBRID, 2008, "Q3", "Q5"),
      ...models("electric", ELECTRIC, 2019, "e-tron", "Q4 e-tron"),
    ],
  },
  {
    name: "Opel",
    wmi: "W0L",
    weight: 6,
    models: [...models("car", ICE, 1982, "Corsa", "Astra", "Insignia"), ...models("van", DIESEL, 2001, "Vivaro", "Movano", "Combo")],
  },
  {
    name: "Renault",
    wmi: "VF1",
    weight: 6,
    models: [
      ...models("car", ICE_HYBRID, 1990, "Clio", "Mégane", "Captur"),
      ...models("van", DIESEL, 1997, "Kangoo", "Trafic", "Master"),
      ...models("electric", ELECTRIC, 2012, "Zoe"),
    ],
  },
  {
    name: "Peugeot",
    wmi: "VF3",
    weight: 5,
    models: [...models("car", ICE_HYBRID, 1998, "208", "308", "3008"), ...models("van", DIESEL, 1994, "Partner", "Expert", "Boxer")],
  },
  {
    name: "Citroën",
    wmi: "VF7",
    weight: 4,
    models: [...models("car", ICE, 2002, "C3", "C4", "C5 Aircross"), ...models("van", DIESEL, 1996, "Berlingo", "Jumpy", "Jumper")],
  },
  {
    name: "Škoda",
    wmi: "TMB",
    weight: 6,
    models: [
      ...models("car", ICE, 1996, "Octavia", "Fabia", "Superb"),
      ...models("suv", ICE, 2016, "Kodiaq", "Karoq"),
      ...models("electric", ELECTRIC, 2020, "Enyaq"),
    ],
  },
  {
    name: "Toyota",
    wmi: "JTD",
    weight: 7,
    models: [
      ...models("car", PETROL_HYBRID, 1997, "Yaris", "Corolla", "Prius"),
      ...models("suv", PETROL_HYBRID, 1994, "RAV4", "C-HR"),
      ...models("truck", DIESEL, 1968, "Hilux"),
      ...models("van", DIESEL, 2013, "Proace"),
    ],
  },
  {
    name: "Hyundai",
    wmi: "KMH",
    weight: 4,
    models: [...models("car", PETROL_HYBRID, 1998, "i10", "i20", "i30"), ...models("suv", ICE_HYBRID, 2004, "Tucson"), ...models("electric", ELECTRIC, 2021, "Ioniq 5")],
  },
  {
    name: "Kia",
    wmi: "KNA",
    weight: 4,
    models: [...models("car", PETROL_HYBRID, 2004, "Picanto", "Ceed"), ...models("suv", ICE_HYBRID, 1993, "Sportage"), ...models("electric", ELECTRIC, 2018, "e-Niro", "EV6")],
  },
  {
    name: "Nissan",
    wmi: "SJN",
    weight: 3,
    models: [...models("car", PETROL, 1982, "Micra"), ...models("suv", ICE, 2007, "Qashqai", "X-Trail"), ...models("truck", DIESEL, 1997, "Navara"), ...models("electric", ELECTRIC, 2010, "Leaf")],
  },
  {
    name: "Fiat",
    wmi: "ZFA",
    weight: 3,
    models: [...models("car", PETROL, 2007, "500", "Panda", "Tipo"), ...models("van", DIESEL, 1981, "Ducato", "Doblò")],
  },
  {
    name: "Tesla",
    wmi: "5YJ",
    weight: 3,
    models: models("electric", ELECTRIC, 2012, "Model 3", "Model Y", "Model S"),
  },
  {
    name: "Volvo",
    wmi: "YV1",
    weight: 3,
    models: [...models("car", ICE_HYBRID, 1996, "V60", "V90"), ...models("suv", ICE_HYBRID, 2002, "XC40", "XC60", "XC90")],
  },
  {
    name: "Volvo Trucks",
    wmi: "YV2",
    weight: 2,
    models: models("truck", DIESEL, 1993, "FH", "FM", "FL"),
  },
  {
    name: "MAN",
    wmi: "WMA",
    weight: 2,
    models: [...models("truck", DIESEL, 2000, "TGX", "TGS", "TGL"), ...models("bus", DIESEL, 2004, "Lion's City")],
  },
  {
    name: "Iveco",
    wmi: "ZCF",
    weight: 2,
    models: [...models("van", DIESEL, 1978, "Daily"), ...models("truck", DIESEL, 2002, "Stralis", "Eurocargo")],
  },
  {
    name: "Dacia",
    wmi: "UU1",
    weight: 3,
    models: [...models("car", ["petrol", "lpg"], 2004, "Sandero", "Logan"), ...models("suv", ["petrol", "diesel", "lpg"], 2010, "Duster")],
  },
  {
    name: "SEAT",
    wmi: "VSS",
    weight: 3,
    models: [...models("car", ["petrol", "diesel", "cng"], 1984, "Ibiza", "Leon"), ...models("suv", ICE, 2016, "Ateca")],
  },
  {
    name: "Honda",
    wmi: "JHM",
    weight: 2,
    models: [...models("car", PETROL_HYBRID, 1972, "Civic", "Jazz"), ...models("suv", PETROL_HYBRID, 1995, "CR-V")],
  },
  {
    name: "Yamaha",
    wmi: "JYA",
    weight: 1,
    models: models("motorcycle", PETROL, 1985, "MT-07", "Tracer 9", "XMAX 300"),
  },
  {
    name: "Hyundai Hydrogen",
    wmi: "KMT",
    weight: 0.2,
    models: models("car", ["hydrogen"], 2018, "Nexo"),
  },
];

/** A service plan item as a category carries it (categories.service_plan). */
export interface PlanItemSpec {
  readonly title: string;
  readonly every_months: number;
  readonly every_km: number;
}

// Service plans as workshops keep them: a yearly service by time or distance, whichever comes
// first, and the legal inspection. Titles match the jobs of jobs.ts, so a vehicle's last done
// work of that title is when its reminder was last done.
const SERVICE = (every_km: number, every_months = 12): PlanItemSpec => ({ title: "Annual service", every_months, every_km });
const INSPECTION = (every_months: number): PlanItemSpec => ({ title: "Inspection", every_months, every_km: 0 });
const BRAKE_FLUID: PlanItemSpec = { title: "Brake fluid", every_months: 24, every_km: 0 };
const CAR_PLAN = [SERVICE(20_000), INSPECTION(24), BRAKE_FLUID];
const VAN_PLAN = [SERVICE(30_000), INSPECTION(12)];
const HEAVY_PLAN = [SERVICE(60_000, 6), INSPECTION(12), { title: "Tachograph calibration", every_months: 24, every_km: 0 }];
const EV_PLAN = [SERVICE(30_000, 24), INSPECTION(24), { title: "High-voltage system check", every_months: 12, every_km: 0 }];
const BIKE_PLAN = [SERVICE(10_000), INSPECTION(24)];

export interface CategorySpec {
  readonly name: string;
  readonly description: string;
  /** The kinds of vehicle it holds: a motorbike is never a passenger car. */
  readonly kinds: readonly Kind[];
  readonly plan: readonly PlanItemSpec[];
}

/** Workshop categories in the order `--categories N` takes them, each with the kinds it holds. */
export const CATEGORY_SPECS: readonly CategorySpec[] = [
  { name: "Passenger cars", description: "Customer cars: hatchbacks, saloons and estates.", kinds: ["car"], plan: CAR_PLAN },
  { name: "Vans", description: "Light commercial vehicles up to 3.5 t.", kinds: ["van"], plan: VAN_PLAN },
  { name: "SUVs", description: "Sport utility vehicles and crossovers.", kinds: ["suv"], plan: CAR_PLAN },
  { name: "Electric vehicles", description: "Battery electric: high-voltage trained staff only.", kinds: ["electric"], plan: EV_PLAN },
  { name: "Trucks", description: "Heavy goods vehicles and pick-ups.", kinds: ["truck"], plan: HEAVY_PLAN },
  { name: "Motorcycles", description: "Motorbikes and scooters.", kinds: ["motorcycle"], plan: BIKE_PLAN },
  { name: "Buses", description: "Buses and coaches for the transport companies we serve.", kinds: ["bus"], plan: HEAVY_PLAN },
  { name: "Fleet customers", description: "Company cars under a service contract.", kinds: ["car", "suv", "van"], plan: CAR_PLAN },
  { name: "Courtesy cars", description: "Our own cars lent to customers during repairs.", kinds: ["car"], plan: CAR_PLAN },
  { name: "Rental", description: "Vehicles of the rental partner next door.", kinds: ["car", "van"], plan: CAR_PLAN },
  { name: "Taxis", description: "Taxi and ride-hailing vehicles: quick turnaround.", kinds: ["car", "electric"], plan: [SERVICE(30_000), INSPECTION(12)] },
  { name: "Classic cars", description: "Older than 30 years: restoration and H-plate inspections.", kinds: ["car"], plan: [SERVICE(5_000), INSPECTION(24)] },
  { name: "Municipal", description: "Vehicles of the town council.", kinds: ["van", "truck"], plan: HEAVY_PLAN },
  { name: "Emergency services", description: "Ambulances and fire brigade support vehicles.", kinds: ["van"], plan: [SERVICE(30_000, 6), INSPECTION(12)] },
  { name: "Driving school", description: "Dual-control cars of the driving school.", kinds: ["car"], plan: [SERVICE(20_000), INSPECTION(12), BRAKE_FLUID] },
  { name: "Agricultural", description: "Farm pick-ups and utility vehicles.", kinds: ["truck"], plan: HEAVY_PLAN },
  { name: "Campers", description: "Camper vans and motorhomes.", kinds: ["van"], plan: [SERVICE(20_000), INSPECTION(24), { title: "Gas system check", every_months: 24, every_km: 0 }] },
  { name: "Used cars for sale", description: "Trade-ins being prepared for sale.", kinds: ["car", "suv"], plan: [] },
  { name: "Warranty repairs", description: "Vehicles in for manufacturer warranty work.", kinds: ["car", "suv", "electric"], plan: [] },
  { name: "Tyre hotel", description: "Customers whose seasonal tyres we store.", kinds: ["car", "suv"], plan: [{ title: "Tyre change", every_months: 6, every_km: 0 }] },
];

/** What categories past the list are ("Fleet 21", "Fleet 22" …): company fleets. */
export const FLEET_SPEC: Omit<CategorySpec, "name"> = { description: "", kinds: ["car", "suv", "van"], plan: CAR_PLAN };

/** How far each kind is driven in a year (km, least and most), and a classic car's. */
export const YEARLY_KM: Readonly<Record<Kind | "classic", readonly [number, number]>> = {
  car: [7_000, 20_000],
  suv: [9_000, 22_000],
  electric: [8_000, 18_000],
  van: [15_000, 35_000],
  truck: [50_000, 120_000],
  bus: [45_000, 85_000],
  motorcycle: [2_000, 8_000],
  classic: [300, 3_000],
};

export const COLORS: readonly (readonly [string, number])[] = [
  ["White", 24],
  ["Black", 20],
  ["Silver", 15],
  ["Grey", 15],
  ["Blue", 10],
  ["Red", 8],
  ["Dark blue", 4],
  ["Green", 2],
  ["Brown", 1],
  ["Beige", 1],
  ["Yellow", 0.5],
  ["Orange", 0.5],
];

export const NOTES: readonly string[] = [
  "Brake pads replaced front and rear.",
  "Customer reports a rattling noise from the rear axle over speed bumps.",
  "Annual service done; next service due in 12 months or 20,000 km.",
  "Winter tyres fitted; summer tyres stored in the tyre hotel.",
  "Check engine light on: misfire cylinder 3, ignition coil ordered.",
  "Windscreen chip repaired. Replace if it spreads.",
  "Timing belt and water pump replaced.",
  "Air conditioning regassed, no leak found.",
  "Battery tested weak (62%): customer informed, replacement offered.",
  "Waiting for parts from the manufacturer (ETA 5 working days).",
  "Inspection passed without defects.",
  "Customer key has a worn battery: replaced.",
  "Clutch slipping under load.\nQuote sent to the customer.",
  "High-voltage system check done by certified staff.",
  "Exhaust bracket welded; recheck at next visit.",
];
