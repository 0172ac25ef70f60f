import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { ContentLanguagePicker } from "@/components/admin/ContentLanguagePicker";
import { ContentTable } from "@/components/admin/contents/ContentTable";
import { findContentLanguages, pickContentLanguage } from "@/lib/admin-languages";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin-paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices, findContentsForAdmin } from "@/lib/contents/admin-queries";

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
      {content && <ContentLanguagePicker languages={languages} current={content.code} basePath={adminHref(lang, "/contents")} />}
      <p role="status">{query.saved ? t("saved") : query.deleted ? t("deleted") : ""}</p>
      {content && (
        <form method="get" action={adminHref(lang, "/contents")}>
          <input type="hidden" name="lang" value={content.code} />
          <label htmlFor="category-filter">{t("filter")}</label>{" "}
          <select id="category-filter" name="category" defaultValue={categoryId ?? ""}>
            <option value="">{t("allCategories")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>{" "}
          <button type="submit">{t("applyFilter")}</button>{" "}
          <a href={`${adminHref(lang, "/contents/new")}?lang=${content.code}${categoryId ? `&category=${categoryId}` : ""}`}>{t("new")}</a>
        </form>
      )}
      <ContentTable lang={lang} rows={rows} />
    </AdminShell>
  );
}
