import type { ReactNode } from "react";
import { Link } from "wouter";

/** A navigation link that tells sighted and screen-reader users alike where they are. */
export function NavLink({ href, active, children, className }: { href: string; active: boolean; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={className} aria-current={active ? "page" : undefined}>
      {children}
    </Link>
  );
}
