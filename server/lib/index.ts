// The compiled library that hook handlers `require` inside their bodies
// (pb_hooks/lib/workshop.js). Each feature is one namespace.
export * as pages from "./pages";
export * as appManifest from "./app-manifest";
export * as trustedProxy from "./trusted-proxy";
export * as firstEmployee from "./first-employee";
export * as access from "./access/guard";
export * as accounts from "./accounts";
export * as listPrivacy from "./access/list-privacy";
export * as vehicles from "./vehicles";
export * as categories from "./categories";
export * as demo from "./demo/command";
export * as dashboard from "./dashboard";
export * as health from "./health";
export * as search from "./search";
export * as workOrders from "./work-orders";
export * as odometer from "./odometer";
export * as history from "./history";
export * as reminders from "./reminders";
