import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initLanguages, languageFor } from "./lib/i18n";
import { getSession, loadSessionFromCookie } from "./lib/session";
import { registerServiceWorker } from "./lib/service-worker";
import { App } from "./app/app";
import { resources } from "./app/catalogues";
import "./ui/styles.css";

// The first render already knows who is signed in; the refresh against the server follows.
loadSessionFromCookie();
// …and speaks their language (or the browser's) from the first render on.
const session = getSession();
initLanguages(resources(), languageFor(session.kind === "employee" ? session.language : null));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Keeps the page on the device for the next visit and for offline use (web/service-worker/).
registerServiceWorker();
