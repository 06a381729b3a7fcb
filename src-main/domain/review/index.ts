/** Spaced repetition with ts-fsrs: ratings, cards as JSON, scheduling, the review queue. */
export { REVIEW_RATINGS, EXPECTED_TIME_MS, ratingFor, isReviewRating, type ReviewRating, type RatingInput } from './rating.ts';
export { makeCardJson, toCard, parseCardJson, isIsoTime, type CardJson, type CardIssue } from '#shared/quiz/review-card';
export { RETENTION, RETENTION_SETTING, isRetention, retentionOf, reviewCard } from './scheduler.ts';
export { buildReviewQueue, MAX_MISSED } from './queue.ts';
export { quizStatusOf, type StatusFacts } from './status.ts';
export { ratingIntervals, type RatingIntervals } from './intervals.ts';
export { intervalText } from '#shared/text/interval-text';
