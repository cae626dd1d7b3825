// At the top of a form the signed-in role may not send (docs/product.md "Roles"):
// who may, before anyone types, instead of a 403 after pressing the button. The form below is
// shown for reading and its submit button is disabled.

import { isRole, type Action, type Subject } from "@shared/roles";
import { useLabel, useTranslation } from "../lib/i18n";
import { refusalText, useRole } from "../lib/permissions";
import { Alert } from "./alert";

export function RoleRefusal({ action, subject }: { action: Action; subject: Subject }) {
  const role = useRole();
  const { t, i18n } = useTranslation();
  const label = useLabel();
  // English names a role in lower case within a sentence ("as a technician"); German keeps the noun's capital.
  const name = isRole(role) ? label("role", role) : "";
  return (
    <Alert tone="info" title={refusalText(action, subject)}>
      {isRole(role) ? t("roleRefusal.signedInAs", { role: i18n.language === "en" ? name.toLowerCase() : name }) : t("roleRefusal.signedIn")}
    </Alert>
  );
}
