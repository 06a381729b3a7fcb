/**
 * The library's part of the TrainerApi contract: what listPacks and listQuizzes return and take. Pure
 * types: the renderer imports this file (through trainer-api.ts).
 */
import type { QuizLevel } from '../quiz/vocabulary.ts';

/**
 * A pack as the library lists it. An API type, not the store's row: the renderer depends on this
 * promise only (the service hands out the store's rows, which tsc checks fit it).
 */
export interface PackInfo {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  readonly version: string;
  readonly builtin: boolean;
  /** ISO 8601 (UTC) time of the import, or of the last builtin refresh. */
  readonly importedAt: string;
  readonly quizCount: number;
}

/** A quiz as the library lists it (API type; see PackInfo). */
export interface QuizInfo {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  /** The question type (attack-quiz-pack/1). */
  readonly type: string;
  readonly tags: readonly string[];
  readonly level: number;
  /** Card names on the board, for library search (api/quiz-search.ts). */
  readonly cards?: readonly string[];
  /** Rule numbers the explanation cites (`508.1d`). */
  readonly rules?: readonly string[];
}

/** Which quizzes listQuizzes returns; absent fields do not filter. */
export interface ListQuizzesInput {
  readonly packId?: string;
  /** A quiz matches when it has every one of these tags. */
  readonly tags?: readonly string[];
  readonly level?: QuizLevel;
  /** Case-insensitive substring of the title or the quiz id. */
  readonly search?: string;
}
