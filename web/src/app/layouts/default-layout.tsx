import type { ReactNode } from "react";
import { Link } from "wouter";

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Workshop
        </Link>
        <nav aria-label="Main">
          <Link href="/workshop/vehicles">Vehicles</Link>
          <Link href="/workshop/vehicles/categories">Categories</Link>
          <Link href="/backend">Dashboard</Link>
        </nav>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </>
  );
}
