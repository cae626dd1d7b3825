// The history's hash chain in the database (chain-check.ts says how a hash is made). Every entry
// is linked inside the transaction that writes it: the head (the newest entry's number and hash,
// the one row of `history_chain`) is read, the entry gets the next number and its hash, the head
// moves on. SQLite lets one writer at a time hold a transaction (PocketBase runs every
// transaction on its single write connection), so two concurrent saves can never take the same
// head: the second reads what the first committed. An entry that rolls back takes its move of
// the head with it.
//
// What a caller must do for the chain to hold: write entries only through this module, inside
// a transaction: `linkEntries` for the entries of a save (server/lib/history/index.ts),
// `appendEntries` for many made from rows by SQL (a bulk create: applying a service plan, the
// demo). `chainPending` links entries stored without a number (the upgrade that made the chain).
//
// An entry's text is made by SQLite (json_array over its columns), for a save's entries from the
// values about to be stored, for many from the rows as stored: the same bytes either way, and
// the JS engine only concatenates and hashes (it would take several times longer to build them).

import { HISTORY_COLLECTION } from "@shared/history";
import { selectOne } from "../db/sql";
import { linkHash, type ChainHead, type LinkedEntry } from "./chain-check";

/** One row (id 1): the newest entry's `seq` and `hash`. Made by migration 1796100210. */
export const CHAIN_TABLE = "history_chain";

const HEAD_SQL = `SELECT [[seq]], [[hash]] FROM ${CHAIN_TABLE} WHERE [[id]] = 1`;
const MOVE_HEAD_SQL = `UPDATE ${CHAIN_TABLE} SET [[seq]] = {:seq}, [[hash]] = {:hash} WHERE [[id]] = 1`;

/** The columns of an entry's text after its number, in their order. */
const TEXT_COLUMNS = ["id", "collection", "record", "action", "title", "by", "by_label", "at", "vehicle", "work_order", "changes"] as const;

/** An entry's text as SQLite makes it from its stored columns, numbered `seq` (an SQL expression). */
function storedText(seq: string): string {
  return `json_array(${seq}, ${TEXT_COLUMNS.map((column) => `[[${column}]]`).join(", ")})`;
}

function sha256(text: string): string {
  return $security.sha256(text);
}

/** The head, or null before the migration that makes the chain (the entry is then chained by it). */
export function chainHead(app: core.App): ChainHead | null {
  try {
    return selectOne(app, HEAD_SQL, { seq: 0, hash: "" });
  } catch {
    return null;
  }
}

export function moveHead(app: core.App, head: ChainHead): void {
  app.db().newQuery(MOVE_HEAD_SQL).bind({ seq: head.seq, hash: head.hash }).execute();
}

/** After every entry was deleted on purpose (`demo --replace`): the next entry is #1 again. */
export function restartChain(app: core.App): void {
  moveHead(app, { seq: 0, hash: "" });
}

/** An entry's columns as they will be stored (all text), but its number and hash. */
export type UnlinkedEntry = { readonly [column in (typeof TEXT_COLUMNS)[number]]: string };

/** Entries linked per query by `linkEntries` (each binds 11 values). */
const LINK_PAGE = 40;

/**
 * The head and the texts of `count` new entries in one query, their values bound as they will be
 * stored: `text0` numbered one after the head, `text1` two after it, and so on.
 */
function nextLinksSql(count: number): string {
  const texts = Array.from(
    { length: count },
    (_, n) => `json_array([[seq]] + ${n + 1}, ${TEXT_COLUMNS.map((column) => `{:${column}${n}}`).join(", ")}) AS [[text${n}]]`,
  );
  return `SELECT [[seq]], [[hash]], ${texts.join(", ")} FROM ${CHAIN_TABLE} WHERE [[id]] = 1`;
}

/**
 * The numbers and hashes of new entries, in the order given, with the head moved on to the last;
 * `app` must be the transaction's, and the entries inserted in it. One query reads the head and
 * makes their texts, one moves the head: a save that keeps five entries (a work order done, an
 * inspection done) links them together at its end (index.ts). Before the chain exists (an older
 * migration saving a record) the entries stay unnumbered, and the chain's migration links them.
 */
