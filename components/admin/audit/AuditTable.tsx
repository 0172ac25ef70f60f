import { getTranslations } from "next-intl/server";
import { AdminTable } from "@/components/admin/AdminTable";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { ENTITY_SECTIONS } from "@/lib/admin/sections";
import { auditLabel, auditText } from "@/lib/audit-log/labels";
import type { AuditRow } from "@/lib/audit-log/queries";
import { actorName } from "@/lib/auth/actor";
import { firmDateTime } from "@/lib/contact-messages/firm-time";
import { isPublishedEntity, revisionPage } from "@/lib/revisions/entities";
import styles from "./AuditTable.module.css";

/** The entities with one record, whose admin page is the section itself. */
const SINGLE_RECORD = new Set(["maintenance", "firmSettings"]);

/** The admin page of the entry's item, where it has one. */
function itemPage(entity: string, entityId: string): string | null {
  const section = (ENTITY_SECTIONS as Record<string, string | undefined>)[entity];
  if (!section) return null;
  if (SINGLE_RECORD.has(entity)) return `/${section}`;
  return /^\d+$/.test(entityId) ? `/${section}/${entityId}` : null;
}

/**
 * The log's rows, newest first: when (the firm's time), who, what in the admin's words, the address
 * and device of a sign-in or token request, and links to the item and its revision. Read only:
 * an entry offers no edit or delete.
 */
export async function AuditTable({ lang, rows, empty }: { lang: AdminLocale; rows: AuditRow[]; empty: boolean }) {
  const t = await getTranslations("Admin.audit");
  const translate = (key: string, values?: Record<string, string>) => t(key as never, values as never);
  const has = (key: string) => t.has(key as never);
  return (
    <AdminTable
      columns={[t("when"), t("who"), t("what"), t("client")]}
      actions={t("links")}
      empty={empty ? t("empty") : null}
    >
      {rows.map((row) => {
        const page = itemPage(row.entity, row.entityId);
        return (
          <tr key={row.id} data-testid="audit-entry">
            <td>
              <time className={styles.when} dateTime={row.createdAt.toISOString()}>
                {firmDateTime(row.createdAt)}
              </time>
            </td>
            <td>{actorName(row.actor)}</td>
            <td>{auditText(auditLabel(row), translate, has)}</td>
            <td>
              {row.ipAddress}
              {row.userAgent && <small className={styles.device}>{row.userAgent}</small>}
            </td>
            <td>
              {page && <a href={adminHref(lang, page)}>{t("open")}</a>}{" "}
              {row.revisionId !== null && isPublishedEntity(row.entity) && (
                <a href={adminHref(lang, revisionPage(row.entity, Number(row.entityId), row.revisionId))}>
                  {t("revision", { id: String(row.revisionId) })}
                </a>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
