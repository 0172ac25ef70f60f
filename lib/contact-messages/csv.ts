/**
 * Messages as CSV for a spreadsheet: a byte-order mark (so Excel reads UTF-8), quoted cells, and
 * cells a spreadsheet would take for a formula (=, +, -, @) prefixed with an apostrophe: a visitor
 * wrote them, and they must never run on the firm's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
