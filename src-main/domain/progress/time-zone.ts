/**
 * Calendar days in the learner's IANA time zone: a day of history is the day it was on the
 * learner's clock then, so an attempt from last July in Paris counts on its summer-time date even when
 * the dashboard is opened in winter. Today's UTC offset applied to all history would move every
 * attempt made in the first or last hour of a summer day onto the neighbouring date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** True when this runtime knows the zone (an IANA name such as `Europe/Paris`, or `UTC`). */
export const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    formatterOf(value);
    return true;
  } catch {
    return false;
  }
};

/** The zone's offset from UTC at the instant `ms`, in minutes, east positive (rounded to the minute). */
export function zoneOffsetMinutes(timeZone: string, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts['year'] ?? 1970, (parts['month'] ?? 1) - 1, parts['day'] ?? 1, parts['hour'] ?? 0, parts['minute'] ?? 0, parts['second'] ?? 0);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** YYYY-MM-DD of the instant `ms` on a clock `offsetMinutes` from UTC. */
export const dateAtOffset = (ms: number, offsetMinutes: number): string => new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** YYYY-MM-DD of the instant `ms` in the zone. */
export const dateInZone = (timeZone: string, ms: number): string => dateAtOffset(ms, zoneOffsetMinutes(timeZone, ms));

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Offsets at UTC midnights, by zone and instant: Progress probes every day of the history at each call. */
const midnightOffsets = new Map<string, number>();
const MIDNIGHTS_KEPT = 20_000;

/** zoneOffsetMinutes at a UTC midnight, remembered: a zone's rules do not change while the app runs. */
const offsetAtMidnight = (timeZone: string, ms: number): number => {
  const key = `${timeZone}|${ms}`;
  let offset = midnightOffsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(timeZone, ms);
    if (midnightOffsets.size >= MIDNIGHTS_KEPT) midnightOffsets.clear();
    midnightOffsets.set(key, offset);
  }
  return offset;
};

/** A stretch of time with one offset from UTC: [start, end) in ms. */
export interface OffsetPeriod {
  readonly start: number;
  readonly end: number;
  readonly offset: number;
}

/**
 * The zone's periods of constant offset over [from, to). Each UTC midnight is probed; when the offset
 * differs between two, the change is searched to the minute (zones change offset at whole minutes and
 * at most a few times a year, never twice within a day).
 */
export function offsetPeriods(timeZone: string, from: number, to: number): OffsetPeriod[] {
  const periods: OffsetPeriod[] = [];
  let start = from;
  let offset = zoneOffsetMinutes(timeZone, from);
  for (let probe = (Math.floor(from / DAY_MS) + 1) * DAY_MS; ; probe += DAY_MS) {
    const at = Math.min(probe, to);
    const next = at === to ? zoneOffsetMinutes(timeZone, to - 1) : offsetAtMidnight(timeZone, at);
    if (next !== offset) {
      // The change is a whole minute in (the last probe, `high`], where the offset is already new:
      // bisect over minutes for the first one with a different offset.
      const high = at === to ? to - 1 : at;
      let lo = Math.floor(Math.max(start, at - DAY_MS) / MINUTE_MS);
      let hi = Math.ceil(high / MINUTE_MS);
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (zoneOffsetMinutes(timeZone, mid * MINUTE_MS) === offset) lo = mid;
        else hi = mid;
      }
      const change = Math.min(Math.max(start + 1, hi * MINUTE_MS), to);
      periods.push({ start, end: change, offset });
      start = change;
      offset = zoneOffsetMinutes(timeZone, change);
    }
    if (at >= to) break;
  }
  periods.push({ start, end: to, offset });
  return periods.filter((p) => p.end > p.start);
}

/** One stretch of time that lies within one calendar date on the learner's clock. */
export interface DayRange {
  /** [start, end) in ms. */
  readonly start: number;
  readonly end: number;
  readonly date: string;
}

/**
 * [from, to) cut at every local midnight and every change of offset: each piece lies within one local
 * date, so counting attempts per piece (one index range each) and summing per date gives the days
 * exactly, also across DST changes and clocks turned back over midnight. `zone` is an IANA name or a
 * fixed offset in minutes.
 */
export function localDayRanges(zone: string | number, from: number, to: number): DayRange[] {
  if (to <= from) return [];
  const periods = typeof zone === 'number' ? [{ start: from, end: to, offset: zone }] : offsetPeriods(zone, from, to);
  const ranges: DayRange[] = [];
  for (const { start, end, offset } of periods) {
    const shift = offset * MINUTE_MS;
    let cut = start;
    while (cut < end) {
      // The next local midnight after `cut` on this period's clock.
      const nextMidnight = (Math.floor((cut + shift) / DAY_MS) + 1) * DAY_MS - shift;
      const stop = Math.min(nextMidnight, end);
      ranges.push({ start: cut, end: stop, date: dateAtOffset(cut, offset) });
      cut = stop;
    }
  }
  return ranges;
}
