// Work orders' public face: how a work order reads elsewhere (status badge, priority, due date),
// the links to its screens, moving one (with the odometer asked for when it becomes done) and
// keeping one's jobs on the device, as My work does.
export { WORK_ORDER_STATUS_TONES, WorkOrderStatusBadge } from "./status-badge";
export { dueNote, formatDue, priorityLabel, PRIORITY_TONES } from "./work-order-format";
export { newWorkOrderPath, workOrderListPath } from "./work-order-links";
export { keepJobsOnDevice } from "./keep-on-device";
export { OdometerDialog } from "./odometer-dialog";
export { useNow } from "./use-now";
export { useStatusMove, type StatusMove } from "./use-status-move";
export { changeWorkOrder } from "./work-order-changes";
export { PICKED_VEHICLE_FIELDS, VehiclePicker, type PickedVehicle } from "./vehicle-picker";
