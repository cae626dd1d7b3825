// A page meant for paper (a job card, a vehicle label). On screen it sits in the app with a bar of
// actions above it; printed, only the sheet itself comes out: the print stylesheet (styles.css,
// "Printable sheets") hides the app's header, navigation and this bar whenever a sheet is on the page.

import type { ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "../lib/i18n";
import { Button } from "./button";

export function PrintSheet({ back, kind, label, children }: {
  /** Where "← …" on screen leads. */
  back: { href: string; label: string };
  /** "a4" for a full page, "label" for a sticker-sized one. */
  kind: "a4" | "label";
  /** What the sheet is, for screen readers: "Job card WO-12". */
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="print-page">
      <div className="print-toolbar row">
        <Link href={back.href} className="back-link">
          ← {back.label}
        </Link>
        <Button onClick={() => window.print()}>{t("action.print")}</Button>
      </div>
      <article className={`print-sheet print-sheet-${kind}`} aria-label={label}>
        {children}
      </article>
    </div>
  );
}

/** The absolute address of an app path on this server, for a QR code a phone can open. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
