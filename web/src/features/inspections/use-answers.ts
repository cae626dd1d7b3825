// Answers of an inspection as they are given: each one is kept on the phone (localStorage) the
// moment it is given and sent at once, line by line ({"3": {...}}), so that a dropped
// connection or a closed tab loses nothing. What the server has not confirmed yet stays kept
// and is sent again when the network is back (the `online` event, or the page opened again);
// answers wait their turn, one request at a time, so they arrive in the order given.

import { useCallback, useEffect, useRef, useState } from "react";
import { COLLECTIONS, type Inspection, type InspectionResult } from "@shared/records";
import { applyAnswers, isError, type AnswersPatch, type InspectionAnswer } from "@shared/validation";
import { describeApiError } from "../../lib/api-errors";
import { send } from "./writes";

const KEY_PREFIX = "workshop.inspection-answers.";

function readKept(id: string): AnswersPatch {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + id);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as AnswersPatch) : {};
  } catch {
    return {};
  }
}

function writeKept(id: string, answers: AnswersPatch): void {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(KEY_PREFIX + id);
    else localStorage.setItem(KEY_PREFIX + id, JSON.stringify(answers));
  } catch {
    // A full or blocked storage: the answer still goes to the server right away.
  }
}

export interface Answers {
  /** The lines as stored with the answers not yet confirmed applied. */
  readonly lines: readonly InspectionResult[];
  /** How many lines wait to be sent (0 when the server has them all). */
  readonly waiting: number;
  /** Why the last send failed, or null. */
  readonly failure: string | null;
  readonly offline: boolean;
  answer(index: number, answer: InspectionAnswer): void;
}

export function useAnswers(inspection: Inspection, onSaved: (saved: Inspection) => void): Answers {
  const id = inspection.id;
  const [kept, setKept] = useState<AnswersPatch>(() => readKept(id));
  const [failure, setFailure] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const sending = useRef(false);
  const latest = useRef({ kept, onSaved });
  latest.current = { kept, onSaved };

  const flush = useCallback(async () => {
    if (sending.current) return;
    const batch = latest.current.kept;
    if (Object.keys(batch).length === 0) return;
    sending.current = true;
    let sent = false;
    try {
      const saved = await send<Inspection>({ collection: COLLECTIONS.inspections, id, action: "update", body: { results: batch }, label: "Answers" });
      // Keep what was answered again while this was on its way.
      const now = readKept(id);
      for (const key of Object.keys(batch)) if (JSON.stringify(now[key]) === JSON.stringify(batch[key])) delete now[key];
      writeKept(id, now);
      setKept(now);
      setFailure(null);
      setOffline(false);
      latest.current.onSaved(saved);
      sent = true;
    } catch (error) {
      const described = describeApiError(error);
      if (described.kind === "unreachable") setOffline(true);
      else if (described.kind !== "cancelled") {
        // The server refused these answers (a done inspection, a bad value): they cannot be kept.
        writeKept(id, {});
        setKept({});
        setFailure(described.message);
      }
    } finally {
      sending.current = false;
    }
    // Answers given while this one travelled go next.
    if (sent && Object.keys(readKept(id)).length > 0) void flush();
  }, [id]);

  // Send what an earlier visit kept, and again whenever the network comes back.
  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener("online", again);
    const timer = window.setInterval(again, 15_000);
    return () => {
      window.removeEventListener("online", again);
      window.clearInterval(timer);
    };
  }, [flush]);

  // Each new answer goes out once the one before it has been answered.
  useEffect(() => {
    if (!sending.current) void flush();
  }, [kept, flush]);

  const answer = useCallback(
    (index: number, given: InspectionAnswer) => {
      const next = { ...readKept(id) };
      next[String(index)] = { ...next[String(index)], ...given };
      writeKept(id, next);
      setKept(next);
    },
    [id],
  );

  const applied = applyAnswers(inspection.results, kept);
  return {
    lines: isError(applied) ? inspection.results : applied,
    waiting: Object.keys(kept).length,
    failure,
    offline,
    answer,
  };
}
