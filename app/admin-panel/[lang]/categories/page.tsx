import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { bulkPublishMessage } from "@/lib/publishing/bulk-outcome";
import { CategoryTable } from "@/components/admin/categories/CategoryTable";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { ListFilter } from "@/components/admin/ListFilter";
import { Pager } from "@/components/admin/Pager";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import { LIST_STATUSES, listHref, parseListQuery, reorderBlock } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { reorderCategoriesAction } from "@/lib/categories/actions";
import { findCategoriesForAdmin } from "@/lib/categories/queries";

export default async function CategoriesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/categories">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.categories");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/categories", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const list = parseListQuery("publication", query);
  const listPath = adminHref(lang, "/categories");
  const page = content ? await findCategoriesForAdmin(content.code, list) : undefined;
  const blocked = page && reorderBlock(list, page);
  return (
    <AdminShell lang={lang} email={session.email} section="categories">
      <h1>{t("title")}</h1>
      {content && (
        <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/categories")} />
      )}
      <OutcomeToast
        message={
          query.deleted
            ? t("deleted")
            : (await bulkPublishMessage("category", query)) || (await publishingMessage(t("saved"), query))
        }
        saved={{ entity: "category", id: parseId(query.saved) }}
      />
      {content && (
        <p>
          <a href={`${adminHref(lang, "/categories/new")}?lang=${content.code}`}>{t("new")}</a>
        </p>
      )}
      {content && page && (
        <>
          <ListFilter
            action={listPath}
            keep={{ lang: content.code }}
            query={list}
            statuses={LIST_STATUSES.publication}
          />
          <CategoryTable
            lang={lang}
            rows={page.rows}
            reorder={blocked ? { blocked } : { action: reorderCategoriesAction.bind(null, content.code) }}
          />
          <Pager list={page} hrefFor={(to) => listHref(listPath, { ...list, page: to }, { lang: content.code })} />
        </>
      )}
    </AdminShell>
  );
}
