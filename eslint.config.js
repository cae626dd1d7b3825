// `make test` runs ESLint for the code's boundaries only (docs/ARCHITECTURE.md "The rooms"): its
// parser reads import statements (scripts/lint/parser.js), its rules say which may exist
// (scripts/lint/boundaries.js). Formatting and style are not linted.
import boundaries from "./scripts/lint/boundaries.js";
import imports from "./scripts/lint/parser.js";

export default [
  // Generated output and tools' folders.
  { ignores: ["pb_hooks/**", "pb_migrations/**", "pb_public/**", "build/**", "dist/**", "bench-results/**", "test-results/**"] },
  {
    files: ["shared/**/*.ts", "server/**/*.ts", "web/src/**/*.{ts,tsx}", "scripts/**/*.ts"],
    languageOptions: { parser: imports },
    plugins: { workshop: boundaries },
    rules: {
      "workshop/no-cycle": "error",
      "workshop/feature-boundaries": "error",
      "workshop/infrastructure-boundaries": "error",
    },
  },
];
