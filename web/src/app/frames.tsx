import type { ComponentType, ReactNode } from "react";
import type { RouteName } from "@shared/routes";
import { WorkshopFrame } from "../features/workshop/workshop-frame";

/** Parent routes that draw something around their children (seed §2 "parent route"). */
export const frames: Partial<Record<RouteName, ComponentType<{ children: ReactNode }>>> = {
  workshop: WorkshopFrame,
};
