// Five suites, run in this order by `make test`: unit (pure code and build checks, Node),
// web (components in jsdom with an in-memory location), api (a real PocketBase from our build),
// browser (real Chromium against the real bundle served by a real PocketBase) and container
// (the image built from the checkout, run by podman through testcontainers).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const shared = fileURLToPath(new URL("./shared", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@shared": shared } },
  define: { __WORKSHOP_BUILD_ID__: JSON.stringify("0000000000000000") },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/web/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/browser/setup.ts"],
          // Live updates and debounced reloads take a moment in a real browser on a loaded machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          // A 2-core machine running PocketBase, Chromium and the test at once stalls now and then
          // for longer than any wait; a test that fails again on its second run fails the suite
          // (the output marks each retried test, docs/development.md).
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: "container",
          include: ["tests/container/**/*.test.ts"],
          environment: "node",
          // Building the image and starting a container take seconds, more on a loaded machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
