// Records as PocketBase answers them, for the stubbed API of the screen tests.
import type { Vehicle } from "@shared/records";

export const CARS = "carscategory001";

/** A stored vehicle (a Volkswagen Golf in "Cars"); `fields` replace any part of it. */
export function vehicleRecord(fields: Partial<Vehicle> = {}): Vehicle {
  return {
    id: "vehicle00000001",
    collectionId: "pbc_vehicles",
    collectionName: "vehicles",
    plate: "AB-123",
    plate_key: "AB123",
    vin: "",
    make: "Volkswagen",
    model: "Golf",
    year: 2019,
    category: CARS,
    category_name: "Cars",
    status: "available",
    odometer: 0,
    fuel: "",
    color: "",
    notes: "",
    photo: "",
    created_by: "",
    updated_by: "",
    created: "2026-01-01 10:00:00.000Z",
    updated: "2026-01-02 10:00:00.000Z",
    ...fields,
  };
}
