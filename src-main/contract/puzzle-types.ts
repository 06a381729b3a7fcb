/**
 * The TrainerApi methods of generated puzzles: serve a puzzle near the learner's rating,
 * answer it (Glicko-2 for learner and puzzle, the same review and progress as any quiz), finish a rush,
 * and read ratings, history and best rush scores. Pure types: the renderer imports this file.
 */
import type { QuizAnswer, Quiz, Score } from '#shared/quiz/index';
import type { QuizRef } from '#shared/quiz/pack-model';
import type { ApiResult } from './api-result.ts';
import type { LearnerQuiz } from './learner-quiz.ts';
import { BLOCKING_THEME, THEMES } from '#shared/generate/puzzle-kinds';

/** The generator's themes (one list, src-main/shared/generate/puzzle-kinds.ts, a pure module), or all of them mixed. */
export const PUZZLE_THEME_CHOICES = ['mixed', ...THEMES] as const;
export type PuzzleThemeChoice = (typeof PUZZLE_THEME_CHOICES)[number];
/**
 * The puzzle screen's themes: the attack ones (nextPuzzle) and blocking (nextBlockPuzzle, block-types.ts).
 * Mixed and rush draw blocking too, as one theme among the others.
 */
export const PUZZLE_SCREEN_THEMES = [...PUZZLE_THEME_CHOICES, BLOCKING_THEME] as const;
export type PuzzleScreenTheme = (typeof PUZZLE_SCREEN_THEMES)[number];

export const PUZZLE_DIFFICULTIES = ['easier', 'same', 'harder'] as const;
export type PuzzleDifficulty = (typeof PUZZLE_DIFFICULTIES)[number];

export interface RatingValue {
  readonly rating: number;
  readonly rd: number;
}

export interface NextPuzzleInput {
  /** Default `mixed`. */
  readonly theme?: PuzzleThemeChoice;
  /** Default `same`. */
  readonly difficulty?: PuzzleDifficulty;
  /** Aim at this rating instead of the learner's (not in a rush, whose target the service sets). */
  readonly rating?: number;
  /** The puzzle belongs to this run of puzzles (startPuzzleRun): its first answer counts in the run's summary. */
  readonly runId?: string;
  /**
   * The puzzle belongs to this rush (startRush): the service aims it (900, then 60 more per puzzle
   * served) and counts its answer. A puzzle of the rush left unanswered counts as a miss.
   */
  readonly rushId?: string;
}

export interface ServedPuzzle {
  readonly puzzleId: string;
  /** The rush it was served for, if any. */
  readonly rushId?: string;
  readonly theme: string;
  readonly quiz: LearnerQuiz;
  readonly puzzleRating: number;
  readonly learner: RatingValue;
}

export interface SubmitPuzzleInput {
  readonly puzzleId: string;
  readonly answer: QuizAnswer;
  readonly timeMs: number;
}

/**
 * Why a puzzle answer moved no rating: `retry`, the puzzle was answered since it was served (its answer
 * was shown); `already-rated`, an earlier serving of the same puzzle was rated; `rush`, a rush keeps its
 * own record and never touches the puzzle ratings.
 */
