// Work orders' public face: how a work order reads elsewhere (status badge, priority, due date),
// the links to its screens, moving one (with the odometer asked for when it becomes done) and
// reading a job as its page does (kept on the device ahead), as My work does.
export { WORK_ORDER_STATUS_TONES, WorkOrderStatusBadge } from "./status-badge";
export { dueNote, formatDue, priorityLabel, PRIORITY_TONES } from "./work-order-format";
export { newWorkOrderPath, workOrderListPath } from "./work-order-links";
export { OdometerDialog } from "./odometer-dialog";
export { useNow } from "./use-now";
export { useStatusMove, type StatusMove } from "./use-status-move";
export { changeWorkOrder } from "./work-order-changes";
export { PICKED_VEHICLE_FIELDS, VehiclePicker, type PickedVehicle } from "./vehicle-picker";
export { readColleagues } from "./use-employee-options";
export { readWorkOrderAndItems } from "./use-work-order-items";
