import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { CategoryTable } from "@/components/admin/categories/CategoryTable";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoriesForAdmin } from "@/lib/categories/queries";

export default async function CategoriesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/categories">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.categories");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/categories", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const rows = content ? await findCategoriesForAdmin(content.code) : [];
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("title")}</h1>
      {content && <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/categories")} />}
      <OutcomeToast message={query.saved ? t("saved") : query.deleted ? t("deleted") : ""} saved={{ entity: "category", id: parseId(query.saved) }} />
      {content && (
        <p>
          <a href={`${adminHref(lang, "/categories/new")}?lang=${content.code}`}>{t("new")}</a>
        </p>
      )}
      <CategoryTable lang={lang} rows={rows} />
    </AdminShell>
  );
}