export function linkEntries(app: core.App, entries: readonly UnlinkedEntry[]): ChainHead[] {
  const links: ChainHead[] = [];
  let head: ChainHead | null = null;
  for (let start = 0; start < entries.length; start += LINK_PAGE) {
    const page = entries.slice(start, start + LINK_PAGE);
    const params: { [name: string]: string } = {};
    const shape: { [name: string]: string | number } = { seq: 0, hash: "" };
    page.forEach((entry, n) => {
      for (const column of TEXT_COLUMNS) params[`${column}${n}`] = entry[column];
      shape[`text${n}`] = "";
    });
    let row: { [name: string]: string | number } | null;
    try {
      row = selectOne(app, nextLinksSql(page.length), shape, params);
    } catch {
      row = null;
    }
    if (row === null) return entries.map(() => ({ seq: 0, hash: "" }));
    head = { seq: Number(row["seq"]), hash: String(row["hash"]) };
    for (let n = 0; n < page.length; n += 1) {
      head = { seq: head.seq + 1, hash: linkHash(head.hash, String(row[`text${n}`]), sha256) };
      links.push(head);
    }
    // The next page reads the head this one leaves.
    moveHead(app, head);
  }
  return links;
}

/** Entries per page when reading the history in bulk: one text each, split in the JS engine. */
const PAGE_ROWS = 2000;

/** Lines of `rowid text` (text numbered 0: the caller numbers it), for chaining. */
const PENDING_SQL = `SELECT COALESCE(group_concat([[line]], char(10) ORDER BY [[row_id]]), '') AS [[lines]] FROM
  (SELECT [[rowid]] AS [[row_id]], [[rowid]] || ' ' || ${storedText("0")} AS [[line]]
   FROM {{${HISTORY_COLLECTION}}} WHERE [[seq]] = 0 ORDER BY [[rowid]] LIMIT ${PAGE_ROWS})`;

const SET_LINKS_SQL = `UPDATE {{${HISTORY_COLLECTION}}} SET [[seq]] = [[link.value]] ->> 1, [[hash]] = [[link.value]] ->> 2
  FROM json_each({:links}) AS [[link]] WHERE {{${HISTORY_COLLECTION}}}.[[rowid]] = [[link.value]] ->> 0`;

function lines(app: core.App, sql: string, params: { [name: string]: string | number } = {}): string[] {
  const page = selectOne(app, sql, { lines: "" }, params);
  return page === null || page.lines === "" ? [] : page.lines.split("\n");
}

/**
 * Numbers and hashes a page of `key text` lines (texts numbered 0, "[0,…": the number is put in)
 * after `head`: the links as JSON, `[[key, seq, hash], …]`, and the new head.
 */
function linkPage(start: ChainHead, page: readonly string[]): { links: string; head: ChainHead } {
  let head = start;
  const links: string[] = [];
  for (const line of page) {
    const space = line.indexOf(" ");
    const seq = head.seq + 1;
    const hash = linkHash(head.hash, `[${seq}${line.slice(space + 3)}`, sha256);
    links.push(`[${line.slice(0, space)},${seq},"${hash}"]`);
    head = { seq, hash };
  }
  return { links: `[${links.join(",")}]`, head };
}

/**
 * Links every unnumbered entry (`seq` 0), in the order they were inserted, after the head; returns
 * how many. For bulk writers, inside their transaction, and for the migration that made the
 * chain (the entries written before it). Texts hold no raw line feed (JSON escapes it).
 */
export function chainPending(app: core.App): number {
  const start = chainHead(app);
  if (start === null) throw new Error("The history has no chain yet: run the migrations first.");
  let head = start;
  for (;;) {
    const page = lines(app, PENDING_SQL);
    if (page.length === 0) break;
    const linked = linkPage(head, page);
    app.db().newQuery(SET_LINKS_SQL).bind({ links: linked.links }).execute();
    head = linked.head;
  }
  if (head.seq !== start.seq) moveHead(app, head);
  return head.seq - start.seq;
}

/** Where many entries come from: one row each of a table (or join), as SQL expressions. */
export interface EntrySource {
  /** The rows: "{{reminders}} r". */
  readonly from: string;
  /** Which of them ("" for all), with `{:name}` parameters from `params`. */
  readonly where: string;
  readonly params?: { readonly [name: string]: string | number };
  /** A unique integer key of a row, in the order the entries are written: "r.[[rowid]]". */
  readonly key: string;
  /** Each stored column of the entry (TEXT_COLUMNS) as an SQL expression over the row. */
  readonly columns: { readonly [column in (typeof TEXT_COLUMNS)[number]]: string };
}

