import { Link, useLocation } from "wouter";
import type { Category } from "@shared/records";
import { pathTo } from "@shared/routes";
import { flash } from "../../lib/flash";
import { useForm } from "../../lib/use-form";
import { Button, ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { CategoryForm } from "./category-form";
import { categoryRecords, EMPTY_CATEGORY, validateCategory } from "./category-values";

/** A new category: once saved, the category list says so and shows it. */
export function CategoryNewPage() {
  const [, navigate] = useLocation();
  const form = useForm(EMPTY_CATEGORY, { validate: validateCategory });
  const onSubmit = form.submit(async (values) => {
    const created = await categoryRecords().create<Category>(values, { requestKey: null });
    flash(`Category “${created.name}” added.`);
    navigate(pathTo("categories"));
  });
  return (
    <section className="stack">
      <Link href={pathTo("categories")} className="back-link">
        ← Categories
      </Link>
      <PageHeader title="New category" description="Vehicles are sorted into categories, like Vans or Rental." />
      <CategoryForm form={form} onSubmit={onSubmit}>
        <Button type="submit" busy={form.busy}>
          Add category
        </Button>
        <ButtonLink href={pathTo("categories")} variant="secondary">
          Cancel
        </ButtonLink>
      </CategoryForm>
    </section>
  );
}
