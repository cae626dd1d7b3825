// The checklists staff can choose from, read once per screen (there are a few dozen at most), the
// ones of a vehicle's category first.

import { useEffect, useState } from "react";
import { COLLECTIONS, type InspectionTemplate } from "@shared/records";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";

export function useTemplates(): { templates: InspectionTemplate[] | null; failure: string | null; reload: () => void } {
  const [templates, setTemplates] = useState<InspectionTemplate[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    pb.collection(COLLECTIONS.inspectionTemplates)
      .getFullList<InspectionTemplate>({ batch: 500, sort: "name", requestKey: "inspection-templates" })
      .then((list) => {
        setTemplates(list);
        setFailure(null);
      })
      .catch((error: unknown) => {
        const message = failureMessage(error);
        if (message !== null) setFailure(message);
      });
  }, [round]);
  return { templates, failure, reload: () => setRound((n) => n + 1) };
}

/** The category's checklists first, then the general ones, then the other categories'. */
export function rankedFor(templates: readonly InspectionTemplate[], category: string): InspectionTemplate[] {
  const rank = (template: InspectionTemplate) => (template.category === category && category !== "" ? 0 : template.category === "" ? 1 : 2);
  return templates.slice().sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
