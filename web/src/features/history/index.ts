// The change history's public face: the timelines the vehicle and work order pages show, and a
// work order's first page of it read ahead for the device (My work's own jobs).
export { readWorkOrderHistory, VehicleHistory, WorkOrderHistory } from "./history-timeline";
