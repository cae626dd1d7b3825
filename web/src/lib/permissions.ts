// What the signed-in employee's role lets them do (shared/roles.ts, the table the server
// enforces): screens offer only what the role may do, and where a button is missing they say
// who may ("Only a manager can delete vehicles."), so nobody hunts for it, in the language spoken now.

import { createElement, type ReactNode } from "react";
import { can, PERMISSIONS, rolesFor, type Action, type PermissionRow, type Subject } from "@shared/roles";
import type { WorkOrderStatus } from "@shared/records";
import { isReopening, nextStatuses } from "@shared/work-orders/transitions";
import { translate, useTranslation } from "./i18n";
import { useSession } from "./session";

/** The signed-in employee's role ("" for anyone else: they may do nothing here). */
export function useRole(): string {
  const session = useSession();
  return session.kind === "employee" ? session.role : "";
}

export function useCan(action: Action, subject: Subject): boolean {
  return can(useRole(), action, subject);
}

/**
 * Who may do `action` on `subject`, in the language spoken now: in English the server's own 403
 * message (shared/roles.ts `refusalMessage`, word for word), in German the same from the
 * `common` catalogue's `refusal.*`.
 */
export function refusalText(action: Action, subject: Subject): string {
  const row: PermissionRow = PERMISSIONS[subject];
  if (row.refusals?.[action]) return translate("common", `refusal.special.${subject}.${action}`);
  const roles = rolesFor(action, subject);
  const who = roles.length === 0 ? "administrator" : roles.length === 1 ? "manager" : "staff";
  const verb = translate("common", `refusal.verb.${action}`);
  return translate("common", `refusal.${who}`, { verb, noun: translate("common", `refusal.noun.${subject}`) });
}

/** `children` (a button) when the role may do it; otherwise, in its place, who may. */
export function Allowed({ action, subject, children }: { action: Action; subject: Subject; children: ReactNode }) {
  return useCan(action, subject) ? children : createElement(RoleNote, { action, subject });
}

/** "Only a manager can delete vehicles.", as a quiet note where the missing button would be. */
export function RoleNote({ action, subject }: { action: Action; subject: Subject }) {
  // Renders again when the language changes.
  useTranslation();
  return createElement("span", { className: "muted role-note" }, refusalText(action, subject));
}

/** The status moves of a work order that the role may make (a reopening is a manager's). */
export function movesFor(role: string, from: WorkOrderStatus): readonly WorkOrderStatus[] {
  if (!can(role, "update", "work_orders")) return [];
  const reopens = can(role, "reopen", "work_orders");
  return nextStatuses(from).filter((to) => reopens || !isReopening(from, to));
}

/** Whether the signed-in employee may delete a line of a work order: a manager any, a technician their own. */
export function useItemRemoval(): (item: { created_by: string }) => boolean {
  const session = useSession();
  if (session.kind !== "employee") return () => false;
  const any = can(session.role, "delete", "work_order_items");
  const own = can(session.role, "delete_own", "work_order_items");
  return (item) => any || (own && item.created_by === session.id);
}
