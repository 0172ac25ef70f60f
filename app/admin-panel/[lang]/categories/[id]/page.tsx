import { publicationOf, withWorkingCopy } from "@/lib/publishing/working-copy";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { PreviewPanel } from "@/components/admin/PreviewPanel";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { ViewOnSite } from "@/components/admin/ViewOnSite";
import { HistoryLink } from "@/components/admin/revisions/HistoryLink";
import { CategoryForm } from "@/components/admin/categories/CategoryForm";
import { CounterpartNotice, CounterpartsPanel } from "@/components/admin/CounterpartsPanel";
import { CreatedVersionNotice } from "@/components/admin/coverage/CreatedVersionNotice";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { getLanguages } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryForEdit } from "@/lib/categories/queries";
import { categoryFormValues } from "@/lib/categories/form";
import { findTranslationCheck } from "@/lib/counterparts/source-version";

export default async function EditCategoryPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/categories/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/categories/${id}`);
  const categoryId = parseId(id);
  const category = categoryId ? await findCategoryForEdit(categoryId) : null;
  if (!category) notFound();
  const t = await getTranslations("Admin.categories");
  const languages = await getLanguages();
  const query = await searchParams;
  // A save that stays on the form comes back here at a new version: a fresh form (its fields, version and guard).
  const version = category.updatedAt.getTime();
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("editTitle", { title: category.title })}</h1>
      <EditingLanguageNote code={category.languageCode} languages={languages} />
      <CreatedVersionNotice lang={lang} query={query} />
      <ViewOnSite entity="category" id={category.id} />
      <HistoryLink entity="category" id={category.id} />
      <PreviewPanel entity="category" id={category.id} />
      <CounterpartNotice query={query} />
      <OutcomeToast
        message={await publishingMessage(t("saved"), query)}
        saved={{ entity: "category", id: category.id }}
      />
      <CategoryForm
        key={version}
        adminLang={lang}
        existing={{ id: category.id, updatedAt: version }}
        publication={publicationOf(category)}
        initial={categoryFormValues(withWorkingCopy(category))}
        translationCheck={await findTranslationCheck("category", category)}
      />
      <CounterpartsPanel lang={lang} entity="category" row={category} languages={languages} />
    </AdminShell>
  );
}
