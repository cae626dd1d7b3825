import { useRef } from "react";
import type { TFunction } from "i18next";
import { translate, useTranslation } from "../../lib/i18n";
import { signIn, useSession } from "../../lib/session";
import type { ApiFailure } from "../../lib/api-errors";
import { useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";

/** What the login form says when signing in fails. */
export function signInFailureMessage(failure: Exclude<ApiFailure, { kind: "cancelled" }>): string {
  switch (failure.kind) {
    case "invalid":
      // PocketBase answers wrong credentials with 400 "Failed to authenticate." and no fields.
      return Object.keys(failure.fields).length === 0 ? translate("session", "wrongCredentials") : failure.message;
    case "rate-limited":
      return translate("session", "tooManyAttempts");
    case "unreachable":
      return translate("session", "unreachable");
    default:
      return failure.message;
  }
}

function validate(values: { email: string; password: string }, t: TFunction<"session">) {
  return {
    email: values.email.trim() === "" ? t("enterEmail") : undefined,
    password: values.password === "" ? t("enterPassword") : undefined,
  };
}

/**
 * Sign-in for employees. On success the session changes and the route's `auth` middleware
 * sends the employee on (to `?redirect=` or the vehicle list): nothing to do here.
 */
export function LoginPage() {
  const session = useSession();
  const { t } = useTranslation("session");
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useForm({ email: "", password: "" }, { validate: (values) => validate(values, t), fieldAliases: { identity: "email" } });

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
        <h1 id="login-title">{t("signIn")}</h1>
        <p className="muted">{t("intro")}</p>
        {session.kind === "superuser" && (
          <Alert tone="info" title={t("superuserTitle")}>
            {t("superuserBefore")}
            <a href="/_/">{t("dashboardLink")}</a>
            {t("superuserAfter")}
          </Alert>
        )}
        <form className="stack" onSubmit={onSubmit} noValidate>
          <FormError message={form.formError} />
          <TextField
            label={t("email")}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field("email")}
          />
          <TextField
            ref={passwordRef}
            label={t("password")}
            type="password"
            autoComplete="current-password"
            {...form.field("password")}
          />
          <Button type="submit" busy={form.busy} className="button-block">
            {t("signIn")}
          </Button>
        </form>
        <p className="auth-note">
          {t("adminNoteBefore")}
          <a href="/_/">{t("dashboardLink")}</a>
          {t("adminNoteAfter")}
        </p>
      </section>
    </div>
  );
}
