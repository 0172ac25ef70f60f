import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { InboxTable } from "@/components/admin/messages/InboxTable";
import { Pager } from "@/components/admin/Pager";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findInboxPage, type InboxFilter } from "@/lib/contact-messages/queries";

export default async function MessagesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/messages">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.messages");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/messages", query));
  const filter: InboxFilter = query.filter === "unread" ? "unread" : "all";
  const page = parseId(query.page) ?? 1;
  const inbox = await findInboxPage({ page, filter });
  const list = adminHref(lang, "/messages");
  return (
    <AdminShell lang={lang} email={session.email} section="messages">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.deleted ? t("deleted") : ""} />
      <nav aria-label={t("filterLabel")}>
        <a href={list} aria-current={filter === "all" ? "page" : undefined}>
          {t("all")}
        </a>{" "}
        ·{" "}
        <a href={`${list}?filter=unread`} aria-current={filter === "unread" ? "page" : undefined}>
          {t("onlyUnread")}
        </a>{" "}
        · <a href={adminHref(lang, "/messages/export")}>{t("export")}</a>
      </nav>
      <InboxTable lang={lang} rows={inbox.rows} />
      <Pager page={page} pages={inbox.pages} hrefFor={(to) => `${list}?${new URLSearchParams({ filter, page: String(to) })}`} />
    </AdminShell>
  );
}
