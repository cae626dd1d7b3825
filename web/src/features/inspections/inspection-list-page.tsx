// /workshop/inspections (docs/product.md "Inspections and defects"): every inspection, newest
// first, filtered by vehicle, checklist and day (in the URL, so a list can be shared); live.

import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { COLLECTIONS, type Inspection, type Vehicle } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { RECORD_ID } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { LoadError } from "../../ui/alert";
import { DataTable } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { SelectField, TextField } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { VehiclePicker, PICKED_VEHICLE_FIELDS, type PickedVehicle } from "../work-orders";
import { InspectionOutcome } from "./inspection-outcome";
import { useTemplates } from "./use-templates";

const PER_PAGE = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Query {
  readonly vehicle: string;
  readonly template: string;
  readonly day: string;
  readonly page: number;
}

function readQuery(search: string): Query {
  const params = new URLSearchParams(search);
  const vehicle = params.get("vehicle") ?? "";
  const template = params.get("template") ?? "";
  const day = params.get("day") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    vehicle: RECORD_ID.test(vehicle) ? vehicle : "",
    template: RECORD_ID.test(template) ? template : "",
    day: DAY.test(day) && !Number.isNaN(Date.parse(day)) ? day : "",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function listPath(query: Query): string {
  const params: [string, string][] = [];
  if (query.vehicle) params.push(["vehicle", query.vehicle]);
  if (query.template) params.push(["template", query.template]);
  if (query.day) params.push(["day", query.day]);
  if (query.page > 1) params.push(["page", String(query.page)]);
  return withQuery(pathTo("inspections"), params);
}

function filterOf(query: Query): string {
  const parts: string[] = [];
  if (query.vehicle) parts.push(pb.filter("vehicle = {:vehicle}", { vehicle: query.vehicle }));
  if (query.template) parts.push(pb.filter("template = {:template}", { template: query.template }));
  if (query.day) {
    const next = new Date(Date.parse(`${query.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    parts.push(pb.filter("created >= {:from} && created < {:to}", { from: `${query.day} 00:00:00.000Z`, to: `${next} 00:00:00.000Z` }));
  }
  return parts.join(" && ");
}

export function InspectionListPage() {
  const [, navigate] = useLocation();
  const query = readQuery(useSearch());
  const go = (change: Partial<Query>) => navigate(listPath({ ...query, page: 1, ...change }));
  const { templates } = useTemplates();
  const [vehicle, setVehicle] = useState<PickedVehicle | null>(null);
  const [rows, setRows] = useState<Inspection[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = JSON.stringify(query);
  const { t } = useTranslation("inspections");

  useEffect(() => {
    if (!query.vehicle) return setVehicle(null);
    pb.collection(COLLECTIONS.vehicles)
      .getOne<Vehicle>(query.vehicle, { fields: PICKED_VEHICLE_FIELDS, requestKey: "inspections-vehicle" })
      .then(setVehicle)
      .catch(() => setVehicle(null));
  }, [query.vehicle]);

  const load = useCallback(async () => {
    const current = JSON.parse(key) as Query;
    try {
      const list = await pb.collection(COLLECTIONS.inspections).getList<Inspection>(current.page, PER_PAGE, {
        filter: filterOf(current),
        sort: "-created",
        expand: "vehicle,inspector",
        fields: "id,collectionId,collectionName,vehicle,title,status,failed,created,completed,expand.vehicle.plate,expand.inspector.name",
        skipTotal: true,
        requestKey: "inspection-list",
      });
      setRows(list.items);
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [key]);
  useEffect(() => void load(), [load]);
  useRecordEvents(COLLECTIONS.inspections, useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS), { query: { fields: "id" } });

  return (
    <section className="stack">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <div className="row inspection-filters">
        <VehiclePicker vehicle={vehicle} onPick={(picked) => go({ vehicle: picked?.id ?? "" })} />
        <SelectField
          label={t("checklist")}
          required={false}
          value={query.template}
          placeholder={t("list.everyChecklist")}
          options={(templates ?? []).map((template) => ({ value: template.id, label: template.name }))}
          onChange={(value) => go({ template: value })}
        />
        <TextField label={t("list.day")} type="date" required={false} value={query.day} onChange={(value) => go({ day: value })} />
      </div>
      {rows === null ? (
        failure ? <LoadError title={t("list.loadFailed")} message={failure} onRetry={() => void load()} /> : <Skeleton label={t("list.loading")} />
      ) : (
        <DataTable
          caption={t("list.title")}
          rows={rows}
          rowKey={(row) => row.id}
          empty={<p className="empty-note">{query.vehicle || query.template || query.day ? t("list.noMatch") : t("list.none")}</p>}
          columns={[
            { key: "date", header: t("date"), cell: (row) => <DateText value={row.completed || row.created} /> },
            { key: "vehicle", header: t("vehicle"), cell: (row) => <Link href={pathTo("vehicle", { id: row.vehicle })} className="plate">{row.expand?.vehicle?.plate ?? "—"}</Link> },
            { key: "title", header: t("checklist"), cell: (row) => <Link href={pathTo("inspection", { id: row.id })}>{row.title}</Link> },
            { key: "outcome", header: t("result"), cell: (row) => <InspectionOutcome inspection={row} /> },
            { key: "by", header: t("inspector"), className: "hide-on-phone", cell: (row) => row.expand?.inspector?.name ?? "—" },
          ]}
        />
      )}
      <Pager page={query.page} pageCount={null} hasNext={(rows?.length ?? 0) === PER_PAGE} href={(page) => listPath({ ...query, page })} label={t("list.pages")} />
    </section>
  );
}
