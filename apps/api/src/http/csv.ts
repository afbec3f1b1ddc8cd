// The one CSV writer of every export (leads, assessments...). Exports hold visitors' text, and a
// spreadsheet runs a cell that starts with = + - @ (or tab, carriage return) as a formula. In a
// locale whose list separator is ';' an unquoted `Acme;=HYPERLINK(A1)` splits into two cells, the
// second a formula. So:
// - text that starts with a trigger, or has one right after a separator or line break inside it,
//   gets an apostrophe before the trigger (spreadsheets show it as plain text);
// - every cell holding a separator of any locale (, ; tab), a quote or a line break is quoted.
// Numbers are written as they are (a negative score stays a number).

export type CsvCell = string | number | boolean | null | undefined;

const TRIGGER = /(^|[,;\t\r\n])([ ]*)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[,;\t"\r\n]/;

/** Text with every formula trigger, at its start or after a separator, made plain. */
export function neutraliseFormula(value: string): string {
  return value.replace(TRIGGER, (_, before: string, spaces: string) => `${before}${spaces}'`);
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV for Excel and others: UTF-8 with a BOM, CRLF line ends, a comma between cells. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
