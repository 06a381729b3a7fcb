/** Spaced repetition with ts-fsrs: ratings, cards as JSON, scheduling, the review queue. */
export { ratingFor, type ReviewRating } from './rating.ts';
export { parseCardJson, type CardJson } from '#shared/quiz/review-card';
export { RETENTION_SETTING, retentionOf, reviewCard } from './scheduler.ts';
export { buildReviewQueue } from './queue.ts';
export { quizStatusOf } from './status.ts';
export { ratingIntervals } from './intervals.ts';