const HISTORY_INSERT_COLUMNS = [...TEXT_COLUMNS, "seq", "hash"].map((column) => `[[${column}]]`).join(", ");

/**
 * Writes one entry per row of `source` whose key lies after `after`, linked: a page of rows at a
 * time, SQLite makes their texts, the JS engine numbers and hashes them, and one INSERT … SELECT
 * stores the page with its numbers and hashes (the same expressions again, so the stored text is
 * the hashed one). Returns how many. `app` must be a transaction's.
 */
export function appendEntries(app: core.App, source: EntrySource, after = Number.MIN_SAFE_INTEGER): number {
  const start = chainHead(app);
  if (start === null) throw new Error("The history has no chain yet: run the migrations first.");
  const where = source.where === "" ? "" : `(${source.where}) AND `;
  const values = TEXT_COLUMNS.map((column) => source.columns[column]).join(", ");
  const pageSql = `SELECT COALESCE(group_concat([[line]], char(10) ORDER BY [[k]]), '') AS [[lines]] FROM
    (SELECT ${source.key} AS [[k]], ${source.key} || ' ' || json_array(0, ${values}) AS [[line]]
     FROM ${source.from} WHERE ${where}${source.key} > {:after} ORDER BY ${source.key} LIMIT ${PAGE_ROWS})`;
  const insertSql = `INSERT INTO {{${HISTORY_COLLECTION}}} (${HISTORY_INSERT_COLUMNS})
    SELECT ${values}, [[link.value]] ->> 1, [[link.value]] ->> 2
    FROM json_each({:links}) AS [[link]] JOIN ${source.from} ON ${source.key} = [[link.value]] ->> 0`;
  let head = start;
  let from = after;
  for (;;) {
    const page = lines(app, pageSql, { ...source.params, after: from });
    if (page.length === 0) break;
    const linked = linkPage(head, page);
    app.db().newQuery(insertSql).bind({ ...source.params, links: linked.links }).execute();
    head = linked.head;
    const last = page[page.length - 1]!;
    from = Number(last.slice(0, last.indexOf(" ")));
  }
  if (head.seq !== start.seq) moveHead(app, head);
  return head.seq - start.seq;
}

/** A stored hash as 64 characters (anything else the server never writes: 64 dashes, never a match). */
const HASH_64 = `CASE WHEN length([[hash]]) = 64 THEN [[hash]] ELSE '${"-".repeat(64)}' END`;

/** Lines of `hash rowid text`, numbered entries in chain order after ({:seq}, {:rowid}). */
const CHAINED_SQL = `SELECT COALESCE(group_concat([[line]], char(10) ORDER BY [[seq]], [[row_id]]), '') AS [[lines]] FROM
  (SELECT [[seq]], [[rowid]] AS [[row_id]], ${HASH_64} || ' ' || [[rowid]] || ' ' || ${storedText("[[seq]]")} AS [[line]]
   FROM {{${HISTORY_COLLECTION}}} WHERE [[seq]] != 0 AND ([[seq]], [[rowid]]) > ({:seq}, {:rowid})
   ORDER BY [[seq]], [[rowid]] LIMIT ${PAGE_ROWS})`;

/** Far below any number the server gives (it starts at 1): where the walk starts. */
const BEFORE_ALL = -9_007_199_254_740_991;

/**
 * Every numbered entry in chain order, a page at a time, to `visit` until it returns false.
 * The number is read from the text, as hashed ("[12,…"): NaN when it is no number.
 */
export function walkChain(app: core.App, visit: (entry: LinkedEntry) => boolean): void {
  let after = { seq: BEFORE_ALL, rowid: 0 };
  for (;;) {
    const page = lines(app, CHAINED_SQL, after);
    if (page.length === 0) return;
    for (const line of page) {
      const space = line.indexOf(" ", 65);
      const text = line.slice(space + 1);
      const entry = { hash: line.slice(0, 64), rowid: Number(line.slice(65, space)), seq: Number(text.slice(1, text.indexOf(","))), text };
      if (!visit(entry)) return;
      after = { seq: entry.seq, rowid: entry.rowid };
    }
  }
}
