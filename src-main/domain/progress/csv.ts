/** CSV text per RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, quote, CR or LF. */

/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection"): quiz titles come from imported
 * packs, so such a field is prefixed with an apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/**
 * Spreadsheets skip some leading characters before deciding a cell is a formula (CSV injection): white
 * space of every kind (space, NBSP, the Unicode spaces, line breaks), zero-width characters and the
 * byte-order mark; and some read the full-width ＝ ＋ － ＠ as their ASCII forms.
 */
const IGNORED_LEAD = /^[\s\u200b-\u200d\u2060\ufeff]+/u;
const FORMULA_AFTER_LEAD = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/u;

const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text) || FORMULA_AFTER_LEAD.test(text.replace(IGNORED_LEAD, ''));

export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | boolean)[]): string => fields.map(csvField).join(',');

/** Header and rows, each line ended by CRLF (the last one too, as RFC 4180 allows). */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | boolean)[])[]): string =>
  [header, ...rows].map((r) => `${csvLine(r)}\r\n`).join('');
