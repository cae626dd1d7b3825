import type { ReactNode } from "react";
import { AppFrame } from "../app-frame";

/** The default layout (docs/decisions/routes.md): the app's one frame around the page (app-frame.tsx). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <AppFrame>{children}</AppFrame>;
}
