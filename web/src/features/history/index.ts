// The change history's public face: the timelines the vehicle and work order pages show.
export { VehicleHistory, WorkOrderHistory } from "./history-timeline";
