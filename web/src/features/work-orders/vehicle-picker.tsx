// The vehicle of a new work order, picked by typing part of its plate: an ARIA 1.2 combobox
// (a text box that controls a list box). Typing searches the vehicles as the vehicle list's search
// does, by the same rule (shared/search/) through its trigram index (shared/vehicle-search.ts):
// every word in the plate (spaces and dashes do not matter: "ab 12" finds "AB-123"), VIN, make or
// model, in any order ("leaf nissan"); after a short pause. Arrow keys move through the matches,
// Enter or a click picks one, Escape closes the list.

import { useEffect, useId, useRef, useState } from "react";
import type { Vehicle } from "@shared/records";
import { DEFAULT_VEHICLE_LIST_QUERY } from "@shared/vehicle-list";
import { vehicleSearchPath } from "@shared/vehicle-search";
import { searchTextError, searchWords, typedSearchText } from "@shared/search/words";
import { pb } from "../../lib/api-client";
import { useTranslation } from "../../lib/i18n";
import { useDebouncedCallback } from "../../lib/timing";

export type PickedVehicle = Pick<Vehicle, "id" | "plate" | "make" | "model" | "status" | "odometer">;

export const PICKED_VEHICLE_FIELDS = "id,plate,make,model,status,odometer";
const MATCHES = 8;
const SEARCH_PAUSE_MS = 200;

function describe(vehicle: PickedVehicle): string {
  return `${vehicle.plate} · ${vehicle.make} ${vehicle.model}`;
}

export function VehiclePicker({ vehicle, onPick, error, disabled = false }: {
  vehicle: PickedVehicle | null;
  onPick: (vehicle: PickedVehicle | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const { t } = useTranslation("work-orders");
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(vehicle ? describe(vehicle) : "");
  const [matches, setMatches] = useState<PickedVehicle[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const picked = useRef(vehicle);

  // A vehicle chosen from outside (`?vehicle=`) shows in the box.
  useEffect(() => {
    if (vehicle && vehicle.id !== picked.current?.id) setText(describe(vehicle));
    picked.current = vehicle;
  }, [vehicle]);

  const search = useDebouncedCallback(async (typed: string) => {
    if (searchTextError(typed) !== null || searchWords(typed).length === 0) {
      setMatches(null);
      return;
    }
    try {
      const query = { ...DEFAULT_VEHICLE_LIST_QUERY, q: typed.trim(), sort: "plate" as const, descending: false };
      const result = await pb.send<{ items: PickedVehicle[] }>(vehicleSearchPath(query, { perPage: MATCHES, skipTotal: true }), {
        requestKey: "vehicle-picker",
      });
      setFailed(false);
      setMatches(result.items);
      setActive(result.items.length > 0 ? 0 : -1);
    } catch (caught) {
      if ((caught as { isAbort?: boolean }).isAbort) return;
      setFailed(true);
      setMatches([]);
    }
  }, SEARCH_PAUSE_MS);

  const choose = (match: PickedVehicle) => {
    picked.current = match;
    setText(describe(match));
    setOpen(false);
    setMatches(null);
    onPick(match);
  };

  const problem = searchTextError(text);
  const shown = open && matches !== null;
  const options = matches ?? [];
  return (
    <div className="field vehicle-picker">
      <label htmlFor={id}>{t("fields.vehicle")}</label>
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        disabled={disabled}
        placeholder={t("picker.placeholder")}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error || problem ? true : undefined}
        aria-describedby={[hintId, error || problem ? errorId : ""].filter(Boolean).join(" ")}
        value={text}
        onChange={(event) => {
          const typed = typedSearchText(event.target.value);
          setText(typed);
          setOpen(true);
          if (picked.current) {
            picked.current = null;
            onPick(null);
          }
          search(typed);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            if (options.length === 0) return;
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (current + step + options.length) % options.length);
          } else if (event.key === "Enter" && shown) {
            event.preventDefault();
            search.flush();
            const match = options[active];
            if (match) choose(match);
          } else if (event.key === "Escape" && shown) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t("picker.matches")} className="combobox-list" hidden={!shown}>
        {options.map((match, index) => (
          <li
            key={match.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox-option"
            // mousedown, not click: the box's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(match);
            }}
          >
            <span className="plate">{match.plate}</span> {match.make} {match.model}
          </li>
        ))}
        {options.length === 0 && (
          <li className="muted" role="presentation">
            {failed ? t("picker.failed") : t("picker.noMatch")}
          </li>
        )}
      </ul>
      <span id={hintId} className="field-hint">
        {vehicle ? t("picker.again") : t("picker.hint")}
      </span>
      {(error || problem) && (
        <span id={errorId} className="field-error">
          {problem ? problem.message : error}
        </span>
      )}
    </div>
  );
}
