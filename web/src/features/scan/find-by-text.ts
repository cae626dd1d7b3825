// Typing instead of scanning (docs/product.md "Phone and offline"): a work order number ("WO-12", "12"), a plate
// ("AB-123", "ab 123") or a part's number or barcode ("OF-12", a scanner's "4006633145211") finds the record it
// names, in one request each, all at once.

import { COLLECTIONS, type Part, type Vehicle, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { partNumberKey, plateKey } from "@shared/validation";
import { formatWorkOrderNumber, parseWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";

export interface Found {
  readonly path: string;
  /** What the person reads: "WO-12 · Brake service" or "AB 123 · Ford Transit". */
  readonly label: string;
}

/** Everything the text names: none, one (open it) or, for "123", a work order, a vehicle and a part. */
export async function findByText(text: string): Promise<Found[]> {
  const number = parseWorkOrderNumber(text);
  const key = plateKey(text);
  const partKey = partNumberKey(text);
  const [workOrders, vehicles, parts] = await Promise.all([
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
    // One part's number may be another's barcode: both are offered then.
    partKey === ""
      ? []
      : pb
          .collection(COLLECTIONS.parts)
          .getList<Part>(1, 2, { filter: pb.filter("number_key = {:key} || barcode = {:text}", { key: partKey, text }), fields: "id,number,name", skipTotal: true, requestKey: "scan-part" })
          .then((page) => page.items),
  ]);
  return [
    ...workOrders.map((order) => ({ path: pathTo("work-order", { id: order.id }), label: `${formatWorkOrderNumber(order.number)} · ${order.title}` })),
    ...vehicles.map((vehicle) => ({ path: pathTo("vehicle", { id: vehicle.id }), label: `${vehicle.plate} · ${vehicle.make} ${vehicle.model}` })),
    ...parts.map((part) => ({ path: pathTo("part", { id: part.id }), label: `${part.number} · ${part.name}` })),
  ];
}
