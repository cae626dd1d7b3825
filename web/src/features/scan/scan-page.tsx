import { useCallback, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { failureMessage } from "../../lib/api-errors";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { CameraScanner } from "./camera-scanner";
import { findByText, type Found } from "./find-by-text";
import { readScan } from "./scan-target";
import { useScannerKeys } from "./use-scanner-keys";
import "./scan.css";

type Outcome = { readonly message: string; readonly found: readonly Found[] } | null;

/**
 * Scan (docs/product.md "Phone and offline"): the camera reads Workshop's QR codes (vehicle labels, job cards) and
 * opens what they point to; typing (or a barcode scanner typing) a plate, a work order number or a part's number or
 * barcode does the same without one.
 */
export function ScanPage() {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const type = useCallback((key: string) => {
    setTyped((value) => value + key);
    setOutcome(null);
  }, []);
  useScannerKeys(field, type);

  const open = async (raw: string) => {
    const target = readScan(raw);
    if (target.kind === "page") return navigate(target.path);
    if (target.kind === "foreign") {
      setOutcome({ message: `This code is not one of Workshop's: ${target.text}`, found: [] });
      return;
    }
    if (target.text === "") return;
    setBusy(true);
    setOutcome(null);
    try {
      const found = await findByText(target.text);
      if (found.length === 1) return navigate(found[0]!.path);
      setOutcome(
        found.length === 0
          ? { message: `Nothing found for “${target.text}”: no work order, vehicle or part has that number, plate or barcode.`, found }
          : { message: `“${target.text}” names more than one thing. Which one?`, found },
      );
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setOutcome({ message, found: [] });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void open(typed);
  };

  return (
    <section className="stack scan">
      <PageHeader title="Scan" description="A vehicle label, a job card or a part's label or barcode opens its vehicle, work order or part." />
      {/* A code read while an answer is shown waits until the person goes on. */}
      <CameraScanner onCode={(text) => void open(text)} paused={busy || outcome !== null} />
      <form className="scan-typed" onSubmit={onSubmit} role="search" aria-label="Find by plate or number">
        <TextField
          ref={field}
          label="Plate, work order or part number"
          hint="Like AB-123, WO-45, a part number or its barcode."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setOutcome(null);
          }}
        />
        <Button type="submit" className="scan-button" busy={busy}>
          Open
        </Button>
      </form>
      {outcome && (
        <Alert tone={outcome.found.length > 0 ? "info" : "warning"} title={outcome.message}>
          {outcome.found.length > 0 && (
            <ul className="scan-found">
              {outcome.found.map((found) => (
                <li key={found.path}>
                  <Link href={found.path}>{found.label}</Link>
                </li>
              ))}
            </ul>
          )}
          <Button variant="secondary" onClick={() => setOutcome(null)}>
            Scan again
          </Button>
        </Alert>
      )}
    </section>
  );
}
