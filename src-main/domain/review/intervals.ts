/**
 * What each rating would do to the schedule ("Good · 3 d" on every rating button, as Anki
 * shows): the same ts-fsrs scheduler the store uses, run once per rating from the card as it was
 * before the answer — exactly what rateAttempt would store for that rating.
 */
import type { CardJson } from '#shared/quiz/review-card';
import { REVIEW_RATINGS, type ReviewRating } from './rating.ts';
import { reviewCard } from './scheduler.ts';

/** Milliseconds from the answer to the next review, per rating. */
export type RatingIntervals = Readonly<Record<ReviewRating, number>>;

export function ratingIntervals(before: CardJson | undefined, at: Date, retention: number): RatingIntervals {
  return Object.fromEntries(REVIEW_RATINGS.map((r) => [r, Date.parse(reviewCard(before, r, at, retention).due) - at.getTime()])) as Record<
    ReviewRating,
    number
  >;
}
