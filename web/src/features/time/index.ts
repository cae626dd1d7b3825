// Time on jobs' public face: the clock of a work order and its time, the running clock of the
// top bar, a vehicle's days off the road and the dashboard's time figures.
export { ClockPanel } from "./clock-panel";
export { JobTime, readJobTime, useJobTime } from "./job-time";
export { RunningClockLink } from "./running-clock";
export { useRunningClock, type RunningClock } from "./use-running-clock";
export { TimeFiguresPanel } from "./time-figures";
export { VehicleDowntimeFigure } from "./vehicle-downtime";
