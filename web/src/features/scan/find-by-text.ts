// Typing instead of scanning (docs/product.md "Phone and offline"): a work order number ("WO-12", "12") or a plate
// ("AB-123", "ab 123") finds the record it names, in one request each, both at once.

import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { plateKey } from "@shared/validation";
import { formatWorkOrderNumber, parseWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";

export interface Found {
  readonly path: string;
  /** What the person reads: "WO-12 · Brake service" or "AB 123 · Ford Transit". */
  readonly label: string;
}

/** Everything the text names: none, one (open it) or, for "123", a work order and a vehicle. */
export async function findByText(text: string): Promise<Found[]> {
  const number = parseWorkOrderNumber(text);
  const key = plateKey(text);
  const [workOrders, vehicles] = await Promise.all([
    number === null
      ? []
      : pb
          .collection(COLLECTIONS.workOrders)
          .getList<WorkOrder>(1, 1, { filter: pb.filter("number = {:number}", { number }), fields: "id,number,title", skipTotal: true, requestKey: "scan-work-order" })
          .then((page) => page.items),
    key === ""
      ? []
      : pb
          .collection(COLLECTIONS.vehicles)
          .getList<Vehicle>(1, 2, { filter: pb.filter("plate_key = {:key}", { key }), fields: "id,plate,make,model", skipTotal: true, requestKey: "scan-vehicle" })
          .then((page) => page.items),
  ]);
  return [
    ...workOrders.map((order) => ({ path: pathTo("work-order", { id: order.id }), label: `${formatWorkOrderNumber(order.number)} · ${order.title}` })),
    ...vehicles.map((vehicle) => ({ path: pathTo("vehicle", { id: vehicle.id }), label: `${vehicle.plate} · ${vehicle.make} ${vehicle.model}` })),
  ];
}
