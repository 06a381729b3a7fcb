/**
 * The rating an answer gives the scheduler (docs/review-and-exams.md, "Ratings"). A wrong answer is
 * Again; a right one is Easy, Good or Hard by the time taken against what a quiz of its level should
 * take. Pure: no node, electron or ts-fsrs imports, so the renderer can show the rating it will send.
 */
import type { QuizLevel } from '../quiz/vocabulary.ts';

/** The four grades of ts-fsrs, as the API spells them. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * How long a right answer of each level should take, in milliseconds. Level 1 quizzes are one rule
 * on a small board; level 2 combine two or three effects; level 3 need the whole process (conditional
 * requirements, paying costs), which takes a judge a couple of minutes on paper.
 */
export const EXPECTED_TIME_MS: Readonly<Record<QuizLevel, number>> = { 1: 30_000, 2: 60_000, 3: 120_000 };

/** A right answer within this share of the expected time is Easy: it was recalled, not worked out. */
export const EASY_SHARE = 0.5;

export interface RatingInput {
  readonly correct: boolean;
  readonly timeMs: number;
  readonly level: QuizLevel;
}

/**
 * wrong → again; right within EASY_SHARE × expected → easy; within the expected time → good;
 * slower → hard (right, but with effort). Boundaries belong to the faster rating.
 */
export function ratingFor({ correct, timeMs, level }: RatingInput): ReviewRating {
  if (!correct) return 'again';
  const expected = EXPECTED_TIME_MS[level];
  if (timeMs <= expected * EASY_SHARE) return 'easy';
  if (timeMs <= expected) return 'good';
  return 'hard';
}

export const isReviewRating = (v: unknown): v is ReviewRating => typeof v === 'string' && (REVIEW_RATINGS as readonly string[]).includes(v);
