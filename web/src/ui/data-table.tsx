import type { ReactNode } from "react";

export type SortDirection = "ascending" | "descending";

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The header as text, beside each value when a phone shows rows stacked (default: `header` if text). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** Numbers read better right-aligned. */
  align?: "start" | "end";
  /** E.g. "hide-on-phone" for a column that a narrow screen can do without. */
  className?: string;
  /** A sortable column: how it sorts now (`aria-sort`), and what its header button does. */
  sort?: { direction: SortDirection | null; onSort: () => void };
}

function cellClass<T>(column: Column<T>): string | undefined {
  return [column.align === "end" ? "align-end" : "", column.className ?? ""].filter(Boolean).join(" ") || undefined;
}

/** What a phone's stacked row writes beside a value: the column's name ("" for none, e.g. actions). */
function labelOf<T>(column: Column<T>): string {
  return column.label ?? (typeof column.header === "string" ? column.header : "");
}

const ARROWS: Readonly<Record<SortDirection, string>> = { ascending: "▲", descending: "▼" };

function Header<T>({ column }: { column: Column<T> }) {
  const { sort } = column;
  if (!sort) return <>{column.header}</>;
  return (
    <button type="button" className="sort-button" onClick={sort.onSort}>
      {column.header}
      <span className="sort-arrow" aria-hidden="true">
        {sort.direction ? ARROWS[sort.direction] : "↕"}
      </span>
    </button>
  );
}

/**
 * A table of records. On a phone each row becomes a card of label–value lines (styles.css,
 * "Phones"), so nothing scrolls sideways; wider, it scrolls in its box rather than squeeze.
 * `caption` names it for screen readers (the pages' headings name it for the eye). Sortable columns get
 * a header button and `aria-sort`; `busy` marks rows that are being replaced.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy = false,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  busy?: boolean;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption} aria-busy={busy || undefined}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                aria-sort={column.sort ? (column.sort.direction ?? "none") : undefined}
              >
                <Header column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={labelOf(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
