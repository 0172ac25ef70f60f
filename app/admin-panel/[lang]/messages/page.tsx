import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { InboxFilter } from "@/components/admin/messages/InboxFilter";
import { InboxTable } from "@/components/admin/messages/InboxTable";
import { Pager } from "@/components/admin/Pager";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { inboxHref, parseInboxQuery } from "@/lib/contact-messages/inbox-query";
import { findAssignees, findInboxLanguages, findInboxPage } from "@/lib/contact-messages/queries";
import { inboxOutcome } from "./outcome";

export default async function MessagesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/messages">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.messages");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/messages", query));
  const list = parseInboxQuery(query);
  const [inbox, languages, assignees] = await Promise.all([findInboxPage(list), findInboxLanguages(), findAssignees()]);
  const listPath = adminHref(lang, "/messages");
  return (
    <AdminShell lang={lang} email={session.email} section="messages">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.deleted ? t("deleted") : await inboxOutcome(query.saved)} />
      {/* Both go to the export route, which checks the session itself. */}
      <p>
        <a href={adminHref(lang, "/messages/export?format=xlsx")}>{t("exportXlsx")}</a>
        {" · "}
        <a href={adminHref(lang, "/messages/export?format=csv")}>{t("export")}</a>
      </p>
      <InboxFilter action={listPath} query={list} languages={languages} assignees={assignees} />
      <InboxTable lang={lang} rows={inbox.rows} query={list} />
      <Pager list={inbox} hrefFor={(to) => inboxHref(listPath, { ...list, page: to })} />
    </AdminShell>
  );
}
