import type { ComponentType, ReactNode } from "react";
import type { RouteName } from "@shared/routes";

/**
 * Parent routes that draw something around their children (docs/decisions/routes.md: a row's parent). The
 * workshop's sub-navigation was one; the app's one navigation (app-frame.tsx) replaced it, so
 * that no menu repeats on a screen. None today.
 */
export const frames: Partial<Record<RouteName, ComponentType<{ children: ReactNode }>>> = {};
