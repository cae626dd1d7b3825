// The colour theme (docs/decisions/themes-and-accessibility.md): the person's choice, "system"
// (the default: follow the device's light or dark setting), "light" or "dark", remembered on this
// device in localStorage. The page shows it as `<html data-theme="light|dark">`, which the
// stylesheet's tokens follow (web/src/ui/styles.css).

import { useCallback, useEffect, useState } from "react";

export type ThemeChoice = "system" | "light" | "dark";
export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];
export const THEME_STORAGE_KEY = "workshop-theme";

/**
 * Sets `data-theme` from the remembered choice and the system's setting. Self-contained (no
 * imports, no outer names): the build also writes its source into the page as a classic inline
 * script that runs before the first paint (vite.config.ts), so no page flashes the wrong theme.
 */
export function applyRememberedTheme(storageKey: string): void {
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (a locked-down browser): follow the system.
  }
  const dark = choice === "dark" || (choice !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

function rememberedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.find((choice) => choice === stored) ?? "system";
  } catch {
    return "system";
  }
}

function remember(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but still shown until the page is left.
  }
}

/**
 * The current choice and a way to change it. The page follows a change of the system's setting
 * while the choice is "system", and a choice made in another tab of the app.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(rememberedChoice);
  useEffect(() => {
    const apply = () => applyRememberedTheme(THEME_STORAGE_KEY);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      setChoice(rememberedChoice());
      apply();
    };
    const system = matchMedia("(prefers-color-scheme: dark)");
    system.addEventListener("change", apply);
    window.addEventListener("storage", fromOtherTab);
    return () => {
      system.removeEventListener("change", apply);
      window.removeEventListener("storage", fromOtherTab);
    };
  }, []);
  const choose = useCallback((next: ThemeChoice) => {
    remember(next);
    setChoice(next);
    applyRememberedTheme(THEME_STORAGE_KEY);
  }, []);
  return [choice, choose];
}
