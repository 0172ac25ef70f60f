import ExcelJS from "exceljs";

/**
 * Messages as an Excel workbook (.xlsx): one sheet, a bold header row kept in view, a filter on the
 * columns. Every value is written as a text cell, never as a formula, so what a visitor typed
 * ("=HYPERLINK(…)") shows as typed and cannot run; and the file opens in columns in every locale's
 * Excel, which a CSV does only where its separator is the locale's list separator.
 */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
