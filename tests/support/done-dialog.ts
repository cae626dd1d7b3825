// A work order's done dialog in the browser tests (web/src/features/work-orders/odometer-dialog.tsx).
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/**
 * Types a reading into a work order's done dialog once the dialog has offered the vehicle's
 * odometer, as a person sees it before typing (the vehicle has one). Filled before the offer
 * arrives, the offer could land between the fill's select-all and its text, which then went after
 * it (5000049000 km, seen under load).
 */
export async function fillDoneReading(dialog: Locator, km: string): Promise<void> {
  const field = dialog.getByLabel("Odometer (km)");
  await expect.poll(() => field.inputValue()).not.toBe("");
  await field.fill(km);
}
