// Runs around every browser test: no page may break the Content-Security-Policy. Every context
// from tests/support/browser.ts reports its pages' violations; a test that caused one fails.
import { afterEach, expect } from "vitest";
import { takeCspViolations } from "../support/browser";

afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
});
