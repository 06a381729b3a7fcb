/**
 * The learner's dashboard from the attempt history (docs/review-and-exams.md, "Progress"). Pure: the
 * service reads the attempts and the quizzes' current tags from the store and passes them here.
 */
import { PROGRESS_STEPS, type Progress, type ProgressStep } from '../api/trainer-api.ts';
import { stepOf } from './steps.ts';

export interface ProgressAttempt {
  /** ISO time. */
  readonly at: string;
  readonly correct: boolean;
  /** The quiz's tags as stored now; empty when the quiz no longer exists. */
  readonly tags: readonly string[];
}

export interface ProgressOptions {
  readonly days?: number;
  readonly utcOffsetMinutes?: number;
}

export const DEFAULT_PROGRESS_DAYS = 30;
/** A tag needs this many attempts before its accuracy says anything. */
export const WEAKEST_MIN_ATTEMPTS = 3;
export const WEAKEST_COUNT = 5;

const DAY_MS = 86_400_000;

/** The learner's calendar day of a time: YYYY-MM-DD at the given offset from UTC. */
export const dayOf = (time: Date | string, utcOffsetMinutes: number): string =>
  new Date((typeof time === 'string' ? Date.parse(time) : time.getTime()) + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** Day number since 1970-01-01 of a YYYY-MM-DD date. */
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00.000Z`) / DAY_MS);
const dateOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

interface Tally {
  attempts: number;
  correct: number;
}

const add = (map: Map<string, Tally>, key: string, correct: boolean): void => {
  const t = map.get(key) ?? { attempts: 0, correct: 0 };
  t.attempts += 1;
  if (correct) t.correct += 1;
  map.set(key, t);
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

export function computeProgress(attempts: readonly ProgressAttempt[], now: Date, options: ProgressOptions = {}): Progress {
  const offset = options.utcOffsetMinutes ?? 0;
  const window = options.days ?? DEFAULT_PROGRESS_DAYS;
  const today = dayNumber(dayOf(now, offset));
  const first = today - window + 1;

  const perDay = new Map<string, Tally>();
  const perTag = new Map<string, Tally>();
  const perStep = new Map<string, Tally>();
  const activeDays = new Set<number>();
  let correct = 0;
  for (const a of attempts) {
    const date = dayOf(a.at, offset);
    const n = dayNumber(date);
    activeDays.add(n);
    if (n >= first && n <= today) add(perDay, date, a.correct);
    // Tags are a set per quiz (the store keeps them so), so no attempt counts twice for one tag.
    for (const tag of new Set(a.tags)) add(perTag, tag, a.correct);
    const step = stepOf(a.tags);
    if (step !== undefined) add(perStep, step, a.correct);
    if (a.correct) correct += 1;
  }

  const accuracyOverTime = Array.from({ length: window }, (_, i) => {
    const date = dateOfNumber(first + i);
    const t = perDay.get(date);
    return { date, attempts: t?.attempts ?? 0, correct: t?.correct ?? 0 };
  });
  const byTag = [...perTag.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([tag, t]) => ({ tag, ...t }));
  const byStep = PROGRESS_STEPS.map((step: ProgressStep) => ({ step, attempts: perStep.get(step)?.attempts ?? 0, correct: perStep.get(step)?.correct ?? 0 }));
  const weakest = byTag
    .filter((t) => t.attempts >= WEAKEST_MIN_ATTEMPTS)
    .map((t) => ({ tag: t.tag, accuracy: t.correct / t.attempts, attempts: t.attempts }))
    // Lowest accuracy first; among equals the tag with more evidence, then by name for a stable order.
    .sort((a, b) => a.accuracy - b.accuracy || b.attempts - a.attempts || (a.tag < b.tag ? -1 : 1))
    .slice(0, WEAKEST_COUNT);

  return {
    totals: { attempts: attempts.length, correct },
    accuracyOverTime,
    byTag,
    byStep,
    streak: streaks(activeDays, today),
    correctInARow: correctRuns(attempts),
    weakest,
  };
}
