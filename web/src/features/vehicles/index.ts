// Vehicles' public face: the sections of a vehicle's page that other features fill, and the
// category choices.
export { useSectionPage } from "./section-page";
export { useCategoryOptions } from "./use-category-options";
export { readVehicleRecords, useVehicleRecords, type VehicleRecords } from "./use-vehicle-records";
export { SectionList, VehicleSection } from "./vehicle-section";
