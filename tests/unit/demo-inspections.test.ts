// The demo's inspections (server/lib/demo/inspections.ts): checklists the API would accept, a
// history of done inspections that the API would have let finish, and the defects their failed
// lines opened, with a critical one still open only on a vehicle that is out of service.
import { describe, expect, it } from "vitest";
import { checkInspectionTemplate, completionRefusal, countFailed } from "@shared/validation";
import { createVehicleGenerator, demoCategories, type DemoOptions } from "../../server/lib/demo/generate";
import { createInspectionGenerator } from "../../server/lib/demo/inspections";

const NOW = new Date("2026-11-22T00:00:00Z");
const options: DemoOptions = { vehicles: 2000, categories: 24, seed: 3, now: NOW, employees: ["aaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbb"] };

function generate() {
  const categories = demoCategories(options);
  const vehicles = createVehicleGenerator(options, categories);
  const checks = createInspectionGenerator(options, categories);
  const all = Array.from({ length: options.vehicles }, () => {
    const vehicle = vehicles.next();
    return { vehicle, made: checks.forVehicle(vehicle) };
  });
  return { categories, templates: checks.templates, all };
}

describe("demo inspections", () => {
  const { categories, templates, all } = generate();
  const inspections = all.flatMap(({ made }) => made.inspections);
  const defects = all.flatMap(({ made }) => made.defects);

  it("has a general checklist and one for each named category, each as the API would take it, names unique", () => {
    expect(templates.filter((template) => template.category === "")).toHaveLength(1);
    expect(templates).toHaveLength(1 + Math.min(20, categories.length));
    for (const template of templates) expect(checkInspectionTemplate(template)).toMatchObject({ ok: true, values: { name: template.name, items: template.items } });
    expect(new Set(templates.map((template) => template.name_key)).size).toBe(templates.length);
  });

  it("inspects about a third of the vehicles, every inspection done as the API would have let it finish", () => {
    const inspected = all.filter(({ made }) => made.inspections.length > 0).length / all.length;
    expect(inspected).toBeGreaterThan(0.25);
    expect(inspected).toBeLessThan(0.45);
    for (const inspection of inspections) {
      expect(inspection.status).toBe("done");
      expect(completionRefusal(inspection.results)).toBeNull();
      expect(inspection.failed).toBe(countFailed(inspection.results));
      expect(inspection.completed <= "2026-11-22").toBe(true);
    }
  });

  it("opens one defect per failed line, some still open, and a critical open one only on a vehicle out of service", () => {
    const byId = new Map(inspections.map((inspection) => [inspection.id, inspection]));
    expect(defects.length).toBe(inspections.reduce((sum, inspection) => sum + inspection.failed, 0));
    for (const defect of defects) {
      const line = byId.get(defect.inspection)!.results[defect.inspection_item]!;
      expect(line).toMatchObject({ result: "fail", label: defect.title, severity: defect.severity });
    }
    const open = defects.filter((defect) => defect.status === "open");
    expect(open.length).toBeGreaterThan(20);
    expect(defects.some((defect) => defect.status === "fixed" && defect.fixed_at !== "")).toBe(true);
    const status = new Map(all.map(({ vehicle }) => [vehicle.id, vehicle.status]));
    const critical = open.filter((defect) => defect.severity === "critical");
    expect(critical.length).toBeGreaterThan(0);
    for (const defect of critical) expect(status.get(defect.vehicle)).toBe("out_of_service");
  });
});
