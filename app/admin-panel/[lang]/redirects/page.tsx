import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { ListFilter } from "@/components/admin/ListFilter";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { Pager } from "@/components/admin/Pager";
import { RedirectTable } from "@/components/admin/redirects/RedirectTable";
import { LIST_STATUSES, listHref, parseListQuery } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findRedirectsForAdmin } from "@/lib/redirects/queries";

const OUTCOMES = ["saved", "deleted"] as const;

export default async function RedirectsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/redirects">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/redirects", query));
  const t = await getTranslations("Admin.redirects");
  const outcome = OUTCOMES.find((key) => query[key]);
  const list = parseListQuery("redirectOrigin", query);
  const listPath = adminHref(lang, "/redirects");
  const page = await findRedirectsForAdmin(list);
  return (
    <AdminShell lang={lang} email={session.email} section="redirects">
      <h1>{t("title")}</h1>
      <OutcomeToast message={outcome ? t(outcome) : ""} />
      <p>{t("intro")}</p>
      <p>
        <a href={adminHref(lang, "/redirects/new")}>{t("new")}</a>
      </p>
      <ListFilter action={listPath} keep={{}} query={list} statuses={LIST_STATUSES.redirectOrigin} />
      <RedirectTable lang={lang} rows={page.rows} empty={page.total === 0} />
      <Pager list={page} hrefFor={(to) => listHref(listPath, { ...list, page: to })} />
    </AdminShell>
  );
}
