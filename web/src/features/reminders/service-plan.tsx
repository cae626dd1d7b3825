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
import { useTranslation } from "../../lib/i18n";
import { formatCount } from "../../ui/format";

type Row = { title: string; every_months: string; every_km: string };
const COLUMNS: readonly (keyof Row)[] = ["title", "every_months", "every_km"];

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
  const { t } = useTranslation("reminders");
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
      return t("plan.saved");
    });
  const apply = () =>
    run(async () => {
      const { added } = await pb.send<{ added: number }>(`/api/app/categories/${category.id}/apply-plan`, { method: "POST", requestKey: null });
      return t("plan.added", { count: added, n: formatCount(added) });
    });
  const set = (index: number, key: keyof Row, value: string) => setRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <VehicleSection title={t("plan.title")} description={t("plan.description")}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {rows.map((row, index) => (
        <div className="row" key={index}>
          {COLUMNS.map((key) => (
            <TextField key={key} label={t(`field.${key}`)} optional={key !== "title"} value={row[key]} disabled={!may} onChange={(value) => set(index, key, value)} />
          ))}
          {may && <Button variant="ghost" className="button-small" onClick={() => setRows(rows.filter((_, i) => i !== index))} aria-label={t("plan.removeLabel", { title: row.title || t("plan.thisReminder") })}>
            {t("plan.remove")}
          </Button>}
        </div>
      ))}
      {!may ? <RoleNote action="update" subject="service_plans" /> : <div className="row">
        <Button variant="secondary" onClick={() => setRows([...rows, { title: "", every_months: "", every_km: "" }])}>{t("plan.add")}</Button>
        <Button onClick={() => void save()} busy={busy} disabled={!dirty}>{t("plan.save")}</Button>
        <Button variant="secondary" onClick={() => void apply()} busy={busy} disabled={dirty || rows.length === 0}>{t("plan.apply")}</Button>
      </div>}
    </VehicleSection>
  );
}
