// The hash chain of the history (docs/product.md "Change history"; docs/decisions/history.md):
// how an entry's hash is made from the one before it, and the check of a whole chain. Pure (the
// hash function is given), so that the server's writer, its `history verify` command and the
// unit tests in Node share one definition.
//
// Each entry has a number (`seq`: 1, 2, 3 … in the order the server wrote them) and
// `hash` = SHA-256 of the previous entry's hash, a line feed and the entry's text: the JSON
// array SQLite's json_array() makes of its stored columns (chain.ts, ENTRY_TEXT_SQL), the number
// first. SQLite makes that text for the writer, the bulk chaining and the check alike, so all
// three read the same bytes. Changing an entry breaks its hash; removing one leaves a gap in the
// numbers; removing the newest ones leaves the chain shorter than its head (the newest number
// and hash, kept beside it). Only someone who recomputes every hash from the change on, head
// included, goes unseen: hence the fingerprint an administrator may keep elsewhere (`--expect`).

export type Sha256 = (text: string) => string;

/** The hash of an entry whose text is `text`, after the entry whose hash is `previousHash` ("" for the first). */
export function linkHash(previousHash: string, text: string, sha256: Sha256): string {
  return sha256(`${previousHash}\n${text}`);
}

/** An entry as the check reads it: where it is stored, its number, its stored hash and its text. */
export interface LinkedEntry {
  readonly rowid: number;
  /** The number its text starts with (NaN when that is no number). */
  readonly seq: number;
  readonly hash: string;
  readonly text: string;
}

/** The newest entry's number and hash, as the server last wrote them (`seq` 0: none yet). */
export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

/** A fingerprint an administrator noted: entry `seq` had hash `hash`. */
export type Fingerprint = ChainHead;

/** An entry a problem is about, by where it is stored (null: none, at the start or the end). */
export type EntryRef = { readonly rowid: number; readonly seq: number } | null;

export type ChainProblem =
  /** The entry does not match its hash: it (or, had its hash been recomputed, the one before) was changed. */
  | { readonly kind: "changed"; readonly entry: EntryRef }
  /** Entries `from`…`to` are missing between `after` and `before`. */
  | { readonly kind: "removed"; readonly from: number; readonly to: number; readonly after: EntryRef; readonly before: EntryRef }
  /** An entry the server did not write where it stands: a second #n, a number out of order, or one after the head. */
  | { readonly kind: "added"; readonly entry: EntryRef }
  /** Entries with no number at all: written into the table without the server. */
  | { readonly kind: "unchained"; readonly entry: EntryRef; readonly count: number }
  /** The noted fingerprint no longer matches: the history up to it was rewritten, hashes and all. */
  | { readonly kind: "fingerprint"; readonly expected: Fingerprint; readonly found: string };

/**
 * Checks a chain fed entry by entry in the order of their numbers (`add`), then against its
 * head (`finish`); stops at the first problem, which is the one to look at: every entry after a
 * change or a gap fails too.
 */
export class ChainCheck {
  private expected = 1;
  private previousHash = "";
  private last: EntryRef = null;
  private problem: ChainProblem | null = null;

  constructor(
    private readonly sha256: Sha256,
    private readonly fingerprint: Fingerprint | null = null,
  ) {}

  /** Entries found intact so far (they are numbered 1 … count). */
  get count(): number {
    return this.expected - 1;
  }

  /** The newest entry found intact. */
  get newest(): EntryRef {
    return this.last;
  }

  get newestHash(): string {
    return this.previousHash;
  }

  /** Checks the next entry; returns the first problem (then and for every later call), or null. */
  add(entry: LinkedEntry): ChainProblem | null {
    if (this.problem) return this.problem;
    const ref = { rowid: entry.rowid, seq: entry.seq };
    if (!Number.isInteger(entry.seq) || entry.seq < this.expected) return (this.problem = { kind: "added", entry: ref });
    if (entry.seq > this.expected) {
      return (this.problem = { kind: "removed", from: this.expected, to: entry.seq - 1, after: this.last, before: ref });
    }
    if (linkHash(this.previousHash, entry.text, this.sha256) !== entry.hash) return (this.problem = { kind: "changed", entry: ref });
    if (this.fingerprint && this.fingerprint.seq === entry.seq && this.fingerprint.hash !== entry.hash) {
      return (this.problem = { kind: "fingerprint", expected: this.fingerprint, found: entry.hash });
    }
    this.previousHash = entry.hash;
    this.last = ref;
    this.expected = entry.seq + 1;
    return null;
  }

  /**
   * After the last entry: the head the server keeps says how far the chain went, so the newest
   * entries cannot go unseen; a noted fingerprint past the end means those were removed too.
   */
  finish(head: ChainHead): ChainProblem | null {
    if (this.problem) return this.problem;
    const lastSeq = this.expected - 1;
    if (head.seq > lastSeq) return (this.problem = { kind: "removed", from: lastSeq + 1, to: head.seq, after: this.last, before: null });
    // The newest entries passed their hashes, but the server never wrote them (or wrote others).
    if (head.seq < lastSeq || head.hash !== this.previousHash) return (this.problem = { kind: "added", entry: this.last });
    if (this.fingerprint && this.fingerprint.seq > lastSeq) {
      return (this.problem = { kind: "removed", from: lastSeq + 1, to: this.fingerprint.seq, after: this.last, before: null });
    }
    return null;
  }
}

/** What a person reads of an entry: "#12 (2026-11-25 10:00:00.000Z: vehicles “AB-123” updated by Ann Lee; id abc…)". */
export interface EntryWords {
  readonly seq: number;
  readonly id: string;
  readonly at: string;
  readonly collection: string;
  readonly title: string;
  readonly action: string;
  readonly by_label: string;
}

export function describeEntry(entry: EntryWords): string {
  const what = `${entry.collection}${entry.title ? ` “${entry.title}”` : ""} ${entry.action}${entry.by_label ? ` by ${entry.by_label}` : ""}`;
  return `#${entry.seq} (${entry.at}: ${what}; id ${entry.id})`;
}

/** The first problem in words, for the person who ran `history verify`; `words` finds an entry's. */
export function describeProblem(problem: ChainProblem, words: (entry: NonNullable<EntryRef>) => string): string {
  const named = (entry: EntryRef) => (entry === null ? "" : words(entry));
  switch (problem.kind) {
    case "changed":
      return `Entry ${named(problem.entry)} was changed after the server wrote it: it no longer matches its hash (or the entry before it was changed and its hash recomputed).`;
    case "removed": {
      const which = problem.from === problem.to ? `Entry #${problem.from} was` : `Entries #${problem.from} to #${problem.to} were`;
      const after = problem.after ? ` after ${named(problem.after)}` : " at the start";
      const before = problem.before ? ` and before ${named(problem.before)}` : problem.after ? " (the newest)" : "";
      return `${which} removed${after}${before}.`;
    }
    case "added":
      return `Entry ${named(problem.entry)} was not written by the server where it stands: it was added, renumbered or the chain after it was rewritten.`;
    case "unchained":
      return `${problem.count === 1 ? "1 entry was" : `${problem.count} entries were`} added without the server, outside the chain; the first: ${named(problem.entry)}.`;
    case "fingerprint":
      return `Entry #${problem.expected.seq} no longer has the fingerprint you noted (${problem.expected.hash}; now ${problem.found || "none"}): the history up to it was rewritten and its hashes recomputed.`;
  }
}
