// The history's hash chain, checked in Node (server/lib/history/chain-check.ts): each kind of
// tampering is named at the first entry it touches; an intact chain passes.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ChainCheck, describeEntry, describeProblem, linkHash, type ChainHead, type ChainProblem, type LinkedEntry } from "../../server/lib/history/chain-check";
import { parseHistoryArgs } from "../../server/lib/history/verify-args";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** An entry's text as SQLite's json_array() makes it of ordinary text columns (chain.ts). */
function textOf(seq: number, title = `AB-${seq}`, byLabel = "Ann Lee"): string {
  const at = `2026-11-25 10:00:${String(seq % 60).padStart(2, "0")}.000Z`;
  return JSON.stringify([seq, `entry${String(seq).padStart(10, "0")}`, "vehicles", "vvvvvvvvvvvvvvv", "updated", title, "eeeeeeeeeeeeeee", byLabel, at, "vvvvvvvvvvvvvvv", "", JSON.stringify({ odometer: { before: seq, after: seq + 1 } })]);
}

/** A chain of `count` entries as the server writes them (rowid 100 + seq), and its head. */
function chain(count: number): { rows: LinkedEntry[]; head: ChainHead } {
  const rows: LinkedEntry[] = [];
  let hash = "";
  for (let seq = 1; seq <= count; seq += 1) {
    const text = textOf(seq);
    hash = linkHash(hash, text, sha256);
    rows.push({ rowid: 100 + seq, seq, hash, text });
  }
  return { rows, head: { seq: count, hash } };
}

function check(rows: readonly LinkedEntry[], head: ChainHead, fingerprint: ChainHead | null = null): ChainProblem | null {
  const checker = new ChainCheck(sha256, fingerprint);
  for (const row of rows) {
    const problem = checker.add(row);
    if (problem) return problem;
  }
  return checker.finish(head);
}

/** Recomputes every hash from index `from` on, as someone who knows the method would. */
function rehash(rows: LinkedEntry[], from: number): ChainHead {
  let hash = from === 0 ? "" : rows[from - 1]!.hash;
  for (let i = from; i < rows.length; i += 1) {
    hash = linkHash(hash, rows[i]!.text, sha256);
    rows[i] = { ...rows[i]!, hash };
  }
  return { seq: rows.at(-1)!.seq, hash };
}

const words = (entry: { seq: number; rowid: number }) => `#${entry.seq} (row ${entry.rowid})`;

describe("the history's hash chain", () => {
  it("passes an intact chain, and an empty one", () => {
    const { rows, head } = chain(50);
    expect(check(rows, head)).toBeNull();
    expect(check([], { seq: 0, hash: "" })).toBeNull();
  });

  it("names an entry whose text changed, and one whose stored hash changed", () => {
    const { rows, head } = chain(5);
    const changed = rows.map((row) => (row.seq === 3 ? { ...row, text: textOf(3, "AB-3", "Someone else") } : row));
    expect(check(changed, head)).toEqual({ kind: "changed", entry: { seq: 3, rowid: 103 } });
    const rehashed = rows.map((row) => (row.seq === 3 ? { ...row, hash: "0".repeat(64) } : row));
    expect(check(rehashed, head)).toEqual({ kind: "changed", entry: { seq: 3, rowid: 103 } });
  });

  it("names a removed entry by its number and its neighbours", () => {
    const { rows, head } = chain(10);
    const problem = check(rows.filter((row) => row.seq !== 4), head);
    expect(problem).toEqual({ kind: "removed", from: 4, to: 4, after: { seq: 3, rowid: 103 }, before: { seq: 5, rowid: 105 } });
    expect(describeProblem(problem!, words)).toBe("Entry #4 was removed after #3 (row 103) and before #5 (row 105).");
  });

  it("names the newest entries removed, from the head the server keeps", () => {
    const { rows, head } = chain(10);
    const problem = check(rows.slice(0, 8), head);
    expect(problem).toEqual({ kind: "removed", from: 9, to: 10, after: { seq: 8, rowid: 108 }, before: null });
    expect(describeProblem(problem!, words)).toBe("Entries #9 to #10 were removed after #8 (row 108) (the newest).");
  });

  it("names an entry added with a number already taken, or after the head", () => {
    const { rows, head } = chain(6);
    const twice = [...rows.slice(0, 3), { ...rows[2]!, rowid: 999 }, ...rows.slice(3)];
    expect(check(twice, head)).toEqual({ kind: "added", entry: { seq: 3, rowid: 999 } });
    const extended = [...rows, { rowid: 107, seq: 7, text: textOf(7), hash: linkHash(head.hash, textOf(7), sha256) }];
    expect(check(extended, head)).toEqual({ kind: "added", entry: { seq: 7, rowid: 107 } });
    const unnumbered = [...rows.slice(0, 2), { ...rows[2]!, seq: Number.NaN }];
    expect(check(unnumbered, head)).toMatchObject({ kind: "added" });
  });

  it("cannot see a rewrite with every hash recomputed, head included, unless a fingerprint was kept", () => {
    const { rows, head } = chain(10);
    const fingerprint = { seq: 8, hash: rows[7]!.hash };
    rows[3] = { ...rows[3]!, text: textOf(4, "AB-4", "Someone else") };
    const newHead = rehash(rows, 3);
    expect(check(rows, newHead)).toBeNull();
    expect(check(rows, newHead, fingerprint)).toMatchObject({ kind: "fingerprint", expected: fingerprint });
    expect(check(rows, head)).toMatchObject({ kind: "added" });
  });

  it("names a fingerprint's entry removed with the newest", () => {
    const { rows } = chain(10);
    const fingerprint = { seq: 10, hash: rows[9]!.hash };
    const cut = rows.slice(0, 7);
    expect(check(cut, { seq: 7, hash: cut[6]!.hash }, fingerprint)).toMatchObject({ kind: "removed", from: 8, to: 10 });
  });

  it("describes an entry as a person finds it again", () => {
    const entry = { seq: 12, id: "abcdefghijklmno", at: "2026-11-25 10:00:00.000Z", collection: "vehicles", title: "AB-123", action: "updated", by_label: "Ann Lee" };
    expect(describeEntry(entry)).toBe("#12 (2026-11-25 10:00:00.000Z: vehicles “AB-123” updated by Ann Lee; id abcdefghijklmno)");
  });
});

describe("`history verify`'s arguments", () => {
  const globals = (name: string) => (name === "dir" ? true : name === "dev" ? false : null);
  const hash = "a".repeat(64);

  it.each<[string[], unknown]>([
    [["verify"], { fingerprint: null }],
    [["verify", "--dir", "/data", "--dev=false"], { fingerprint: null }],
    [["verify", "--expect", `12:${hash}`], { fingerprint: { seq: 12, hash } }],
    [["verify", `--expect=12:${hash.toUpperCase()}`], { fingerprint: { seq: 12, hash } }],
    [["help"], { status: 0 }],
    [[], { status: 2 }],
    [["verify", "--expect", "12"], { status: 2, usage: expect.stringContaining("--expect needs the fingerprint") }],
    [["verify", "--fast"], { status: 2, usage: expect.stringContaining("Unknown flag --fast.") }],
    [["check"], { status: 2, usage: expect.stringContaining("Unexpected argument “check”.") }],
  ])("%j", (args, parsed) => {
    expect(parseHistoryArgs(args, globals)).toMatchObject(parsed as object);
  });
});
