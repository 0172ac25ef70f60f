import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { bulkPublishMessage } from "@/lib/publishing/bulk-outcome";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { Pager } from "@/components/admin/Pager";
import { TopicFilter } from "@/components/admin/topics/TopicFilter";
import { TopicTable } from "@/components/admin/topics/TopicTable";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { parseId } from "@/lib/admin/forms";
import type { TableReorder } from "@/components/admin/AdminTable";
import { listHref, parseListQuery, reorderBlock, type PublicationQuery, type ListPage } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCategoryChoices } from "@/lib/categories/queries";
import { reorderTopicsAction } from "@/lib/topics/actions";
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
  const list = parseListQuery("publication", query);
  const listPath = adminHref(lang, "/contents");
  const page = content ? await findTopicsForAdmin(content.code, list, categoryId) : undefined;
  return (
    <AdminShell lang={lang} email={session.email} section="contents">
      <h1>{t("title")}</h1>
      {content && (
        <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/contents")} />
      )}
      <OutcomeToast
        message={
          query.deleted
            ? t("deleted")
            : (await bulkPublishMessage("topic", query)) || (await publishingMessage(t("saved"), query))
        }
        saved={{ entity: "topic", id: parseId(query.saved) }}
      />
      {content && page && (
        <>
          <TopicFilter
            lang={lang}
            languageCode={content.code}
            categories={categories}
            categoryId={categoryId}
            query={list}
          />
          <TopicTable lang={lang} rows={page.rows} reorder={topicReorder(list, page, categoryId)} />
          <Pager
            list={page}
            hrefFor={(to) =>
              listHref(
                listPath,
                { ...list, page: to },
                { lang: content.code, category: categoryId ? String(categoryId) : undefined },
              )
            }
          />
        </>
      )}
    </AdminShell>
  );
}

/** Topics are ordered within their category (as its page lists them): one whole category at a time. */
function topicReorder(list: PublicationQuery, page: ListPage<unknown>, categoryId: number | undefined): TableReorder {
  const blocked = reorderBlock(list, page);
  if (blocked) return { blocked };
  return categoryId ? { action: reorderTopicsAction.bind(null, categoryId) } : { blocked: "noCategory" };
}
