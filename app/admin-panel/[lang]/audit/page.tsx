import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { AuditFilterForm } from "@/components/admin/audit/AuditFilterForm";
import { AuditTable } from "@/components/admin/audit/AuditTable";
import { Pager } from "@/components/admin/Pager";
import { parseListQuery } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { parseAuditFilter } from "@/lib/audit-log/filter";
import { auditRetentionDays } from "@/lib/audit-log/prune";
import { auditFilterChoices, findAuditPage } from "@/lib/audit-log/queries";
import { requireAdminPage } from "@/lib/auth/require-admin-page";

/** The audit log: what administrators, tokens and commands did, newest first, filtered and paged; read only. */
export default async function AuditPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/audit">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/audit", query));
  const t = await getTranslations("Admin.audit");
  const filter = parseAuditFilter(query);
  const { page: pageNumber, size } = parseListQuery("activity", query);
  const listPath = adminHref(lang, "/audit");
  const [page, choices] = await Promise.all([findAuditPage(filter, { page: pageNumber, size }), auditFilterChoices()]);
  const search = (extra: Record<string, string>) =>
    new URLSearchParams(Object.entries({ ...filter, ...extra }).filter(([, value]) => value !== "")).toString();
  const hrefOf = (path: string, extra: Record<string, string> = {}) => {
    const text = search(extra);
    return text ? `${path}?${text}` : path;
  };
  return (
    <AdminShell lang={lang} email={session.email} section="audit">
      <h1>{t("title")}</h1>
      <p>{t("intro", { days: String(auditRetentionDays()) })}</p>
      <AuditFilterForm action={listPath} filter={filter} choices={choices} />
      <p>
        <a href={hrefOf(adminHref(lang, "/audit/export"))} download>
          {t("export")}
        </a>
      </p>
      <AuditTable lang={lang} rows={page.rows} empty={page.total === 0} />
      <Pager list={page} hrefFor={(to) => hrefOf(listPath, to > 1 ? { page: String(to), size: String(size) } : {})} />
    </AdminShell>
  );
}
