/**
 * TrainerApi: the one typed API the renderer talks to, whatever the host (Electron preload bridge or
 * the browser host over HTTP). Every method takes at most one plain-JSON argument and resolves to a
 * plain-JSON value; failures are values (`ApiResult`), never thrown across the boundary.
 * Pure types: no node, electron or svelte imports (the renderer imports this file).
 */
import type { AttackTree, Declaration, Explanation, LegalBreakdown, LegalOverview, LegalSet } from '#shared/engine/index';
import type { JsonValue, Quiz, QuizAnswer, QuizWarning, Score } from '#shared/quiz/index';
import type { ReviewRating } from '#main/domain/review/rating';
import type { RatingIntervals } from '#main/domain/review/intervals';
import type { QuizRef } from '#shared/quiz/pack-model';
import type { ReviewQueue } from '#main/domain/review/queue';
import type { ExamAnswer, ExamReport } from '#main/domain/exam/exam-report';
import type { Progress } from '#main/domain/progress/progress-report';
import type { QuizStatus } from '#main/domain/review/status';
import type { PuzzleApi } from './puzzle-types.ts';
import type { AttemptMode, QuizLevel } from '#shared/quiz/pack-format';
import type { ListQuizzesInput, PackInfo, QuizInfo } from './library-types.ts';
import type { ExamProgressApi } from './exam-progress-types.ts';
import type { LibraryApi } from './library-types.ts';
import type { ApiResult, CallOptions } from './api-result.ts';
import type { LearnerQuiz } from './learner-quiz.ts';
import type { StartedExam } from './exam-progress-types.ts';
import type { BlockApi, BlockDeclaration, BlockExplanation } from './block-types.ts';

// The domain modules own these definitions (docs/architecture.md); the contract re-exports their
// types, so the renderer takes every API type from this file. Their value lists are in api-values.ts:
// this file imports no values (the sandboxed preload bundles it).
export type { QuizRef } from '#shared/quiz/pack-model';
export type { QuizStatus } from '#main/domain/review/status';
export type { ReviewQueue, ReviewQueueItem } from '#main/domain/review/queue';
export type { ExamAnswer, ExamReport } from '#main/domain/exam/exam-report';
export type { BlockStepAccuracy, Progress, ProcessStep, StepAccuracy } from '#main/domain/progress/progress-report';
export type { RatingIntervals };
export type { ListQuizzesInput, PackInfo, QuizInfo };

export type { ApiError, ApiErrorCode, ApiResult, CallOptions } from './api-result.ts';
export type { LearnerQuiz } from './learner-quiz.ts';
export type { StartedExam } from './exam-progress-types.ts';

export type { ReviewRating };

/** The modes submitAnswer takes (an exam's answers arrive through submitExam). */
export const SUBMIT_MODES = ['rated', 'practice'] as const satisfies readonly AttemptMode[];

export interface SubmitInput extends QuizRef {
  readonly answer: QuizAnswer;
  /** Time the learner took, in milliseconds. */
  readonly timeMs: number;
  /** Default `rated`. */
  readonly mode?: (typeof SUBMIT_MODES)[number];
}

/**
 * Why an answer was practice whatever the mode asked: `retry`, the quiz was answered since it was
 * opened, so its answer was shown ("Try again"); `not-opened`, getQuiz never handed it out. Such an
 * answer is scored and shown, and nothing is recorded: the first answer stands.
 */
export const ANSWER_SHOWN_REASONS = ['retry', 'not-opened'] as const;
export type AnswerShownReason = (typeof ANSWER_SHOWN_REASONS)[number];

export interface SubmitResult {
  readonly score: Score;
  /** The full quiz, answer and explanation included, for the result screen. */
  readonly quiz: Quiz;
  /** The recorded attempt; absent when the answer was practice because the answer had been shown (`answerShown`). */
  readonly attemptId?: number;
  /** Present when nothing was recorded because the learner had seen the answer (see AnswerShownReason). */
  readonly answerShown?: AnswerShownReason;
  /** The rating the answer gave the scheduler (absent in practice mode); the learner may override it with rateAttempt. */
  readonly rating?: ReviewRating;
  /** ISO time the quiz is next due (absent in practice mode). */
  readonly due?: string;
  /** Per rating, ms from the answer to the review that rating schedules (absent in practice mode): the rating buttons show them. */
  readonly intervals?: RatingIntervals;
  /**
   * The learner asked for a hint (quizCheck) before answering, so the answer was recorded as a miss for
   * review and progress (the score still says whether it was right).
   */
  readonly hinted?: boolean;
}

