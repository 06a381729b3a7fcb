/**
 * What the service remembers between calls while a host runs: the quizzes opened and not answered yet
 * (servings.ts), the puzzles served, and the rushes and runs of puzzles being run. Each service has one (service-context.ts),
 * and each process one service (core/create-core.ts), so a quiz opened by one call is answered by
 * another and a rush runs over many, whatever host carries the calls.
 */
import type { Puzzle } from '#shared/generate/index';
import { createServings, type Servings } from './servings.ts';
import { createRushBook, type RushBook } from './puzzles/puzzle-rush.ts';
import { createRunBook, type RunBook } from './puzzles/puzzle-runs.ts';
import type { RatedBlockPuzzle } from '#main/worker/block-jobs';

/** A puzzle handed out: answered once for its rating, then practice; a rush's puzzle counts in its rush. */
export interface ServedPuzzleEntry {
  readonly puzzle: Puzzle;
  submitted: boolean;
  readonly rushId?: string;
  /** The run of puzzles it was served for (startPuzzleRun). */
  readonly runId?: string;
}

/** A blocking puzzle handed out (its answer stays here until it is answered). */
export interface ServedBlockEntry {
  readonly puzzle: RatedBlockPuzzle;
  submitted: boolean;
  readonly rushId?: string;
  /** The run of puzzles it was served for (startPuzzleRun). */
  readonly runId?: string;
}

export interface ServiceSession {
  readonly servings: Servings;
  /** The engine checks of each import in progress (the newest is the one the library shows). */
  readonly imports: Set<{ checked: number; readonly total: number }>;
  readonly puzzles: Map<string, ServedPuzzleEntry>;
  readonly blockPuzzles: Map<string, ServedBlockEntry>;
  readonly rushes: RushBook;
  /** What each run of puzzles and each rush served and how it was answered, for their summaries. */
  readonly runs: RunBook;
}

export const createServiceSession = (): ServiceSession => ({
  servings: createServings(),
  imports: new Set(),
  puzzles: new Map(),
  blockPuzzles: new Map(),
  rushes: createRushBook(),
  runs: createRunBook(),
});
