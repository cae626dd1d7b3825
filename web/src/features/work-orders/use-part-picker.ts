// The item editor's part picker: the part number field takes typing or a scanner (which types the
// barcode and presses Enter). An exact number (case and spaces aside) or barcode names the stock
// part, whose name, unit and unit cost fill what is still empty, and the line issues from stock;
// anything else stays a free-text part. While typing, a few matching parts are offered.

import { useEffect, useRef, useState } from "react";
import type { Part } from "@shared/records";
import { centsText, toCents } from "@shared/work-orders/money";
import { useDebouncedCallback } from "../../lib/timing";
import type { useForm } from "../../lib/use-form";
import { findPartExactly, suggestParts } from "../parts";
import type { ItemFormField } from "./item-values";

const SUGGESTIONS = 8;
const TYPING_PAUSE_MS = 250;

export type PickedPart = Pick<Part, "id" | "number" | "name" | "unit" | "unit_cost" | "on_hand" | "location">;

export interface PartPicker {
  /** The stock part the number names, null when none (yet), undefined before any lookup. */
  readonly match: PickedPart | null | undefined;
  readonly suggestions: readonly PickedPart[];
  /** Looks up what is typed now (on Enter and on leaving the field). */
  readonly pick: () => void;
  /** Forgets the last part (the add row starts again empty). */
  readonly clear: () => void;
  /** The number field changed. */
  readonly typed: (text: string) => void;
}

export function usePartPicker(form: ReturnType<typeof useForm<ItemFormField>>): PartPicker {
  const [match, setMatch] = useState<PickedPart | null | undefined>(undefined);
  const [suggestions, setSuggestions] = useState<readonly PickedPart[]>([]);
  const latest = useRef({ values: form.values, asked: 0 });
  latest.current.values = form.values;

  const apply = (part: PickedPart | null) => {
    setMatch(part);
    form.setValue("part", part?.id ?? "");
    if (!part) return;
    const values = latest.current.values;
    form.setValue("part_number", part.number);
    form.setValue("unit", part.unit);
    if (values.description.trim() === "") form.setValue("description", part.name);
    if (values.unit_cost.trim() === "") form.setValue("unit_cost", centsText(toCents(part.unit_cost)));
  };

  const lookUp = async (text: string) => {
    const asked = ++latest.current.asked;
    if (latest.current.values.kind !== "part" || text.trim() === "") {
      apply(null);
      setMatch(undefined);
      return;
    }
    try {
      const part = await findPartExactly(text);
      if (asked === latest.current.asked) apply(part);
    } catch {
      // Offline or refused: the line stays free text; saving says what is wrong.
    }
  };
  const lookUpSoon = useDebouncedCallback((text: string) => void lookUp(text), TYPING_PAUSE_MS);
  const suggestSoon = useDebouncedCallback((text: string) => {
    suggestParts(text, SUGGESTIONS).then(setSuggestions, () => setSuggestions([]));
  }, TYPING_PAUSE_MS);
  useEffect(() => () => void (latest.current.asked = -1), []);

  return {
    match,
    suggestions,
    pick: () => {
      lookUpSoon(latest.current.values.part_number);
      lookUpSoon.flush();
    },
    clear: () => {
      latest.current.asked++;
      setMatch(undefined);
      setSuggestions([]);
    },
    typed: (text: string) => {
      // A changed number names no part until it is looked up.
      if (latest.current.values.part !== "") form.setValue("part", "");
      setMatch(undefined);
      if (latest.current.values.kind !== "part") return;
      lookUpSoon(text);
      suggestSoon(text);
    },
  };
}
