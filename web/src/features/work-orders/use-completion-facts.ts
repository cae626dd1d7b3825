// What "Mark done" needs to know when its dialog opens, read fresh (the board's cards carry
// neither): the vehicle's odometer now, offered as the reading, and the work order's tasks that
// are not ticked yet, which the dialog warns about (the person may still go on).

import { useEffect, useState } from "react";
import { FULL_LIST_BATCH } from "@shared/constants";
import { COLLECTIONS, type Vehicle, type WorkOrderItem } from "@shared/records";
import { pb } from "../../lib/api-client";

export interface CompletionFacts {
  /** The vehicle's odometer (km), 0 when not recorded. */
  readonly vehicleKm: number;
  /** The descriptions of the tasks not ticked, in the order they were added. */
  readonly openTasks: readonly string[];
}

/** The facts for the work order being completed; null while they load (or without one). */
export function useCompletionFacts(workOrder: { id: string; vehicle: string } | null): CompletionFacts | null {
  const [facts, setFacts] = useState<CompletionFacts | null>(null);
  const id = workOrder?.id ?? "";
  const vehicle = workOrder?.vehicle ?? "";
  useEffect(() => {
    setFacts(null);
    if (id === "") return;
    let current = true;
    const km = pb
      .collection(COLLECTIONS.vehicles)
      .getOne<Pick<Vehicle, "odometer">>(vehicle, { fields: "odometer", requestKey: null })
      .then((found) => found.odometer)
      .catch(() => 0);
    const tasks = pb
      .collection(COLLECTIONS.workOrderItems)
      .getFullList<Pick<WorkOrderItem, "description">>({
        filter: pb.filter('work_order = {:id} && kind = "task" && done = false', { id }),
        sort: "created,id",
        fields: "description",
        batch: FULL_LIST_BATCH,
        requestKey: null,
      })
      .then((items) => items.map((item) => item.description))
      // Unknown is no warning: the server takes the move either way.
      .catch(() => []);
    void Promise.all([km, tasks]).then(([vehicleKm, openTasks]) => {
      if (current) setFacts({ vehicleKm, openTasks });
    });
    return () => {
      current = false;
    };
  }, [id, vehicle]);
  return facts;
}
