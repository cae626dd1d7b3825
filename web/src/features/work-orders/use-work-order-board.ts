// The board's columns for a query, kept live. Each column is one request (its status, the
// query's search and filters; Done: the last 14 days), read in parallel with the fields a card
// shows. Colleagues' changes refresh every column quietly after a short pause that gathers bursts.
// With search text, the columns come from the trigram-indexed search (shared/work-order-search.ts).

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { COLLECTIONS, type WorkOrder, type WorkOrderStatus } from "@shared/records";
import {
  BOARD_COLUMNS,
  boardColumnFilter,
  boardColumnSort,
  WORK_ORDER_LIST_FIELDS,
  type WorkOrderListContext,
  type WorkOrderListQuery,
} from "@shared/work-order-list";
import { workOrderSearchPath } from "@shared/work-order-search";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { workOrderRecords } from "./work-order-values";

/** Cards a column shows; the list view has the rest. */
export const BOARD_COLUMN_SIZE = 50;

export interface BoardColumn {
  readonly items: readonly WorkOrder[];
  readonly total: number;
}

export type BoardColumns = Readonly<Record<WorkOrderStatus, BoardColumn>>;

export interface WorkOrderBoard {
  /** Null until the first load of every column. */
  readonly columns: BoardColumns | null;
  readonly loading: boolean;
  readonly failure: string | null;
  readonly retry: () => void;
  /** Shows a card in another column at once. */
  readonly place: (id: string, status: WorkOrderStatus) => void;
  /** The server took the move: the card stays placed until a load made after this shows it. */
  readonly settle: (id: string) => void;
  readonly reload: () => void;
}

async function loadColumn(query: WorkOrderListQuery, status: WorkOrderStatus, context: WorkOrderListContext): Promise<BoardColumn> {
  if (query.q !== "") {
    // A search goes to the trigram-indexed endpoint, which answers in the records API's shape.
    const path = workOrderSearchPath(query, { column: status, perPage: BOARD_COLUMN_SIZE, skipTotal: false });
    const result = await pb.send<{ items: WorkOrder[]; totalItems: number }>(path, { requestKey: `work-order-board-${status}` });
    return { items: result.items, total: result.totalItems };
  }
  const { filter, params } = boardColumnFilter(query, status, context);
  const result = await workOrderRecords().getList<WorkOrder>(1, BOARD_COLUMN_SIZE, {
    filter: filter === "" ? "" : pb.filter(filter, params),
    sort: boardColumnSort(status),
    fields: WORK_ORDER_LIST_FIELDS,
    requestKey: `work-order-board-${status}`,
  });
  return { items: result.items, total: result.totalItems };
}

/** Moves the cards placed elsewhere (`moved`) to the columns they were placed in. */
export function withMoves(columns: BoardColumns, moved: ReadonlyMap<string, WorkOrderStatus>): BoardColumns {
  if (moved.size === 0) return columns;
  const all = Object.values(columns).flatMap((column) => column.items);
  const result = {} as Record<WorkOrderStatus, BoardColumn>;
  for (const [status, column] of Object.entries(columns) as [WorkOrderStatus, BoardColumn][]) {
    const leaving = column.items.filter((item) => moved.has(item.id) && moved.get(item.id) !== status).length;
    const arriving = all.filter((item) => moved.get(item.id) === status && item.status !== status).map((item) => ({ ...item, status }));
    const staying = column.items.filter((item) => !moved.has(item.id) || moved.get(item.id) === status);
    result[status] = { items: [...arriving, ...staying], total: column.total - leaving + arriving.length };
  }
  return result;
}

/**
 * A card placed in another column: while its request is on the way (`settledBy` null), and after,
 * until a load that started after the answer (one that began before may show the old column).
 */
interface Placement {
  readonly status: WorkOrderStatus;
  readonly settledBy: number | null;
}

export function useWorkOrderBoard(query: WorkOrderListQuery, me: string): WorkOrderBoard {
  const [columns, setColumns] = useState<BoardColumns | null>(null);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [placed, setPlaced] = useState<ReadonlyMap<string, Placement>>(new Map());
  const generation = useRef(0);
  const key = JSON.stringify({ ...query, view: "board", page: 1, sort: "", descending: false });

  const load = useCallback(
    async (quiet: boolean) => {
      const mine = ++generation.current;
      if (!quiet) setLoading(true);
      const current: WorkOrderListQuery = JSON.parse(key);
      const context = { me, now: new Date() };
      try {
        const loaded = await Promise.all(BOARD_COLUMNS.map((status) => loadColumn(current, status, context)));
        if (mine !== generation.current) return;
        const next = { cancelled: { items: [], total: 0 } } as unknown as Record<WorkOrderStatus, BoardColumn>;
        BOARD_COLUMNS.forEach((status, index) => (next[status] = loaded[index]!));
        setColumns(next);
        setPlaced((previous) => new Map([...previous].filter(([, placement]) => placement.settledBy === null || placement.settledBy > mine)));
        setFailure(null);
        setLoading(false);
      } catch (error) {
        const message = failureMessage(error);
        if (message === null || mine !== generation.current) return;
        setFailure(message);
        setLoading(false);
      }
    },
    [key, me],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const refresh = useDebouncedCallback(() => void load(true), LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.workOrders, refresh, { query: { fields: "id" }, onResync: refresh });

  const place = useCallback((id: string, status: WorkOrderStatus) => {
    setPlaced((previous) => new Map(previous).set(id, { status, settledBy: null }));
  }, []);
  const settle = useCallback((id: string) => {
    // Loads numbered above the current one start after this answer.
    const after = generation.current + 1;
    setPlaced((previous) => {
      const placement = previous.get(id);
      return placement ? new Map(previous).set(id, { ...placement, settledBy: after }) : previous;
    });
  }, []);
  const moved = useMemo(() => new Map([...placed].map(([id, placement]) => [id, placement.status])), [placed]);

  return {
    columns: columns && withMoves(columns, moved),
    settle,
    loading,
    failure,
    retry: () => void load(false),
    place,
    reload: () => void load(true),
  };
}
