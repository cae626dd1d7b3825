// Photos on work orders through the API (docs/product.md "Photos and documents"): up to 20, each
// a JPEG, PNG or WebP of at most 10 MB whose header the server reads, protected by file tokens,
// kept when two people add at once, stored once when a phone sends one again, and kept on a
// done work order (more may come, none go).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkOrder } from "@shared/records";
import { addPhotos, fileOf, fileToken, photoKey, photoPart, PROGRAM } from "../support/documents";
import { historyOf } from "../support/history";
import { DEFECT_RECORDS, getDefect, reportDefect } from "../support/inspections";
import { pngClaiming, PNG_SIGNATURE } from "../support/images";
import { startServer, type Employee, type TestServer } from "../support/pocketbase";
import { employeeWithRole } from "../support/reminders";
import { createCategory, createVehicle, expectFieldErrors, TINY_PNG } from "../support/records";
import { createWorkOrder, getWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let technician: Employee;
let manager: Employee;
let viewer: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  [technician, manager, viewer] = await Promise.all([
    employeeWithRole(server, "technician"),
    employeeWithRole(server, "manager"),
    employeeWithRole(server, "viewer"),
  ]);
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function workOrder(): Promise<WorkOrder> {
  const car = await createVehicle(server, categoryId, technician.token);
  return createWorkOrder(server, technician.token, car.id);
}

function removePhotos(id: string, names: readonly string[], token = technician.token) {
  return server.request<WorkOrder>(`${WORK_ORDER_RECORDS}/${id}`, { method: "PATCH", token, body: { "photos-": names } });
}

describe("adding photos", () => {
  it("keeps a technician's photos, in the order sent, each under the name the phone gave it", async () => {
    const order = await workOrder();
    const [first, second] = [photoKey(), photoKey()];
    const added = await addPhotos(server, technician.token, order.id, [photoPart(first), photoPart(second)]);
    expect(added.status, added.text).toBe(200);
    expect(added.json.photos).toHaveLength(2);
    expect(added.json.photos[0]).toMatch(new RegExp(`^photo_${first}_\\w+\\.png$`));
    expect(added.json.photos[1]).toMatch(new RegExp(`^photo_${second}_\\w+\\.png$`));
  });

  it("refuses a viewer with who may add them", async () => {
    const order = await workOrder();
    const refused = await addPhotos(server, viewer.token, order.id, [photoPart(photoKey())]);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Only technicians and managers can change work orders.");
    expect((await getWorkOrder(server, order.id)).photos).toEqual([]);
  });

  it.each<[string, [Blob, string], string]>([
    ["a program named .jpg", [fileOf(PROGRAM, "image/jpeg"), "photo-aaaaaaaaaaaaaaa.jpg"], "invalid_type"],
    ["text named .png", [fileOf(Buffer.from("not an image"), "image/png"), "damage.png"], "invalid_type"],
    ["a PNG that decodes to 900 megapixels", [fileOf(pngClaiming(30_000, 30_000), "image/png"), "bomb.png"], "too_many_pixels"],
    ["a PNG cut off in its header", [fileOf(PNG_SIGNATURE, "image/png"), "cut.png"], "unreadable_image"],
    ["a photo over 10 MB", [fileOf(Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]), "image/png"), "huge.png"], "too_large"],
  ])("refuses %s at the field, and keeps nothing", async (_name, part, code) => {
    const order = await workOrder();
    expectFieldErrors(await addPhotos(server, technician.token, order.id, [part]), { photos: code });
    expect((await getWorkOrder(server, order.id)).photos).toEqual([]);
  });

  it("keeps at most 20: the 21st is refused with what to do", async () => {
    const order = await workOrder();
    const twenty = Array.from({ length: 20 }, () => photoPart(photoKey()));
    expect((await addPhotos(server, technician.token, order.id, twenty)).json.photos).toHaveLength(20);
    const refused = await addPhotos(server, technician.token, order.id, [photoPart(photoKey())]);
    expectFieldErrors(refused, { photos: "too_long" });
    expect(refused.json.data.photos.message).toBe("At most 20 photos: remove one to add another.");
    expect((await getWorkOrder(server, order.id)).photos).toHaveLength(20);
  });

  it("counts the photos a colleague added meanwhile: 19 stored, two people add one each, one is refused", async () => {
    const order = await workOrder();
    await addPhotos(server, technician.token, order.id, Array.from({ length: 19 }, () => photoPart(photoKey())));
    const answers = await Promise.all([
      addPhotos(server, technician.token, order.id, [photoPart(photoKey())]),
      addPhotos(server, manager.token, order.id, [photoPart(photoKey())]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await getWorkOrder(server, order.id)).photos).toHaveLength(20);
  });
});

