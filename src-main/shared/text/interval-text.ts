/**
 * An interval as the rating buttons show it, short like Anki's: "10 min", "5 h", "3 d", "2.5 mo",
 * "1.2 y". Pure (no ts-fsrs), so the renderer can use it.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A month and a year as FSRS intervals are counted: in days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** One decimal below 10, none above ("2.5 mo", "14 mo"), with no trailing ".0". */
const amount = (x: number): string => (x < 10 ? String(Math.round(x * 10) / 10) : String(Math.round(x)));

export function intervalText(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return '<1 min';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} h`;
  if (ms < MONTH) return `${Math.round(ms / DAY)} d`;
  if (ms < YEAR) return `${amount(ms / MONTH)} mo`;
  return `${amount(ms / YEAR)} y`;
}
