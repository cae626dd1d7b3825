// A vehicle document's renewal reminder (docs/product.md "Photos and documents";
// docs/decisions/documents.md), as steps of the document's save and delete, in its transaction:
// - a document with an expiry keeps one one-off reminder "Renew: {title}", due on that day with
//   30 days' margin, linked by `reminders.document`; it is made when the expiry is set, moved
//   when the expiry, title or vehicle change, removed when the expiry is cleared or the document
//   deleted;
// - of one vehicle's papers of one kind, those a later-expiring paper has renewed have their
//   reminder done (shared/documents/renewal.ts), and due again when that paper goes;
// - otherwise a reminder's state is the reminders' own (state.ts): a work order that fulfilled it
//   leaves it done while its document's expiry stays.
// People change such a reminder only through its document (lifecycle.ts refuses the rest).

import { dayOf, storedDay, today } from "@shared/dates";
import { renewalTitle, RENEW_MARGIN_DAYS } from "@shared/documents/expiry";
import { VEHICLE_DOCUMENTS } from "@shared/documents/record";
import { renewedPapers, type PaperExpiry } from "@shared/documents/renewal";
import { COLLECTIONS } from "@shared/records";
import { documentReminderRefusal } from "@shared/validation";
import { DEFAULT_SOON_KM, REMINDER_URGENCY } from "@shared/reminders";
import { select, selectOne } from "../db/sql";
import { deleteStep, saveStep } from "../records/steps";
import { computeReminder, vehicleFacts } from "./state";

/** What the reminder follows of a document. */
export interface PaperFacts {
  readonly id: string;
  readonly vehicle: string;
  readonly kind: string;
  readonly title: string;
  /** "YYYY-MM-DD", "" for none. */
  readonly expires: string;
}

export function paperFacts(record: core.Record): PaperFacts {
  return {
    id: record.id,
    vehicle: record.getString("vehicle"),
    kind: record.getString("kind"),
    title: record.getString("title"),
    expires: dayOf(record.getString("expires")),
  };
}

const PAPERS_SQL = `SELECT [[id]], [[vehicle]], [[kind]], [[title]], [[expires]] FROM {{${VEHICLE_DOCUMENTS}}}
  WHERE [[vehicle]] = {:vehicle} AND [[kind]] = {:kind}`;
const REMINDER_SQL = `SELECT [[id]] FROM {{${COLLECTIONS.reminders}}} WHERE [[document]] = {:document} LIMIT 1`;

function papersOf(app: core.App, vehicle: string, kind: string): PaperFacts[] {
  const rows = select(app, PAPERS_SQL, { id: "", vehicle: "", kind: "", title: "", expires: "" }, { vehicle, kind });
  return rows.map((row) => ({ ...row, expires: dayOf(row.expires) }));
}

function reminderOf(app: core.App, documentId: string): core.Record | null {
  const row = selectOne(app, REMINDER_SQL, { id: "" }, { document: documentId });
  return row === null ? null : app.findRecordById(COLLECTIONS.reminders, row.id);
}

/** The fields a document sets on its reminder. */
const FOLLOWED = ["vehicle", "title", "every_months", "every_km", "due_date", "due_km", "soon_days", "soon_km", "state", "document"];

/**
 * Makes, moves or removes the paper's reminder. `renewed`: a later paper of its kind is on file
 * (done). `fresh`: it was renewed and is no longer, so a "done" left from then does not count.
 */
