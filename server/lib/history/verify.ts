// `pocketbase history verify [--expect SEQ:HASH]`: walks the history's hash chain (chain-check.ts)
// in the order the server wrote it and names the first entry changed, removed or added behind
// the server's back; exit status 1 then. Read-only: it may run beside `serve`.

import { HISTORY_COLLECTION } from "@shared/history";
import { groupDigits } from "@shared/validation";
import { selectOne } from "../db/sql";
import { chainHead, walkChain } from "./chain";
import { ChainCheck, describeEntry, describeProblem, type ChainProblem, type EntryWords, type Fingerprint } from "./chain-check";
import { parseHistoryArgs } from "./verify-args";

/** How PocketBase's global flags look: whether `--name` takes the next argument as its value. */
function globalFlagTakesValue(name: string): boolean | null {
  const flag = $app.rootCmd?.persistentFlags().lookup(name);
  return flag ? flag.value.type() !== "bool" : null;
}

export interface VerifyOutcome {
  readonly ok: boolean;
  readonly message: string;
}

const WORDS_SQL = `SELECT [[seq]], [[id]], [[at]], [[collection]], [[title]], [[action]], [[by_label]]
  FROM {{${HISTORY_COLLECTION}}} WHERE [[rowid]] = {:rowid}`;

/** An entry in words, found by where it is stored. */
function entryWords(app: core.App, entry: { rowid: number; seq: number }): string {
  let words: EntryWords | null = null;
  try {
    words = selectOne(app, WORDS_SQL, { seq: 0, id: "", at: "", collection: "", title: "", action: "", by_label: "" }, { rowid: entry.rowid });
  } catch {
    words = null; // a value the server never writes (a blob)
  }
  return words === null ? `#${entry.seq}` : describeEntry(words);
}

const UNCHAINED_SQL = `SELECT [[rowid]] AS [[row_id]], (SELECT COUNT(*) FROM {{${HISTORY_COLLECTION}}} WHERE [[seq]] = 0) AS [[count]]
  FROM {{${HISTORY_COLLECTION}}} WHERE [[seq]] = 0 ORDER BY [[rowid]] LIMIT 1`;

function unchainedProblem(app: core.App): ChainProblem | null {
  const first = selectOne(app, UNCHAINED_SQL, { row_id: 0, count: 0 });
  return first === null ? null : { kind: "unchained", entry: { rowid: first.row_id, seq: 0 }, count: first.count };
}

/** Checks the whole chain of `app`'s history. */
export function verifyHistory(app: core.App, fingerprint: Fingerprint | null): VerifyOutcome {
  const head = chainHead(app);
  if (head === null) {
    return { ok: false, message: "The history has no hash chain yet: start the server once with this version (its upgrade chains the entries already there)." };
  }
  const check = new ChainCheck((text) => $security.sha256(text), fingerprint);
  let problem: ChainProblem | null = null;
  try {
    walkChain(app, (entry) => (problem = check.add(entry)) === null);
    problem = problem ?? check.finish(head) ?? unchainedProblem(app);
  } catch (error) {
    // No history table, or a value in it the server never writes (a blob).
    return { ok: false, message: `The history was changed behind the server's back: it cannot be read (${String((error as { message?: string })?.message ?? error)}).` };
  }
  const words = (entry: { rowid: number; seq: number }) => entryWords(app, entry);
  if (problem !== null) return { ok: false, message: `The history was changed behind the server's back.\n${describeProblem(problem, words)}` };
  if (check.count === 0) return { ok: true, message: "The history is empty: nothing to check." };
  return {
    ok: true,
    message: [
      `The history is intact: ${groupDigits(check.count)} ${check.count === 1 ? "entry" : "entries"}, each as the server wrote it.`,
      `Newest: ${words(check.newest!)}.`,
      `Fingerprint: ${check.count}:${check.newestHash}`,
      "Keep the fingerprint away from this server (on paper, in a mail); `pocketbase history verify --expect <fingerprint>`",
      "then also shows a history rewritten up to that entry with its hashes recomputed.",
    ].join("\n"),
  };
}

/** The `history` command's `run`. */
export function runHistoryCommand(args: readonly string[]): void {
  const parsed = parseHistoryArgs(args, globalFlagTakesValue);
  if ("usage" in parsed) {
    if (parsed.status === 0) {
      console.log(parsed.usage);
      return;
    }
    console.error(parsed.usage);
    $os.exit(parsed.status);
    return;
  }
  const outcome = verifyHistory($app as unknown as core.App, parsed.fingerprint);
  if (outcome.ok) {
    console.log(outcome.message);
    return;
  }
  console.error(outcome.message);
  $os.exit(1);
}
