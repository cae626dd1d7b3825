// Answers of an inspection as they are given: each one is a change of its own through the app's
// outbox (writes.ts → web/src/lib/offline/outbox.ts), line by line ({"3": {...}}), kept on the
// device first and sent in order, so a dropped connection or a closed tab loses nothing. The
// lines show the stored answers with those still waiting on the device laid over them, and
// those the server refused are said, with its reason.

import { useState } from "react";
import { COLLECTIONS, type Inspection, type InspectionResult } from "@shared/records";
import { applyAnswers, isError, type AnswersPatch, type InspectionAnswer } from "@shared/validation";
import { failureMessage } from "../../lib/api-errors";
import { translate } from "../../lib/i18n";
import { scopeOf, useDeviceChanges } from "../../lib/offline/pending";
import { send } from "./writes";

export interface Answers {
  /** The lines as stored with the answers not yet confirmed applied. */
  readonly lines: readonly InspectionResult[];
  /** How many answers wait on the device to be sent (0 when the server has them all). */
  readonly waiting: number;
  /** Why the server refused an answer, or null. */
  readonly failure: string | null;
  answer(index: number, answer: InspectionAnswer): void;
}

/** The answers a change of this inspection carries, or null for another kind of change. */
function answersOf(body: Readonly<Record<string, unknown>>): AnswersPatch | null {
  const results = body.results;
  return results !== null && typeof results === "object" && !Array.isArray(results) ? (results as AnswersPatch) : null;
}

export function useAnswers(inspection: Inspection, onSaved: (saved: Inspection) => void): Answers {
  const id = inspection.id;
  const scope = scopeOf(COLLECTIONS.inspections, id);
  const changes = useDeviceChanges(scope).filter((change) => change.collection === COLLECTIONS.inspections && change.recordId === id);
  // Given here and not yet in the outbox's list (it is kept first, then listed): shown at once.
  const [given, setGiven] = useState<readonly AnswersPatch[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = (index: number, value: InspectionAnswer) => {
    const patch: AnswersPatch = { [String(index)]: value };
    setGiven((list) => [...list, patch]);
    setFailure(null);
    const line = inspection.results[index];
    send<Inspection>({ collection: COLLECTIONS.inspections, id, action: "update", body: { results: patch }, label: translate("inspections", "run.answerChange", { title: inspection.title, label: line?.label ?? index + 1 }), scope })
      .then((saved) => saved && onSaved(saved))
      .catch((error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setGiven((list) => list.filter((item) => item !== patch)));
  };

  let lines: readonly InspectionResult[] = inspection.results;
  const waiting = changes.filter((change) => change.state === "waiting");
  for (const patch of [...waiting.map((change) => answersOf(change.body)), ...given]) {
    if (patch === null) continue;
    const applied = applyAnswers(lines, patch);
    if (!isError(applied)) lines = applied;
  }
  const refused = changes.find((change) => change.state === "refused");
  return {
    lines,
    waiting: waiting.length,
    failure: failure ?? (refused?.refusal ? translate("inspections", "run.answerRefused", { message: refused.refusal.message }) : null),
    answer,
  };
}