export const UNRATED_REASONS = ['retry', 'already-rated', 'rush'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

/** A rush as the service counts it, after an answer. */
export interface RushTally {
  readonly rushId: string;
  /** Puzzles solved in time. */
  readonly score: number;
  readonly misses: number;
  /** False for an answer after the clock (and its grace) ran out, or after the third miss. */
  readonly counted: boolean;
  /** Three misses or the clock: finishRush records it. */
  readonly over: boolean;
}

/** What answering a puzzle (attack or blocking) did: where it is kept, and the ratings and rush after it. */
export interface RatedAnswer {
  /** Where the puzzle is stored: review and progress count it like any quiz. */
  readonly ref: QuizRef;
  /** True when this answer moved the ratings (the first answer after the puzzle was served, outside a rush). */
  readonly rated: boolean;
  /** Why the ratings did not move (absent when rated); before equals after then. */
  readonly unrated?: UnratedReason;
  readonly learner: { readonly before: number; readonly after: number };
  readonly themeRating: { readonly before: number; readonly after: number };
  readonly puzzleRating: { readonly before: number; readonly after: number };
  /** The rush after this answer (rush puzzles only). */
  readonly rush?: RushTally;
}

export interface PuzzleOutcome extends RatedAnswer {
  readonly puzzleId: string;
  readonly correct: boolean;
  readonly score: Score;
  /** The full quiz with its answer and explanation (the reason for a miss, with rule citations). */
  readonly quiz: Quiz;
}

export interface StartedPuzzleRun {
  readonly runId: string;
  readonly startedAt: string;
}

export interface FinishPuzzleRunInput {
  readonly runId: string;
}

/** A rating before a run's first rated answer and after its last one. */
export interface RunRatingMove {
  readonly before: number;
  readonly after: number;
}

/** One theme's figures in a run's summary. */
export interface RunThemeLine {
  /** A theme of PUZZLE_THEMES (the screen shows its label). */
  readonly theme: string;
  readonly answered: number;
  readonly solved: number;
  /** The learner's rating in this theme over the run; null when no answer of the theme was rated. */
  readonly rating: RunRatingMove | null;
}

/** A puzzle of the run answered wrong, or (in a rush) skipped for another. */
export interface RunMissedPuzzle {
  readonly puzzleId: string;
  readonly kind: 'attack' | 'blocking';
  readonly theme: string;
  readonly title: string;
  /** Asked for another puzzle instead of answering (a rush counts that as a miss). */
  readonly skipped: boolean;
  /** Where the answered puzzle is stored, to open it again in the quiz screen. */
  readonly ref?: QuizRef;
}

/**
 * The end of a run of puzzles or of a rush, computed by the service from the answers it graded (the
 * first answer to each puzzle served for the run; a rush's answers only while they counted).
 */
export interface PuzzleRunSummary {
  readonly runId: string;
  readonly mode: 'puzzles' | 'rush';
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly answered: number;
  readonly solved: number;
  /** Answered wrong, plus (in a rush) the puzzles skipped. */
  readonly missedCount: number;
  /** Time spent answering, from each puzzle's screen to its answer. */
  readonly answerMs: number;
  /** The overall puzzle rating over the run; null when nothing was rated (a rush never is). */
  readonly rating: RunRatingMove | null;
  readonly themes: readonly RunThemeLine[];
  readonly missed: readonly RunMissedPuzzle[];
  /**
   * ISO time of the earliest review due among the quizzes the run's answered puzzles are kept as (read
   * from the review schedule when the run is summed up); absent when none is scheduled.
   */
  readonly nextDue?: string;
}

export interface StartRushInput {
  readonly minutes: 3 | 5;
}

export interface StartedRush {
  readonly rushId: string;
  readonly minutes: 3 | 5;
  readonly startedAt: string;
  /** ISO time the rush ends; answers after it (and a few seconds' grace) do not count. */
  readonly deadline: string;
}

export interface FinishRushInput {
  readonly rushId: string;
}

/** A finished rush, computed by the service from the answers it saw (never reported by the client). */
export interface RushResult {
  readonly rushId: string;
  readonly minutes: 3 | 5;
  readonly score: number;
  /** Puzzles answered in time, right or wrong. */
  readonly answered: number;
  readonly misses: number;
  /** Ids of the puzzles missed (answered wrong, or left unanswered), in order. */
  readonly missed: readonly string[];
  /** The best score for this length, this run included. */
  readonly best: number;
  readonly newBest: boolean;
  /** Rushes of this length finished so far, this one included. */
  readonly runs: number;
  /** The rush's summary: answers, themes and the puzzles missed. */
  readonly summary: PuzzleRunSummary;
}

export interface RatingHistoryPoint {
  readonly at: string;
  readonly theme: string;
  readonly solved: boolean;
  readonly rating: number;
  readonly themeRating: number;
}

export interface PuzzleOverview {
  readonly overall: RatingValue;
  /** Themes the learner has answered, with their ratings. */
  readonly themes: readonly ({ readonly theme: string } & RatingValue)[];
  readonly history: readonly RatingHistoryPoint[];
  readonly rushBest: { readonly '3': number; readonly '5': number };
  /** Rushes finished per length. */
  readonly rushRuns: { readonly '3': number; readonly '5': number };
}

export interface PuzzleApi {
  nextPuzzle(input?: NextPuzzleInput): Promise<ApiResult<ServedPuzzle>>;
  /** `not-found` for a puzzle this service did not serve. */
  submitPuzzle(input: SubmitPuzzleInput): Promise<ApiResult<PuzzleOutcome>>;
  startRush(input: StartRushInput): Promise<ApiResult<StartedRush>>;
  /** Records the rush once (a second call answers the same result); `not-found` for an unknown rush. */
  finishRush(input: FinishRushInput): Promise<ApiResult<RushResult>>;
  puzzleOverview(): Promise<ApiResult<PuzzleOverview>>;
  /** Starts a run of puzzles: the puzzles asked for with its id are summed up by finishPuzzleRun. */
  startPuzzleRun(): Promise<ApiResult<StartedPuzzleRun>>;
  /** Ends a run and sums it up (a second call answers the same summary); `not-found` for an unknown run. */
  finishPuzzleRun(input: FinishPuzzleRunInput): Promise<ApiResult<PuzzleRunSummary>>;
}
