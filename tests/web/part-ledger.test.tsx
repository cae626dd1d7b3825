// A part's ledger (web/src/features/parts/part-ledger.tsx): "Show older lines" reaches every line,
// also past the 1 000 a page that PocketBase answers at most (a part issued three times a day
// passes that in a year). The API is a stand-in that pages and caps as PocketBase does.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Part } from "@shared/records";
import { PartLedger } from "../../web/src/features/parts/part-ledger";
import { pb } from "../../web/src/lib/api-client";
import { list, route, stubApi } from "./api-stub";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const LINES = 1_060;
const PART = { id: "oilfilter000001", number: "OF 1", name: "Oil filter", unit: "pcs" } as Part;

/** Line n (1 = the oldest), as the records API gives it. */
function line(n: number) {
  return { id: `movement${String(n).padStart(7, "0")}`, part: PART.id, reason: "issue", quantity: -1, unit_cost: 7.5, at: "2026-11-20 08:00:00.000Z", note: `line ${n}.`, by_label: "Tom", work_order: "", work_order_number: 0 };
}

afterEach(() => {
  pb.authStore.clear();
  vi.unstubAllGlobals();
});

describe("a part's ledger", () => {
  it("shows older lines fifty at a time until the first, past a thousand", async () => {
    pb.authStore.save(fakeToken(), employeeRecord({ role: "manager" }));
    const api = stubApi(
      route("GET", "/api/collections/stock_movements/records", (request) => {
        const page = Number(request.query.get("page") ?? "1");
        // PocketBase answers at most 1 000 a page, whatever is asked for.
        const perPage = Math.min(Number(request.query.get("perPage") ?? "30"), 1000);
        const newestFirst = Array.from({ length: LINES }, (_, i) => line(LINES - i));
        return list(newestFirst.slice((page - 1) * perPage, page * perPage), { page, perPage });
      }),
    );
    renderAt("/workshop/parts/oilfilter000001", <PartLedger part={PART} />);
    const rows = () => screen.queryAllByRole("row").length - 1;
    await waitFor(() => expect(rows()).toBe(50));
    expect(screen.getByText("line 1060.", { exact: false })).toBeTruthy();
    for (let shown = 100; shown <= 1_050; shown += 50) {
      await userEvent.click(screen.getByRole("button", { name: "Show older lines" }));
      await waitFor(() => expect(rows()).toBe(shown));
    }
    await userEvent.click(screen.getByRole("button", { name: "Show older lines" }));
    await waitFor(() => expect(rows()).toBe(LINES));
    expect(screen.getByText("line 1.", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show older lines" })).toBeNull();
    // No request asks PocketBase for more than it answers.
    expect(Math.max(...api.to("stock_movements").map((request) => Number(request.query.get("perPage"))))).toBeLessThanOrEqual(500);
  }, 60_000);
});
