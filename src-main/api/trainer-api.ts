/**
 * TrainerApi: the one typed API the renderer talks to, whatever the host (Electron preload bridge or
 * the browser host over HTTP). Every method takes at most one plain-JSON argument and resolves to a
 * plain-JSON value; failures are values (`ApiResult`), never thrown across the boundary.
 * Pure types: no node, electron or svelte imports (the renderer imports this file).
 */
import type { AttackTree, Declaration, Explanation, LegalSet } from '../engine/index.ts';
import type { Quiz, QuizAnswer, QuizWarning, Score } from '../quiz/index.ts';
import type { PackSummary, QuizFilter, QuizSummary } from '../store/types.ts';

export const API_ERROR_CODES = [
  'bad-input',
  'not-found',
  'invalid-board',
  'invalid-pack',
  'too-large',
  'cancelled',
  'readonly',
  'storage',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiError {
  readonly code: ApiErrorCode;
  readonly message: string;
  /** Errors with a JSON path each (invalid board or pack, bad input). */
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export interface QuizRef {
  readonly packId: string;
  readonly quizId: string;
}

/** A quiz as a learner sees it before answering: the stored answer is withheld. */
export interface LearnerQuiz extends Omit<Quiz, 'question'> {
  readonly packId: string;
  readonly question:
    | { readonly type: 'legal-sets' }
    | { readonly type: 'can-attack'; readonly creature: string; readonly defender?: string }
    | { readonly type: 'choice'; readonly options: readonly { readonly id: string; readonly text: string }[]; readonly multiple: boolean }
    | { readonly type: 'number' };
}

export interface SubmitInput extends QuizRef {
  readonly answer: QuizAnswer;
  /** Time the learner took, in milliseconds. */
  readonly timeMs: number;
}

export interface SubmitResult {
  readonly score: Score;
  /** The full quiz, answer included, for the result screen. */
  readonly quiz: Quiz;
  readonly attemptId: number;
}

export interface BoardInput {
  /** An attack-board/1 board as JSON (validated by the engine; errors name their paths). */
  readonly board: unknown;
}

export interface LegalInput extends BoardInput {
  readonly limit?: number;
}

export interface CheckInput extends BoardInput {
  readonly declaration: Declaration;
}

export interface ImportResult {
  readonly packId: string;
  readonly quizCount: number;
  readonly warnings: readonly QuizWarning[];
}

export interface SaveQuizInput {
  /** The user pack to save into; created when absent (id "my-quizzes"). */
  readonly packId?: string;
  /** A quiz in attack-quiz-pack/1 form. */
  readonly quiz: unknown;
}

/** Where a learner stands with one quiz (library filters: new / correct / missed / due). */
export const QUIZ_STATUSES = ['new', 'correct', 'missed', 'due'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

export interface QuizProgress extends QuizRef {
  /** `due` when a review is due now (spaced repetition), else the last attempt's outcome, else `new`. */
  readonly status: QuizStatus;
  readonly attempts: number;
  /** ISO time of the last attempt. */
  readonly lastAttemptAt?: string;
}

export interface Stats {
  readonly attempts: number;
  readonly correct: number;
  readonly byTag: readonly { readonly tag: string; readonly attempts: number; readonly correct: number }[];
}

export interface TrainerApi {
  listPacks(): Promise<ApiResult<readonly PackSummary[]>>;
  listQuizzes(filter?: QuizFilter): Promise<ApiResult<readonly QuizSummary[]>>;
  getQuiz(ref: QuizRef): Promise<ApiResult<LearnerQuiz>>;
  submitAnswer(input: SubmitInput): Promise<ApiResult<SubmitResult>>;
  legal(input: LegalInput): Promise<ApiResult<LegalSet>>;
  check(input: CheckInput): Promise<ApiResult<Explanation>>;
  tree(input: BoardInput): Promise<ApiResult<AttackTree>>;
  /** Import a pack from its JSON text (transactional; a bad pack changes nothing). */
  importPack(input: { readonly text: string }): Promise<ApiResult<ImportResult>>;
  exportPack(input: { readonly packId: string }): Promise<ApiResult<{ readonly text: string }>>;
  saveUserQuiz(input: SaveQuizInput): Promise<ApiResult<QuizRef>>;
  stats(): Promise<ApiResult<Stats>>;
  /** Progress of every quiz that has any (quizzes absent from the list are `new`). */
  listProgress(): Promise<ApiResult<readonly QuizProgress[]>>;
  getSetting(input: { readonly key: string }): Promise<ApiResult<unknown>>;
  setSetting(input: { readonly key: string; readonly value: unknown }): Promise<ApiResult<null>>;
}

/** The method names, in one place for the preload bridge, the IPC handlers and the HTTP host. */
export const TRAINER_API_METHODS = [
  'listPacks',
  'listQuizzes',
  'getQuiz',
  'submitAnswer',
  'legal',
  'check',
  'tree',
  'importPack',
  'exportPack',
  'saveUserQuiz',
  'stats',
  'listProgress',
  'getSetting',
  'setSetting',
] as const satisfies readonly (keyof TrainerApi)[];
export type TrainerApiMethod = (typeof TRAINER_API_METHODS)[number];

/** IPC channel of a method (Electron) — one fixed channel per method, no generic invoke. */
export const ipcChannel = (method: TrainerApiMethod): string => `trainer:${method}`;

/** HTTP route of a method (browser host): POST with the argument as the JSON body. */
export const httpRoute = (method: TrainerApiMethod): string => `/api/${method}`;

/** Header carrying the browser host's per-run token. */
export const TOKEN_HEADER = 'x-trainer-token';
