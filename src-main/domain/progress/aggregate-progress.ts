/**
 * The dashboard from the store's aggregates (no attempt is read one by one, docs/volume.md): attempts per quiz give the tags and steps,
 * attempts per local day (counted per index range, src-main/domain/progress/time-zone.ts localDayRanges) give the days and streaks. The same figures computeProgress finds
 * attempt by attempt (test/progress/aggregate-progress.test.ts checks it on random histories), from a
 * few thousand rows instead of every attempt.
 */
import { addTally, assembleProgress, dayNumber, windowOf, type ProgressFigures, type ProgressOptions, type Tally } from './progress.ts';
import { stepOf } from './steps.ts';

/** Attempts on one date of the learner's calendar (dates may repeat: they are summed). */
export interface DayCount {
  readonly date: string;
  readonly attempts: number;
  readonly correct: number;
}

export interface QuizCount {
  readonly attempts: number;
  readonly correct: number;
  /** The quiz's tags as stored now; empty when the quiz no longer exists. */
  readonly tags: readonly string[];
}

/** The zone progressFromAggregates counts days in: the IANA zone, else the fixed offset (default UTC). */
export const zoneOf = (options: ProgressOptions): string | number => options.timeZone ?? options.utcOffsetMinutes ?? 0;

export function progressFromAggregates(
  days: readonly DayCount[],
  quizzes: readonly QuizCount[],
  correctInARow: { readonly current: number; readonly longest: number },
  now: Date,
  options: ProgressOptions = {},
): ProgressFigures {
  const { first, today } = windowOf(now, options);
  const perDay = new Map<string, Tally>();
  const activeDays = new Set<number>();
  let attempts = 0;
  let correct = 0;
  for (const day of days) {
    if (day.attempts === 0) continue;
    const n = dayNumber(day.date);
    activeDays.add(n);
    if (n >= first && n <= today) addTally(perDay, day.date, day.attempts, day.correct);
    attempts += day.attempts;
    correct += day.correct;
  }
  const perTag = new Map<string, Tally>();
  const perStep = new Map<string, Tally>();
  for (const q of quizzes) {
    for (const tag of new Set(q.tags)) addTally(perTag, tag, q.attempts, q.correct);
    const step = stepOf(q.tags);
    if (step !== undefined) addTally(perStep, step, q.attempts, q.correct);
  }
  return assembleProgress({ attempts, correct, perDay, perTag, perStep, activeDays, correctInARow }, now, options);
}
