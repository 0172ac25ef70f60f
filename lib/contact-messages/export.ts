import { actorName } from "@/lib/auth/actor";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { toCsv } from "./csv";
import { firmDate, firmDateTime } from "./firm-time";
import type { MessageStatus } from "./inbox-query";
import { findAllContactMessages } from "./queries";
import { toXlsx, XLSX_CONTENT_TYPE } from "@/lib/spreadsheet/xlsx";

/**
 * The inbox as a file for a spreadsheet: every message, newest first, one column each. An Excel
 * workbook by default (it opens in columns in every locale's Excel, and a text there is never a
 * formula); CSV on request, for other programs. Dates are the firm's wall clock, as the admin shows
 * them, the zone named in their column's header; a last column keeps the moment received as ISO 8601
 * UTC, for a program to read without knowing the zone.
 */
export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const INBOX_COLUMNS = [
  "received",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "language",
  "fromPath",
  "readAt",
  "status",
  "statusBy",
  "statusAt",
  "assignee",
  "consentVersion",
  "consentAt",
] as const;
export type InboxColumn = (typeof INBOX_COLUMNS)[number];

/** The columns written in the firm's time zone. */
const LOCAL_TIME_COLUMNS: ReadonlySet<InboxColumn> = new Set(["received", "readAt", "statusAt", "consentAt"]);

/** `?format=` of the export's address: csv, else the workbook. */
export const exportFormatOf = (value: string | null): ExportFormat => (value === "csv" ? "csv" : "xlsx");

export interface ExportFile {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  fileName: string;
}

const localTime = (date: Date | null) => (date ? firmDateTime(date) : "");

async function inboxRows(statusLabel: (status: MessageStatus) => string): Promise<string[][]> {
  return (await findAllContactMessages()).map((m) => [
    firmDateTime(m.createdAt),
    m.name,
    m.email,
    m.phone,
    m.subject,
    m.message,
    m.languageCode ?? "",
    m.fromPath,
    localTime(m.readAt),
    statusLabel(m.status),
    actorName(m.statusBy ?? ""),
    localTime(m.statusAt),
    m.assignedTo?.name ?? "",
    m.consentVersion ?? "",
    localTime(m.consentAt),
    m.createdAt.toISOString(),
  ]);
}

/** The admin's column names, a local time's zone named, then the machine-readable moment's column. */
function headerOf(label: (column: InboxColumn) => string): string[] {
  const named = INBOX_COLUMNS.map((column) =>
    LOCAL_TIME_COLUMNS.has(column) ? `${label(column)} (${FIRM_TIME_ZONE})` : label(column),
  );
  return [...named, `${label("received")} (UTC)`];
}

/** The file, its columns named in the admin's language (`label`), statuses too (`status`), the sheet by `title`. */
export async function exportInbox(
  format: ExportFormat,
  texts: { title: string; label: (column: InboxColumn) => string; status: (status: MessageStatus) => string },
  now = new Date(),
): Promise<ExportFile> {
  const header = headerOf(texts.label);
  const rows = await inboxRows(texts.status);
  const fileName = `messages-${firmDate(now)}.${format}`;
  if (format === "csv") return { body: toCsv(header, rows), contentType: "text/csv; charset=utf-8", fileName };
  return { body: await toXlsx(texts.title, header, rows), contentType: XLSX_CONTENT_TYPE, fileName };
}
