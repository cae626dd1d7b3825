// Working offline's public face: the changes kept on this device and how they are marked.
export { DeviceChanges } from "./device-changes";
export { PendingBadge } from "./pending-badge";
