// The morning digest's words (server/lib/reminders/digest-content.ts): nothing when nothing is
// due, every item linked from the Application URL, HTML escaped, long lists cut with a link on.
import { describe, expect, it } from "vitest";
import { composeDigest, DIGEST_MAX_ITEMS, type DigestReminder } from "../../server/lib/reminders/digest-content";

const reminder = (i: number): DigestReminder => ({
  vehicle: `vehicle${String(i).padStart(8, "0")}`,
  plate: `AB-${i}`,
  title: "Oil change",
  state: "overdue",
  due_date: "",
  due_km: 10_000,
  odometer: 10_500,
});

describe("the digest's content", () => {
  it("is nothing when nothing is due", () => {
    expect(composeDigest("http://workshop.lan", "2027-01-01", [], 0, [], 0)).toBeNull();
  });

  it("links each item from the Application URL (without a doubled slash)", () => {
    const digest = composeDigest("http://workshop.lan/", "2027-01-01", [reminder(1)], 1, [], 0)!;
    expect(digest.subject).toBe("Workshop 2027-01-01: 1 reminder");
    expect(digest.text).toContain("- AB-1: Oil change (Overdue, overdue by 500 km)\n  http://workshop.lan/workshop/vehicles/vehicle00000001");
    expect(digest.html).toContain('<a href="http://workshop.lan/workshop/vehicles/vehicle00000001">AB-1: Oil change (Overdue, overdue by 500 km)</a>');
  });

  it(`lists at most ${DIGEST_MAX_ITEMS} of a kind and links to the rest`, () => {
    const shown = Array.from({ length: DIGEST_MAX_ITEMS }, (_, i) => reminder(i));
    const digest = composeDigest("http://workshop.lan", "2027-01-01", shown, 150, [], 0)!;
    expect(digest.text).toContain("- and 50 more: http://workshop.lan/workshop/reminders");
    expect(digest.html).toContain('<a href="http://workshop.lan/workshop/reminders">and 50 more</a>');
  });

  it("speaks German to a German-speaking manager: words, counts, numbers and days", () => {
    const shown = Array.from({ length: DIGEST_MAX_ITEMS }, (_, i) => reminder(i));
    const order = { id: "order0000000001", number: 7, plate: "AB-7", title: "Brakes", due: "2026-12-24 00:00:00.000Z" };
    const digest = composeDigest("http://workshop.lan", "2027-01-01", shown, 101, [order], 1, "de")!;
    expect(digest.subject).toBe("Workshop 01.01.2027: 101 Erinnerungen, 1 Arbeitsauftrag überfällig");
    expect(digest.text).toContain("- AB-1: Oil change (Überfällig, 500 km überfällig)");
    expect(digest.text).toContain("- und 1 weitere: http://workshop.lan/workshop/reminders");
    expect(digest.text).toContain("Überfällige Arbeitsaufträge:\n- WO-7 AB-7: Brakes (fällig am 24.12.2026)");
    expect(digest.html).toContain('<html lang="de">');
    expect(digest.html).toContain(">Fälligkeitsliste öffnen</a>");
  });

  it("escapes what staff typed in the HTML", () => {
    const digest = composeDigest("http://workshop.lan", "2027-01-01", [{ ...reminder(2), title: '<img src=x onerror="alert(1)">' }], 1, [], 0)!;
    expect(digest.html).not.toContain("<img");
    expect(digest.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
