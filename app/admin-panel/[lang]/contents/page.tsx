import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { ContentLanguagePicker } from "@/components/admin/ContentLanguagePicker";
import { ContentFilter } from "@/components/admin/topics/ContentFilter";
import { ContentTable } from "@/components/admin/topics/ContentTable";
import { findContentLanguages, pickContentLanguage } from "@/lib/languages/admin-queries";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices, findContentsForAdmin } from "@/lib/topics/admin-queries";

export default async function ContentsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/contents">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.contents");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/contents", query));
  const languages = await findContentLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const categories = content ? await findCategoryChoices(content.code) : [];
  const categoryId = categories.find((category) => String(category.id) === query.category)?.id;
  const rows = content ? await findContentsForAdmin(content.code, categoryId) : [];
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("title")}</h1>
      {content && <ContentLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/contents")} />}
      <p role="status">{query.saved ? t("saved") : query.deleted ? t("deleted") : ""}</p>
      {content && <ContentFilter lang={lang} languageCode={content.code} categories={categories} categoryId={categoryId} />}
      <ContentTable lang={lang} rows={rows} />
    </AdminShell>
  );
}
