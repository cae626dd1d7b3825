// A USB or Bluetooth barcode scanner is a keyboard: it types the code and Enter wherever the focus
// is. On Scan, keys typed while no text field has the focus go to the code field, so a scanned
// code opens its record without anyone tapping the field first.

import { useEffect, type RefObject } from "react";

function takesText(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** Sends stray printable keys to `field`, appending each with `type` (the field's own change). */
export function useScannerKeys(field: RefObject<HTMLInputElement>, type: (key: string) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
      // An open dialog keeps its keys; a text field keeps its own.
      if (takesText(document.activeElement) || document.querySelector("dialog[open]")) return;
      const input = field.current;
      if (!input) return;
      event.preventDefault();
      input.focus();
      type(event.key);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [field, type]);
}
