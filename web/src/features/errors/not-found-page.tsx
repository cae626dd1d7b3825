import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { ButtonLink } from "../../ui/button";

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation("errors");
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{t("notFound.title", { path })}</h1>
      <p>{t("notFound.text")}</p>
      <div className="row row-center">
        <ButtonLink href={pathTo("index")}>{t("home")}</ButtonLink>
      </div>
    </section>
  );
}
