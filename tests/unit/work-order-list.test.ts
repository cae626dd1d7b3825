// The work order board's and list's query (shared/work-order-list.ts): URL ↔ query ↔ filter.
import { describe, expect, it } from "vitest";
import {
  boardColumnFilter,
  boardColumnSort,
  DEFAULT_WORK_ORDER_LIST_QUERY,
  isOverdue,
  parseWorkOrderListQuery,
  workOrderListFilter,
  workOrderListParams,
  workOrderListSort,
} from "@shared/work-order-list";
import { parseWorkshopName, parseCurrency, fillWorkshopMeta, readWorkshopSettings } from "@shared/workshop-settings";

const NOW = new Date("2026-11-23T12:00:00Z");
const ME = "employee0000001";

function parse(search: string) {
  const params = new URLSearchParams(search);
  return parseWorkOrderListQuery((name) => params.get(name));
}

describe("work order list query", () => {
  it("reads the defaults from an empty URL", () => {
    expect(parse("")).toEqual(DEFAULT_WORK_ORDER_LIST_QUERY);
    expect(workOrderListParams(DEFAULT_WORK_ORDER_LIST_QUERY)).toEqual([]);
  });

  it("round-trips every parameter", () => {
    const search = "view=list&q=AB+12&status=done&priority=urgent&assignee=me&sort=-due&page=3";
    const query = parse(search);
    expect(query).toEqual({ view: "list", q: "AB 12", status: "done", priority: "urgent", assignee: "me", sort: "due", descending: true, page: 3 });
    expect(new URLSearchParams(workOrderListParams(query)).toString()).toBe(search);
  });

  it("falls back to defaults for anything malformed", () => {
    expect(parse("view=grid&status=paused&priority=asap&assignee=bob&sort=colour&page=-2")).toEqual(DEFAULT_WORK_ORDER_LIST_QUERY);
  });

  it("searches by number, plate and title", () => {
    const filter = workOrderListFilter(parse("q=wo-12"), { me: ME, now: NOW });
    expect(filter.filter).toBe("(number = {:number0} || vehicle_plate_key ~ {:key0} || title ~ {:text0})");
    expect(filter.params).toEqual({ number0: "12", key0: "WO12", text0: "wo-12" });
  });

  it("searches by plate and title when the text is no number", () => {
    const filter = workOrderListFilter(parse("q=brake"), { me: ME, now: NOW });
    expect(filter.filter).toBe("(vehicle_plate_key ~ {:key0} || title ~ {:text0})");
  });

  it("needs every word to match, and finds a number named by several words too", () => {
    expect(workOrderListFilter(parse("q=pads+brake"), { me: ME, now: NOW }).filter).toBe(
      "(vehicle_plate_key ~ {:key0} || title ~ {:text0}) && (vehicle_plate_key ~ {:key1} || title ~ {:text1})",
    );
    const named = workOrderListFilter(parse("q=wo+12"), { me: ME, now: NOW });
    expect(named.filter).toBe(
      "(number = {:number} || ((vehicle_plate_key ~ {:key0} || title ~ {:text0}) && (number = {:number1} || vehicle_plate_key ~ {:key1} || title ~ {:text1})))",
    );
    expect(named.params).toEqual({ number: "12", key0: "WO", text0: "wo", number1: "12", key1: "12", text1: "12" });
  });

  it("filters by status, priority and 'assigned to me'", () => {
    const filter = workOrderListFilter(parse("status=open&priority=high&assignee=me"), { me: ME, now: NOW });
    expect(filter.filter).toBe("priority = {:priority} && assignee = {:me} && status = {:status}");
    expect(filter.params).toEqual({ priority: "high", me: ME, status: "open" });
  });

  it("matches nobody's work for 'assigned to me' without an employee", () => {
    expect(workOrderListFilter(parse("assignee=me"), { me: "", now: NOW }).params.me).toBe("-");
  });

  it("shows done work of the last 14 days in the board's Done column", () => {
    const filter = boardColumnFilter(parse("q=brake&status=open"), "done", { me: ME, now: NOW });
    expect(filter.filter).toBe("(vehicle_plate_key ~ {:key0} || title ~ {:text0}) && status = {:status} && completed >= {:doneSince}");
    expect(filter.params.status).toBe("done");
    expect(filter.params.doneSince).toBe("2026-11-09 12:00:00.000Z");
    expect(boardColumnSort("done")).toBe("-completed,-id");
    expect(boardColumnSort("open")).toBe("number");
  });

  it("sorts with the number as the tie-breaker", () => {
    expect(workOrderListSort(parse("sort=-due"))).toBe("-due,-number");
    expect(workOrderListSort(parse(""))).toBe("-number");
    expect(workOrderListSort(parse("sort=vehicle"))).toBe("vehicle_plate,number");
  });

  it.each<[string, string, boolean]>([
    ["open", "2026-11-22 00:00:00.000Z", true],
    ["waiting_parts", "2026-11-22 00:00:00.000Z", true],
    ["open", "2026-11-23 00:00:00.000Z", false],
    ["done", "2026-11-01 00:00:00.000Z", false],
    ["cancelled", "2026-11-01 00:00:00.000Z", false],
    ["open", "", false],
  ])("a %s work order due %j is overdue: %s", (status, due, overdue) => {
    expect(isOverdue({ status, due }, NOW)).toBe(overdue);
  });
});

describe("workshop settings", () => {
  it.each<[string | undefined, string]>([
    [undefined, "EUR"],
    ["usd", "USD"],
    [" chf ", "CHF"],
    ["EURO", "EUR"],
    ["€", "EUR"],
  ])("currency %j is %s", (raw, currency) => {
    expect(parseCurrency(raw)).toBe(currency);
  });

  it.each<[string | undefined, string]>([
    [undefined, "Workshop"],
    ["  ", "Workshop"],
    [" Müller  Fleet\nService ", "Müller Fleet Service"],
    ["x".repeat(150), "x".repeat(100)],
  ])("name %j is %j", (raw, name) => {
    expect(parseWorkshopName(raw)).toBe(name);
  });

  it("fills the page's meta tags, escaped, and reads them back", () => {
    const html = '<meta name="workshop-name" content="Workshop" />\n<meta name="workshop-currency" content="EUR" />';
    const filled = fillWorkshopMeta(html, { name: 'Bob & "Sons" <Garage>', currency: "GBP" });
    expect(filled).toBe('<meta name="workshop-name" content="Bob &amp; &quot;Sons&quot; &lt;Garage&gt;">\n<meta name="workshop-currency" content="GBP">');
    expect(readWorkshopSettings((name) => (name === "workshop-currency" ? "gbp" : "Bob"))).toEqual({ name: "Bob", currency: "GBP" });
  });
});
