// One page of a vehicle's related records (its work orders, its odometer readings), kept live.
//
// The vehicle page shows several such lists; each reads one small page (an index on `vehicle`
// makes that cheap, with its total for the pager) and listens only to its own vehicle's records
// (a realtime `filter`), so a busy workshop's other work sends this page nothing. A burst of
// events (a status change that also writes a reading) makes one quiet reload: the rows stay on
// screen meanwhile, and a failed reload keeps them and says so.

import { useCallback, useEffect, useState } from "react";
import type { ListResult, RecordModel } from "pocketbase";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";

export interface VehicleRecordsQuery {
  readonly collection: string;
  /** The field holding the id `vehicle` names ("vehicle" unless told: the history's "work_order"). */
  readonly field?: string;
  readonly vehicle: string;
  /** More conditions after `vehicle = …`, e.g. `status = "done"`; "" for none. */
  readonly where: string;
  readonly sort: string;
  readonly page: number;
  readonly perPage: number;
  readonly expand?: string;
  /** Names this list's requests, so a newer load replaces an older one (null: a read of its own). */
  readonly requestKey: string | null;
}

export interface VehicleRecords<T> {
  /** null until the first page arrives. */
  readonly items: readonly T[] | null;
  readonly totalItems: number;
  readonly totalPages: number;
  /** Why the last load failed; the rows shown (if any) are from before it. */
  readonly failure: string | null;
  readonly reload: () => void;
}

interface Loaded<T> {
  readonly key: string;
  readonly items: readonly T[];
  readonly totalItems: number;
  readonly totalPages: number;
}

function ofVehicleFilter(field: string, vehicle: string): string {
  return pb.filter(`${field} = {:vehicle}`, { vehicle });
}

/** The records of the vehicle (or work order) that meet `where` as well. */
function recordsFilter(field: string, vehicle: string, where: string): string {
  const ofVehicle = ofVehicleFilter(field, vehicle);
  return where ? `${ofVehicle} && (${where})` : ofVehicle;
}

/** The page a list reads (also read ahead for the device: my-work/keep-on-device.ts). */
export function readVehicleRecords<T extends RecordModel>(query: VehicleRecordsQuery): Promise<ListResult<T>> {
  const { collection, field = "vehicle", vehicle, where, sort, page, perPage, expand, requestKey } = query;
  const filter = recordsFilter(field, vehicle, where);
  return pb.collection(collection).getList<T>(page, perPage, { filter, sort, expand, requestKey });
}

export function useVehicleRecords<T extends RecordModel>(query: VehicleRecordsQuery): VehicleRecords<T> {
  const { collection, field = "vehicle", vehicle, where, sort, page, perPage, expand, requestKey } = query;
  const ofVehicle = ofVehicleFilter(field, vehicle);
  const filter = recordsFilter(field, vehicle, where);
  const key = JSON.stringify([filter, sort, page, perPage, expand]);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const result = await readVehicleRecords<T>({ collection, field, vehicle, where, sort, page, perPage, expand, requestKey });
      setLoaded({ key, items: result.items, totalItems: result.totalItems, totalPages: result.totalPages });
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [collection, field, vehicle, where, sort, page, perPage, expand, requestKey, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS);
  useRecordEvents(collection, refresh, { query: { filter: ofVehicle, fields: "id" }, onResync: refresh });

  // Another page's rows are not this page's: show the loading state rather than them.
  const current = loaded?.key === key ? loaded : null;
  return {
    items: current?.items ?? null,
    totalItems: current?.totalItems ?? 0,
    totalPages: current?.totalPages ?? 0,
    failure,
    reload: () => void load(),
  };
}