/** One declaration of a stored quiz judged by the engine: a hint before the answer, the worked example after. */
export interface QuizCheckInput extends QuizRef {
  readonly declaration: Declaration;
}

export interface QuizExplainInput extends QuizRef {
  /**
   * The declarations to explain (at most MAX_EXPLAINED_DECLARATIONS, limits.ts): `{"attacks": …}` on an
   * attack quiz, `{"blocks": …}` on a block quiz (the quiz's board decides; the other kind is bad-input).
   */
  readonly declarations: readonly (Declaration | BlockDeclaration)[];
}

/** One declaration explained: by the article's seven steps on an attack board, by the steps of CR 509.1 on a block board. */
export type DeclarationExplanation = Explanation | BlockExplanation;

export interface RateAttemptInput {
  readonly attemptId: number;
  readonly rating: ReviewRating;
}

export interface RateAttemptResult {
  readonly attemptId: number;
  readonly rating: ReviewRating;
  /** ISO time the quiz is now due. */
  readonly due: string;
}

export interface StartExamInput {
  readonly count: number;
  /** A quiz matches when it has any of these tags (absent: any quiz). */
  readonly tags?: readonly string[];
  /** A quiz matches when its level is one of these (absent: any level). */
  readonly levels?: readonly QuizLevel[];
  /** Null or absent: untimed. */
  readonly timeLimitMs?: number | null;
  /** The share of right answers needed to pass, 0–1. */
  readonly passMark: number;
}

export interface SubmitExamInput {
  readonly examId: string;
  /** In the order the learner answered them (that order decides which answers came after the deadline). */
  readonly answers: readonly ExamAnswer[];
  /** True when the client submitted because the time ran out. */
  readonly timedOut: boolean;
}

export interface ExamSummary {
  readonly id: string;
  readonly startedAt: string;
  readonly count: number;
  /** Absent while the exam is not submitted. */
  readonly score?: number;
  readonly passed?: boolean;
}

export interface ProgressInput {
  /** Days of accuracyOverTime, today included (default 30, at most 366). */
  readonly days?: number;
  /**
   * The learner's IANA time zone (`Europe/Paris`), for what "a day" is: each attempt counts on its
   * date in that zone at the time it was made. Preferred over utcOffsetMinutes.
   */
  readonly timeZone?: string;
  /** A fixed offset from UTC in minutes (east positive), used when no timeZone is given; default 0. */
  readonly utcOffsetMinutes?: number;
}

export interface BoardInput {
  /** An attack-board/1 board as JSON (validated by the engine; errors name their paths). */
  readonly board: unknown;
}

export interface LegalInput extends BoardInput {
  readonly limit?: number;
  /** Only declarations with exactly this many attackers (one group of legalBreakdown); count and complete then refer to them. */
  readonly attackers?: number;
}

/** The sandbox's one call per edit: the first `limit` declarations, the exact count and the breakdown. */
export interface OverviewInput extends BoardInput {
  readonly limit?: number;
}

export interface CheckInput extends BoardInput {
  readonly declaration: Declaration;
}

/** The engine checks of an import in progress: `checked` of `total` are done. */
export interface ImportProgress {
  readonly checked: number;
  readonly total: number;
}

/** What importPack does when the file's pack id is already in the library. */
export const IMPORT_CONFLICT_CHOICES = ['replace', 'as-new'] as const;
export type ImportConflictChoice = (typeof IMPORT_CONFLICT_CHOICES)[number];

export interface ImportPackInput {
  readonly text: string;
  /** Without it, an id already in the library is refused with `conflict` (nothing changes). */
  readonly onConflict?: ImportConflictChoice;
  /** The pack's title in the library (the user's choice); by default the file's, plus " (2)" … when kept as new. */
  readonly title?: string;
}

/**
 * What importPack did: added a new pack, replaced one, kept both under a new id, found the same pack
 * already stored (`unchanged`: only progress merged), or only restored progress of a built-in pack.
 */
