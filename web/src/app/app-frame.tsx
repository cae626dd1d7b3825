// The one frame around every signed-in page (docs/product.md "Around every screen"): on a tablet or a
// desk one top bar with every destination and the account; on a phone a slim top bar and a
// bottom bar with My work · Scan · Board · More, where More opens the other destinations and the
// account. No menu repeats on a screen: the top bar's links are not shown on a phone, the bottom
// bar not on a larger screen. The default and the dashboard layouts are both this frame.

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { pathTo } from "@shared/routes";
import { useLabel, useTranslation } from "../lib/i18n";
import { DESTINATIONS, sectionOf, type Section } from "../lib/sections";
import { signOut, useSession } from "../lib/session";
import { AccountMenu } from "../features/session/account-menu";
import { LanguageSwitch } from "../features/session/language-switch";
import { ThemeSwitch } from "../features/theme/theme-switch";
import { RunningClockLink } from "../features/time";
import { Button } from "../ui/button";
import { BrandMark, Icon, type IconName } from "../ui/icons";
import { NavLink } from "../ui/nav-link";
import { ConnectionNotice } from "./connection-notice";
import "./app-frame.css";

const BAR_ICONS: Partial<Record<Section, IconName>> = { "my-work": "work", scan: "scan", "work-orders": "board" };

/** A bottom-bar destination's short name (`bar.<section>`), for the three that have one. */
type BarSection = "my-work" | "scan" | "work-orders";

/**
 * The rest of the destinations and the account, in a sheet just above the phone's bottom bar
 * (which stays in reach: More again, or Escape, or a tap beside the sheet closes it).
 */
function MoreSheet({ onClose, current }: { onClose: () => void; current: Section | null }) {
  const ref = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const { t } = useTranslation();
  const { t: ts } = useTranslation("session");
  const label = useLabel();
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  if (session.kind !== "employee") return null;
  return (
    <>
      <div className="more-backdrop" onClick={onClose} aria-hidden="true" />
      <dialog ref={ref} open className="more-sheet" aria-label={t("frame.more")} id="more-sheet">
        <div className="more-sheet-content">
          <nav aria-label={t("frame.moreDestinations")}>
            <ul className="more-links">
              {DESTINATIONS.filter((destination) => !destination.inBar).map((destination) => (
                <li key={destination.section}>
                  <NavLink href={destination.href} active={current === destination.section}>
                    {t(`nav.${destination.section}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="more-account">
            <span>
              <span className="visually-hidden">{ts("signedInAs")}</span>
              <strong>{session.name || session.email}</strong>
              {session.role && <span className="muted"> · {label("role", session.role)}</span>}
            </span>
            <LanguageSwitch />
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              {ts("signOut")}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}

/** The phone's bottom bar: My work · Scan · Board · More. */
function BottomBar({ current }: { current: Section | null }) {
  const [location] = useLocation();
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const close = useCallback(() => setMore(false), []);
  // Going anywhere closes the sheet.
  useEffect(close, [location, close]);
  const inMore = current !== null && !DESTINATIONS.find((destination) => destination.section === current)?.inBar;
  return (
    <>
      <nav aria-label={t("frame.main")} className="bottom-bar">
        {DESTINATIONS.filter((destination) => destination.inBar).map((destination) => (
          <NavLink key={destination.section} href={destination.href} active={current === destination.section} className="bottom-bar-item">
            <Icon name={BAR_ICONS[destination.section] ?? "empty"} size={24} />
            <span>{t(`bar.${destination.section as BarSection}`)}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className="bottom-bar-item"
          aria-haspopup="dialog"
          aria-expanded={more}
          aria-controls={more ? "more-sheet" : undefined}
          data-current={inMore || undefined}
          onClick={() => setMore((open) => !open)}
        >
          <Icon name="more" size={24} />
          <span>{t("frame.more")}</span>
        </button>
      </nav>
      {more && <MoreSheet onClose={close} current={current} />}
    </>
  );
}

/** The frame: top bar, the connection's notice, the page, and on phones the bottom bar. */
export function AppFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const session = useSession();
  const { t } = useTranslation();
  const current = sectionOf(location);
  const employee = session.kind === "employee";
  return (
    <div className={employee ? "app-frame app-frame-staff" : "app-frame"}>
      <a className="skip-link" href="#main">
        {t("frame.skipLink")}
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          <Link href={pathTo("index")} className="brand">
            <BrandMark />
            <span className="brand-name">Workshop</span>
          </Link>
          {employee && (
            <nav aria-label={t("frame.main")} className="main-nav">
              {DESTINATIONS.map((destination) => (
                <NavLink key={destination.section} href={destination.href} active={current === destination.section}>
                  {t(`nav.${destination.section}`)}
                </NavLink>
              ))}
            </nav>
          )}
          {employee && <RunningClockLink />}
          <AccountMenu />
          <ThemeSwitch />
        </div>
      </header>
      <ConnectionNotice />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      {employee && <BottomBar current={current} />}
    </div>
  );
}