function keepReminder(app: core.App, paper: PaperFacts, renewed: boolean, fresh: boolean): void {
  const existing = reminderOf(app, paper.id);
  if (paper.expires === "") {
    if (existing) deleteStep(app, existing);
    return;
  }
  const vehicle = vehicleFacts(app, paper.vehicle);
  if (vehicle === null) return; // its vehicle is being deleted with it
  const reminder = existing ?? new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.reminders));
  reminder.load({
    vehicle: paper.vehicle,
    title: renewalTitle(paper.title),
    every_months: 0,
    every_km: 0,
    due_date: storedDay(paper.expires),
    due_km: 0,
    soon_days: RENEW_MARGIN_DAYS,
    soon_km: DEFAULT_SOON_KM,
    document: paper.id,
  });
  if (fresh) reminder.set("state", "");
  computeReminder(reminder, existing === null ? null : reminder.original(), vehicle, today());
  if (renewed) {
    reminder.set("state", "done");
    reminder.set("urgency", REMINDER_URGENCY.done);
  }
  if (existing !== null && FOLLOWED.every((field) => reminder.getString(field) === reminder.original().getString(field))) return;
  saveStep(app, reminder);
}

/** The group's papers as they were before the change of paper `id` (`before`: its old facts, null when new). */
function beforeChange(papers: readonly PaperFacts[], id: string, before: PaperFacts | null, vehicle: string, kind: string): PaperFacts[] {
  const others = papers.filter((paper) => paper.id !== id);
  return before !== null && before.vehicle === vehicle && before.kind === kind ? [...others, before] : others;
}

function expiries(papers: readonly PaperFacts[]): PaperExpiry[] {
  return papers.map((paper) => ({ id: paper.id, expires: paper.expires }));
}

/**
 * After a document's save (`after`; `before` null for a new one) or delete (`after` null), in its
 * transaction: its own reminder, and those of its vehicle's papers of the same kind that it
 * renewed or stopped renewing.
 */
export function followDocument(app: core.App, before: PaperFacts | null, after: PaperFacts | null): void {
  const groups = [before, after].filter((paper): paper is PaperFacts => paper !== null);
  const id = (after ?? before)?.id ?? "";
  let ownRenewed = false;
  let ownWasRenewed = false;
  const seen = new Set<string>();
  for (const { vehicle, kind } of groups) {
    if (seen.has(`${vehicle}/${kind}`)) continue;
    seen.add(`${vehicle}/${kind}`);
    const now = papersOf(app, vehicle, kind);
    const renewedNow = renewedPapers(kind, expiries(now));
    const renewedBefore = renewedPapers(kind, expiries(beforeChange(now, id, before, vehicle, kind)));
    if (after !== null && after.vehicle === vehicle && after.kind === kind) ownRenewed = renewedNow.has(after.id);
    if (before !== null && before.vehicle === vehicle && before.kind === kind) ownWasRenewed = renewedBefore.has(before.id);
    for (const paper of now) {
      if (paper.id === after?.id) continue;
      const renewed = renewedNow.has(paper.id);
      if (renewed !== renewedBefore.has(paper.id)) keepReminder(app, paper, renewed, !renewed);
    }
  }
  if (after === null) {
    const reminder = before === null ? null : reminderOf(app, before.id);
    if (reminder) deleteStep(app, reminder);
    return;
  }
  const changed =
    before === null ||
    before.expires !== after.expires ||
    before.title !== after.title ||
    before.vehicle !== after.vehicle ||
    ownRenewed !== ownWasRenewed;
  if (changed) keepReminder(app, after, ownRenewed, ownWasRenewed && !ownRenewed);
}

const TITLE_SQL = `SELECT [[title]] FROM {{${VEHICLE_DOCUMENTS}}} WHERE [[id]] = {:id} LIMIT 1`;

/**
 * A reminder that follows a document changes only with it: a change or a delete of it through
 * the API is a 400 that says where to make it (at `document`).
 */
export function refuseDocumentReminder(app: core.App, reminder: core.Record, action: "update" | "delete"): void {
  const document = reminder.getString("document");
  if (document === "") return;
  const title = selectOne(app, TITLE_SQL, { title: "" }, { id: document })?.title ?? "";
  const error = documentReminderRefusal(title, action);
  throw new BadRequestError(error.message, { document: new ValidationError(error.code, error.message) });
}
