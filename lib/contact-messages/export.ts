import { toCsv } from "./csv";
import { findAllContactMessages } from "./queries";
import { toXlsx, XLSX_CONTENT_TYPE } from "./xlsx";

/**
 * The inbox as a file for a spreadsheet: every message, newest first, one column each. An Excel
 * workbook by default (it opens in columns in every locale's Excel, and a text there is never a
 * formula); CSV on request, for other programs.
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
] as const;
export type InboxColumn = (typeof INBOX_COLUMNS)[number];

/** `?format=` of the export's address: csv, else the workbook. */
export const exportFormatOf = (value: string | null): ExportFormat => (value === "csv" ? "csv" : "xlsx");

export interface ExportFile {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  fileName: string;
}

async function inboxRows(): Promise<string[][]> {
  return (await findAllContactMessages()).map((m) => [
    m.createdAt.toISOString(),
    m.name,
    m.email,
    m.phone,
    m.subject,
    m.message,
    m.languageCode ?? "",
    m.fromPath,
    m.readAt?.toISOString() ?? "",
  ]);
}

/** The file, its columns named in the admin's language (`label`), the sheet by `title`. */
export async function exportInbox(
  format: ExportFormat,
  texts: { title: string; label: (column: InboxColumn) => string },
  now = new Date(),
): Promise<ExportFile> {
  const header = INBOX_COLUMNS.map(texts.label);
  const rows = await inboxRows();
  const fileName = `messages-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === "csv") return { body: toCsv(header, rows), contentType: "text/csv; charset=utf-8", fileName };
  return { body: await toXlsx(texts.title, header, rows), contentType: XLSX_CONTENT_TYPE, fileName };
}
