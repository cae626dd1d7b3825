// A notice for the next screen ("Vehicle AB-123 deleted."): shown once by the screen that mounts
// next, also in development, where React's StrictMode renders and mounts every screen twice.
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { flash, useFlash } from "../../web/src/lib/flash";

function Notice() {
  const message = useFlash();
  return <p>{message ?? "No notice"}</p>;
}

describe("flash", () => {
  it.each([
    ["in production", false],
    ["under StrictMode, as in development", true],
  ])("shows the notice on the next screen %s", (_how, strict) => {
    flash("Vehicle AB-123 deleted.");
    render(strict ? <StrictMode><Notice /></StrictMode> : <Notice />);
    expect(screen.getByText("Vehicle AB-123 deleted.")).toBeTruthy();
  });

  it("shows it once: the screen after that has none", () => {
    flash("Category “Vans” added.");
    const first = render(<StrictMode><Notice /></StrictMode>);
    expect(screen.getByText("Category “Vans” added.")).toBeTruthy();
    first.unmount();
    render(<StrictMode><Notice /></StrictMode>);
    expect(screen.getByText("No notice")).toBeTruthy();
  });
});
