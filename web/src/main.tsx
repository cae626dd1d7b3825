import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { matchRoute } from "@shared/routes";
import { initLanguages, languageFor } from "./lib/i18n";
import { getSession, loadSessionFromCookie } from "./lib/session";
import { registerServiceWorker } from "./lib/service-worker";
import { App } from "./app/app";
import { startMyWork } from "./features/my-work/use-my-work";
import { resources } from "./app/catalogues";
import "./ui/styles.css";

// The first render already knows who is signed in; the refresh against the server follows.
loadSessionFromCookie();
const session = getSession();
// A technician's phone opens My work: its jobs are asked for first, before the languages and the first render.
if (session.kind === "employee" && matchRoute(location.pathname)?.route.name === "my-work") void startMyWork(session.id);
// …and it speaks their language (or the browser's) from the first render on.
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
