// Every page of the route table with real records behind it, for the browser tests that visit
// them all (tests/browser/layouts.test.ts, tests/browser/accessibility.test.ts): one record of each
// kind a page with an `:id` shows, with long names and a full work order, as a workshop has them.
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { routes, type RouteName } from "@shared/routes";
import type { Employee, TestServer } from "./pocketbase";
import { createCategory, createVehicle } from "./records";
import { addItem, createWorkOrder, moveWorkOrder } from "./work-orders";
import { createPart } from "./parts";
import { createTemplate, reportDefect, startInspection, WALK_AROUND } from "./inspections";

export interface PageRecords {
  readonly category: string;
  readonly vehicle: string;
  readonly workOrder: string;
  readonly part: string;
  readonly inspection: string;
  readonly defect: string;
}

/** The records' words: English as a workshop in England writes them, or German for the German page run (tests/browser/german.test.ts). */
const WORDS = {
  en: {
    category: "Light commercial vehicles",
    workOrder: "Front brake discs and pads, rear wheel bearing",
    description: "Customer reports a grinding noise when braking.",
    part: "Brake disc, front axle, ventilated 300 mm",
    location: "Shelf B3",
    task: "Check the brake fluid's boiling point",
    labour: "Replace discs and pads",
    reminder: "Annual inspection of the tail lift",
    template: "Light commercial vehicle walk-around with the tail lift",
    defect: "Tail lift hydraulic hose chafed against the chassis rail",
  },
  de: {
    category: "Leichte Nutzfahrzeuge",
    workOrder: "Bremsscheiben und Beläge vorne, Radlager hinten",
    description: "Kunde meldet ein Schleifgeräusch beim Bremsen.",
    part: "Bremsscheibe Vorderachse, innenbelüftet 300 mm",
    location: "Regal B3",
    task: "Siedepunkt der Bremsflüssigkeit prüfen",
    labour: "Scheiben und Beläge wechseln",
    reminder: "Jährliche Prüfung der Ladebordwand",
    template: "Rundgang Nutzfahrzeug mit Ladebordwand",
    defect: "Hydraulikschlauch der Ladebordwand am Rahmen durchgescheuert",
  },
} as const;

/** One record of each kind, made by `manager`, the work order assigned to `technician`. */
export async function seedEveryPage(server: TestServer, manager: Employee, technician: Employee, language: keyof typeof WORDS = "en"): Promise<PageRecords> {
  const token = manager.token;
  const words = WORDS[language];
  const category = (await createCategory(server, undefined, { name: words.category })).id;
  const vehicle = (
    await createVehicle(server, category, undefined, {
      plate: "LONG-PLATE-12",
      make: "Mercedes-Benz",
      model: "Sprinter 316 CDI Kastenwagen",
      vin: "WDB9066331S123456",
      odometer: 123_456,
    })
  ).id;
  const workOrder = (
    await createWorkOrder(server, token, vehicle, {
      title: words.workOrder,
      description: words.description,
      assignee: technician.id,
      priority: "urgent",
      due: "2026-12-01",
    })
  ).id;
  const part = (await createPart(server, token, { number: "A 906 421 15 12", name: words.part, location: words.location, unit_cost: 89.5 }, 6)).id;
  await moveWorkOrder(server, token, workOrder, { status: "in_progress" });
  await addItem(server, token, workOrder, { kind: "task", description: words.task });
  await addItem(server, token, workOrder, { kind: "part", description: words.part, part_number: "A 906 421 15 12", quantity: 2, unit_cost: 89.5 });
  await addItem(server, token, workOrder, { kind: "labour", description: words.labour, quantity: 1.5, unit: "h", unit_cost: 95 });
  await server.request("/api/collections/reminders/records", {
    method: "POST",
    token,
    body: { vehicle, title: words.reminder, due_date: "2026-11-01" },
  });
  const items = language === "de" ? WALK_AROUND.map((item, index) => ({ ...item, label: ["Beleuchtung", "Profiltiefe", "Karosserie"][index] })) : WALK_AROUND;
  const template = await createTemplate(server, token, { name: words.template, items });
  const inspection = (await startInspection(server, token, vehicle, template.id)).id;
  const defect = (await reportDefect(server, token, vehicle, { title: words.defect, severity: "major" })).id;
  return { category, vehicle, workOrder, part, inspection, defect };
}

/**
 * A test that visits every page of the route table: its harness limit grows with the table (each
 * page loads, settles and is checked), so a new screen never times the loop out.
 */
export const PAGE_LOOP_TIMEOUT = routes.length * 8_000;

/** Every page of the route table an employee opens (not the redirects, the sign-in page or the landing page), with real records for its parameters. */
export function employeePages(records: PageRecords): { name: RouteName; path: string }[] {
  const param: Partial<Record<RouteName, string>> = {
    vehicle: records.vehicle,
    "vehicle-label": records.vehicle,
    category: records.category,
    "work-order": records.workOrder,
    "work-order-job-card": records.workOrder,
    part: records.part,
    "part-edit": records.part,
    "part-label": records.part,
    inspection: records.inspection,
    defect: records.defect,
  };
  return routes
    .filter((route) => !route.redirectTo && route.name !== "login" && route.name !== "index")
    .map((route) => ({ name: route.name, path: route.path.replace(":id", param[route.name] ?? "") }));
}

/**
 * How many pages a loop over every page keeps open at once. A page's time in these loops is
 * mostly waiting (its reads, the polls for its heading), not work: three at a time take about a
 * third as long on the 2-core machine, and each page is still checked on its own.
 */
const PAGES_AT_ONCE = 3;

/** Calls `visit` for every item, a few at once, and gives back what each gave, in the items' order. */
export async function visitAll<T, R>(items: readonly T[], visit: (item: T) => Promise<R>, atOnce = PAGES_AT_ONCE): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const visitor = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await visit(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, visitor));
  return results;
}

/** Waits until the page has its heading and no loading skeleton (the UI kit shows one as an example). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll(".skeleton")].filter((s) => !s.closest(".kit")).length)).toBe(0);
}
