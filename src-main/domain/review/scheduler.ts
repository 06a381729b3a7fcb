/**
 * Scheduling with ts-fsrs (FSRS): one card per quiz. The desired retention is the learner's setting;
 * everything else is ts-fsrs's defaults (learning steps 1m/10m, relearning 10m, no fuzz, so the same
 * history always gives the same schedule).
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Grade } from 'ts-fsrs';
import { makeCardJson, toCard, type CardJson } from '#shared/quiz/review-card';
import type { ReviewRating } from './rating.ts';

export const RETENTION_SETTING = 'review.desiredRetention';
export const RETENTION = { default: 0.9, min: 0.7, max: 0.99 } as const;

export const isRetention = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= RETENTION.min && v <= RETENTION.max;

/** The stored setting, or the default when unset or out of range (a hand-edited database). */
export const retentionOf = (setting: unknown): number => (isRetention(setting) ? setting : RETENTION.default);

const GRADES: Readonly<Record<ReviewRating, Grade>> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/**
 * The card after one review with `rating` at `now`, from the card before (undefined: never
 * scheduled, a new card created at `now`).
 */
export function reviewCard(before: CardJson | undefined, rating: ReviewRating, now: Date, retention: number): CardJson {
  const scheduler = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
  const card = before === undefined ? createEmptyCard(now) : toCard(before);
  return makeCardJson(scheduler.next(card, now, GRADES[rating]).card);
}
