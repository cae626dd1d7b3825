// The arguments of `pocketbase history verify` (verify.ts). Cobra's flag parsing is off for the
// command (flags can only be declared outside a handler), so it reads its own and skips
// PocketBase's global ones (--dir, --dev …), which PocketBase has parsed already. Pure.

import type { Fingerprint } from "./chain-check";

export const HISTORY_USAGE = [
  "Usage: pocketbase history verify [--expect SEQ:HASH] [--dir DATA_DIR]",
  "",
  "Checks that no entry of the change history was changed, removed or added since the server",
  "wrote it, and names the first one that was. Exit status 0 when the history is intact, 1 when not.",
  "",
  "  --expect SEQ:HASH   also check that entry SEQ still has HASH: a fingerprint printed by an",
  "                      earlier run and kept away from this server (it shows a history rewritten",
  "                      with its hashes recomputed)",
].join("\n");

export interface VerifyArgs {
  readonly fingerprint: Fingerprint | null;
}

/** Not a check to run: what to print, and the exit status (0 for help, 2 for a mistake). */
export interface Usage {
  readonly usage: string;
  readonly status: 0 | 2;
}

const FINGERPRINT = /^(\d+):([0-9a-f]{64})$/;

function mistake(message: string): Usage {
  return { usage: `${message}\n\n${HISTORY_USAGE}`, status: 2 };
}

/** The parsed arguments, or what to tell the person who typed them. */
export function parseHistoryArgs(args: readonly string[], takesValue: (name: string) => boolean | null): VerifyArgs | Usage {
  let verify = false;
  let fingerprint: Fingerprint | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === "verify" && !verify) {
      verify = true;
      continue;
    }
    if (arg === "help" || arg === "-h" || arg === "--help") return { usage: HISTORY_USAGE, status: 0 };
    const flag = /^--?([A-Za-z][\w-]*)(?:=(.*))?$/.exec(arg);
    if (!flag) return mistake(`Unexpected argument “${arg}”.`);
    if (flag[1] === "expect") {
      const value = flag[2] ?? args[++i] ?? "";
      const match = FINGERPRINT.exec(value.trim().toLowerCase());
      if (!match) return mistake("--expect needs the fingerprint as verify printed it: SEQ:HASH (a number, a colon and 64 hex digits).");
      fingerprint = { seq: Number(match[1]), hash: match[2]! };
      continue;
    }
    const global = takesValue(flag[1]!);
    if (global === null) return mistake(`Unknown flag --${flag[1]}.`);
    if (global && flag[2] === undefined) i += 1;
  }
  return verify ? { fingerprint } : mistake("Say what to do: `history verify`.");
}
