import { Link, useLocation } from "wouter";
import type { Category } from "@shared/records";
import { pathTo } from "@shared/routes";
import { flash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { useForm } from "../../lib/use-form";
import { Button, ButtonLink } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { RoleRefusal } from "../../ui/role-refusal";
import { CategoryForm } from "./category-form";
import { categoryRecords, EMPTY_CATEGORY, validateCategory } from "./category-values";

/** A new category: once saved, the category list says so and shows it. */
export function CategoryNewPage() {
  const { t } = useTranslation("categories");
  const { t: tc } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm(EMPTY_CATEGORY, { validate: validateCategory });
  const may = useCan("create", "categories");
  const onSubmit = form.submit(async (values) => {
    const created = await categoryRecords().create<Category>(values, { requestKey: null });
    flash(t("add.added", { name: created.name }));
    navigate(pathTo("categories"));
  });
  return (
    <section className="stack">
      <Link href={pathTo("categories")} className="back-link">
        ← {t("title")}
      </Link>
      <PageHeader title={t("newCategory")} description={t("add.intro")} />
      {!may && <RoleRefusal action="create" subject="categories" />}
      <CategoryForm form={form} onSubmit={onSubmit} disabled={!may}>
        <Button type="submit" busy={form.busy} disabled={!may}>
          {t("add.submit")}
        </Button>
        <ButtonLink href={pathTo("categories")} variant="secondary">
          {tc("action.cancel")}
        </ButtonLink>
      </CategoryForm>
    </section>
  );
}
