/**
 * The store's records: the values its methods take and give back. Inputs are plain typed values, so
 * the store does not depend on the pack parser (src-main/shared/quiz/): the parser turns a file into a
 * StoredPackInput, the store keeps it.
 */
import type { AttemptMode } from '#shared/quiz/pack-format';

export interface StoredQuizInput {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly tags: readonly string[];
  readonly level: number;
  /** The quiz as JSON text, kept verbatim. */
  readonly json: string;
}

/** What a pack says of itself (its header in attack-quiz-pack/1), and whether the app ships it. */
interface PackHeader {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  readonly version: string;
  readonly builtin: boolean;
}

export interface StoredPackInput extends PackHeader {
  /** The whole pack as imported, kept verbatim and given back by exportPack. */
  readonly json: string;
  /** In pack order; the index in this array is the quiz's position. */
  readonly quizzes: readonly StoredQuizInput[];
  /** importPack only: attempts and review states to restore, in the same transaction. */
  readonly progress?: PackProgressInput;
}

export interface PackSummary extends PackHeader {
  /** ISO 8601 (UTC) time of the import, or of the last builtin refresh. */
  readonly importedAt: string;
  readonly quizCount: number;
}

export interface StoredPack extends PackSummary {
  readonly json: string;
}

export interface QuizSummary {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  readonly type: string;
  readonly tags: readonly string[];
  readonly level: number;
}

export interface StoredQuiz extends QuizSummary {
  readonly position: number;
  readonly json: string;
}

/** Every given criterion must hold; `tags` means the quiz has all of them. */
export interface QuizFilter {
  readonly packId?: string;
  readonly tags?: readonly string[];
  readonly level?: number;
  /** Case-insensitive substring of the title or the quiz id. */
  readonly search?: string;
}

export interface AttemptInput {
  readonly packId: string;
  readonly quizId: string;
  /** Any JSON-representable value (the learner's declaration, as the UI records it). */
  readonly answer: unknown;
  readonly correct: boolean;
  readonly timeMs: number;
  /** When the answer was given; defaults to the store's clock. */
  readonly at?: Date | string;
  /** How the attempt was made (ATTEMPT_MODES of the pack format); default 'rated'. */
  readonly mode?: AttemptMode;
  /**
   * The attempt's review record. When given, the quiz's review state is set to `review.after` in the
   * same transaction as the attempt is recorded.
   */
  readonly review?: AttemptReviewInput;
}

/** What an attempt did to the schedule: the rating, the card before (null: never scheduled) and after. */
export interface AttemptReview {
  readonly rating: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface AttemptReviewInput extends AttemptReview {
  /** The due time of `after`, kept in review_state.due. */
  readonly due: Date | string;
}

/** An attempt with its mode and review record (schema 2). */
export interface AttemptRecord extends Attempt {
  readonly mode: AttemptMode;
  readonly review?: AttemptReview;
}

export interface QuizReviewState extends ReviewState {
  readonly quizId: string;
}

/** Learner data restored with an imported pack (a pack export "with progress"). */
export interface PackProgressInput {
  /** Added unless an identical attempt (same quiz, time, outcome, duration, mode and answer) is stored. */
  readonly attempts: readonly Omit<AttemptInput, 'packId' | 'review'>[];
  /** Written over the quiz's review state. */
  readonly reviews: readonly { readonly quizId: string; readonly state: unknown; readonly due: Date | string }[];
}

export interface ExamInput {
  readonly id: string;
  readonly startedAt: Date | string;
  readonly config: unknown;
  readonly quizRefs: readonly { readonly packId: string; readonly quizId: string }[];
}

export interface ExamRecord {
  readonly id: string;
  readonly startedAt: string;
  readonly config: unknown;
  readonly quizRefs: readonly { readonly packId: string; readonly quizId: string }[];
  /** Undefined until the exam is finished. */
  readonly report?: unknown;
  readonly finishedAt?: string;
}

export interface Attempt {
  readonly id: number;
  readonly packId: string;
  readonly quizId: string;
  readonly answer: unknown;
  readonly correct: boolean;
  readonly timeMs: number;
  /** ISO 8601 (UTC). */
  readonly at: string;
}

export interface AttemptFilter {
  readonly packId?: string;
  readonly quizId?: string;
  /** Inclusive lower bound on `at`. */
  readonly since?: Date | string;
  /** Exclusive upper bound on `at`. */
  readonly until?: Date | string;
  /** The most recent `limit` attempts (still returned oldest first). */
  readonly limit?: number;
}

export interface ReviewState {
  /** The scheduler's card, as JSON. */
  readonly state: unknown;
  /** ISO 8601 (UTC). */
  readonly due: string;
}

export interface ReviewStateInput {
  readonly state: unknown;
  readonly due: Date | string;
}

export interface DueReview {
  readonly packId: string;
  readonly quizId: string;
  readonly due: string;
}

/** A quiz's history in brief: attempts, the last one, and its review due date (if scheduled). */
export interface QuizProgressRow {
  readonly packId: string;
  readonly quizId: string;
  readonly attempts: number;
  /** The last attempt's outcome; undefined without attempts. */
  readonly lastCorrect?: boolean;
  readonly lastAttemptAt?: string;
  readonly due?: string;
}

export interface TagStats {
  readonly tag: string;
  readonly attempts: number;
  readonly correct: number;
  /** correct / attempts; 0 when there are no attempts. */
  readonly accuracy: number;
}

export interface Stats {
  readonly attempts: number;
  readonly correct: number;
  readonly accuracy: number;
  /**
   * Per tag of the quiz as it is stored now; attempts at quizzes that no longer exist count in the
   * totals above but under no tag. Ordered by tag.
   */
  readonly byTag: readonly TagStats[];
}

export const SEED_OUTCOMES = ['inserted', 'refreshed', 'unchanged'] as const;
export type SeedOutcome = (typeof SEED_OUTCOMES)[number];
