import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CategoryForm } from "@/components/admin/categories/CategoryForm";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { getLanguages, languageName, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryForEdit } from "@/lib/categories/queries";
import { nextCategoryOrder } from "@/lib/database/next-order";
import { categoryFormValues, emptyCategoryValues } from "@/lib/categories/form";

export default async function NewCategoryPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/categories/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.categories");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/categories/new", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  if (!content) notFound();
  // "Create the counterpart": pre-filled from the category it translates (of another language).
  const sourceId = parseId(query.from);
  const found = sourceId ? await findCategoryForEdit(sourceId) : null;
  const source = found && found.languageCode !== content.code ? found : null;
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("newTitle")}</h1>
      <EditingLanguageNote code={content.code} languages={languages} />
      {source && (
        <p>{t("translationOf", { title: source.title, language: languageName(languages, source.languageCode) })}</p>
      )}
      <CategoryForm
        adminLang={lang}
        translationOf={source?.id}
        initial={
          source
            ? { ...categoryFormValues(source), languageCode: content.code }
            : emptyCategoryValues(content.code, await nextCategoryOrder(content.code))
        }
      />
    </AdminShell>
  );
}
