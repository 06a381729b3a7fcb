/**
 * The rating an answer gives the scheduler (docs/review-and-exams.md, "Ratings"). A wrong answer is
 * Again; a right one is Good, or Hard when it took longer than a quiz of its level should. Easy is the
 * learner's own call (a right answer defaults to Good, as in Anki), never the app's guess. Pure: no node, electron or ts-fsrs imports, so the renderer can show the rating it will send.
 */
import type { QuizLevel } from '#shared/quiz/vocabulary';

/** The four grades of ts-fsrs, as the API spells them. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * How long a right answer of each level should take, in milliseconds. Level 1 quizzes are one rule
 * on a small board; level 2 combine two or three effects; level 3 need the whole process (conditional
 * requirements, paying costs), which takes a judge a couple of minutes on paper.
 */
export const EXPECTED_TIME_MS: Readonly<Record<QuizLevel, number>> = { 1: 30_000, 2: 60_000, 3: 120_000 };

export interface RatingInput {
  readonly correct: boolean;
  readonly timeMs: number;
  readonly level: QuizLevel;
}

/** wrong → again; right within the expected time → good; slower → hard (right, but with effort). The boundary is Good. */
export function ratingFor({ correct, timeMs, level }: RatingInput): ReviewRating {
  if (!correct) return 'again';
  return timeMs <= EXPECTED_TIME_MS[level] ? 'good' : 'hard';
}
