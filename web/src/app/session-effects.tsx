// The app-wide reactions to the session and the page's life, mounted once inside the router:
// refresh the session on start, follow other tabs, go to /login whenever the session becomes
// empty, ask for a new build when the tab comes back into view, and retry an unreachable
// server when the browser says it is online again.

import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { LOGIN_PATH, matchRoute } from "@shared/routes";
import { connection } from "../lib/connection";
import { languageFor, speak } from "../lib/i18n";
import { onSessionEnded, refreshSessionOnStart, useSession, watchOtherTabs, type SessionEndReason } from "../lib/session";
import { loginPathFor } from "./guards";
import { newBuild } from "./navigation";

/** Where to go when the session ends while `path` is open (null: stay). */
export function afterSessionEnd(reason: SessionEndReason, path: string, search: string): string | null {
  const route = matchRoute(path)?.route;
  if (route?.name === "login") return null;
  // Coming back to the page makes sense after a lost session, not after signing out on purpose.
  if (reason === "lost" && route?.access === "employees") return loginPathFor(path, search);
  return LOGIN_PATH;
}

/** The screens speak the signed-in employee's language, else the browser's: on sign-in, sign-out, or a change from another tab or device. */
function useSessionLanguage(): void {
  const session = useSession();
  const choice = session.kind === "employee" ? session.language : null;
  useEffect(() => speak(languageFor(choice)), [choice]);
}

export function SessionEffects() {
  useSessionLanguage();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const where = useRef({ location, search });
  where.current = { location, search };

  useEffect(() => {
    const stopEnded = onSessionEnded((reason) => {
      const target = afterSessionEnd(reason, where.current.location, where.current.search);
      if (target !== null) navigate(target);
    });
    const stopTabs = watchOtherTabs();
    void refreshSessionOnStart();
    return () => {
      stopEnded();
      stopTabs();
    };
  }, [navigate]);

  useEffect(() => {
    // A tab coming back into view asks for a new build; any sign of life retries the server.
    const onVisible = () => {
      if (document.visibilityState === "hidden") return;
      void newBuild.check();
      connection.retryNow();
    };
    const onOnline = () => connection.retryNow();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onOnline);
    window.addEventListener("focus", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("focus", onOnline);
    };
  }, []);

  return null;
}
