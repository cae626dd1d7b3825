import { useLocation } from "wouter";
import { LOGIN_PATH } from "@shared/routes";
import { signOut, useSession } from "../../lib/session";
import { ButtonLink, Button } from "../../ui/button";

/** The signed-in employee's name and role, and "Sign out"; "Sign in" for everyone else
 * (except on the sign-in page). */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const [location] = useLocation();
  if (session.kind !== "employee") {
    // On the sign-in page itself the form is the way in.
    if (location === LOGIN_PATH) return null;
    return (
      <ButtonLink href={LOGIN_PATH} variant="gold" className="button-small">
        Sign in
      </ButtonLink>
    );
  }
  return (
    <div className={compact ? "account account-compact" : "account"}>
      <span className="account-name" title={session.email}>
        <span className="visually-hidden">Signed in as </span>
        {session.name || session.email}
        {session.role && ` · ${session.role}`}
      </span>
      <Button variant="ghost" className="button-small" onClick={signOut}>
        Sign out
      </Button>
    </div>
  );
}
