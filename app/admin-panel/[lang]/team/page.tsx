import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast, publishingMessage } from "@/components/admin/OutcomeToast";
import { bulkPublishMessage } from "@/lib/publishing/bulk-outcome";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { ListFilter } from "@/components/admin/ListFilter";
import { Pager } from "@/components/admin/Pager";
import { TeamTable } from "@/components/admin/team/TeamTable";
import { LIST_STATUSES, listHref, parseListQuery, reorderBlock } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { reorderTeamMembersAction } from "@/lib/team-members/actions";
import { findTeamMembersForAdmin } from "@/lib/team-members/queries";

export default async function TeamPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/team">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.team");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/team", query));
  const languages = await getLanguages();
  const content = pickContentLanguage(languages, query.lang);
  const list = parseListQuery("publication", query);
  const listPath = adminHref(lang, "/team");
  const page = content ? await findTeamMembersForAdmin(content.code, list) : undefined;
  const blocked = page && reorderBlock(list, page);
  return (
    <AdminShell lang={lang} email={session.email} section="team">
      <h1>{t("title")}</h1>
      {content && (
        <EditingLanguagePicker languages={languages} current={content.code} listHref={adminHref(lang, "/team")} />
      )}
      <OutcomeToast
        message={
          query.deleted
            ? t("deleted")
            : (await bulkPublishMessage("teamMember", query)) || (await publishingMessage(t("saved"), query))
        }
      />
      {content && (
        <p>
          <a href={`${adminHref(lang, "/team/new")}?lang=${content.code}`}>{t("new")}</a>
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
          <TeamTable
            lang={lang}
            languageCode={content.code}
            rows={page.rows}
            reorder={blocked ? { blocked } : { action: reorderTeamMembersAction.bind(null, content.code) }}
          />
          <Pager list={page} hrefFor={(to) => listHref(listPath, { ...list, page: to }, { lang: content.code })} />
        </>
      )}
    </AdminShell>
  );
}
