// At the top of a form the signed-in role may not send (docs/product.md "Roles"):
// who may, before anyone types, instead of a 403 after pressing the button. The form below is
// shown for reading and its submit button is disabled.

import { ROLE_LABELS, isRole, refusalMessage, type Action, type Subject } from "@shared/roles";
import { useRole } from "../lib/permissions";
import { Alert } from "./alert";

export function RoleRefusal({ action, subject }: { action: Action; subject: Subject }) {
  const role = useRole();
  const as = isRole(role) ? ` as a ${ROLE_LABELS[role].toLowerCase()}` : "";
  return (
    <Alert tone="info" title={refusalMessage(action, subject)}>
      You are signed in{as}: this form is shown for reading only.
    </Alert>
  );
}
