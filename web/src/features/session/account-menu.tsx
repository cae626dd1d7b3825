import { useLocation } from "wouter";
import { LOGIN_PATH } from "@shared/routes";
import { useLabel, useTranslation } from "../../lib/i18n";
import { signOut, useSession } from "../../lib/session";
import { ButtonLink, Button } from "../../ui/button";
import { LanguageSwitch } from "./language-switch";

/** The signed-in employee's name and role, and "Sign out"; "Sign in" for everyone else
 * (except on the sign-in page). */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const { t } = useTranslation("session");
  const label = useLabel();
  const [location] = useLocation();
  if (session.kind !== "employee") {
    // On the sign-in page itself the form is the way in.
    if (location === LOGIN_PATH) return null;
    return (
      <ButtonLink href={LOGIN_PATH} variant="gold" className="button-small">
        {t("signIn")}
      </ButtonLink>
    );
  }
  return (
    <div className={compact ? "account account-compact" : "account"}>
      <span className="account-name" title={session.email}>
        <span className="visually-hidden">{t("signedInAs")}</span>
        {session.name || session.email}
        {session.role && ` · ${label("role", session.role)}`}
      </span>
      <LanguageSwitch />
      <Button variant="ghost" className="button-small" onClick={signOut}>
        {t("signOut")}
      </Button>
    </div>
  );
}
