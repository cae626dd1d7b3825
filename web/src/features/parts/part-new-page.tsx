import { Link, useLocation } from "wouter";
import type { Part } from "@shared/records";
import { pathTo } from "@shared/routes";
import { flash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { RoleNote, useCan } from "../../lib/permissions";
import { useForm } from "../../lib/use-form";
import { Button, ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { PartForm } from "./part-form";
import { EMPTY_PART, partRecords, validatePart } from "./part-values";

/** A new part in the catalogue: once saved, its page opens to receive its first stock. */
export function PartNewPage() {
  const [, navigate] = useLocation();
  const mayAdd = useCan("create", "parts");
  const form = useForm(EMPTY_PART, { validate: validatePart });
  const { t } = useTranslation("parts");
  const onSubmit = form.submit(async (values) => {
    const created = await partRecords().create<Part>(values, { requestKey: null });
    flash(t("new.added", { number: created.number }));
    navigate(pathTo("part", { id: created.id }));
  });
  return (
    <section className="stack parts-screen">
      <Link href={pathTo("parts")} className="back-link">
        ← {t("parts")}
      </Link>
      <PageHeader title={t("new.title")} description={t("new.description")} />
      <PartForm form={form} onSubmit={onSubmit} disabled={!mayAdd}>
        {mayAdd ? (
          <>
            <Button type="submit" busy={form.busy}>
              {t("new.add")}
            </Button>
            <ButtonLink href={pathTo("parts")} variant="secondary">
              {t("cancel")}
            </ButtonLink>
          </>
        ) : (
          <RoleNote action="create" subject="parts" />
        )}
      </PartForm>
    </section>
  );
}
