// The compiled library that hook handlers `require` inside their bodies
// (pb_hooks/lib/workshop.js). Each feature is one namespace; each collection's lifecycle is its
// namespace's save handlers (docs/ARCHITECTURE.md).
export * as access from "./access";
export * as bounds from "./bounds";
export * as pages from "./pages";
export * as appManifest from "./app-manifest";
export * as trustedProxy from "./trusted-proxy";
export * as health from "./health";
export * as demo from "./demo/command";
export * as firstEmployee from "./employees/first-employee";
export * as employees from "./employees";
export * as vehicles from "./vehicles";
export * as categories from "./categories";
export * as workOrders from "./work-orders";
export * as workOrderItems from "./work-order-items";
export * as odometer from "./odometer";
export * as reminders from "./reminders";
export * as vehicleDocuments from "./vehicle-documents";
export * as history from "./history";
export * as dashboard from "./dashboard";
export * as search from "./search";
export * as parts from "./parts";
export * as stockMovements from "./stock-movements";
export * as timeEntries from "./time-entries";
export * as downtime from "./downtime";
export * as inspectionTemplates from "./inspection-templates";
export * as inspections from "./inspections";
export * as defects from "./defects";
