/**
 * CSV for spreadsheets (RFC 4180: comma separated, CRLF line ends, every field quoted with inner quotes doubled),
 * with a UTF-8 byte order mark so Excel reads non-Latin text, and safe against formula injection (OWASP "CSV
 * injection"): a text cell that a spreadsheet would run as a formula — one starting with =, +, -, @, a tab or a
 * carriage return — gets a leading apostrophe. Plain numbers ("-12.50", "3") stay numbers.
 */

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | bigint | null | undefined;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (!NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
