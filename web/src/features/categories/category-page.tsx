import { useState } from "react";
import { Link, useLocation } from "wouter";
import { COLLECTIONS, type Category } from "@shared/records";
import { pathTo } from "@shared/routes";
import type { CategoryInputField } from "@shared/validation";
import { vehicleListPath } from "@shared/vehicle-list";
import { flash, useFlash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { useRecordEditor } from "../../lib/use-record-editor";
import { Alert } from "../../ui/alert";
import { DeleteButton, DeleteDialog, EditorNotices, RecordUnavailable, SaveActions } from "../../ui/editor-parts";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { ServicePlan } from "../reminders";
import { CategoryChecklists } from "../inspections";
import { CategoryForm } from "./category-form";
import { categoryRecords, categoryValues, EMPTY_CATEGORY, validateCategory } from "./category-values";
import { useCategoryUsage } from "./use-category-usage";
import { Allowed, RoleNote, useCan } from "../../lib/permissions";

const EXPAND = { expand: "updated_by" };

/** One category: edit it (following colleagues' changes live), see its vehicles, delete it. */
export function CategoryPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const { t } = useTranslation("categories");
  const [, navigate] = useLocation();
  const notice = useFlash();
  const editor = useRecordEditor<Category, CategoryInputField>({
    collection: COLLECTIONS.categories,
    id,
    empty: EMPTY_CATEGORY,
    toValues: categoryValues,
    validate: validateCategory,
    // Who saved a colleague's version, for the notice that shows it.
    query: EXPAND,
  });
  const usage = useCategoryUsage(id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canChange = useCan("update", "categories");
  const { form, state } = editor;

  if (state.kind === "loading") return <Skeleton lines={4} label={t("page.loading")} />;
  const back = { href: pathTo("categories"), label: t("page.back") };
  if (state.kind === "failed") {
    const missing = state.failure.kind === "failed" && state.failure.status === 404;
    return <RecordUnavailable what={t("page.what")} missing={missing} message={state.failure.message} back={back} />;
  }

  const category = state.record;
  const count = usage.data?.vehicles ?? null;
  const onSubmit = editor.save((changed, values) => {
    const body: Partial<Record<CategoryInputField, string>> = {};
    for (const field of changed) body[field] = values[field];
    return categoryRecords().update<Category>(id, body, { ...EXPAND, requestKey: null });
  });
  const onDelete = () =>
    editor.deletion.confirm(
      () => {
        flash(t("page.deleted", { name: category.name }));
        navigate(back.href);
      },
      (message) => {
        // The server's reason, e.g. "This category is used by 3 vehicles. Move them to another category first."
        setRefusal(message);
        usage.reload();
      },
    );

  return (
    <section className="stack">
      <Link href={back.href} className="back-link">
        ← {t("title")}
      </Link>
      <PageHeader
        title={category.name}
        description={
          count === null ? null : count === 0 ? (
            t("page.unused")
          ) : (
            <>
              {t("page.usedByBefore")}
              <Link href={vehicleListPath({ category: id })}>{t("vehicles", { count, n: formatCount(count) })}</Link>
              {t("page.usedByAfter")}
            </>
          )
        }
        actions={
          <Allowed action="delete" subject="categories">
            <DeleteButton editor={editor} />
          </Allowed>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {refusal && (
        <Alert tone="error" title={t("page.notDeleted")}>
          {refusal}
        </Alert>
      )}
      <EditorNotices what={t("page.what")} editor={editor} back={back} />
      <CategoryForm form={form} onSubmit={onSubmit} disabled={state.kind === "deleted" || !canChange}>
        {canChange ? <SaveActions editor={editor} /> : <RoleNote action="update" subject="categories" />}
      </CategoryForm>
      <ServicePlan category={category} around={editor.ownChange} />
      <CategoryChecklists category={category} />
      <DeleteDialog editor={editor} title={t("page.deleteTitle", { name: category.name })} confirmLabel={t("page.deleteConfirm")} onConfirm={() => void onDelete()}>
        {count ? t("page.inUse", { count, n: formatCount(count) }) : t("page.cannotUndo")}
      </DeleteDialog>
    </section>
  );
}
