/**
 * The TrainerApi methods of generated puzzles (issue 18): serve a puzzle near the learner's rating,
 * answer it (Glicko-2 for learner and puzzle, the same review and progress as any quiz), finish a rush,
 * and read ratings, history and best rush scores. Pure types: the renderer imports this file.
 */
import type { QuizAnswer, Quiz, Score } from '#shared/quiz/index';
import type { ApiResult, LearnerQuiz, QuizRef } from './trainer-api.ts';
import { THEMES } from '#shared/generate/vocabulary';

/** The generator's themes (one list, src-main/shared/generate/vocabulary.ts, a pure module), or all of them mixed. */
export const PUZZLE_THEME_CHOICES = ['mixed', ...THEMES] as const;
export type PuzzleThemeChoice = (typeof PUZZLE_THEME_CHOICES)[number];

export const PUZZLE_DIFFICULTIES = ['easier', 'same', 'harder'] as const;
export type PuzzleDifficulty = (typeof PUZZLE_DIFFICULTIES)[number];

export const PUZZLE_MODES = ['puzzles', 'rush'] as const;
export type PuzzleMode = (typeof PUZZLE_MODES)[number];

export interface RatingValue {
  readonly rating: number;
  readonly rd: number;
}

export interface NextPuzzleInput {
  /** Default `mixed`. */
  readonly theme?: PuzzleThemeChoice;
  /** Default `same`. */
  readonly difficulty?: PuzzleDifficulty;
  /** Aim at this rating instead of the learner's (a rush rises from easy to hard). */
  readonly rating?: number;
}

export interface ServedPuzzle {
  readonly puzzleId: string;
  readonly theme: string;
  readonly quiz: LearnerQuiz;
  readonly puzzleRating: number;
  readonly learner: RatingValue;
}

export interface SubmitPuzzleInput {
  readonly puzzleId: string;
  readonly answer: QuizAnswer;
  readonly timeMs: number;
  /** Default `puzzles`. */
  readonly mode?: PuzzleMode;
}

export interface PuzzleOutcome {
  readonly puzzleId: string;
  readonly correct: boolean;
  readonly score: Score;
  /** The full quiz with its answer and explanation (the reason for a miss, with rule citations). */
  readonly quiz: Quiz;
  /** Where the puzzle is stored: review and progress count it like any quiz. */
  readonly ref: QuizRef;
  readonly learner: { readonly before: number; readonly after: number };
  readonly themeRating: { readonly before: number; readonly after: number };
  readonly puzzleRating: { readonly before: number; readonly after: number };
}

export interface FinishRushInput {
  readonly minutes: 3 | 5;
  readonly score: number;
  /** Ids of the puzzles missed, in order. */
  readonly missed: readonly string[];
}

export interface RushResult {
  readonly best: number;
  readonly newBest: boolean;
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
}

export interface PuzzleApi {
  nextPuzzle(input?: NextPuzzleInput): Promise<ApiResult<ServedPuzzle>>;
  submitPuzzle(input: SubmitPuzzleInput): Promise<ApiResult<PuzzleOutcome>>;
  finishRush(input: FinishRushInput): Promise<ApiResult<RushResult>>;
  puzzleOverview(): Promise<ApiResult<PuzzleOverview>>;
}
