import type { ReactNode } from "react";
import { Link } from "wouter";

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="dashboard-shell">
      <aside className="sidebar">
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Workshop
        </Link>
        <nav aria-label="Dashboard">
          <Link href="/backend" aria-current="page">
            Overview
          </Link>
          <Link href="/workshop/vehicles">Vehicles</Link>
          <Link href="/workshop/vehicles/categories">Categories</Link>
        </nav>
      </aside>
      <main id="main" className="page">
        {children}
      </main>
    </div>
  );
}
