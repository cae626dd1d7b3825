// wouter's way of testing screens: render at a URL with an in-memory location.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const view = render(<Router hook={location.hook}>{ui}</Router>);
  return { ...view, location };
}
