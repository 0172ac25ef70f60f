/**
 * Messages as CSV for a spreadsheet: a byte-order mark (so Excel reads UTF-8), cells quoted and
 * separated by `;`, the list separator of Turkish (and most European) Excel, where `,` is the
 * decimal mark: a comma-separated file opens there as one column.
 *
 * A visitor wrote these texts, and none may ever run as a formula on the firm's computer. A
 * spreadsheet takes a cell starting with = + - @ tab or CR for one, and a reader that splits with
 * another separator than ours (or ignores the quotes) starts a cell after any `,` `;` tab, quote or
 * line break inside a text. So an apostrophe (a spreadsheet's "this is text" mark) goes before every
 * formula start at the beginning of a text and after each of those characters, whatever separator
 * the reader picks.
 */
export const CSV_SEPARATOR = ";";

const FORMULA_START_ANYWHERE = /(?<=^|[,;\t\r\n"|])(?=[=+\-@\t\r])/g;

/** The text with an apostrophe before each place a reader could start a formula cell. */
export function guardFormulas(value: string): string {
  return value.replace(FORMULA_START_ANYWHERE, "'");
}

function cell(value: string): string {
  return `"${guardFormulas(value).replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(CSV_SEPARATOR)).join("\r\n")}\r\n`;
}
