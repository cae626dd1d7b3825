/** A small busy indicator; `label` is what screen readers hear. */
export function Spinner({ label = "Loading", inline = false }: { label?: string; inline?: boolean }) {
  return (
    <span className={inline ? "spinner spinner-inline" : "spinner"} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Grey placeholder lines where content is still loading. */
export function Skeleton({ lines = 3, label = "Loading" }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton-line" style={{ width: `${100 - ((i * 17) % 45)}%` }} />
      ))}
    </div>
  );
}
