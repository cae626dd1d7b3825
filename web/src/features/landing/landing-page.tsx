import { homeFor, LOGIN_PATH } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { ButtonLink } from "../../ui/button";
import { BrandMark, Icon } from "../../ui/icons";

const POINTS = ["list", "status", "server"] as const;

export function LandingPage() {
  const session = useSession();
  const { t } = useTranslation("landing");
  const signedIn = session.kind === "employee";
  return (
    <>
      <header className="landing-top">
        <span className="brand">
          <BrandMark />
          Workshop
        </span>
        {signedIn && <span className="landing-user">{t("signedInAs", { name: session.name || session.email })}</span>}
      </header>
      <section className="landing-hero" aria-labelledby="landing-title">
        <p className="landing-kicker">{t("kicker")}</p>
        <h1 id="landing-title">Workshop</h1>
        <p className="landing-lead">{t("lead")}</p>
        <div className="row">
          {signedIn ? (
            <ButtonLink href={homeFor(session.role)} variant="gold">
              {t("open")}
            </ButtonLink>
          ) : (
            <ButtonLink href={LOGIN_PATH} variant="gold">
              {t("signIn")}
            </ButtonLink>
          )}
        </div>
      </section>
      <ul className="landing-points">
        {POINTS.map((point) => (
          <li key={point}>
            <Icon name="vehicle" size={24} />
            <div>
              <h2>{t(`points.${point}.title`)}</h2>
              <p>{t(`points.${point}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <footer className="landing-footer">
        {t("adminBefore")}
        <a href="/_/">{t("adminLink")}</a>
        {t("adminAfter")}
      </footer>
    </>
  );
}
