import type { ReactNode } from "react";
import { AppFrame } from "../app-frame";

/** The default layout (seed §2): the app's one frame around the page (app-frame.tsx). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <AppFrame>{children}</AppFrame>;
}
