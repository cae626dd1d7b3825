import { useSearch } from "wouter";
import { useTranslation } from "../../lib/i18n";
import { PageHeader } from "../../ui/page-header";
import { ButtonsSection, ColoursSection } from "./basics-sections";
import { BadgesSection, EmptyStateSection, TableSection } from "./data-sections";
import { AlertsSection, DialogSection, ErrorsSection, LoadingSection, THROW_RENDER_ERROR_PARAM } from "./feedback-sections";
import { FormSection } from "./form-section";

function ThrowRenderError(): never {
  throw new Error("Simulated render error (UI kit, ?throw-render-error)");
}

const SECTIONS = ["colours", "buttons", "forms", "table", "badges", "alerts", "empty-state", "dialog", "loading", "errors"] as const;

/** The UI kit: every building block of the app in one place, in the house style. */
export function TemplatePage() {
  const search = new URLSearchParams(useSearch());
  const { t } = useTranslation("template");
  return (
    <div className="kit">
      {search.has(THROW_RENDER_ERROR_PARAM) && <ThrowRenderError />}
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <nav aria-label={t("sections")} className="kit-toc">
        {SECTIONS.map((id) => (
          <a key={id} href={`#${id}`}>
            {t(`section.${id}`)}
          </a>
        ))}
      </nav>
      <ColoursSection />
      <ButtonsSection />
      <FormSection />
      <TableSection />
      <BadgesSection />
      <AlertsSection />
      <EmptyStateSection />
      <DialogSection />
      <LoadingSection />
      <ErrorsSection />
    </div>
  );
}
