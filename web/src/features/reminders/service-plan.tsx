// A category's service plan on its page (docs/product.md "Service plans"): the reminders its new vehicles
// get, edited as rows (title, every months, every km), and "Apply to existing vehicles", which
// adds the missing ones (by title) to every vehicle of the category at once.

import { useEffect, useState } from "react";
import type { Category } from "@shared/records";
import { checkServicePlan, samePlan, type ServicePlanItem } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { RoleNote, useCan } from "../../lib/permissions";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { VehicleSection } from "../vehicles";

type Row = { title: string; every_months: string; every_km: string };
const COLUMNS: readonly [keyof Row, string][] = [
  ["title", "Title"],
  ["every_months", "Every (months)"],
  ["every_km", "Every (km)"],
];

/** The plan as stored, read by the shared rules (the server stores it normalised; [] if unreadable). */
function storedPlan(category: Pick<Category, "service_plan">): ServicePlanItem[] {
  const check = checkServicePlan(category.service_plan ?? []);
  return check.ok ? check.value : [];
}

const rowOf = (item: ServicePlanItem): Row => ({ title: item.title, every_months: item.every_months ? String(item.every_months) : "", every_km: item.every_km ? String(item.every_km) : "" });

export function ServicePlan({ category, around }: {
  category: Pick<Category, "id" | "service_plan">;
  /** Runs the plan's save (a save of the category): the page's `ownChange`, so it is no colleague's news. */
  around: <R>(request: () => Promise<R>) => Promise<R>;
}) {
  const saved = storedPlan(category);
  // The saved plan in one fixed shape: the rows start again from it whenever it changes.
  const savedKey = JSON.stringify(saved);
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const may = useCan("update", "service_plans");
  useEffect(() => {
    setRows(saved.map(rowOf));
  }, [savedKey]);
  // Compared as plans, the way the server reads them: not as the text the server sent back.
  const typed = checkServicePlan(rows);
  const dirty = !typed.ok || !samePlan(typed.value, saved);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setNotice({ tone: "success", text: await action() });
    } catch (error) {
      setNotice({ tone: "error", text: failureMessage(error) ?? "" });
    }
    setBusy(false);
  };
  const save = () =>
    run(async () => {
      await around(() => pb.collection("categories").update(category.id, { service_plan: rows }, { requestKey: null }));
      return "Service plan saved. New vehicles of this category get it.";
    });
  const apply = () =>
    run(async () => {
      const { added } = await pb.send<{ added: number }>(`/api/app/categories/${category.id}/apply-plan`, { method: "POST", requestKey: null });
      return `${added} reminder${added === 1 ? "" : "s"} added to the category's vehicles.`;
    });
  const set = (index: number, key: keyof Row, value: string) => setRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <VehicleSection title="Service plan" description="Reminders every new vehicle of this category gets, repeating every so many months or km.">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {rows.map((row, index) => (
        <div className="row" key={index}>
          {COLUMNS.map(([key, label]) => (
            <TextField key={key} label={label} optional={key !== "title"} value={row[key]} disabled={!may} onChange={(value) => set(index, key, value)} />
          ))}
          {may && <Button variant="ghost" className="button-small" onClick={() => setRows(rows.filter((_, i) => i !== index))} aria-label={`Remove ${row.title || "this reminder"}`}>
            Remove
          </Button>}
        </div>
      ))}
      {!may ? <RoleNote action="update" subject="service_plans" /> : <div className="row">
        <Button variant="secondary" onClick={() => setRows([...rows, { title: "", every_months: "", every_km: "" }])}>Add to plan</Button>
        <Button onClick={() => void save()} busy={busy} disabled={!dirty}>Save plan</Button>
        <Button variant="secondary" onClick={() => void apply()} busy={busy} disabled={dirty || rows.length === 0}>Apply to existing vehicles</Button>
      </div>}
    </VehicleSection>
  );
}
