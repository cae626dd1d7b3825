// Who may do what, in the language spoken now (web/src/lib/permissions.ts `refusalText`): the
// English is the server's own 403 message, word for word; German says the same.
import { afterEach, describe, expect, it } from "vitest";
import { PERMISSIONS, refusalMessage, type Action, type Subject } from "@shared/roles";
import { speak } from "../../web/src/lib/i18n";
import { refusalText } from "../../web/src/lib/permissions";

const ACTIONS: readonly Action[] = ["read", "create", "update", "update_own", "delete", "delete_own", "reopen", "dismiss"];
const CELLS = (Object.keys(PERMISSIONS) as Subject[]).flatMap((subject) => ACTIONS.map((action) => [action, subject] as const));

describe("a refusal in words", () => {
  afterEach(() => speak("en"));

  it.each(CELLS)("%s %s in English is the server's message", (action, subject) => {
    expect(refusalText(action, subject)).toBe(refusalMessage(action, subject));
  });

  it("speaks German", () => {
    speak("de");
    expect(refusalText("delete", "vehicles")).toBe("Nur die Leitung kann Fahrzeuge löschen.");
    expect(refusalText("create", "work_orders")).toBe("Nur Mechaniker und Leitung können Arbeitsaufträge anlegen.");
    expect(refusalText("delete", "work_order_items")).toBe("Nur die Leitung kann Positionen löschen, die jemand anderes hinzugefügt hat.");
  });
});
