import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { pathTo } from "@shared/routes";
import { useSession } from "../../lib/session";
import { SECTION_LINKS, sectionOf } from "../../lib/sections";
import { BrandMark } from "../../ui/icons";
import { NavLink } from "../../ui/nav-link";
import { AccountMenu } from "../../features/session/account-menu";
import { RunningClockLink } from "../../features/time";
import { ConnectionNotice } from "../connection-notice";

/** Header (product name, main navigation for employees, account) above the page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const session = useSession();
  const current = sectionOf(location);
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          <Link href={pathTo("index")} className="brand">
            <BrandMark />
            Workshop
          </Link>
          {session.kind === "employee" && (
            <nav aria-label="Main" className="main-nav">
              {SECTION_LINKS.map((link) => (
                <NavLink key={link.section} href={link.href} active={current === link.section}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          )}
          {session.kind === "employee" && <RunningClockLink />}
          <AccountMenu />
        </div>
      </header>
      <ConnectionNotice />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