describe("nothing lost, nothing twice", () => {
  it("keeps both photos when two people add one at the same moment", async () => {
    const order = await workOrder();
    const keys = Array.from({ length: 6 }, () => photoKey());
    const answers = await Promise.all(keys.map((key, i) => addPhotos(server, i % 2 ? manager.token : technician.token, order.id, [photoPart(key)])));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const stored = (await getWorkOrder(server, order.id)).photos;
    expect(stored).toHaveLength(6);
    for (const key of keys) expect(stored.some((name) => name.startsWith(`photo_${key}_`))).toBe(true);
  });

  it("stores a photo sent twice once (a phone whose answer was lost sends it again)", async () => {
    const order = await workOrder();
    const key = photoKey();
    const first = await addPhotos(server, technician.token, order.id, [photoPart(key)]);
    const again = await addPhotos(server, technician.token, order.id, [photoPart(key)]);
    expect(again.status, again.text).toBe(200);
    expect(again.json.photos).toEqual(first.json.photos);
  });

  it("keeps a colleague's new photo while another removes an old one", async () => {
    const order = await workOrder();
    const [old] = (await addPhotos(server, technician.token, order.id, [photoPart(photoKey())])).json.photos;
    const key = photoKey();
    const [removed, added] = await Promise.all([removePhotos(order.id, [old!], manager.token), addPhotos(server, technician.token, order.id, [photoPart(key)])]);
    expect([removed.status, added.status], `${removed.text} ${added.text}`).toEqual([200, 200]);
    const stored = (await getWorkOrder(server, order.id)).photos;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(new RegExp(`^photo_${key}_`));
  });
});

describe("photos of a defect", () => {
  it("keeps every photo when several people add one to a defect at the same moment, and at most 10", async () => {
    const car = await createVehicle(server, categoryId, technician.token);
    const defect = await reportDefect(server, technician.token, car.id);
    const keys = Array.from({ length: 6 }, () => photoKey());
    const answers = await Promise.all(keys.map((key, i) => addPhotos(server, i % 2 ? manager.token : technician.token, defect.id, [photoPart(key)], DEFECT_RECORDS)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const stored = (await getDefect(server, defect.id)).photos;
    expect(stored).toHaveLength(6);
    for (const key of keys) expect(stored.some((name) => name.startsWith(`photo_${key}_`))).toBe(true);
    // Sent again (an answer lost on the way), a photo is stored once.
    const again = await addPhotos(server, technician.token, defect.id, [photoPart(keys[0]!)], DEFECT_RECORDS);
    expect(again.json.photos, again.text).toHaveLength(6);
    // Five more at once: four fit, the rest are refused at the field, and none is lost.
    const more = await Promise.all(Array.from({ length: 5 }, () => addPhotos(server, technician.token, defect.id, [photoPart(photoKey())], DEFECT_RECORDS)));
    expect(more.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 400]);
    expect(more.find((answer) => answer.status === 400)?.json.data?.photos?.message).toMatch(/10 photos/);
    expect((await getDefect(server, defect.id)).photos).toHaveLength(10);
  });
});

describe("removing photos", () => {
  it("removes one photo and its file; the history names it", async () => {
    const order = await workOrder();
    const photos = (await addPhotos(server, technician.token, order.id, [photoPart(photoKey()), photoPart(photoKey())])).json.photos;
    const token = await fileToken(server, technician.token);
    const url = `/api/files/work_orders/${order.id}/${photos[0]}?token=${token}`;
    expect((await server.request(url)).status).toBe(200);
    const removed = await removePhotos(order.id, [photos[0]!]);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.photos).toEqual([photos[1]]);
    expect((await server.request(url)).status).toBe(404);
    const entry = (await historyOf(server, order.id)).find((e) => e.changes?.["photos"] !== undefined && (e.changes["photos"].after as string[]).length === 1);
    expect(entry?.changes?.["photos"]).toMatchObject({ before: photos, after: [photos[1]] });
  });

  it("keeps the photos of a done work order: more may be added, none removed", async () => {
    const order = await workOrder();
    const [first] = (await addPhotos(server, technician.token, order.id, [photoPart(photoKey())])).json.photos;
    await moveWorkOrder(server, technician.token, order.id, { status: "in_progress" }, { status: "done", odometer: 1000 });
    const later = await addPhotos(server, technician.token, order.id, [photoPart(photoKey())]);
    expect(later.status, later.text).toBe(200);
    expect(later.json.photos).toHaveLength(2);
    const refused = await removePhotos(order.id, [first!], manager.token);
    expectFieldErrors(refused, { photos: "work_order_closed" });
    expect((await getWorkOrder(server, order.id)).photos).toHaveLength(2);
  });
});

describe("protected", () => {
  it("serves a photo and its thumbnails only with a file token", async () => {
    const order = await workOrder();
    const [name] = (await addPhotos(server, technician.token, order.id, [photoPart(photoKey())])).json.photos;
    const path = `/api/files/work_orders/${order.id}/${name}`;
    expect((await server.request(path)).status).toBe(404);
    expect((await server.request(`${path}?thumb=100x100`)).status).toBe(404);
    const token = await fileToken(server, viewer.token);
    const full = await server.request(`${path}?token=${token}`);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/png");
    for (const thumb of ["100x100", "480x0"]) expect((await server.request(`${path}?thumb=${thumb}&token=${token}`)).status).toBe(200);
  });
});
