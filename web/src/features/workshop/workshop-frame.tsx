import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { SECTION_LINKS, sectionOf } from "../../lib/sections";
import { NavLink } from "../../ui/nav-link";

/** The /workshop parent: sub-navigation (Vehicles · Work orders · Categories) around the child screen. */
export function WorkshopFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const current = sectionOf(location);
  return (
    <div className="workshop-frame">
      <nav aria-label="Workshop" className="tabs">
        {SECTION_LINKS.filter((link) => link.section !== "dashboard").map((link) => (
          <NavLink key={link.section} href={link.href} active={current === link.section} className="tab">
            {link.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}
