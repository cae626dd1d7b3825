// When a vehicle's paper runs out (docs/product.md "Photos and documents"), pure so that the
// vehicle page marks it as the server's reminder sees it. A document with an expiry keeps one
// one-off reminder, "Renew: {title}", due on that day with 30 days' margin; the reminders page,
// the dashboard and the morning digest then show it like any other.

import { addDays, daysBetween } from "../reminders/due";

/** The renewal reminder's "due soon" margin. */
export const RENEW_MARGIN_DAYS = 30;
/** What the reminder is called: "Renew: Insurance 2027". */
export const RENEW_PREFIX = "Renew: ";
/** A reminder's title holds at most 120 characters: a longer document title is cut, with "…". */
const REMINDER_TITLE_MAX = 120;

export function renewalTitle(title: string): string {
  const chars = Array.from(`${RENEW_PREFIX}${title}`);
  return chars.length <= REMINDER_TITLE_MAX ? chars.join("") : `${chars.slice(0, REMINDER_TITLE_MAX - 1).join("")}…`;
}

/**
 * `expired` after its day, `expiring` from 30 days before it to its day (the paper is still good
 * on the day it expires), `valid` before that, `none` without an expiry.
 */
export type ExpiryState = "expired" | "expiring" | "valid" | "none";

/** `expires` is a day ("YYYY-MM-DD", or PocketBase's date text), `today` a day. */
export function expiryState(expires: string, today: string): ExpiryState {
  const day = expires.slice(0, 10);
  if (day === "") return "none";
  if (day < today) return "expired";
  return day <= addDays(today, RENEW_MARGIN_DAYS) ? "expiring" : "valid";
}

/** "Expired 3 days ago", "Expires today", "Expires in 20 days", "Expires 2027-03-01"; "" without an expiry. */
export function expiryWords(expires: string, today: string): string {
  const day = expires.slice(0, 10);
  if (day === "") return "";
  const days = daysBetween(today, day);
  if (days < 0) return days === -1 ? "Expired yesterday" : `Expired ${-days} days ago`;
  if (days === 0) return "Expires today";
  if (days <= RENEW_MARGIN_DAYS) return days === 1 ? "Expires tomorrow" : `Expires in ${days} days`;
  return `Expires ${day}`;
}
