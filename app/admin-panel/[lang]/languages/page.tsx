import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { LanguageTable } from "@/components/admin/languages/LanguageTable";
import { ListFilter } from "@/components/admin/ListFilter";
import { Pager } from "@/components/admin/Pager";
import { LIST_STATUSES, listHref, parseListQuery, reorderBlock } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { reorderLanguagesAction } from "@/lib/languages/actions";
import { findLanguagesForAdmin } from "@/lib/languages/queries";

const OUTCOMES = ["saved", "deleted", "toggled", "defaulted"] as const;

export default async function LanguagesPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/languages">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const t = await getTranslations("Admin.languages");
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/languages", query));
  const outcome = OUTCOMES.find((key) => query[key]);
  const list = parseListQuery("activity", query);
  const listPath = adminHref(lang, "/languages");
  const page = await findLanguagesForAdmin(list);
  const blocked = reorderBlock(list, page);
  return (
    <AdminShell lang={lang} email={session.email} section="languages">
      <h1>{t("title")}</h1>
      <OutcomeToast message={outcome ? t(outcome) : ""} />
      <p>
        <a href={adminHref(lang, "/languages/new")}>{t("new")}</a>
      </p>
      <ListFilter action={listPath} keep={{}} query={list} statuses={LIST_STATUSES.activity} />
      <LanguageTable
        lang={lang}
        rows={page.rows}
        reorder={blocked ? { blocked } : { action: reorderLanguagesAction }}
      />
      <Pager list={page} hrefFor={(to) => listHref(listPath, { ...list, page: to })} />
    </AdminShell>
  );
}
