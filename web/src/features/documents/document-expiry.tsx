// A document's expiry as the vehicle page marks it: a red "Expired", an amber "Expiring" from 30
// days before its day, and the day in words ("Expires in 20 days"), as the renewal reminder sees it.

import { today } from "@shared/dates";
import { expiryState, expiryWords } from "@shared/documents/expiry";
import { Badge } from "../../ui/badge";

export function DocumentExpiry({ expires }: { expires: string }) {
  const day = today();
  const state = expiryState(expires, day);
  if (state === "none") return <span className="muted">Does not expire</span>;
  return (
    <span className="document-expiry">
      {state === "expired" && <Badge tone="danger">Expired</Badge>}
      {state === "expiring" && <Badge tone="warning">Expiring</Badge>}
      <span>{expiryWords(expires, day)}</span>
    </span>
  );
}
