import { useRef } from "react";
import { signIn, useSession } from "../../lib/session";
import type { ApiFailure } from "../../lib/api-errors";
import { useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";

export const WRONG_CREDENTIALS_MESSAGE = "Wrong email or password. Check both and try again.";
export const TOO_MANY_ATTEMPTS_MESSAGE =
  "Too many sign-in attempts from this device. Please wait a minute, then try again.";
export const LOGIN_UNREACHABLE_MESSAGE =
  "Cannot reach the Workshop server, so you cannot sign in right now. Check the network connection and try again in a moment.";

/** What the login form says when signing in fails. */
export function signInFailureMessage(failure: Exclude<ApiFailure, { kind: "cancelled" }>): string {
  switch (failure.kind) {
    case "invalid":
      // PocketBase answers wrong credentials with 400 "Failed to authenticate." and no fields.
      return Object.keys(failure.fields).length === 0 ? WRONG_CREDENTIALS_MESSAGE : failure.message;
    case "rate-limited":
      return TOO_MANY_ATTEMPTS_MESSAGE;
    case "unreachable":
      return LOGIN_UNREACHABLE_MESSAGE;
    default:
      return failure.message;
  }
}

function validate(values: { email: string; password: string }) {
  return {
    email: values.email.trim() === "" ? "Enter your email address." : undefined,
    password: values.password === "" ? "Enter your password." : undefined,
  };
}

/**
 * Sign-in for employees. On success the session changes and the route's `auth` middleware
 * sends the employee on (to `?redirect=` or the vehicle list): nothing to do here.
 */
export function LoginPage() {
  const session = useSession();
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useForm({ email: "", password: "" }, { validate, fieldAliases: { identity: "email" } });

  const onSubmit = form.submit(({ email, password }) => signIn(email.trim(), password), {
    describe: signInFailureMessage,
    onFailure: () => {
      form.setValue("password", "");
      passwordRef.current?.focus();
    },
  });

  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <p className="muted">Sign in with the email address and password of your staff account.</p>
        {session.kind === "superuser" && (
          <Alert tone="info" title="You are signed in as an administrator.">
            Administrators work in the <a href="/_/">PocketBase dashboard</a>. To use the workshop screens, sign
            in with an employee account.
          </Alert>
        )}
        <form className="stack" onSubmit={onSubmit} noValidate>
          <FormError message={form.formError} />
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field("email")}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
          <Button type="submit" busy={form.busy} className="button-block">
            Sign in
          </Button>
        </form>
        <p className="auth-note">
          Administrators: manage staff accounts and passwords in the <a href="/_/">PocketBase dashboard</a>.
        </p>
      </section>
    </div>
  );
}
