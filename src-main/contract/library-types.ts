/**
 * The library's part of the TrainerApi contract: what listPacks and listQuizzes return and take, and
 * the lean calls of the library screen: one call on arrival (libraryIndex) with the search terms
 * beside it (librarySearchTerms: the list draws without them) and a short one on return from a quiz
 * (libraryStatuses). At 5,000 quizzes and 100,000 attempts the three calls they replaced spent most of
 * a second in the main process; these answer in tens of milliseconds (bench/volume.bench.ts). The
 * renderer imports this file.
 */
import type { QuizLevel } from '#shared/quiz/pack-format';
import type { QuizStatus } from '#main/domain/review/status';
import type { ApiResult } from './api-result.ts';

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

/** The statuses a quiz can have besides `new`: the lists of PackStatuses. */
export const PROGRESS_STATUSES = ['correct', 'missed', 'due'] as const satisfies readonly Exclude<QuizStatus, 'new'>[];
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** One quiz as the library lists it (its search terms come apart: LibrarySearchTerms). */
export interface LibraryQuiz {
  readonly id: string;
  readonly title: string;
  /** A question type of attack-quiz-pack/1 (`legal-sets`, `choice`…). */
  readonly type: string;
  readonly level: number;
  readonly tags: readonly string[];
}

/**
 * What the library's search looks in beyond a quiz's title, id and tags, per pack: each quiz's id, the
 * card names on its board (creatures, effect sources, other permanents) and the rule numbers its
 * explanation cites (`508.1d`). Apart from the index because the first screen draws without them and
 * they are a third of it at volume (540 KB of 1.5 MB at 5,000 quizzes, and most of its CPU time).
 */
export interface LibrarySearchTerms {
  readonly packs: readonly {
    readonly packId: string;
    readonly quizzes: readonly (readonly [quizId: string, cards: readonly string[], rules: readonly string[]])[];
  }[];
}

/** A pack with its quizzes in pack order; packs come built-in first, then by title (listPacks order). */
export interface LibraryPack {
  readonly id: string;
  readonly title: string;
  readonly builtin: boolean;
  readonly quizzes: readonly LibraryQuiz[];
}

/**
 * The quizzes of one pack that are not new, by status (quiz ids in id order); a quiz in none of the
 * lists is new. Lists of ids rather than a progress object per quiz: the library shows a status only.
 */
export type PackStatuses = { readonly packId: string } & { readonly [S in ProgressStatus]: readonly string[] };

export interface LibraryStatuses {
  /** Packs with at least one quiz that is not new. */
  readonly packs: readonly PackStatuses[];
  /** Quizzes whose review is due now (the review queue's `due` length). */
  readonly due: number;
}

export interface LibraryIndex {
  readonly packs: readonly LibraryPack[];
  readonly statuses: LibraryStatuses;
}

export interface LibraryApi {
  /** Every pack with its quizzes and every quiz's status: the library screen's call on arrival. */
  libraryIndex(): Promise<ApiResult<LibraryIndex>>;
  /** Every quiz's search terms, asked beside libraryIndex: search by card name or rule once they arrive. */
  librarySearchTerms(): Promise<ApiResult<LibrarySearchTerms>>;
  /** The statuses alone, for a return to the library (an answer changes statuses, not quizzes). */
  libraryStatuses(): Promise<ApiResult<LibraryStatuses>>;
  /** How many quizzes are due for review now (the top bar's count). */
  countDue(): Promise<ApiResult<{ readonly due: number }>>;
}
