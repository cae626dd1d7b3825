import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppRoutes } from "../../web/src/app/app-routes";
import { ErrorBoundary } from "../../web/src/app/error-boundary";
import { renderAt } from "./render";

describe("AppRoutes", () => {
  it("shows the landing page at /", () => {
    renderAt("/", <AppRoutes />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Workshop");
  });

  it("shows Page Not Found with the path for an unknown address", () => {
    renderAt("/no/such/page", <AppRoutes />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found: /no/such/page");
  });

  it("sends the bare /workshop to the vehicle list", () => {
    const { location } = renderAt("/workshop", <AppRoutes />);
    expect(location.history.at(-1)).toBe("/workshop/vehicles");
  });

  it("draws the dashboard layout's sidebar only at /backend", () => {
    renderAt("/backend", <AppRoutes />);
    expect(screen.getByRole("navigation", { name: "Dashboard" })).toBeTruthy();
  });
});

describe("ErrorBoundary", () => {
  it("shows Internal Server Error instead of a blank page when a screen throws", () => {
    const Broken = () => {
      throw new Error("boom");
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/", (
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    ));
    quiet.mockRestore();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
  });
});
