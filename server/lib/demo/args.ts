// The `demo` command's arguments. Cobra's flag parsing is off for the command (flags can only
// be defined outside a handler, which our entry files may not have), so it reads its own flags
// and skips PocketBase's global ones (--dir, --dev, …), which PocketBase has parsed already.

import { MAX_DEMO_CATEGORIES, MAX_DEMO_VEHICLES } from "./generate";

export interface DemoArgs {
  vehicles: number;
  categories: number;
  seed: number;
  replace: boolean;
  help: boolean;
}

export const DEMO_DEFAULTS: DemoArgs = { vehicles: 200, categories: 12, seed: 1, replace: false, help: false };

export const DEMO_USAGE = [
  "Usage: pocketbase demo [--vehicles N] [--categories N] [--seed N] [--replace] [--dir DATA_DIR]",
  "       pocketbase demo help",
  "",
  "Fills the data dir with demo categories (with service plans) and vehicles, with their work orders,",
  "odometer readings and reminders (never employees or superusers).",
  "",
  `  --vehicles N     how many vehicles, 0 to ${MAX_DEMO_VEHICLES} (default ${DEMO_DEFAULTS.vehicles})`,
  `  --categories N   how many categories, 1 to ${MAX_DEMO_CATEGORIES} (default ${DEMO_DEFAULTS.categories})`,
  `  --seed N         the same seed makes the same data on the same day (default ${DEMO_DEFAULTS.seed})`,
  "  --replace        delete all vehicles, categories and their work first (else a data dir that has any is refused)",
].join("\n");

/** How PocketBase's global flags look: whether `--name` takes the next argument as its value. */
export type GlobalFlagLookup = (name: string) => { takesValue: boolean } | null;

const NUMBER_FLAGS = { vehicles: [0, MAX_DEMO_VEHICLES], categories: [1, MAX_DEMO_CATEGORIES], seed: [0, 2 ** 31 - 1] } as const;

/** The parsed arguments, or a message for the person who typed them. */
export function parseDemoArgs(args: readonly string[], globalFlag: GlobalFlagLookup): DemoArgs | string {
  const parsed: DemoArgs = { ...DEMO_DEFAULTS };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    // `demo help`: PocketBase skips loading hooks (so knows no `demo`) when it sees --help.
    if (arg === "help" || arg === "-h" || arg === "--help") {
      parsed.help = true;
      continue;
    }
    const match = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(arg);
    if (!match) return `Unexpected argument “${arg}”.`;
    const name = match[1]!;
    let value = match[2];
    if (name === "replace") {
      if (value !== undefined && value !== "true" && value !== "false") return "--replace takes no value.";
      parsed.replace = value !== "false";
      continue;
    }
    if (name in NUMBER_FLAGS) {
      if (value === undefined) value = args[++i];
      const [min, max] = NUMBER_FLAGS[name as keyof typeof NUMBER_FLAGS];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        return `--${name} needs a whole number from ${min} to ${max}.`;
      }
      parsed[name as keyof typeof NUMBER_FLAGS] = Number(value);
      continue;
    }
    const global = globalFlag(name);
    if (!global) return `Unknown flag --${name}.`;
    if (global.takesValue && value === undefined) i += 1;
  }
  return parsed;
}
