import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CategoryForm } from "@/components/admin/categories/CategoryForm";
import { findContentLanguages, pickContentLanguage } from "@/lib/admin-languages";
import { isAdminLocale } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";

export default async function NewCategoryPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/categories/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/categories/new");
  const t = await getTranslations("Admin.categories");
  const content = pickContentLanguage(await findContentLanguages(), (await searchParams).lang);
  if (!content) notFound();
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("newTitle")}</h1>
      <p>
        {t("editingLanguage")}: <strong>{content.flag} {content.nativeName} ({content.code})</strong>
      </p>
      <CategoryForm adminLang={lang} initial={{ languageCode: content.code, title: "", slug: "", description: "", order: "1", isActive: true }} />
    </AdminShell>
  );
}
