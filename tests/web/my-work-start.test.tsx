// A page load that opens My work asks for its jobs before the first render (web/src/app/early-reads.ts), and
// the screen shows that answer instead of asking again (issue 23's speed budget on a slow phone).
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { startMyWork } from "../../web/src/features/my-work/my-work-reads";
import { useMyWork } from "../../web/src/features/my-work/use-my-work";
import { pb } from "../../web/src/lib/api-client";
import { json, route, stubApi } from "./api-stub";
import { employeeRecord, fakeToken } from "./tokens";

const ME = "abcdefghij12345";

function Titles() {
  const { groups } = useMyWork(ME);
  return <ul>{groups && [...groups.inProgress, ...groups.mine].map((job) => <li key={job.id}>{job.title}</li>)}</ul>;
}

afterEach(() => pb.authStore.clear());

const JOB = { id: "job000000000001", number: 7, title: "Brake service", status: "in_progress", priority: "normal", assignee: ME, vehicle: "veh000000000001", vehicle_plate: "MW-100" };

it("asks the server for My work's jobs before the screen renders, and the screen shows that answer without asking again", async () => {
  pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = stubApi(
    route("GET", "/api/collections/work_orders/records", async (request) => {
      await answered;
      return json(200, { page: 1, perPage: 200, totalItems: -1, totalPages: -1, items: request.query.get("filter")?.includes(ME) ? [JOB] : [] });
    }),
  );
  const workOrderReads = () => api.to("work_orders").length;

  void startMyWork(ME);
  expect(workOrderReads()).toBe(2);

  render(<Titles />);
  answer();
  expect(await screen.findByText("Brake service")).toBeTruthy();
  expect(workOrderReads()).toBe(2);
});

it("renders the jobs in its first render when the server answered before it", async () => {
  pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
  const api = stubApi(
    route("GET", "/api/collections/work_orders/records", (request) =>
      json(200, { page: 1, perPage: 200, totalItems: -1, totalPages: -1, items: request.query.get("filter")?.includes(ME) ? [JOB] : [] }),
    ),
  );
  await startMyWork(ME);

  render(<Titles />);
  expect(screen.getByText("Brake service")).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.to("work_orders").length).toBe(2);
});

it("a later visit to My work in the same page asks the server again, not the page load's answer", async () => {
  pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
  let title = "Brake service";
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const api = stubApi(
    route("GET", "/api/collections/work_orders/records", async (request) => {
      await answered;
      return json(200, { page: 1, perPage: 200, totalItems: -1, totalPages: -1, items: request.query.get("filter")?.includes(ME) ? [{ ...JOB, title }] : [] });
    }),
  );
  void startMyWork(ME);
  const first = render(<Titles />);
  answer();
  expect(await screen.findByText("Brake service")).toBeTruthy();
  first.unmount();

  title = "Brake service, pads fitted";
  render(<Titles />);
  expect(await screen.findByText("Brake service, pads fitted")).toBeTruthy();
  expect(api.to("work_orders").length).toBe(4);
});

it("asks again when the page load's read failed before the screen took it", async () => {
  pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
  let answers = 0;
  const api = stubApi(
    route("GET", "/api/collections/work_orders/records", (request) =>
      (answers += 1) <= 2
        ? json(500, { status: 500, message: "Something went wrong." })
        : json(200, { page: 1, perPage: 200, totalItems: -1, totalPages: -1, items: request.query.get("filter")?.includes(ME) ? [JOB] : [] }),
    ),
  );
  await startMyWork(ME);
  render(<Titles />);
  expect(await screen.findByText("Brake service")).toBeTruthy();
  expect(api.to("work_orders").length).toBe(4);
});
