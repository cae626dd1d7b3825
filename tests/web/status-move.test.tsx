// Moving work orders quickly one after the other (web/src/features/work-orders/use-status-move.ts):
// the answer to one move must not close the odometer question another move is asking meanwhile
// (a technician taps "Start" on one job, then "Done" on another, on My work).
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useStatusMove } from "../../web/src/features/work-orders/use-status-move";
import { pb } from "../../web/src/lib/api-client";
import { json, route, stubApi } from "./api-stub";
import { employeeRecord, fakeToken } from "./tokens";

afterEach(() => pb.authStore.clear());

describe("useStatusMove", () => {
  it("keeps asking for one job's odometer while another job's move comes back", async () => {
    pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
    let answerStart: (response: Response) => void = () => undefined;
    stubApi(route("PATCH", "/api/collections/work_orders/records/startingjob0001", () => new Promise<Response>((resolve) => (answerStart = resolve))));
    const { result } = renderHook(() => useStatusMove());
    const starting = { id: "startingjob0001", number: 1, status: "open" as const, odometer: 0, vehicle: "vehicle00000001" };
    const finishing = { id: "finishingjob001", number: 2, status: "in_progress" as const, odometer: 0, vehicle: "vehicle00000001" };

    act(() => result.current.move(starting, "in_progress"));
    await waitFor(() => expect(result.current.busy).toBe("startingjob0001"));
    act(() => result.current.move(finishing, "done"));
    expect(result.current.asking?.workOrder.id).toBe("finishingjob001");

    await act(async () => answerStart(json(200, { ...starting, status: "in_progress" })));
    await waitFor(() => expect(result.current.busy).toBe(null));
    expect(result.current.asking?.workOrder.id).toBe("finishingjob001");
  });
});
