import { actorName } from "@/lib/auth/actor";
import { firmDate, firmDateTime } from "@/lib/contact-messages/firm-time";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { toXlsx, XLSX_CONTENT_TYPE } from "@/lib/spreadsheet/xlsx";
import type { AuditFilter } from "./filter";
import { auditLabel, auditText, type AuditTranslate } from "./labels";
import { findAuditEntries } from "./queries";

/** A file holds at most this many entries (the newest): enough for any period an administrator reviews. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** The filtered log as a workbook: firm time, who, what, the item, address, device, and the raw details. */
export async function exportAuditLog(
  filter: AuditFilter,
  texts: { t: AuditTranslate; has: (key: string) => boolean },
  now = new Date(),
) {
  const entries = await findAuditEntries(filter, AUDIT_EXPORT_LIMIT);
  const { t, has } = texts;
  const header = [
    `${t("when")} (${FIRM_TIME_ZONE})`,
    t("who"),
    t("what"),
    t("entity"),
    "ID",
    t("client"),
    "",
    "details",
  ];
  const rows = entries.map((entry) => [
    firmDateTime(entry.createdAt),
    actorName(entry.actor),
    auditText(auditLabel(entry), t, has),
    entry.entity,
    entry.entityId,
    entry.ipAddress,
    entry.userAgent,
    JSON.stringify(entry.details),
  ]);
  return {
    body: await toXlsx(t("sheet"), header, rows),
    contentType: XLSX_CONTENT_TYPE,
    fileName: `audit-${firmDate(now)}.xlsx`,
  };
}
