import type { ReactNode } from "react";
import { Link } from "wouter";

/** The /workshop parent: sub-navigation around the child screen. */
export function WorkshopFrame({ children }: { children: ReactNode }) {
  return (
    <div className="stack">
      <nav aria-label="Workshop" className="row">
        <Link href="/workshop/vehicles">Vehicles</Link>
        <Link href="/workshop/vehicles/categories">Categories</Link>
      </nav>
      {children}
    </div>
  );
}
