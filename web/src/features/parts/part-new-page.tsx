import { Link, useLocation } from "wouter";
import type { Part } from "@shared/records";
import { pathTo } from "@shared/routes";
import { flash } from "../../lib/flash";
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
  const onSubmit = form.submit(async (values) => {
    const created = await partRecords().create<Part>(values, { requestKey: null });
    flash(`Part ${created.number} added. Receive its stock below.`);
    navigate(pathTo("part", { id: created.id }));
  });
  return (
    <section className="stack parts-screen">
      <Link href={pathTo("parts")} className="back-link">
        ← Parts
      </Link>
      <PageHeader title="New part" description="A part the workshop keeps on its shelves. Its stock starts at 0: receive it on the part's page." />
      <PartForm form={form} onSubmit={onSubmit} disabled={!mayAdd}>
        {mayAdd ? (
          <>
            <Button type="submit" busy={form.busy}>
              Add part
            </Button>
            <ButtonLink href={pathTo("parts")} variant="secondary">
              Cancel
            </ButtonLink>
          </>
        ) : (
          <RoleNote action="create" subject="parts" />
        )}
      </PartForm>
    </section>
  );
}
