import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { pathTo } from "@shared/routes";
import { SECTION_LINKS, sectionOf } from "../../lib/sections";
import { BrandMark } from "../../ui/icons";
import { NavLink } from "../../ui/nav-link";
import { AccountMenu } from "../../features/session/account-menu";
import { RunningClockLink } from "../../features/time";
import { ConnectionNotice } from "../connection-notice";

const SIDEBAR_LINKS = [
  { section: "dashboard", href: pathTo("backend"), label: "Overview" },
  ...SECTION_LINKS.filter((link) => link.section !== "dashboard"),
] as const;

/** The dashboard layout (seed §2): a sidebar with navigation and account beside the page. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const current = sectionOf(location);
  return (
    <div className="dashboard-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <Link href={pathTo("index")} className="brand">
          <BrandMark />
          Workshop
        </Link>
        <nav aria-label="Dashboard" className="sidebar-nav">
          {SIDEBAR_LINKS.map((link) => (
            <NavLink key={link.section} href={link.href} active={current === link.section}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <RunningClockLink />
        <div className="sidebar-account">
          <AccountMenu compact />
        </div>
      </aside>
      <div className="dashboard-main">
        <ConnectionNotice />
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
