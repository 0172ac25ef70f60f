import ExcelJS from "exceljs";

/**
 * Rows as an Excel workbook (.xlsx) — the inbox's messages, the audit log: one sheet, a bold header
 * row kept in view, a filter on the columns. Visitors (or whoever typed an e-mail at the sign-in)
 * wrote these texts, and none may ever run as a formula on the firm's computer:
 * - every value is a text cell (a shared string), never a formula, so "=HYPERLINK(…)" shows as typed;
 * - every cell has the Text number format ("@"), so one edited in Excel or LibreOffice (F2, Enter)
 *   stays text instead of being read again as a formula;
 * - a value starting with a tab or a carriage return gets a leading apostrophe: XML turns a stored
 *   CR into a line feed, and programs trim leading white space when a cell is pasted or saved as
 *   CSV, which would leave the formula start right behind it bare.
 * The file also opens in columns in every locale's Excel, which a CSV does only where its separator
 * is the locale's list separator.
 */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Excel's and LibreOffice's "Text" number format. */
export const TEXT_FORMAT = "@";

const WHITE_SPACE_START = /^[\t\r]/;

/** A value as the sheet stores it: one starting with a tab or CR behind an apostrophe. */
export function guardCell(value: string): string {
  return WHITE_SPACE_START.test(value) ? `'${value}` : value;
}

/** Excel's limit on a sheet's name: 31 characters, none of : \ / ? * [ ]. */
function sheetNameOf(title: string): string {
  return title.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
}

/** The width a column needs for its longest value (a long message is cut at 60 and wraps). */
function widthOf(values: string[]): number {
  return Math.min(60, Math.max(10, ...values.map((value) => value.length + 2)));
}

export async function toXlsx(title: string, header: string[], rows: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(title), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((label, index) => ({
    header: label,
    width: widthOf([label, ...rows.map((row) => row[index] ?? "")]),
  }));
  sheet.addRows(rows.map((row) => row.map(guardCell)));
  sheet.eachRow((row) => row.eachCell({ includeEmpty: true }, (cell) => (cell.numFmt = TEXT_FORMAT)));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
