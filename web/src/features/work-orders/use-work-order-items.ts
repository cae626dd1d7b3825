// The items of one work order, kept live (a colleague's added part appears; our own changes
// come back as events too, and reloading is the one way the list changes, so it never drifts).
// Changes made on this device that wait to be sent are laid over the list, marked as waiting.

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type WorkOrderItem } from "@shared/records";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { outbox } from "../../lib/offline/changes";
import { useDeviceChanges, withArrivedRecords, withPendingRecords, type WithPending } from "../../lib/offline/pending";
import type { Change } from "../../lib/offline/outbox";
import { itemShape, localItem, workOrderScope } from "./work-order-changes";
import { WORK_ORDER_PAGE_QUERY, workOrderItemRecords, workOrderRecords } from "./work-order-values";

export interface WorkOrderItems {
  readonly items: readonly WithPending<WorkOrderItem>[] | null;
  readonly failure: string | null;
  readonly reload: () => void;
}

/** The items of one work order, oldest first: the list's read (also kept on the device ahead: my-work/keep-on-device.ts). */
export function readWorkOrderItems(workOrderId: string, requestKey: string | null): Promise<WorkOrderItem[]> {
  return workOrderItemRecords().getFullList<WorkOrderItem>({
    batch: FULL_LIST_BATCH,
    filter: pb.filter("work_order = {:id}", { id: workOrderId }),
    sort: "created,id",
    requestKey,
  });
}

/** The work order as its page reads it, and its items: for keeping them on the device ahead (My work). */
export function readWorkOrderAndItems(workOrderId: string): Promise<unknown> {
  return Promise.all([workOrderRecords().getOne(workOrderId, { ...WORK_ORDER_PAGE_QUERY, requestKey: null }), readWorkOrderItems(workOrderId, null)]);
}

export function useWorkOrderItems(workOrderId: string): WorkOrderItems {
  const [items, setItems] = useState<readonly WorkOrderItem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // This device's changes that reached the server since the list was read: laid over it until a
  // read that started after them comes back. A change leaves the device's waiting ones as it
  // arrives, and the read that shows it comes a moment later (on a slow network, seconds): without
  // them, a task just ticked showed unticked in between.
  const [arrived, setArrived] = useState<readonly Change[]>([]);
  const arrivedNow = useRef(arrived);
  arrivedNow.current = arrived;
  const load = useCallback(async () => {
    const before = arrivedNow.current;
    try {
      const list = await readWorkOrderItems(workOrderId, `work-order-items-${workOrderId}`);
      setItems(list);
      setArrived((current) => current.filter((change) => !before.includes(change)));
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [workOrderId]);
  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS / 4);
  useRecordEvents<WorkOrderItem>(
    COLLECTIONS.workOrderItems,
    (event) => {
      if (event.record.work_order === workOrderId) refresh();
    },
    { query: { fields: "id,work_order" }, onResync: refresh },
  );
  const scope = workOrderScope(workOrderId);
  const changes = useDeviceChanges(scope);
  // A change of this work order that reached the server: read the list as it now is.
  useEffect(
    () =>
      outbox.onArrival((change) => {
        if (change.scope !== scope) return;
        setArrived((current) => [...current, change]);
        refresh();
      }),
    [scope, refresh],
  );
  const shown = useMemo(() => {
    if (items === null) return null;
    const belongs = (body: Readonly<Record<string, unknown>>) => body.work_order === workOrderId;
    const read = withArrivedRecords(items, arrived, COLLECTIONS.workOrderItems, belongs, localItem, itemShape);
    return withPendingRecords(read, changes, COLLECTIONS.workOrderItems, belongs, localItem, itemShape);
  }, [items, arrived, changes, workOrderId]);
  return { items: shown, failure, reload: () => void load() };
}
