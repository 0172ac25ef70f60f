import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { TopicFilter } from "@/components/admin/topics/TopicFilter";
import { TopicTable } from "@/components/admin/topics/TopicTable";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices } from "@/lib/categories/queries";
import { findTopicsForAdmin } from "@/lib/topics/queries";

export default async function ContentsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/contents">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.contents");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/contents", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const categories = content ? await findCategoryChoices(content.code) : [];
  const categoryId = categories.find((category) => String(category.id) === query.category)?.id;
  const rows = content ? await findTopicsForAdmin(content.code, categoryId) : [];
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("title")}</h1>
      {content && <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/contents")} />}
      <OutcomeToast message={query.saved ? t("saved") : query.deleted ? t("deleted") : ""} saved={{ entity: "topic", id: parseId(query.saved) }} />
      {content && <TopicFilter lang={lang} languageCode={content.code} categories={categories} categoryId={categoryId} />}
      <TopicTable lang={lang} rows={rows} />
    </AdminShell>
  );
}
