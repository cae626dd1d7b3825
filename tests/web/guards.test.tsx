import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { matchRoute } from "@shared/routes";
import { AppRoutes } from "../../web/src/app/app-routes";
import { guardRedirect } from "../../web/src/app/guards";
import { pb } from "../../web/src/lib/api-client";
import type { Session } from "../../web/src/lib/session";
import { renderAt } from "./render";
import { employeeRecord, fakeToken, superuserRecord, SUPERUSERS_COLLECTION_ID } from "./tokens";

const ID = "abcdefghij12345";

function guard(url: string, session: Session["kind"], role = "manager"): string | null {
  const [path, search = ""] = url.split("?") as [string, string?];
  const match = matchRoute(path);
  if (!match) throw new Error(`not a route: ${path}`);
  return guardRedirect({ route: match.route, session, role: session === "employee" ? role : "", path, search });
}

describe("guardRedirect", () => {
  it.each([
    // employees-only pages: guests and superusers go to the login page, with the way back
    ["/workshop/vehicles", "guest", "/login?redirect=%2Fworkshop%2Fvehicles"],
    ["/workshop/vehicles?q=ab&page=2", "guest", "/login?redirect=%2Fworkshop%2Fvehicles%3Fq%3Dab%26page%3D2"],
    [`/workshop/vehicles/${ID}`, "guest", `/login?redirect=%2Fworkshop%2Fvehicles%2F${ID}`],
    ["/workshop/vehicles/categories/new", "guest", "/login?redirect=%2Fworkshop%2Fvehicles%2Fcategories%2Fnew"],
    ["/workshop", "guest", "/login?redirect=%2Fworkshop"],
    ["/backend", "guest", "/login?redirect=%2Fbackend"],
    ["/backend", "superuser", "/login?redirect=%2Fbackend"],
    ["/backend", "employee", null],
    ["/workshop/vehicles", "employee", null],
    // the UI kit shows the app's insides: staff only
    ["/template", "guest", "/login?redirect=%2Ftemplate"],
    ["/template", "employee", null],
    // public pages: everyone
    ["/", "guest", null],
    ["/", "employee", null],
    // /login runs the auth middleware: guests stay, employees go on
    ["/login", "guest", null],
    ["/login?redirect=%2Fbackend", "guest", null],
    ["/login", "superuser", null],
    // …to their home: the board for a manager (the default here) or a viewer, My work for a technician
    ["/login", "employee", "/workshop/work-orders"],
    ["/login?redirect=%2Fbackend", "employee", "/backend"],
    ["/login?redirect=%2Fworkshop%2Fvehicles%3Fq%3Dab", "employee", "/workshop/vehicles?q=ab"],
    ["/login?redirect=https%3A%2F%2Fevil.example%2F", "employee", "/workshop/work-orders"],
    ["/login?redirect=%2F%2Fevil.example", "employee", "/workshop/work-orders"],
    ["/login?redirect=%2Flogin", "employee", "/workshop/work-orders"],
    ["/login?redirect=%2Fno%2Fsuch%2Fpage", "employee", "/workshop/work-orders"],
    ["/login?redirect=%E0%A4%A", "employee", "/workshop/work-orders"],
    ["/login?redirect=", "employee", "/workshop/work-orders"],
  ] as const)("%s as %s → %s", (url, session, expected) => {
    expect(guard(url, session)).toBe(expected);
  });

  it.each([
    ["technician", "/workshop/my-work"],
    ["manager", "/workshop/work-orders"],
    ["viewer", "/workshop/work-orders"],
  ])("sends a signed-in %s from /login to %s", (role, home) => {
    expect(guard("/login", "employee", role)).toBe(home);
    expect(guard("/login?redirect=%2Fbackend", "employee", role)).toBe("/backend");
  });
});

describe("guards in the rendered app (in-memory location)", () => {
  afterEach(() => {
    pb.authStore.clear();
  });

  it("sends a guest from an employees page to the login page and keeps the way back", () => {
    const { location } = renderAt("/workshop/vehicles/categories", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/login?redirect=%2Fworkshop%2Fvehicles%2Fcategories");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign in");
  });

  /** The top bar's navigation (tablet, desk) and the bottom bar's (phone): CSS shows one of them. */
  const navigations = () => {
    const [top, bottom] = screen.getAllByRole("navigation", { name: "Main" });
    return { top: top!, bottom: bottom! };
  };
  const current = (nav: HTMLElement) => nav.querySelector('[aria-current="page"]')?.textContent;

  it("lets an employee in, with the one navigation marking where they are, and no second menu", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt("/workshop/vehicles/categories", <AppRoutes />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Categories");
    expect(current(navigations().top)).toBe("Categories");
    expect(screen.queryByRole("navigation", { name: "Workshop" })).toBeNull();
  });

  it("marks Work orders on every work order screen: Board in a phone's bottom bar", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt("/workshop/work-orders/new", <AppRoutes />);
    expect(current(navigations().top)).toBe("Work orders");
    expect(current(navigations().bottom)).toBe("Board");
  });

  it("sends a signed-in employee on from /login to the safe redirect", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const { location } = renderAt("/login?redirect=%2Fbackend", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/backend");
    expect(current(navigations().top)).toBe("Dashboard");
  });

  it("ignores an off-site redirect after sign-in", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const { location } = renderAt("/login?redirect=https%3A%2F%2Fevil.example", <AppRoutes />);
    // A manager's home: the board.
    expect(location.history.at(-1)).toBe("/workshop/work-orders");
  });

  it("treats an expired token as signed out", () => {
    pb.authStore.save(fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }), employeeRecord());
    const { location } = renderAt("/backend", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/login?redirect=%2Fbackend");
  });

  it("does not let a superuser into the employees' screens, and says why on the login page", () => {
    pb.authStore.save(fakeToken({ collectionId: SUPERUSERS_COLLECTION_ID }), superuserRecord() as never);
    const { location } = renderAt("/backend", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/login?redirect=%2Fbackend");
    expect(screen.getByRole("status").textContent).toContain("signed in as an administrator");
    expect(screen.getAllByRole("link", { name: "PocketBase dashboard" })[0]?.getAttribute("href")).toBe("/_/");
  });

  it("shows the employee's name and Sign out in the header, and Sign in to guests", () => {
    renderAt("/no/such/page", <AppRoutes />);
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    screen.getByRole("banner");
  });

  it("shows employees the main navigation, their name and Sign out", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt("/template", <AppRoutes />);
    const { top, bottom } = navigations();
    expect([...top.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["My work", "Scan", "Work orders", "Vehicles", "Defects", "Inspections", "Reminders", "Parts", "Time", "Categories", "Dashboard"]);
    // A phone's bar: the three a technician uses most, the rest under More.
    expect([...bottom.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["My work", "Scan", "Board"]);
    expect(within(bottom).getByRole("button", { name: "More" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("banner").textContent).toContain("Alice Mechanic");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("offers Open workshop on the landing page when signed in, Sign in otherwise", () => {
    const guest = renderAt("/", <AppRoutes />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    guest.unmount();
    pb.authStore.save(fakeToken(), employeeRecord());
    const manager = renderAt("/", <AppRoutes />);
    expect(screen.getByRole("link", { name: "Open workshop" }).getAttribute("href")).toBe("/workshop/work-orders");
    manager.unmount();
    pb.authStore.save(fakeToken(), employeeRecord({ role: "technician" }));
    renderAt("/", <AppRoutes />);
    expect(screen.getByRole("link", { name: "Open workshop" }).getAttribute("href")).toBe("/workshop/my-work");
  });
});
