// Documents' public face: a vehicle's papers, for its page.
export { VehicleDocuments } from "./vehicle-documents";
