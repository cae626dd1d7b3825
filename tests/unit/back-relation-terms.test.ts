// Spotting back-relations in what a request asks PocketBase to resolve
// (server/lib/access/back-relation-terms.ts): one row per way of writing one, and what must pass.
import { describe, expect, it } from "vitest";
import { backRelationParam, subscriptionReachesBack } from "../../server/lib/access/back-relation-terms";

const none = { expand: "", sort: "", filter: "" };

describe("backRelationParam", () => {
  it.each([
    [{ ...none, expand: "created_by.vehicles_via_created_by" }, "expand"],
    [{ ...none, expand: "category,vehicles_via_category" }, "expand"],
    [{ ...none, expand: "vehicles(created_by)" }, "expand"],
    [{ ...none, sort: "-created_by.vehicles_via_created_by.plate" }, "sort"],
    [{ ...none, filter: 'vehicles_via_category.plate ~ "A"' }, "filter"],
    [{ expand: "created_by", sort: "plate", filter: 'vehicles_via_category.id != ""' }, "filter"],
  ])("finds one in %j", (params, param) => {
    expect(backRelationParam(params)).toBe(param);
  });

  it.each([
    none,
    { expand: "category,created_by,updated_by", sort: "-updated,category.name", filter: '(plate ~ "via" || make ~ "(")' },
    { ...none, expand: "created_by.name" },
  ])("finds none in %j", (params) => {
    expect(backRelationParam(params)).toBeNull();
  });
});

describe("subscriptionReachesBack", () => {
  const options = (text: string) => `vehicles?options=${encodeURIComponent(text)}`;

  it.each([
    ["plain JSON", options('{"query":{"expand":"created_by.vehicles_via_created_by"}}')],
    ["other key case", options('{"QUERY":{"expand":"vehicles_via_category"}}')],
    ["the old syntax", options('{"query":{"expand":"vehicles(created_by)"}}')],
    ["JSON escapes", options('{"query":{"expand":"vehicles\\u005fvia\\u005fcategory"}}')],
    ["not percent-encoded", 'vehicles?options={"query":{"expand":"vehicles_via_category"}}'],
    ["form-encoded spaces", "vehicles?options=%7B%22query%22%3A+%7B%22expand%22%3A+%22vehicles%5Fvia%5Fcategory%22%7D%7D"],
  ])("finds one written with %s", (_what, subscription) => {
    expect(subscriptionReachesBack(subscription)).toBe(true);
  });

  it.each([
    "vehicles",
    "vehicles/*",
    "categories/abcdefghijklmno",
    options('{"query":{"fields":"id"}}'),
    options('{"query":{"expand":"category,created_by"}}'),
    "vehicles?options=%ZZ",
  ])("finds none in %s", (subscription) => {
    expect(subscriptionReachesBack(subscription)).toBe(false);
  });
});
