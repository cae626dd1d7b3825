import type { ReactNode } from "react";
import { ConnectionNotice } from "../connection-notice";

/** The landing-page layout (docs/decisions/routes.md): a full-bleed dark page of its own, no app header. */
export function LandingPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="landing">
      <ConnectionNotice />
      <main id="main" className="landing-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
