import { useState } from "react";
import { PHOTO_THUMBS } from "@shared/validation";
import type { Vehicle } from "@shared/records";
import { pb } from "../../lib/api-client";
import { Icon } from "../../ui/icons";
import { useTranslation } from "../../lib/i18n";

type PhotoOf = Pick<Vehicle, "id" | "collectionId" | "collectionName" | "photo" | "plate">;

/**
 * A vehicle's photo as a thumbnail (`list`: 100×100 for the table, `detail`: 480 wide), through
 * the file token protected files need; a placeholder when there is none or it cannot load.
 */
export function VehiclePhoto({ vehicle, token, size }: { vehicle: PhotoOf; token: string; size: keyof typeof PHOTO_THUMBS }) {
  const [broken, setBroken] = useState("");
  const { t } = useTranslation("vehicles");
  const url = vehicle.photo && token ? pb.files.getURL(vehicle, vehicle.photo, { thumb: PHOTO_THUMBS[size], token }) : "";
  const className = `vehicle-photo vehicle-photo-${size}`;
  if (!url || broken === url) {
    return (
      <span className={`${className} vehicle-photo-none`}>
        <Icon name="vehicle" size={size === "list" ? 20 : 48} />
      </span>
    );
  }
  // In the list the plate beside it says which vehicle it is; on the detail page it is content.
  return (
    <img
      className={className}
      src={url}
      alt={size === "list" ? "" : t("photo.alt", { plate: vehicle.plate })}
      loading="lazy"
      onError={() => setBroken(url)}
    />
  );
}
