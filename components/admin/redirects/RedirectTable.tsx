import { getFormatter, getTranslations } from "next-intl/server";
import { AdminRowActions } from "@/components/admin/AdminRowActions";
import { AdminTable } from "@/components/admin/AdminTable";
import type { AdminLocale } from "@/lib/admin/paths";
import { deleteRedirectAction } from "@/lib/redirects/actions";
import type { AdminRedirectRow } from "@/lib/redirects/queries";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";

/** The redirects: where from, where to, who made them, and how often each was followed and when last. */
export async function RedirectTable({
  lang,
  rows,
  empty,
}: {
  lang: AdminLocale;
  rows: AdminRedirectRow[];
  empty: boolean;
}) {
  const t = await getTranslations("Admin.redirects");
  const statuses = await getTranslations("Admin.lists.statuses");
  const format = await getFormatter();
  const when = (date: Date) =>
    format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: FIRM_TIME_ZONE });
  return (
    <AdminTable
      columns={[t("fromPath"), t("toPath"), t("origin"), t("hits"), t("lastHit")]}
      actions={t("actions")}
      empty={empty ? t("empty") : null}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            <code>{row.fromPath}</code>
          </td>
          <td>
            <code>{row.toPath}</code>
          </td>
          <td>{statuses(row.origin as "slug" | "manual" | "deletion")}</td>
          <td data-testid="redirect-hits">{format.number(row.hits)}</td>
          <td>{row.lastHitAt ? when(row.lastHitAt) : t("never")}</td>
          <AdminRowActions
            lang={lang}
            section="redirects"
            row={{ id: row.id, title: row.fromPath }}
            deleteAction={deleteRedirectAction}
            question={t("deleteQuestion", { from: row.fromPath })}
          />
        </tr>
      ))}
    </AdminTable>
  );
}
