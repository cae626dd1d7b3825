// WCAG 2.1 AA contrast of the house colours in both themes (docs/decisions/themes-and-accessibility.md):
// the colour tokens of web/src/ui/styles.css, light (`:root`, and a printable sheet in either theme) and dark (`:root[data-theme="dark"]`),
// paired as the stylesheets use them. Text needs 4.5:1 on what it sits on; the edges of controls
// (inputs, secondary buttons, the focus ring) 3:1 (WCAG 1.4.11). axe-core checks the text of every
// page in the browser (tests/browser/accessibility.test.ts); this checks what axe cannot: the
// boundaries of controls, and every pair whether or not a page happens to show it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/pocketbase";

const css = readFileSync(join(repoRoot, "web/src/ui/styles.css"), "utf8");

/** The `--color-*` declarations of the first block that the selector opens. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`styles.css has no "${selector} {" block`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, name, value]) => [name!, value!.toLowerCase()]));
}

const light = tokensOf(":root,\n.print-sheet");
/** The dark theme overrides some tokens; the rest stay as in light. */
const dark = { ...light, ...tokensOf(':root[data-theme="dark"]') };

function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const UI = 3;

/** [foreground, background, minimum]: every pairing the stylesheets make. */
const PAIRS: readonly [string, string, number][] = [
  ...["bg", "surface", "surface-muted"].flatMap((surface): [string, string, number][] => [
    ["text", surface, TEXT],
    ["text-muted", surface, TEXT],
    ["primary", surface, TEXT],
    ["primary-hover", surface, TEXT],
    ["danger", surface, TEXT],
    ["success", surface, TEXT],
    ["warning", surface, TEXT],
    ["info", surface, TEXT],
    ["waiting", surface, TEXT],
    ["border-strong", surface, UI],
    ["focus", surface, UI],
  ]),
  ["primary-text", "primary", TEXT],
  ["primary-text", "primary-hover", TEXT],
  ["on-solid", "danger", TEXT],
  ["on-solid", "danger-hover", TEXT],
  ["on-solid", "success", TEXT],
  ["on-solid", "text-muted", TEXT],
  ["danger", "danger-bg", TEXT],
  ["success", "success-bg", TEXT],
  ["warning", "warning-bg", TEXT],
  ["info", "info-bg", TEXT],
  ["waiting", "waiting-bg", TEXT],
  ["text", "danger-bg", TEXT],
  ["text", "success-bg", TEXT],
  ["text", "warning-bg", TEXT],
  ["text", "info-bg", TEXT],
  ["text", "waiting-bg", TEXT],
  // The top bar and the landing page: ink, in both themes.
  ["ink-text", "ink", TEXT],
  ["ink-muted", "ink", TEXT],
  ["ink-text", "ink-deep", TEXT],
  ["gold", "ink", UI],
  ["ink-deep", "gold", TEXT],
  ["ink-deep", "gold-hover", TEXT],
];

describe.each([
  ["light", light],
  ["dark", dark],
])("the %s theme", (_name, tokens) => {
  it.each(PAIRS)("--color-%s on --color-%s reaches %s:1", (foreground, background, minimum) => {
    const fg = tokens[`color-${foreground}`];
    const bg = tokens[`color-${background}`];
    expect(fg, `--color-${foreground}`).toBeDefined();
    expect(bg, `--color-${background}`).toBeDefined();
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(minimum);
  });
});

it("the dark theme has colours of its own for every surface and text", () => {
  for (const token of ["bg", "surface", "surface-muted", "border", "border-strong", "text", "text-muted", "primary", "focus"]) {
    expect(dark[`color-${token}`], token).not.toBe(light[`color-${token}`]);
  }
});
