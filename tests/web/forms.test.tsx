// The vehicle and category forms: the shared validation's messages at their fields (on blur and
// submit), the server's field errors at their fields with everything typed kept, and what a
// successful save does (jsdom, in-memory location, stubbed API).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_TYPE_MESSAGE } from "@shared/validation";
import { AppRoutes } from "../../web/src/app/app-routes";
import { pb } from "../../web/src/lib/api-client";
import { invalid, json, list, route, stubApi } from "./api-stub";
import { pngClaiming } from "../support/images";
import { CARS, vehicleRecord } from "./records";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

const VEHICLE_ID = "vehicle00000001";
const CATEGORY_ID = "category0000001";

const STORED_VEHICLE = vehicleRecord({ id: VEHICLE_ID });

const CATEGORIES = route("GET", "/api/collections/categories/records", () => list([{ id: CARS, name: "Cars" }]));

/** The message tied to a field (aria-describedby), and whether it is marked invalid. */
function messageAt(label: string | RegExp): { invalid: boolean; message: string | undefined } {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.className === "field-error");
  return { invalid: control.getAttribute("aria-invalid") === "true", message: error?.textContent ?? undefined };
}

beforeEach(() => {
  pb.authStore.save(fakeToken(), employeeRecord());
});

afterEach(() => {
  pb.authStore.clear();
  vi.unstubAllGlobals();
});

