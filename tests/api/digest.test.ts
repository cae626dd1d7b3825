// The managers' morning digest (docs/product.md "The morning digest"), sent by
// `pocketbase digest --send-now` (the code the cron runs) through PocketBase's mailer to a real
// SMTP server on loopback: managers only, each in their language (German for Mona, who chose it;
// English for Max, who left it to his browser), the items with links to their pages, nothing when
// there is nothing to report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../support/demo";
import { startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createReminder, dayFromToday, employeeWithRole } from "../support/reminders";
import { startSmtpServer, useSmtp, type SmtpServer } from "../support/smtp";
import { createWorkOrder } from "../support/work-orders";

const APP_URL = "http://workshop.lan:8090";
let server: TestServer;
let smtp: SmtpServer;
let managers: Employee[];

beforeAll(async () => {
  [server, smtp] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_DIGEST_CRON: "30 6 * * 1-5" }, rateLimits: false }), startSmtpServer()]);
  await useSmtp(server, smtp, APP_URL);
  managers = [
    await employeeWithRole(server, "manager", { name: "Mona Manager", email: "mona@workshop.test" }),
    await employeeWithRole(server, "manager", { name: "Max Manager", email: "max@workshop.test" }),
  ];
  // Mona reads German: she chose it herself, as any employee may.
  const german = await server.request(`/api/collections/employees/records/${managers[0]!.id}`, { method: "PATCH", token: managers[0]!.token, body: { language: "de" } });
  expect(german.status, german.text).toBe(200);
  await employeeWithRole(server, "technician", { email: "tom@workshop.test" });
  await employeeWithRole(server, "viewer", { email: "vera@workshop.test" });
});

afterAll(async () => {
  await Promise.all([server?.dispose(), smtp?.stop()]);
});

describe("the digest", () => {
  it("sends nothing when nothing is due", async () => {
    const category = await createCategory(server);
    const car = await createVehicle(server, category.id, undefined, { odometer: 1000 });
    await createReminder(server, managers[0]!.token, car.id, { title: "Far away", every_months: 24, every_km: "" });
    const run = await runCommand(server, "digest", "--send-now");
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("Nothing to report");
    expect(smtp.arrived).toEqual([]);
  });

  it("goes to each manager with the reminders overdue or due soon and the work orders past due, each linked", async () => {
    const category = await createCategory(server);
    const car = await createVehicle(server, category.id, undefined, { plate: "DG-100", odometer: 50_000 });
    const overdue = await createReminder(server, managers[0]!.token, car.id, { title: "Oil <change>", every_months: "", every_km: "", due_km: 49_000 });
    await createReminder(server, managers[0]!.token, car.id, { title: "Inspection", every_months: "", every_km: "", due_date: dayFromToday(12) });
    await createReminder(server, managers[0]!.token, car.id, { title: "Tyres later", every_months: "", every_km: 40_000 });
    const late = await createWorkOrder(server, managers[0]!.token, car.id, { title: "Fix the door", due: dayFromToday(-3) });
    await createWorkOrder(server, managers[0]!.token, car.id, { title: "Not yet due", due: dayFromToday(3) });

    const run = await runCommand(server, "digest", "--send-now");
    expect(run.output).toContain("Sent to 2 managers");
    await expect.poll(() => smtp.arrived.length).toBe(2);
    expect(smtp.arrived.map((mail) => mail.to).sort()).toEqual([["max@workshop.test"], ["mona@workshop.test"]]);

    const mail = smtp.arrived.find((arrived) => arrived.to[0] === "max@workshop.test")!;
    expect(mail.from).toBe("workshop@workshop.test");
    expect(mail.subject).toBe(`Workshop ${dayFromToday(0)}: 2 reminders, 1 work order past due`);
    const vehicleUrl = `${APP_URL}/workshop/vehicles/${car.id}`;
    expect(mail.text).toContain(`Reminders overdue or due soon:\n- DG-100: Oil <change> (Overdue, overdue by 1,000 km)\n  ${vehicleUrl}`);
    expect(mail.text).toContain("DG-100: Inspection (Due soon, due in 12 days)");
    expect(mail.text).toContain(`Work orders past their due date:\n- WO-${late.number} DG-100: Fix the door (due ${dayFromToday(-3)})\n  ${APP_URL}/workshop/work-orders/${late.id}`);
    expect(mail.text).toContain(`Due list: ${APP_URL}/workshop/reminders`);
    expect(mail.text).not.toContain("Tyres later");
    expect(mail.text).not.toContain("Not yet due");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<a href="${vehicleUrl}">DG-100: Oil &lt;change&gt; (Overdue, overdue by 1,000 km)</a>`);
    expect(mail.html).toContain(`<a href="${APP_URL}/workshop/work-orders/${late.id}">`);
    expect(mail.html).toContain("Open the due list");
    expect(mail.html).not.toContain("Oil <change>");

    // The same digest in German, subject and body: words, numbers (1.000 km) and days (23.11.2026).
    const german = smtp.arrived.find((arrived) => arrived.to[0] === "mona@workshop.test")!;
    const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    expect(german.subject).toBe(`Workshop ${germanDay(dayFromToday(0))}: 2 Erinnerungen, 1 Arbeitsauftrag überfällig`);
    expect(german.text).toContain(`Erinnerungen überfällig oder bald fällig:\n- DG-100: Oil <change> (Überfällig, 1.000 km überfällig)\n  ${vehicleUrl}`);
    expect(german.text).toContain("DG-100: Inspection (Bald fällig, fällig in 12 Tagen)");
    expect(german.text).toContain(`Überfällige Arbeitsaufträge:\n- WO-${late.number} DG-100: Fix the door (fällig am ${germanDay(dayFromToday(-3))})`);
    expect(german.text).toContain(`Fälligkeitsliste: ${APP_URL}/workshop/reminders`);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain(`<a href="${vehicleUrl}">DG-100: Oil &lt;change&gt; (Überfällig, 1.000 km überfällig)</a>`);
    expect(german.html).toContain("Fälligkeitsliste öffnen");
    for (const english of ["Reminders", "overdue by", "due in", "Due list", "Open the due list", "work order"]) {
      expect(`${german.subject}\n${german.text}\n${german.html}`).not.toContain(english);
    }
    expect(overdue.state).toBe("overdue");
  });

  it("is scheduled by WORKSHOP_DIGEST_CRON, and PocketBase's own run of the cron job mails the same", async () => {
    const crons = await server.asSuperuser("/api/crons");
    expect(crons.json).toEqual(
      expect.arrayContaining([
        { id: "workshop_digest", expression: "30 6 * * 1-5" },
        { id: "workshop_reminders_daily", expression: "1 0 * * *" },
      ]),
    );
    const before = smtp.arrived.length;
    expect((await server.asSuperuser("/api/crons/workshop_digest", { method: "POST" })).status).toBe(204);
    await expect.poll(() => smtp.arrived.length).toBe(before + 2);
    expect(smtp.arrived.at(-1)!.text).toContain("DG-100: Oil <change>");
  });

  it("explains itself without --send-now", async () => {
    const run = await runCommand(server, "digest");
    expect(run.output).toContain("Usage: pocketbase digest --send-now");
  });
});
