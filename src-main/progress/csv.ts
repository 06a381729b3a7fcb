/** CSV text per RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, quote, CR or LF. */

/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection"): quiz titles come from imported
 * packs, so such a field is prefixed with an apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | boolean)[]): string => fields.map(csvField).join(',');

/** Header and rows, each line ended by CRLF (the last one too, as RFC 4180 allows). */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string =>
  [header, ...rows].map((r) => `${csvLine(r)}\r\n`).join('');
