// A reminder's due point and a document's expiry in words, as the screens say them in each
// language (issue 28): the shared English words (the digest's) unchanged in English, German
// with German plurals and numbers grouped the German way.
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { dueText } from "../../web/src/features/reminders/reminder-state";
import { dueInWords, type DuePoint, type ReminderState } from "../../shared/reminders";
import { speak } from "../../web/src/lib/i18n";

const TODAY = "2026-11-26";
const CASES: readonly [DuePoint, ReminderState, number, string][] = [
  [{ due_date: "2026-12-08", due_km: 126_000 }, "ok", 125_160, "fällig in 12 Tagen oder 840 km"],
  [{ due_date: "2026-11-27", due_km: 0 }, "due_soon", 0, "fällig in 1 Tag"],
  [{ due_date: "", due_km: 140_000 }, "ok", 125_000, "fällig in 15.000 km"],
  [{ due_date: "2026-11-23", due_km: 100_000 }, "overdue", 100_200, "um 3 Tage und 200 km überfällig"],
  [{ due_date: "2026-11-25", due_km: 0 }, "overdue", 0, "um 1 Tag überfällig"],
  [{ due_date: "2026-11-26", due_km: 0 }, "due_soon", 0, "heute fällig"],
  [{ due_date: "2026-11-20", due_km: 0 }, "done", 0, "erledigt"],
];

function inLanguage<T>(language: "en" | "de", run: (t: TFunction<"reminders">) => T): T {
  speak(language);
  try {
    return run(i18next.getFixedT(language, "reminders") as TFunction<"reminders">);
  } finally {
    speak("en");
  }
}

describe("a reminder's due point in words", () => {
  it.each(CASES)("reads as the shared English words in English (%o, %s)", (due, state, odometer) => {
    expect(inLanguage("en", (t) => dueText(t, due, state, TODAY, odometer))).toBe(dueInWords(due, state, TODAY, odometer));
  });

  it.each(CASES)("reads as German in German (%o, %s, %d km)", (due, state, odometer, words) => {
    expect(inLanguage("de", (t) => dueText(t, due, state, TODAY, odometer))).toBe(words);
  });
});
