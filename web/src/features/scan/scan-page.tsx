import { useCallback, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
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
  const { t } = useTranslation("scan");
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
      setOutcome({ message: t("foreign", { text: target.text }), found: [] });
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
          ? { message: t("nothingFound", { text: target.text }), found }
          : { message: t("several", { text: target.text }), found },
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
      <PageHeader title={t("title")} description={t("description")} />
      {/* A code read while an answer is shown waits until the person goes on. */}
      <CameraScanner onCode={(text) => void open(text)} paused={busy || outcome !== null} />
      <form className="scan-typed" onSubmit={onSubmit} role="search" aria-label={t("form.label")}>
        <TextField
          ref={field}
          label={t("form.field")}
          hint={t("form.hint")}
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
          {t("form.open")}
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
            {t("again")}
          </Button>
        </Alert>
      )}
    </section>
  );
}
