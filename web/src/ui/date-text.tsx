import { formatFullDate, formatRelativeDate, parseDate } from "./format";

/**
 * A PocketBase date as people say it ("5 min ago", "22 Nov 2026"), the full date on hover.
 * A screen that stays open passes a `now` it renews, so "5 min ago" does not go stale.
 */
export function DateText({ value, now }: { value: string; now?: number }) {
  if (!value) return null;
  return (
    <time dateTime={parseDate(value).toISOString()} title={formatFullDate(value)}>
      {formatRelativeDate(value, now)}
    </time>
  );
}