export const IMPORT_OUTCOMES = ['added', 'replaced', 'added-as-new', 'unchanged', 'progress-restored'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export interface ImportResult {
  /** The id the pack is stored under (a new one for `added-as-new`). */
  readonly packId: string;
  readonly title: string;
  readonly quizCount: number;
  readonly warnings: readonly QuizWarning[];
  readonly outcome: ImportOutcome;
}

export interface SaveQuizInput {
  /** The user pack to save into; created when absent (id "my-quizzes"). */
  readonly packId?: string;
  /** A quiz in attack-quiz-pack/1 form. */
  readonly quiz: unknown;
}

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

export interface TrainerApi extends PuzzleApi, ExamProgressApi, LibraryApi, BlockApi {
  listPacks(): Promise<ApiResult<readonly PackInfo[]>>;
  listQuizzes(filter?: ListQuizzesInput): Promise<ApiResult<readonly QuizInfo[]>>;
  getQuiz(ref: QuizRef): Promise<ApiResult<LearnerQuiz>>;
  /** Grades the first answer after getQuiz; an answer after the answer was shown is practice (`answerShown`). */
  submitAnswer(input: SubmitInput): Promise<ApiResult<SubmitResult>>;
  /**
   * The engine's seven steps for one declaration on an opened quiz's board. Before the answer it is a
   * hint: the service records it and the answer then counts as a miss. `bad-input` for a quiz not opened.
   */
  quizCheck(input: QuizCheckInput, options?: CallOptions): Promise<ApiResult<Explanation>>;
  /** The attack tree of a quiz's board: only once its answer was submitted (it lists the legal declarations). */
  quizTree(input: QuizRef, options?: CallOptions): Promise<ApiResult<AttackTree>>;
  /**
   * After the answer, why each declaration is legal or not (the learner's missed and wrong ones, the
   * worked example of a block quiz): the engine's explanation of each, in the order given, from one call
   * on the stored board — the article's seven steps on an attack quiz, the steps of CR 509.1 on a block
   * quiz. Only once the answer was submitted (each explanation states part of the answer). One
   * declaration the engine cannot explain (too large, a creature not on the board) is an error in its
   * place; a cancelled call is `cancelled` as a whole.
   */
  quizExplain(input: QuizExplainInput, options?: CallOptions): Promise<ApiResult<readonly ApiResult<DeclarationExplanation>[]>>;
  /** Score an answer to a quiz that is not stored (the author's preview): nothing is recorded or scheduled. */
  scoreQuiz(input: { readonly quiz: unknown; readonly answer: QuizAnswer }, options?: CallOptions): Promise<ApiResult<Score>>;
  legal(input: LegalInput, options?: CallOptions): Promise<ApiResult<LegalSet>>;
  /** The first page, the exact count and the breakdown of the legal set, from one engine run (the sandbox's view). */
  legalOverview(input: OverviewInput, options?: CallOptions): Promise<ApiResult<LegalOverview>>;
  /** The legal set summarized exactly without listing it: by number of attackers, by creature and defender. */
  legalBreakdown(input: BoardInput, options?: CallOptions): Promise<ApiResult<LegalBreakdown>>;
  check(input: CheckInput, options?: CallOptions): Promise<ApiResult<Explanation>>;
  tree(input: BoardInput, options?: CallOptions): Promise<ApiResult<AttackTree>>;
  /** Import a pack from its JSON text (transactional; a bad pack changes nothing). */
  /** Cancelling (options.signal) stops the engine checks; nothing is imported. */
  importPack(input: ImportPackInput, options?: CallOptions): Promise<ApiResult<ImportResult>>;
  /**
   * How far the import in progress is (the library's "Checking quiz 12 of 40"), or null when none is:
   * its engine checks, counted over the quizzes the engine decides.
   */
  importProgress(): Promise<ApiResult<ImportProgress | null>>;
  /** With `withProgress`, the pack JSON also holds the learner's attempts and review states of its quizzes. */
  exportPack(input: { readonly packId: string; readonly withProgress?: true }): Promise<ApiResult<{ readonly text: string }>>;
  saveUserQuiz(input: SaveQuizInput): Promise<ApiResult<QuizRef>>;
  /**
   * Remove one quiz from a user pack. A pack holds at least one quiz, so removing its last one deletes
   * the pack (`packDeleted`). The quiz's attempts stay in the history (they are the learner's record).
   */
  deleteQuiz(input: QuizRef): Promise<ApiResult<{ readonly packDeleted: boolean }>>;
  /** Delete a user pack with its quizzes and review schedule (`readonly` for the built-in pack). */
  deletePack(input: { readonly packId: string }): Promise<ApiResult<null>>;
  stats(): Promise<ApiResult<Stats>>;
  /** Progress of every quiz that has any (quizzes absent from the list are `new`). */
  listProgress(): Promise<ApiResult<readonly QuizProgress[]>>;
  getSetting(input: { readonly key: string }): Promise<ApiResult<unknown>>;
  setSetting(input: { readonly key: string; readonly value: JsonValue }): Promise<ApiResult<null>>;
  /** Override the rating of an attempt: re-schedules from the state before it (the latest rated attempt of its quiz only). */
  rateAttempt(input: RateAttemptInput): Promise<ApiResult<RateAttemptResult>>;
  reviewQueue(input?: { readonly now?: string }): Promise<ApiResult<ReviewQueue>>;
  startExam(input: StartExamInput): Promise<ApiResult<StartedExam>>;
  submitExam(input: SubmitExamInput): Promise<ApiResult<ExamReport>>;
  /** Newest first. */
  listExams(): Promise<ApiResult<readonly ExamSummary[]>>;
  /** The stored report (`not-found` for an unknown exam, `bad-input` for one not submitted yet). */
  getExam(input: { readonly examId: string }): Promise<ApiResult<ExamReport>>;
  progress(input?: ProgressInput): Promise<ApiResult<Progress>>;
  /** Every attempt as CSV (RFC 4180). */
  exportProgressCsv(): Promise<ApiResult<{ readonly text: string }>>;
  /**
   * Checks the database file: SQLite's quick_check, or the full integrity_check with `full`.
   * `problems` lists SQLite's findings (at most 20); `ok` when there are none.
   */
  checkDatabase(input?: {
    readonly full?: boolean;
  }): Promise<ApiResult<{ readonly ok: boolean; readonly full: boolean; readonly problems: readonly string[] }>>;
}

/** The method names, in one place for the preload bridge, the IPC handlers and the HTTP host. */
export const TRAINER_API_METHODS = [
  'listPacks',
  'listQuizzes',
  'getQuiz',
  'submitAnswer',
  'quizCheck',
  'quizTree',
  'quizExplain',
  'scoreQuiz',
  'legal',
  'legalOverview',
  'legalBreakdown',
  'check',
  'tree',
  'importPack',
  'importProgress',
  'exportPack',
  'saveUserQuiz',
  'deleteQuiz',
  'deletePack',
  'stats',
  'listProgress',
  'getSetting',
  'setSetting',
  'rateAttempt',
  'reviewQueue',
  'startExam',
  'submitExam',
  'listExams',
  'getExam',
  'progress',
  'exportProgressCsv',
  'checkDatabase',
  // Generated puzzles (puzzle-types.ts); listed here, not imported, so the contract imports no values.
  'nextPuzzle',
  'submitPuzzle',
  'startRush',
  'finishRush',
  'puzzleOverview',
  'startPuzzleRun',
  'finishPuzzleRun',
  // Exams in progress and practice by step (exam-progress-types.ts).
  'saveExamProgress',
  'resumeExam',
  'stepPractice',
  // The library's lean calls (library-types.ts).
  'libraryIndex',
  'librarySearchTerms',
  'libraryStatuses',
  'countDue',
  // Blocking boards: the blocking sandbox and blocking puzzles (block-types.ts).
  'blockLegal',
  'blockCheck',
  'nextBlockPuzzle',
  'submitBlockPuzzle',
] as const satisfies readonly (keyof TrainerApi)[];
export type TrainerApiMethod = (typeof TRAINER_API_METHODS)[number];

/** IPC channel of a method (Electron) — one fixed channel per method, no generic invoke. */
export const ipcChannel = (method: TrainerApiMethod): string => `trainer:${method}`;

/** HTTP route of a method (browser host): POST with the argument as the JSON body. */
export const httpRoute = (method: TrainerApiMethod): string => `/api/${method}`;

/** Header carrying the browser host's per-run token. */
export const TOKEN_HEADER = 'x-trainer-token';

/** Header naming a call so that a later cancel message can stop it (browser host). */
export const REQUEST_ID_HEADER = 'x-trainer-request';

/** POST `{requestId}` here to cancel that call (browser host); not a TrainerApi method. */
export const CANCEL_ROUTE = '/api/cancel';

/** IPC channel of the cancel message (Electron), whose one argument is the request id. */
export const CANCEL_CHANNEL = 'trainer:cancel';

/** What a request id may be: short, URL- and header-safe, chosen by the page. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isRequestId = (value: unknown): value is string => typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
