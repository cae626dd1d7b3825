import type { ReactNode } from "react";

export function LandingPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="landing">
      <main id="main">{children}</main>
    </div>
  );
}
