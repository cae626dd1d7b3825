import { useSearch } from "wouter";
import { PageHeader } from "../../ui/page-header";
import { ButtonsSection, ColoursSection } from "./basics-sections";
import { BadgesSection, EmptyStateSection, TableSection } from "./data-sections";
import { AlertsSection, DialogSection, ErrorsSection, LoadingSection, THROW_RENDER_ERROR_PARAM } from "./feedback-sections";
import { FormSection } from "./form-section";

function ThrowRenderError(): never {
  throw new Error("Simulated render error (UI kit, ?throw-render-error)");
}

const SECTIONS = [
  ["colours", "Colours"],
  ["buttons", "Buttons"],
  ["forms", "Forms"],
  ["table", "Table"],
  ["badges", "Badges"],
  ["alerts", "Alerts"],
  ["empty-state", "Empty state"],
  ["dialog", "Confirm dialog"],
  ["loading", "Loading"],
  ["errors", "Error pages"],
] as const;

/** The UI kit: every building block of the app in one place, in the house style. */
export function TemplatePage() {
  const search = new URLSearchParams(useSearch());
  return (
    <div className="kit">
      {search.has(THROW_RENDER_ERROR_PARAM) && <ThrowRenderError />}
      <PageHeader
        title="UI kit"
        description="Every building block of Workshop, so that new screens look and behave like the rest. The components live in web/src/ui/."
      />
      <nav aria-label="UI kit sections" className="kit-toc">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
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
