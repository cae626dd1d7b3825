import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../web/src/app/app-routes";
import { ErrorBoundary } from "../../web/src/app/error-boundary";
import { pb } from "../../web/src/lib/api-client";
import { speak } from "../../web/src/lib/i18n";
import { ServerErrorPage } from "../../web/src/features/errors/server-error-page";
import { renderAt } from "./render";
import { employeeRecord, fakeToken } from "./tokens";

function h1(): string | null {
  return screen.getByRole("heading", { level: 1 }).textContent;
}

function quietConsoleErrors() {
  return vi.spyOn(console, "error").mockImplementation(() => {});
}

afterEach(() => {
  pb.authStore.clear();
  speak("en");
});

describe("AppRoutes", () => {
  it("shows the landing page at /", () => {
    renderAt("/", <AppRoutes />);
    expect(h1()).toBe("Workshop");
  });

  it("shows Page Not Found with the path for an unknown address", () => {
    renderAt("/no/such/page", <AppRoutes />);
    expect(h1()).toBe("Page Not Found: /no/such/page");
    expect(document.title).toBe("Page Not Found · Workshop");
  });

  it("sends the bare /workshop to the vehicle list", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const { location } = renderAt("/workshop", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/workshop/vehicles");
  });

  it("draws /backend (the dashboard layout) in the same frame as every page: no sidebar of its own", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const backend = renderAt("/backend", <AppRoutes />);
    const [top] = screen.getAllByRole("navigation", { name: "Main" });
    expect(top!.querySelector('[aria-current="page"]')?.textContent).toBe("Dashboard");
    expect(screen.queryByRole("complementary")).toBeNull();
    backend.unmount();
    renderAt("/workshop/vehicles", <AppRoutes />);
    expect(screen.getAllByRole("navigation", { name: "Main" })[0]!.querySelector('[aria-current="page"]')?.textContent).toBe("Vehicles");
  });

  it("names the window after the screen", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt("/template", <AppRoutes />);
    expect(document.title).toBe("UI kit · Workshop");
  });

  it("speaks German around every screen: the navigation, the skip link, the window's title", () => {
    speak("de");
    pb.authStore.save(fakeToken(), employeeRecord());
    renderAt("/workshop/vehicles/categories", <AppRoutes />);
    const [top] = screen.getAllByRole("navigation", { name: "Hauptnavigation" });
    expect(top!.querySelector('[aria-current="page"]')?.textContent).toBe("Kategorien");
    expect(screen.getByRole("link", { name: "Zum Inhalt springen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mehr" })).toBeTruthy();
    expect(document.title).toBe("Kategorien · Workshop");
  });

  it("says Page Not Found in German", () => {
    speak("de");
    renderAt("/no/such/page", <AppRoutes />);
    expect(h1()).toBe("Seite nicht gefunden: /no/such/page");
    expect(document.title).toBe("Seite nicht gefunden · Workshop");
  });
});

describe("Internal Server Error", () => {
  it("replaces a screen that throws while rendering, inside the layout, never a blank page", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const quiet = quietConsoleErrors();
    renderAt("/template?throw-render-error", <AppRoutes />);
    quiet.mockRestore();
    expect(h1()).toBe("Internal Server Error");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("goes away when the person moves to another page", () => {
    pb.authStore.save(fakeToken(), employeeRecord());
    const quiet = quietConsoleErrors();
    const { location } = renderAt("/template?throw-render-error", <AppRoutes />);
    quiet.mockRestore();
    act(() => location.navigate("/template"));
    expect(h1()).toBe("UI kit");
  });

  it("is also what the outermost boundary shows when even the layout breaks", () => {
    const Broken = () => {
      throw new Error("boom");
    };
    const quiet = quietConsoleErrors();
    renderAt("/", (
      <ErrorBoundary fallback={<ServerErrorPage standalone />}>
        <Broken />
      </ErrorBoundary>
    ));
    quiet.mockRestore();
    expect(h1()).toBe("Internal Server Error");
    expect(screen.getByRole("button", { name: "Reload this page" })).toBeTruthy();
  });
});
