// Links into the vehicle list (its URL format is shared/vehicle-list.ts), e.g.
// `/workshop/vehicles?status=in_service` or `?category=<id>`.

import { pathTo } from "@shared/routes";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListParams, type VehicleListQuery } from "@shared/vehicle-list";

export function vehicleListHref(filters: Partial<VehicleListQuery>): string {
  const params = vehicleListParams({ ...DEFAULT_VEHICLE_LIST_QUERY, ...filters });
  const search = new URLSearchParams(params).toString();
  return search === "" ? pathTo("vehicles") : `${pathTo("vehicles")}?${search}`;
}
