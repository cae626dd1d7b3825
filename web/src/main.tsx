// First: My work's reads leave before the rest of the page's script is evaluated.
import { earlyReads, FIRST_RENDER_WAIT_MS } from "./app/early-reads";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initLanguages, languageFor } from "./lib/i18n";
import { getSession } from "./lib/session";
import { registerServiceWorker } from "./lib/service-worker";
import { App } from "./app/app";
import { resources } from "./app/catalogues";
import "./ui/styles.css";

// The session was read from its cookie by early-reads.ts; the page speaks the employee's language
// (or the browser's) from the first render on.
const session = getSession();
initLanguages(resources(), languageFor(session.kind === "employee" ? session.language : null));

// A technician's jobs, asked for already, are usually in before the rest of the script has run.
if (earlyReads) await Promise.race([earlyReads, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Keeps the page on the device for the next visit and for offline use (web/service-worker/).
registerServiceWorker();
