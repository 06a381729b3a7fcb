/**
 * The learner's dashboard from the attempt history (docs/review-and-exams.md, "Progress"). Pure: the
 * service reads the attempts and the quizzes' current tags from the store and passes them here.
 */
import { BLOCK_PROGRESS_STEPS, PROGRESS_STEPS, type Progress, type ProgressStep } from './progress-report.ts';

/** Everything but accuracy by step (attackers and blockers), which comes from the steps recorded per attempt (step-accuracy.ts). */
export type ProgressFigures = Omit<Progress, 'stepAccuracy' | 'blockStepAccuracy'>;
import { blockStepOf, stepOf } from './steps.ts';
import { dateAtOffset, dateInZone } from './time-zone.ts';

export interface ProgressAttempt {
  /** ISO time. */
  readonly at: string;
  readonly correct: boolean;
  /** The quiz's tags as stored now; empty when the quiz no longer exists. */
  readonly tags: readonly string[];
}

export interface ProgressOptions {
  readonly days?: number;
  /** The learner's IANA time zone: each attempt counts on its date in that zone at that time. */
  readonly timeZone?: string;
  /** A fixed offset from UTC in minutes, for callers that send no zone (older clients); ignored when timeZone is set. */
  readonly utcOffsetMinutes?: number;
}

/** The function giving an instant's calendar date for `options` (timeZone first, else the fixed offset). */
export const daterOf = (options: ProgressOptions): ((ms: number) => string) => {
  const { timeZone } = options;
  if (timeZone !== undefined) return (ms) => dateInZone(timeZone, ms);
  const offset = options.utcOffsetMinutes ?? 0;
  return (ms) => dateAtOffset(ms, offset);
};

export const DEFAULT_PROGRESS_DAYS = 30;
/** A tag needs this many attempts before its accuracy says anything. */
export const WEAKEST_MIN_ATTEMPTS = 3;
export const WEAKEST_COUNT = 5;

const DAY_MS = 86_400_000;

