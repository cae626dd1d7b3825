// A horizontal bar chart that is also its own text equivalent: a list whose items say the label,
// the count and the share in words (or, for amounts, the amount), each bar a link to the list
// it counts. The bars are SVG
// with a viewBox, so they stay crisp at any width; the text is HTML, so it stays readable on a
// phone instead of shrinking with the drawing.

import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "../../lib/i18n";
import type { BadgeTone } from "../../ui/badge";
import { formatCount, formatShare } from "../../ui/format";

/** A status bar takes its status's badge colour (ui/badge.tsx STATUS_TONES); categories are all one colour. */
export type BarTone = BadgeTone | "category";

export interface Bar {
  readonly key: string;
  readonly label: string;
  /** What the bar's length shows: a count, or an amount (cents) for a chart with `value`. */
  readonly count: number;
  readonly tone: BarTone;
  /** Where the bar leads; none for a bar that no single list can show. */
  readonly href?: string;
}

/** What a bar says beside it; by default its count of `unit`s and its share of the total. */
export type BarValue = (bar: Bar, total: number) => ReactNode;

/** The unit a counting chart counts, for screen readers, by count: "vehicle" for 1, "vehicles" for 3. */
export type BarUnit = (count: number) => string;

function countValue(unit: BarUnit): BarValue {
  return (bar, total) => (
    <>
      {formatCount(bar.count)}
      <span className="visually-hidden"> {unit(bar.count)},</span>{" "}
      <span className="bar-share">{formatShare(bar.count, total)}</span>
    </>
  );
}

function BarRow({ bar, max, total, value }: { bar: Bar; max: number; total: number; value: BarValue }) {
  const width = max === 0 ? 0 : (bar.count / max) * 100;
  const content = (
    <>
      <span className="bar-label">{bar.label}</span>
      <svg className="bar-track" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className={`bar-fill bar-${bar.tone}`} x="0" y="0" width={width} height="10" />
      </svg>
      <span className="bar-value">{value(bar, total)}</span>
    </>
  );
  return (
    <li>
      {bar.href ? (
        <Link href={bar.href} className="bar-row bar-link">
          {content}
        </Link>
      ) : (
        <div className="bar-row">{content}</div>
      )}
    </li>
  );
}

export function BarChart({ title, bars, total, note, empty, unit, value }: {
  title: string;
  bars: readonly Bar[];
  total: number;
  note?: ReactNode;
  /** Shown instead of the bars when every bar is 0 (a row of empty bars says nothing). */
  empty?: ReactNode;
  /** What a counting chart counts (vehicles by default). */
  unit?: BarUnit;
  /** What each bar says instead of its count and share, e.g. an amount of money. */
  value?: BarValue;
}) {
  const { t } = useTranslation("dashboard");
  const titleId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.count));
  const valueOf = value ?? countValue(unit ?? ((count) => t("unit.vehicles", { count })));
  return (
    <figure className="card chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {empty && max === 0 ? (
        <p className="empty-note">{empty}</p>
      ) : (
        <>
          <ul className="bar-list">
            {bars.map((bar) => (
              <BarRow key={bar.key} bar={bar} max={max} total={total} value={valueOf} />
            ))}
          </ul>
          {note && <figcaption className="chart-note">{note}</figcaption>}
        </>
      )}
    </figure>
  );
}
