import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CategoryForm } from "@/components/admin/categories/CategoryForm";
import { EditingLanguageNote } from "@/components/admin/EditingLanguageNote";
import { findContentLanguages, pickContentLanguage } from "@/lib/admin-languages";
import { isAdminLocale } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryForEdit } from "@/lib/categories/admin-queries";

export default async function NewCategoryPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/categories/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/categories/new");
  const t = await getTranslations("Admin.categories");
  const query = await searchParams;
  const content = pickContentLanguage(await findContentLanguages(), query.lang);
  if (!content) notFound();
  // "Create the counterpart": pre-filled from the category it translates.
  const source = typeof query.from === "string" && Number(query.from) ? await findCategoryForEdit(Number(query.from)) : null;
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("newTitle")}</h1>
      <EditingLanguageNote code={content.code} language={content} />
      {source && (
        <p>
          {t("translationOf", { title: source.title, language: source.languageCode })}
        </p>
      )}
      <CategoryForm
        adminLang={lang}
        translationOf={source && source.languageCode !== content.code ? source.id : undefined}
        initial={{
          languageCode: content.code,
          title: source?.title ?? "",
          slug: source?.slug ?? "",
          description: source?.description ?? "",
          order: String(source?.order ?? 1),
          isActive: source?.isActive ?? true,
        }}
      />
    </AdminShell>
  );
}
