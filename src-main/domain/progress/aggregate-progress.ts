/**
 * The dashboard from the store's aggregates (no attempt is read one by one, docs/volume.md): attempts
 * per set of tags give the totals, the tags and the steps; attempts per local day of the window (one
 * index range each, time-zone.ts localDayRanges) give the chart, and the dates with an attempt (one
 * index seek each) the streaks. The same figures computeProgress finds attempt by attempt
 * (test/progress/aggregates.test.ts checks it on random histories), from a few hundred rows.
 */
import { addTally, assembleProgress, dayNumber, windowOf, type ProgressFigures, type ProgressOptions, type Tally } from './progress.ts';
import { blockStepOf, stepOf } from './steps.ts';

/** Attempts on one date of the learner's calendar (dates may repeat: they are summed). */
export interface DayCount {
  readonly date: string;
  readonly attempts: number;
  readonly correct: number;
}

/** Attempts of the quizzes that have one set of tags (a quiz no longer stored has none). */
export interface TagSetCount {
  readonly tags: readonly string[];
  readonly attempts: number;
  readonly correct: number;
}

export interface ProgressAggregates {
  /** Attempts on each date of the window (others are ignored). */
  readonly windowDays: readonly DayCount[];
  /** Every date with an attempt, the whole history (repeats allowed): the streaks. */
  readonly activeDates: readonly string[];
  /** Every attempt, by the tags of its quiz: the totals, the tags and the steps. */
  readonly tagSets: readonly TagSetCount[];
}

/** The zone progressFromAggregates counts days in: the IANA zone, else the fixed offset (default UTC). */
export const zoneOf = (options: ProgressOptions): string | number => options.timeZone ?? options.utcOffsetMinutes ?? 0;

/**
 * The history's day ranges split into those of dates in the window (counted) and the others (only
 * whether they hold an attempt matters, for the streaks).
 */
export function splitByWindow<R extends { readonly date: string }>(ranges: readonly R[], now: Date, options: ProgressOptions): { inWindow: R[]; outside: R[] } {
  const { first, today } = windowOf(now, options);
  const inWindow: R[] = [];
  const outside: R[] = [];
  for (const r of ranges) {
    const n = dayNumber(r.date);
    (n >= first && n <= today ? inWindow : outside).push(r);
  }
  return { inWindow, outside };
}

export function progressFromAggregates(
  aggregates: ProgressAggregates,
  correctInARow: { readonly current: number; readonly longest: number },
  now: Date,
  options: ProgressOptions = {},
): ProgressFigures {
  const { first, today } = windowOf(now, options);
  const perDay = new Map<string, Tally>();
  for (const day of aggregates.windowDays) {
    const n = dayNumber(day.date);
    if (day.attempts > 0 && n >= first && n <= today) addTally(perDay, day.date, day.attempts, day.correct);
  }
  const activeDays = new Set(aggregates.activeDates.map(dayNumber));
  let attempts = 0;
  let correct = 0;
  const perTag = new Map<string, Tally>();
  const perStep = new Map<string, Tally>();
  for (const q of aggregates.tagSets) {
    attempts += q.attempts;
    correct += q.correct;
    for (const tag of new Set(q.tags)) addTally(perTag, tag, q.attempts, q.correct);
    const step = stepOf(q.tags) ?? blockStepOf(q.tags);
    if (step !== undefined) addTally(perStep, step, q.attempts, q.correct);
  }
  return assembleProgress({ attempts, correct, perDay, perTag, perStep, activeDays, correctInARow }, now, options);
}