describe("the new vehicle form", () => {
  it("shows the shared validation's message at each field on submit, asks nothing, and focuses the first", async () => {
    const stub = stubApi(CATEGORIES);
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    await userEvent.click(screen.getByRole("button", { name: "Add vehicle" }));
    expect(messageAt("Plate")).toEqual({ invalid: true, message: "Enter the number plate." });
    expect(messageAt("Make")).toEqual({ invalid: true, message: "Enter the make, like Volkswagen." });
    expect(messageAt("Model")).toEqual({ invalid: true, message: "Enter the model, like Golf." });
    expect(messageAt("Category")).toEqual({ invalid: true, message: "Choose a category." });
    expect(messageAt(/^VIN/)).toEqual({ invalid: false, message: undefined });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Plate")));
    expect(stub.to("vehicles", "POST")).toEqual([]);
  });

  it.each([
    [/^VIN/, "1HGCM82633A0O4352", "A VIN never contains the letters I, O or Q: did you mean 1 or 0?"],
    [/^Year/, "1800", `The year must be between 1886 and ${new Date().getUTCFullYear() + 1}.`],
    [/^Odometer/, "12.5", "Enter the odometer reading in whole km, like 125000."],
    ["Plate", "AB_123", "A plate has only letters, digits, spaces and dashes, not “_”."],
  ])("checks %s when it loses focus, and typing again hides the message", async (label, typed, message) => {
    stubApi(CATEGORIES);
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    await userEvent.type(screen.getByLabelText(label), typed);
    expect(messageAt(label).message).toBeUndefined();
    await userEvent.tab();
    expect(messageAt(label)).toEqual({ invalid: true, message });
    await userEvent.type(screen.getByLabelText(label), "9");
    expect(messageAt(label)).toEqual({ invalid: false, message: undefined });
  });

  it("does not nag about an empty field the person only tabbed through", async () => {
    stubApi(CATEGORIES);
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    await userEvent.click(screen.getByLabelText("Plate"));
    await userEvent.tab();
    expect(messageAt("Plate")).toEqual({ invalid: false, message: undefined });
  });

  it("puts the server's field errors at their fields and keeps everything typed", async () => {
    stubApi(
      CATEGORIES,
      route("POST", "/api/collections/vehicles/records", () =>
        invalid("The vehicle was not saved: check the field plate.", { plate: "Another vehicle already has this plate." }),
      ),
    );
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    await userEvent.type(screen.getByLabelText("Plate"), "ab 123");
    await userEvent.type(screen.getByLabelText("Make"), "Ford");
    await userEvent.type(screen.getByLabelText("Model"), "Transit");
    await waitFor(() => expect(screen.getByRole("option", { name: "Cars" })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Cars");
    await userEvent.type(screen.getByLabelText(/^Notes/), "Brakes squeak");
    await userEvent.click(screen.getByRole("button", { name: "Add vehicle" }));
    await waitFor(() => expect(messageAt("Plate")).toEqual({ invalid: true, message: "Another vehicle already has this plate." }));
    expect(screen.getByRole("alert").textContent).toContain("The vehicle was not saved: check the field plate.");
    expect(screen.getByLabelText("Plate")).toHaveProperty("value", "ab 123");
    expect(screen.getByLabelText(/^Notes/)).toHaveProperty("value", "Brakes squeak");
    expect(screen.getByLabelText("Category")).toHaveProperty("value", CARS);
  });

  it("sends the fields, then opens the new vehicle's page, which says it was added", async () => {
    const stub = stubApi(
      CATEGORIES,
      route("POST", "/api/collections/vehicles/records", () => json(200, { ...STORED_VEHICLE, plate: "AB-123" })),
      route("GET", `/api/collections/vehicles/records/${VEHICLE_ID}`, () => json(200, STORED_VEHICLE)),
      route("POST", "/api/files/token", () => json(200, { token: "file-token" })),
    );
    const { location } = renderAt("/workshop/vehicles/new", <AppRoutes />);
    await userEvent.type(screen.getByLabelText("Plate"), "ab 123");
    await userEvent.type(screen.getByLabelText("Make"), "Volkswagen");
    await userEvent.type(screen.getByLabelText("Model"), "Golf");
    await waitFor(() => expect(screen.getByRole("option", { name: "Cars" })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Cars");
    await userEvent.click(screen.getByRole("button", { name: "Add vehicle" }));
    await waitFor(() => expect(location.history!.at(-1)).toBe(`/workshop/vehicles/${VEHICLE_ID}`));
    expect(await screen.findByText("Vehicle AB-123 added.")).toBeTruthy();
    expect(stub.to("vehicles", "POST")[0]!.body).toMatchObject({ plate: "ab 123", make: "Volkswagen", model: "Golf", category: CARS, status: "available" });
  });

  it("refuses a photo that is no image before uploading anything", async () => {
    stubApi(CATEGORIES);
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(["just text"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
    expect(await screen.findByText(PHOTO_TYPE_MESSAGE)).toBeTruthy();
    expect(screen.getByText("No photo")).toBeTruthy();
  });

  it("refuses an image bomb from its header, before decoding or uploading it", async () => {
    stubApi(CATEGORIES);
    renderAt("/workshop/vehicles/new", <AppRoutes />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const bomb = new File([Uint8Array.from(pngClaiming(30_000, 30_000))], "bomb.png", { type: "image/png" });
    await userEvent.upload(input, bomb);
    expect(
      await screen.findByText(
        "The photo can be at most 40 megapixels; this one is 30,000 × 30,000 pixels (900 megapixels). Scale it down and try again.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("No photo")).toBeTruthy();
  });
});

describe("the vehicle page", () => {
  it("saves only the fields that changed and says so", async () => {
    const stub = stubApi(
      CATEGORIES,
      route("GET", `/api/collections/vehicles/records/${VEHICLE_ID}`, () => json(200, STORED_VEHICLE)),
      route("PATCH", `/api/collections/vehicles/records/${VEHICLE_ID}`, () =>
        json(200, { ...STORED_VEHICLE, odometer: 130_000, updated: "2026-01-03 10:00:00.000Z" }),
      ),
      route("POST", "/api/files/token", () => json(200, { token: "file-token" })),
    );
    renderAt(`/workshop/vehicles/${VEHICLE_ID}`, <AppRoutes />);
    await userEvent.type(await screen.findByLabelText(/^Odometer/), "130 000");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(stub.to("vehicles", "PATCH")[0]!.body).toEqual({ odometer: "130 000" });
    expect(screen.getByLabelText(/^Odometer/)).toHaveProperty("value", "130000");
  });
});

describe("the category forms", () => {
  it("put the server's name error at the name field, keeping it", async () => {
    stubApi(
      route("POST", "/api/collections/categories/records", () =>
        invalid("The category was not saved: check the field name.", { name: "Another category already has this name." }),
      ),
    );
    renderAt("/workshop/vehicles/categories/new", <AppRoutes />);
    await userEvent.type(screen.getByLabelText("Name"), "vans");
    await userEvent.click(screen.getByRole("button", { name: "Add category" }));
    await waitFor(() => expect(messageAt("Name")).toEqual({ invalid: true, message: "Another category already has this name." }));
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "vans");
  });

  it("show the server's reason when a category in use cannot be deleted, and keep it", async () => {
    const refusal = "This category is used by 3 vehicles. Move them to another category first.";
    stubApi(
      route("GET", `/api/collections/categories/records/${CATEGORY_ID}`, () =>
        json(200, { id: CATEGORY_ID, collectionId: "c", collectionName: "categories", name: "Vans", description: "", created: "", updated: "" }),
      ),
      route("GET", `/api/collections/category_usage/records/${CATEGORY_ID}`, () => json(200, { id: CATEGORY_ID, name: "Vans", vehicles: 3 })),
      route("DELETE", `/api/collections/categories/records/${CATEGORY_ID}`, () => json(400, { status: 400, message: refusal, data: {} })),
    );
    const { location } = renderAt(`/workshop/vehicles/categories/${CATEGORY_ID}`, <AppRoutes />);
    expect(await screen.findByText("3 vehicles")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Delete…" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete category" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vans");
    expect(location.history).toEqual([`/workshop/vehicles/categories/${CATEGORY_ID}`]);
  });
});
