import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { ContentForm } from "@/components/admin/contents/ContentForm";
import { findContentLanguages, pickContentLanguage } from "@/lib/admin-languages";
import { isAdminLocale } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices } from "@/lib/contents/admin-queries";

export default async function NewContentPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/contents/new">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/contents/new");
  const t = await getTranslations("Admin.contents");
  const query = await searchParams;
  const content = pickContentLanguage(await findContentLanguages(), query.lang);
  if (!content) notFound();
  const categories = await findCategoryChoices(content.code);
  const categoryId = categories.some((category) => String(category.id) === query.category && category.isActive) ? String(query.category) : "";
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("newTitle")}</h1>
      <p>
        {t("editingLanguage")}: <strong>{content.flag} {content.nativeName} ({content.code})</strong>
      </p>
      <ContentForm
        adminLang={lang}
        categories={categories}
        initial={{ languageCode: content.code, categoryId, section: "", title: "", slug: "", content: "", keywords: "", metaTitle: "", metaDescription: "", order: "1", isActive: true }}
      />
    </AdminShell>
  );
}
