// Work orders' public face: how a work order reads elsewhere (status badge, priority, due date)
// and the links to its screens.
export { WorkOrderStatusBadge } from "./status-badge";
export { dueNote, formatDue, priorityLabel, PRIORITY_TONES } from "./work-order-format";
export { newWorkOrderPath, workOrderListPath } from "./work-order-links";
export { PICKED_VEHICLE_FIELDS, VehiclePicker, type PickedVehicle } from "./vehicle-picker";
