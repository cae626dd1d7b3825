// A task's tick on a work order (web/src/features/work-orders/work-order-items.tsx) stays on screen
// from the press until the list shows it, also when the list changes in between for another
// reason: a line added a moment before comes back from the server (its `updated` changes) while
// the tick is still on its way. The tick flickered off then, and a person ticking a line they had
// just added saw it untick and tick again (seen in the browser suite on a loaded machine).
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { WorkOrderItem } from "@shared/records";
import { WorkOrderItemsTable } from "../../web/src/features/work-orders/work-order-items";
import type { WorkOrderItems } from "../../web/src/features/work-orders/use-work-order-items";
import { pb } from "../../web/src/lib/api-client";
import { employeeRecord, fakeToken } from "./tokens";

const LINE = {
  id: "testdrive000001",
  work_order: "workorder000001",
  kind: "task",
  description: "Test drive",
  quantity: 1,
  unit: "pcs",
  unit_cost: 0,
  part_number: "",
  part: "",
  done: false,
  source: "",
  created: "2026-11-29 10:00:00.000Z",
  updated: "2026-11-29 10:00:00.000Z",
} as unknown as WorkOrderItem;

function itemsOf(...lines: WorkOrderItem[]): WorkOrderItems {
  return { items: lines, failure: null, reload: () => undefined };
}

afterEach(() => pb.authStore.clear());

describe("a task ticked on a work order", () => {
  it("stays ticked while the list changes for another reason before the tick is through", async () => {
    pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
    // The tick's request never ends within the test: it is on its way.
    const onTheWay = <R,>(): Promise<R> => new Promise<R>(() => undefined);
    const table = (items: WorkOrderItems) => <WorkOrderItemsTable workOrderId={LINE.work_order} items={items} readOnly={false} around={onTheWay} />;
    // Rendered in a router that stays, so that each new list reaches the same rows.
    const { hook } = memoryLocation({ path: `/workshop/work-orders/${LINE.work_order}` });
    const view = render(table(itemsOf(LINE)), { wrapper: ({ children }: { children: ReactNode }) => <Router hook={hook}>{children}</Router> });
    const tick = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "Done: Test drive" });
    await userEvent.click(tick());
    expect(tick().checked).toBe(true);

    // The line as the server stored it comes back: not ticked yet, a later `updated`.
    act(() => view.rerender(table(itemsOf({ ...LINE, updated: "2026-11-29 10:00:00.500Z" }))));
    expect(tick().checked).toBe(true);

    // The list shows the tick (laid over it while it waits, or as the server stored it), then
    // speaks for itself: a colleague's untick after that shows.
    act(() => view.rerender(table(itemsOf({ ...LINE, done: true, updated: "2026-11-29 10:00:01.000Z" }))));
    expect(tick().checked).toBe(true);
    act(() => view.rerender(table(itemsOf({ ...LINE, done: false, updated: "2026-11-29 10:00:05.000Z" }))));
    expect(tick().checked).toBe(false);
  });
});
