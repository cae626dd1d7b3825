import { useTranslation } from "../lib/i18n";

/**
 * A small busy indicator; `label` is what screen readers hear. The `inline` one inside a busy
 * button is decoration: the button itself says `aria-busy`.
 */
export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  if (inline) return <span className="spinner spinner-inline" aria-hidden="true" />;
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label ?? t("loading")}</span>
    </span>
  );
}

/** Grey placeholder lines where content is still loading. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={label ?? t("loading")}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton-line" style={{ width: `${100 - ((i * 17) % 45)}%` }} />
      ))}
    </div>
  );
}
