// Record types of the three collections (PRODUCT.md "Data"), as the API returns them. The
// browser types its API calls with these and the server's hooks read the same field names.

/** Fields every PocketBase record carries (seed §3). */
export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
  expand?: Record<string, unknown>;
}

export const COLLECTIONS = {
  employees: "employees",
  categories: "categories",
  vehicles: "vehicles",
  /** View: every category with its number of vehicles. */
  categoryUsage: "category_usage",
} as const;

/**
 * An employee as the API returns it. Colleagues see names only: `id`, `name` and the collection.
 * The rest is present only on the employee's own record (or for superusers).
 */
export interface Employee extends Omit<BaseRecord, "created" | "updated"> {
  collectionName: "employees";
  name: string;
  email?: string;
  verified?: boolean;
  emailVisibility?: boolean;
  created?: string;
  updated?: string;
}

/** A category as the API returns it (its hidden `name_key` never leaves the server). */
export interface Category extends BaseRecord {
  collectionName: "categories";
  name: string;
  description: string;
}

export const VEHICLE_STATUSES = ["available", "in_service", "out_of_service", "retired"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** What staff read for each status. */
export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  available: "Available",
  in_service: "In workshop",
  out_of_service: "Out of service",
  retired: "Retired",
};

export const FUEL_TYPES = ["petrol", "diesel", "electric", "hybrid", "lpg", "cng", "hydrogen", "other"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const FUEL_LABELS: Readonly<Record<FuelType, string>> = {
  petrol: "Petrol",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
  lpg: "LPG",
  cng: "CNG",
  hydrogen: "Hydrogen",
  other: "Other",
};

export interface Vehicle extends BaseRecord {
  collectionName: "vehicles";
  plate: string;
  /** The plate without spaces and dashes, set by the server: what "the same plate" means and what plate search matches. */
  plate_key: string;
  /** "" when not recorded (PocketBase stores empty text as ""). */
  vin: string;
  make: string;
  model: string;
  /** 0 when not recorded (PocketBase stores an empty number as 0). */
  year: number;
  category: string;
  /** The category's name, kept by the server: what the list sorts by (no join). */
  category_name: string;
  status: VehicleStatus;
  /** 0 when not recorded. */
  odometer: number;
  fuel: FuelType | "";
  color: string;
  notes: string;
  /** File name of the photo, "" when there is none. */
  photo: string;
  /** The employee who created / last changed the vehicle; "" for a superuser or a deleted employee. */
  created_by: string;
  updated_by: string;
  expand?: { category?: Category; created_by?: Employee; updated_by?: Employee };
}

/** A category with the number of its vehicles: the read-only `category_usage` view collection. */
export interface CategoryUsage {
  id: string;
  collectionId: string;
  collectionName: "category_usage";
  name: string;
  description: string;
  updated: string;
  vehicles: number;
}
