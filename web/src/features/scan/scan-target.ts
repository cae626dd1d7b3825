// What a scanned code means (docs/product.md "Phone and offline"): Workshop's own codes are addresses of its pages
// (a vehicle label's, a job card's), opened in the app whichever address of the server printed
// them (http://server:8090 or the HTTPS name: the page's path is what counts). Anything else
// that is not an address is read as if typed: a plate, a work order number, a part's number or its
// barcode (EAN or Code-128 on the maker's box). An address of another site is never opened.

import { matchRoute, pathTo, type RouteName } from "@shared/routes";

export type ScanTarget =
  /** One of the app's pages: open it. */
  | { readonly kind: "page"; readonly path: string }
  /** Text to look up, as if typed. */
  | { readonly kind: "text"; readonly text: string }
  /** An address that is not Workshop's. */
  | { readonly kind: "foreign"; readonly text: string };

/** Printed pages open the record they print (a label's code opens the vehicle, not the label). */
const OPENS: Partial<Record<RouteName, RouteName>> = {
  "vehicle-label": "vehicle",
  "work-order-job-card": "work-order",
  "part-label": "part",
};

export function readScan(raw: string): ScanTarget {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return { kind: "text", text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "foreign", text };
  }
  const match = matchRoute(url.pathname);
  if (!match || match.route.access === "guests") return { kind: "foreign", text };
  const opens = OPENS[match.route.name];
  const path = opens ? pathTo(opens, match.params) : `${url.pathname}${url.search}`;
  return { kind: "page", path };
}
