import { formatFullDate, formatRelativeDate, parseDate } from "./format";

/** A PocketBase date as people say it ("5 min ago", "22 Nov 2026"), the full date on hover. */
export function DateText({ value }: { value: string }) {
  if (!value) return null;
  return (
    <time dateTime={parseDate(value).toISOString()} title={formatFullDate(value)}>
      {formatRelativeDate(value)}
    </time>
  );
}