/** The learner's calendar day of a time: YYYY-MM-DD at the given offset from UTC. */
export const dayOf = (time: Date | string, utcOffsetMinutes: number): string =>
  new Date((typeof time === 'string' ? Date.parse(time) : time.getTime()) + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** Day number since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00.000Z`) / DAY_MS);
const dateOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export interface Tally {
  attempts: number;
  correct: number;
}

/** Adds `attempts` attempts of which `correct` were right under `key`. */
export const addTally = (map: Map<string, Tally>, key: string, attempts: number, correct: number): void => {
  const t = map.get(key) ?? { attempts: 0, correct: 0 };
  t.attempts += attempts;
  t.correct += correct;
  map.set(key, t);
};

const add = (map: Map<string, Tally>, key: string, correct: boolean): void => addTally(map, key, 1, correct ? 1 : 0);

/** What every way of counting (per attempt here, per quiz and per time slot in aggregate-progress.ts) ends with. */
export interface ProgressTallies {
  readonly attempts: number;
  readonly correct: number;
  /** Dates of the window only. */
  readonly perDay: ReadonlyMap<string, Tally>;
  readonly perTag: ReadonlyMap<string, Tally>;
  readonly perStep: ReadonlyMap<string, Tally>;
  /** Day numbers of every day with an attempt, the whole history. */
  readonly activeDays: ReadonlySet<number>;
  /** Right answers in a row over the whole history (correctRuns). */
  readonly correctInARow: { readonly current: number; readonly longest: number };
}

/** The window of `days` days ending today, as day numbers. */
export const windowOf = (now: Date, options: ProgressOptions): { first: number; today: number; days: number } => {
  const days = options.days ?? DEFAULT_PROGRESS_DAYS;
  const today = dayNumber(daterOf(options)(now.getTime()));
  return { first: today - days + 1, today, days };
};

/**
 * Streaks count calendar days with at least one attempt. The current streak still stands when today
 * has none yet but yesterday had (the day is not over); it is 0 once a whole day was missed.
 */
export function streaks(days: ReadonlySet<number>, today: number): { current: number; longest: number } {
  const sorted = [...days].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const d of sorted) {
    run = previous !== undefined && d === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = d;
  }
  let current = 0;
  let d = days.has(today) ? today : today - 1;
  while (days.has(d)) {
    current += 1;
    d -= 1;
  }
  return { current, longest };
}

/** Right answers in a row over the attempts in time order: the run that is still going and the longest. */
export function correctRuns(attempts: readonly Pick<ProgressAttempt, 'at' | 'correct'>[]): { current: number; longest: number } {
  const ordered = [...attempts].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  let current = 0;
  let longest = 0;
  for (const a of ordered) {
    current = a.correct ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return { current, longest };
}

/** The dashboard from every attempt, one by one: the reference the SQL aggregates are tested against. */
export function computeProgress(attempts: readonly ProgressAttempt[], now: Date, options: ProgressOptions = {}): ProgressFigures {
  const { first, today } = windowOf(now, options);
  const dater = daterOf(options);
  const perDay = new Map<string, Tally>();
  const perTag = new Map<string, Tally>();
  const perStep = new Map<string, Tally>();
  const activeDays = new Set<number>();
  let correct = 0;
  for (const a of attempts) {
    const date = dater(Date.parse(a.at));
    const n = dayNumber(date);
    activeDays.add(n);
    if (n >= first && n <= today) add(perDay, date, a.correct);
    // Tags are a set per quiz (the store keeps them so), so no attempt counts twice for one tag.
    for (const tag of new Set(a.tags)) add(perTag, tag, a.correct);
    const step = stepOf(a.tags) ?? blockStepOf(a.tags);
    if (step !== undefined) add(perStep, step, a.correct);
    if (a.correct) correct += 1;
  }
  return assembleProgress({ attempts: attempts.length, correct, perDay, perTag, perStep, activeDays, correctInARow: correctRuns(attempts) }, now, options);
}

export function assembleProgress(tallies: ProgressTallies, now: Date, options: ProgressOptions = {}): ProgressFigures {
  const { first, today, days } = windowOf(now, options);
  const accuracyOverTime = Array.from({ length: days }, (_, i) => {
    const date = dateOfNumber(first + i);
    const t = tallies.perDay.get(date);
    return { date, attempts: t?.attempts ?? 0, correct: t?.correct ?? 0 };
  });
  const byTag = [...tallies.perTag.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tag, t]) => ({ tag, attempts: t.attempts, correct: t.correct }));
  const byStep = PROGRESS_STEPS.map((step: ProgressStep) => ({
    step,
    attempts: tallies.perStep.get(step)?.attempts ?? 0,
    correct: tallies.perStep.get(step)?.correct ?? 0,
  }));
  const byBlockStep = BLOCK_PROGRESS_STEPS.map((step) => ({
    step,
    attempts: tallies.perStep.get(step)?.attempts ?? 0,
    correct: tallies.perStep.get(step)?.correct ?? 0,
  }));
  const weakest = byTag
    .filter((t) => t.attempts >= WEAKEST_MIN_ATTEMPTS)
    .map((t) => ({ tag: t.tag, accuracy: t.correct / t.attempts, attempts: t.attempts }))
    // Lowest accuracy first; among equals the tag with more evidence, then by name for a stable order.
    .sort((a, b) => a.accuracy - b.accuracy || b.attempts - a.attempts || (a.tag < b.tag ? -1 : 1))
    .slice(0, WEAKEST_COUNT);

  return {
    totals: { attempts: tallies.attempts, correct: tallies.correct },
    accuracyOverTime,
    byTag,
    byStep,
    byBlockStep,
    streak: streaks(tallies.activeDays, today),
    correctInARow: tallies.correctInARow,
    weakest,
  };
}
