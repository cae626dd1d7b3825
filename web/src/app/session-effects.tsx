// The app-wide reactions to the session and the page's life, mounted once inside the router:
// refresh the session on start, follow other tabs, go to /login whenever the session becomes
// empty, and ask for a new build when the tab comes back to the foreground.

import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { LOGIN_PATH, matchRoute } from "@shared/routes";
import { connection } from "../lib/connection";
import { onSessionEnded, refreshSessionOnStart, watchOtherTabs, type SessionEndReason } from "../lib/session";
import { loginPathFor } from "./guards";
import { newBuild } from "./navigation";

/** Where to go when the session ends while `path` is open (null: stay). */
export function afterSessionEnd(reason: SessionEndReason, path: string, search: string): string | null {
  const route = matchRoute(path)?.route;
  if (route?.name === "login") return null;
  // Coming back to the page makes sense after a lost session, not after signing out on purpose.
  if (reason === "lost" && route?.access === "employees") return loginPathFor(search ? `${path}?${search}` : path);
  return LOGIN_PATH;
}

export function SessionEffects() {
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
    const onForeground = () => {
      if (document.visibilityState === "hidden") return;
      void newBuild.check();
      connection.retryNow();
    };
    window.addEventListener("focus", onForeground);
    window.addEventListener("online", onForeground);
    document.addEventListener("visibilitychange", onForeground);
    return () => {
      window.removeEventListener("focus", onForeground);
      window.removeEventListener("online", onForeground);
      document.removeEventListener("visibilitychange", onForeground);
    };
  }, []);

  return null;
}
