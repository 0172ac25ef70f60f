import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { ContentForm } from "@/components/admin/contents/ContentForm";
import { isAdminLocale } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices, findContentForEdit } from "@/lib/contents/admin-queries";
import { formatKeywords } from "@/lib/keywords";

export default async function EditContentPage({ params }: PageProps<"/admin-panel/[lang]/contents/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/contents/${id}`);
  const topic = Number.isInteger(Number(id)) ? await findContentForEdit(Number(id)) : null;
  if (!topic) notFound();
  const t = await getTranslations("Admin.contents");
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("editTitle", { title: topic.title })}</h1>
      <p>
        {t("editingLanguage")}: <strong>{topic.languageCode}</strong>
      </p>
      <ContentForm
        adminLang={lang}
        categories={await findCategoryChoices(topic.languageCode)}
        existing={{ id: topic.id, updatedAt: topic.updatedAt.getTime() }}
        initial={{
          languageCode: topic.languageCode,
          categoryId: String(topic.categoryId),
          section: topic.section,
          title: topic.title,
          slug: topic.slug,
          content: topic.content,
          keywords: formatKeywords(topic.keywords),
          metaTitle: topic.metaTitle,
          metaDescription: topic.metaDescription,
          order: String(topic.order),
          isActive: topic.isActive,
        }}
      />
    </AdminShell>
  );
}
