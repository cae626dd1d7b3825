// The parts' reorder list as CSV (web/src/features/parts/part-list-page.tsx): the file holds
// every part to reorder, also past the 1 000 a page that PocketBase answers at most (the parts
// benchmark has 2 000 of 20 000 to reorder). The API is a stand-in that caps as PocketBase does.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PartListPage } from "../../web/src/features/parts";
import { pb } from "../../web/src/lib/api-client";
import { list, route, stubApi } from "./api-stub";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const TO_REORDER = 2_345;

function part(n: number) {
  const number = `P-${String(n).padStart(5, "0")}`;
  return { id: `part${String(n).padStart(11, "0")}`, collectionName: "parts", number, number_key: number, name: `Part ${n}`, unit: "pcs", unit_cost: 1, reorder_point: 5, on_hand: 1, needs_reorder: true, location: "", supplier: "", barcode: "" };
}

afterEach(() => {
  pb.authStore.clear();
  vi.unstubAllGlobals();
});

describe("the reorder list's CSV", () => {
  it("holds every part to reorder, past the thousand PocketBase answers a page", async () => {
    pb.authStore.save(fakeToken(), employeeRecord({ role: "manager" }));
    const all = Array.from({ length: TO_REORDER }, (_, i) => part(i + 1));
    stubApi(
      route("GET", "/api/collections/parts/records", (request) => {
        const page = Number(request.query.get("page") ?? "1");
        const perPage = Math.min(Number(request.query.get("perPage") ?? "30"), 1000);
        return list(all.slice((page - 1) * perPage, page * perPage), { page, perPage });
      }),
    );
    const files: Blob[] = [];
    // jsdom makes no object URLs: this one keeps the file the page hands to the download link.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), "blob:reorder"), revokeObjectURL: () => undefined });
    renderAt("/workshop/parts", <PartListPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Reorder list (CSV)" }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).split("\r\n").filter((line) => line !== "");
    expect(lines).toHaveLength(TO_REORDER + 1);
    expect(lines[1]).toMatch(/^P-00001,/);
    expect(lines.at(-1)).toMatch(/^P-02345,/);
  });
});
