import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../web/src/app/app-routes";
import { pb } from "../../web/src/lib/api-client";
import { connection } from "../../web/src/lib/connection";
import { messages } from "../../web/src/features/session/messages";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

function answer(response: () => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

afterEach(() => {
  pb.authStore.clear();
  connection.markReachable();
  vi.unstubAllGlobals();
});

describe("the login page", () => {
  it.each([
    ["wrong email or password", () => json(400, { status: 400, message: "Failed to authenticate.", data: {} }), messages.en.wrongCredentials],
    ["too many attempts", () => json(429, { status: 429, message: "Too Many Requests.", data: {} }), messages.en.tooManyAttempts],
    ["an unreachable server", () => Promise.reject(new TypeError("Failed to fetch")), messages.en.unreachable],
    ["a server error", () => json(500, { status: 500, message: "", data: {} }), "Something went wrong."],
  ])("says so clearly on %s, keeps the email and empties the password", async (_, response, message) => {
    answer(response);
    renderAt("/login", <AppRoutes />);
    await signInWith("alice@workshop.test", "not-the-password");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("alice@workshop.test");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
  });

  it("posts the email and password to employees/auth-with-password", async () => {
    const fetchStub = answer(() => json(400, { status: 400, message: "Failed to authenticate.", data: {} }));
    renderAt("/login", <AppRoutes />);
    await signInWith("  alice@workshop.test ", "secret-password");
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/collections\/employees\/auth-with-password$/);
    expect(JSON.parse(String(init?.body))).toEqual({ identity: "alice@workshop.test", password: "secret-password" });
  });

  it("asks for both fields before asking the server, at each field", async () => {
    const fetchStub = answer(() => json(500, {}));
    renderAt("/login", <AppRoutes />);
    await signInWith("", "");
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe("Enter your email address.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("puts the server's field errors at their field (identity shows at Email)", async () => {
    answer(() =>
      json(400, { status: 400, message: "Something went wrong.", data: { identity: { code: "validation_length_out_of_range", message: "Must be at most 255 characters." } } }),
    );
    renderAt("/login", <AppRoutes />);
    await signInWith("a@b.c", "pw");
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    const email = screen.getByLabelText("Email");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe("Must be at most 255 characters.");
    expect((email as HTMLInputElement).value).toBe("a@b.c");
  });

  it("sends the employee on to the page they came for once signed in", async () => {
    answer(() => json(200, { token: fakeToken(), record: employeeRecord() }));
    const { location } = renderAt("/login?redirect=%2Fbackend", <AppRoutes />);
    await signInWith("alice@workshop.test", "right-password");
    await waitFor(() => expect(location.history.at(-1)).toBe("/backend"));
    expect(document.cookie).toContain("pb_auth=");
  });

  it("links administrators to the PocketBase dashboard", () => {
    renderAt("/login", <AppRoutes />);
    expect(screen.getByRole("link", { name: "PocketBase dashboard" }).getAttribute("href")).toBe("/_/");
  });
});
