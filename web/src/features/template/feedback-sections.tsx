import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { loadingBar } from "../../lib/loading-bar";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Skeleton, Spinner } from "../../ui/spinner";
import { KitSection } from "./kit-section";

/** `/template?throw-render-error` breaks the UI kit on purpose, to show the error page. */
export const THROW_RENDER_ERROR_PARAM = "throw-render-error";
const RENDER_ERROR_PATH = `${pathTo("template")}?${THROW_RENDER_ERROR_PARAM}`;
/** Under the UI kit's path, but no page of the route table. */
const MISSING_PAGE_PATH = `${pathTo("template")}/no-such-page`;

export function AlertsSection() {
  return (
    <KitSection id="alerts" title="Alerts" about="Messages in the page. Errors and warnings are announced to screen readers at once.">
      <Alert tone="info" title="Heads up">
        The list updates by itself when a colleague changes a vehicle.
      </Alert>
      <Alert tone="success">Vehicle saved.</Alert>
      <Alert tone="warning">This vehicle has been in the workshop for 30 days.</Alert>
      <Alert tone="error">Something went wrong.</Alert>
    </KitSection>
  );
}

export function DialogSection() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const close = (answer: string) => {
    setOpen(false);
    setResult(answer);
  };
  return (
    <KitSection id="dialog" title="Confirm dialog" about="Asks before anything that cannot be undone. Escape or Cancel leaves everything as it was.">
      <div className="row">
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete sample vehicle…
        </Button>
        {result && <span role="status">{result}</span>}
      </div>
      <ConfirmDialog
        open={open}
        title="Delete AB-123-CD?"
        confirmLabel="Delete vehicle"
        onConfirm={() => close("Deleted (not really: this is the UI kit).")}
        onCancel={() => close("Nothing was deleted.")}
      >
        The vehicle and its photo are removed for everyone. This cannot be undone.
      </ConfirmDialog>
    </KitSection>
  );
}

const DEMO_LOAD_MS = 3000;

export function LoadingSection() {
  const [running, setRunning] = useState(false);
  const [health, setHealth] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const runBar = async () => {
    setRunning(true);
    await loadingBar.track(new Promise((resolve) => setTimeout(resolve, DEMO_LOAD_MS)));
    setRunning(false);
  };

  const checkServer = async () => {
    setChecking(true);
    setHealth(null);
    try {
      await pb.health.check({ requestKey: "kit-health" });
      setHealth({ tone: "success", text: "The server answers." });
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setHealth({ tone: "error", text: message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <KitSection
      id="loading"
      title="Loading"
      about="The golden bar at the top runs during navigation and every request; it appears only when a load takes longer than 200 ms."
    >
      <div className="row">
        <Button variant="secondary" onClick={runBar} busy={running}>
          Run the loading bar for 3 seconds
        </Button>
        <Button variant="secondary" onClick={checkServer} busy={checking}>
          Check the server
        </Button>
        {health && (
          <span className={health.tone === "success" ? "text-success" : "text-danger"} role="status" data-testid="health-result">
            {health.text}
          </span>
        )}
      </div>
      <div className="row">
        <Spinner label="Loading vehicles" />
        <span className="muted">Spinner</span>
      </div>
      <Skeleton lines={3} label="Loading vehicle details" />
    </KitSection>
  );
}

export function ErrorsSection() {
  return (
    <KitSection
      id="errors"
      title="Error pages"
      about="An unknown address shows Page Not Found; a screen that breaks shows Internal Server Error inside the layout, never a blank page."
    >
      <div className="row">
        <ButtonLink href={MISSING_PAGE_PATH} variant="secondary">
          Open a page that does not exist
        </ButtonLink>
        <ButtonLink href={RENDER_ERROR_PATH} variant="danger">
          Simulate a render error
        </ButtonLink>
      </div>
      <p className="muted">
        The render error is also reachable directly at <Link href={RENDER_ERROR_PATH}>{RENDER_ERROR_PATH}</Link>; moving to
        another page recovers.
      </p>
    </KitSection>
  );
}
