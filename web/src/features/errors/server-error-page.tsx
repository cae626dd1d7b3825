import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { BrandMark } from "../../ui/icons";

/**
 * "Internal Server Error": what an error boundary shows instead of a broken screen. Plain links
 * (not router links), so that leaving the page starts the app afresh. `standalone` is the
 * last-resort version drawn without any layout, when the layout itself broke.
 */
export function ServerErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation("errors");
  const content = (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        500
      </p>
      <h1 id="error-title">{t("serverError.title")}</h1>
      <p>{t("serverError.text")}</p>
      <div className="row row-center">
        <a href={pathTo("index")} className="button button-primary">
          {t("home")}
        </a>
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          {t("serverError.reload")}
        </button>
      </div>
    </section>
  );
  if (!standalone) return content;
  return (
    <div className="standalone-page">
      <a href={pathTo("index")} className="brand brand-dark">
        <BrandMark />
        Workshop
      </a>
      <main id="main" tabIndex={-1}>
        {content}
      </main>
    </div>
  );
}
