// First: the session, and the first screen's reads, before the rest of the page's script is evaluated.
import { firstRenderWait, session } from "./app/early-reads";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { initLanguages, languageFor } from "./lib/i18n";
import { registerServiceWorker } from "./lib/service-worker";
import { App } from "./app/app";
import { resources } from "./app/catalogues";
import "./ui/styles.css";

// The page speaks the employee's language (or the browser's) from the first render on.
initLanguages(resources(), languageFor(session.kind === "employee" ? session.language : null));

// The first screen's data, asked for already, is usually in before the rest of the script has run.
const wait = firstRenderWait();
if (wait) await wait;

/**
 * Keeps the page on the device for the next visit and for offline use (web/service-worker/), once
 * the first screen is drawn: a first visit's worker downloads the page again, which must not
 * compete with that screen (the wait above can outlast the page's `load`).
 */
function RegisterServiceWorker() {
  useEffect(() => registerServiceWorker(), []);
  return null;
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
    <RegisterServiceWorker />
  </StrictMode>,
);
