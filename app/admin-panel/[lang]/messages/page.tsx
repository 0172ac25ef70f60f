import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { ListFilter } from "@/components/admin/ListFilter";
import { InboxTable } from "@/components/admin/messages/InboxTable";
import { Pager } from "@/components/admin/Pager";
import { LIST_STATUSES, listHref, parseListQuery } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findInboxPage } from "@/lib/contact-messages/queries";

export default async function MessagesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/messages">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.messages");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/messages", query));
  const list = parseListQuery("reading", query);
  const inbox = await findInboxPage(list);
  const listPath = adminHref(lang, "/messages");
  return (
    <AdminShell lang={lang} email={session.email} section="messages">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.deleted ? t("deleted") : ""} />
      {/* Both go to the export route, which checks the session itself. */}
      <p>
        <a href={adminHref(lang, "/messages/export?format=xlsx")}>{t("exportXlsx")}</a>
        {" · "}
        <a href={adminHref(lang, "/messages/export?format=csv")}>{t("export")}</a>
      </p>
      <ListFilter action={listPath} keep={{}} query={list} statuses={LIST_STATUSES.reading} />
      <InboxTable lang={lang} rows={inbox.rows} />
      <Pager list={inbox} hrefFor={(to) => listHref(listPath, { ...list, page: to })} />
    </AdminShell>
  );
}
