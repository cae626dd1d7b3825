import type { ReactNode } from "react";

/** One block of the UI kit: a heading, what the block is for, and live examples. */
export function KitSection({ id, title, about, children }: { id: string; title: string; about: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className="card kit-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="muted">{about}</p>
      <div className="kit-examples">{children}</div>
    </section>
  );
}
