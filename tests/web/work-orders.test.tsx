// The pure parts of the work-order screens: where a card shows while its move is on the way,
// what each status button says, how an item's unit follows its kind and what its line costs
// as typed, how due dates read, and the QR code's drawing (jsdom, no server).
import { describe, expect, it } from "vitest";
import type { WorkOrder, WorkOrderStatus } from "@shared/records";
import { WORK_ORDER_TRANSITIONS } from "@shared/work-orders/transitions";
import { withMoves, type BoardColumns } from "../../web/src/features/work-orders/use-work-order-board";
import { moveLabel } from "../../web/src/features/work-orders/move-label";
import { EMPTY_ITEM, typedLineCents, validateItem, withKind } from "../../web/src/features/work-orders/item-values";
import { dueNote, formatDue } from "../../web/src/features/work-orders/work-order-format";
import { workOrderListPath, newWorkOrderPath } from "../../web/src/features/work-orders/work-order-links";
import { speak } from "../../web/src/lib/i18n";
import { qrPath } from "../../web/src/ui/qr-code";

function workOrder(id: string, status: WorkOrderStatus): WorkOrder {
  return { id, status, number: Number(id.replace(/\D/g, "")) } as WorkOrder;
}

function columns(entries: Partial<Record<WorkOrderStatus, WorkOrder[]>>): BoardColumns {
  const all = ["open", "in_progress", "waiting_parts", "done", "cancelled"] as const;
  return Object.fromEntries(all.map((status) => [status, { items: entries[status] ?? [], total: (entries[status] ?? []).length }])) as unknown as BoardColumns;
}

const ids = (board: BoardColumns, status: WorkOrderStatus) => board[status].items.map((item) => item.id);

describe("a card moved on the board", () => {
  const board = columns({ open: [workOrder("wo1", "open"), workOrder("wo2", "open")], in_progress: [workOrder("wo3", "in_progress")] });

  it("shows in its new column at once, on top, with its new status and the counts moved along", () => {
    const moved = withMoves(board, new Map([["wo2", "in_progress" as const]]));
    expect(ids(moved, "open")).toEqual(["wo1"]);
    expect(ids(moved, "in_progress")).toEqual(["wo2", "wo3"]);
    expect(moved.in_progress.items[0]!.status).toBe("in_progress");
    expect([moved.open.total, moved.in_progress.total]).toEqual([1, 2]);
  });

  it("leaves the board when cancelled, and everything stays put without moves", () => {
    expect(ids(withMoves(board, new Map([["wo1", "cancelled" as const]])), "open")).toEqual(["wo2"]);
    expect(withMoves(board, new Map())).toBe(board);
  });
});

describe("the status buttons", () => {
  it("name every allowed step the way staff say it", () => {
    const labels = Object.entries(WORK_ORDER_TRANSITIONS).map(([from, tos]) => [from, tos.map((to) => moveLabel(from as WorkOrderStatus, to))]);
    expect(Object.fromEntries(labels)).toEqual({
      open: ["Start", "Cancel"],
      in_progress: ["Wait for parts", "Done", "Back to open", "Cancel"],
      waiting_parts: ["Resume", "Cancel"],
      done: ["Reopen"],
      cancelled: ["Reopen"],
    });
  });
});

describe("an item as typed", () => {
  it("takes hours for labour and pieces for parts, unless someone chose a unit", () => {
    expect(withKind(EMPTY_ITEM, "labour").unit).toBe("h");
    expect(withKind(withKind(EMPTY_ITEM, "labour"), "part").unit).toBe("pcs");
    expect(withKind({ ...EMPTY_ITEM, unit: "l" }, "labour").unit).toBe("l");
  });

  it("costs quantity × unit cost in exact cents, nothing while an amount is no amount yet", () => {
    expect(typedLineCents({ ...EMPTY_ITEM, quantity: "3", unit_cost: "0.10" })).toBe(30);
    expect(typedLineCents({ ...EMPTY_ITEM, quantity: "1.5", unit_cost: "60" })).toBe(9000);
    expect(typedLineCents({ ...EMPTY_ITEM, quantity: "", unit_cost: "" })).toBe(0);
    expect(typedLineCents({ ...EMPTY_ITEM, quantity: "two", unit_cost: "5" })).toBeNull();
  });

  it("is checked by the shared rules, each message at its field", () => {
    const errors = validateItem({ ...EMPTY_ITEM, description: "", quantity: "0", unit_cost: "1.234" });
    expect(Object.keys(errors).filter((field) => errors[field as keyof typeof errors])).toEqual(["description", "quantity", "unit_cost"]);
  });
});

describe("due dates", () => {
  const now = new Date("2026-11-23T10:00:00Z");

  it("read as days, overdue only for unfinished work due before today", () => {
    expect(formatDue("2026-11-30 00:00:00.000Z")).toBe("30 Nov 2026");
    expect(dueNote({ status: "open", due: "2026-11-22 00:00:00.000Z" }, now)).toEqual({ text: "Overdue since 22 Nov 2026", overdue: true });
    expect(dueNote({ status: "open", due: "2026-11-23 00:00:00.000Z" }, now)).toEqual({ text: "Due 23 Nov 2026", overdue: false });
    expect(dueNote({ status: "done", due: "2026-11-01 00:00:00.000Z" }, now)?.overdue).toBe(false);
    expect(dueNote({ status: "open", due: "" }, now)).toBeNull();
  });

  it("read in German with the German day, and the buttons with them", () => {
    speak("de");
    try {
      expect(formatDue("2026-11-30 00:00:00.000Z")).toBe("30. Nov. 2026");
      expect(dueNote({ status: "open", due: "2026-11-22 00:00:00.000Z" }, now)?.text).toBe("Überfällig seit 22. Nov. 2026");
      expect(dueNote({ status: "open", due: "2026-11-23 00:00:00.000Z" }, now)?.text).toBe("Fällig am 23. Nov. 2026");
      expect([moveLabel("open", "in_progress"), moveLabel("in_progress", "waiting_parts"), moveLabel("done", "in_progress")]).toEqual(["Starten", "Auf Teile warten", "Wieder öffnen"]);
    } finally {
      speak("en");
    }
  });
});

describe("links", () => {
  it("keep the board's query in the URL, defaults left out", () => {
    expect(workOrderListPath()).toBe("/workshop/work-orders");
    expect(workOrderListPath({ view: "list", q: "ab 12", assignee: "me", page: 2 })).toBe("/workshop/work-orders?view=list&q=ab+12&assignee=me&page=2");
    expect(newWorkOrderPath("abcdefghij12345")).toBe("/workshop/work-orders/new?vehicle=abcdefghij12345");
  });
});

describe("the QR code's drawing", () => {
  it("draws one unit square per dark module, inside the quiet zone", () => {
    const dark = new Set(["0,0", "2,1"]);
    expect(qrPath(3, (x, y) => dark.has(`${x},${y}`))).toBe("M4 4h1v1h-1zM6 5h1v1h-1z");
  });
});
