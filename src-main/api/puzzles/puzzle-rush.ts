/**
 * Rushes as the service counts them (like lichess's Puzzle Storm): the service starts the clock, aims
 * each puzzle, and counts every answer it sees, so the score is never the client's word. A rush keeps
 * its own record (best score and runs per length, table rush_runs) and never moves a puzzle rating.
 */
import { randomBytes } from 'node:crypto';
import { DEADLINE_GRACE_MS } from '#main/domain/exam/grade';
import type { RushTally, StartedRush } from '#main/contract/puzzle-types';

/** A rush starts easy and climbs this much per puzzle served. */
export const RUSH_START_RATING = 900;
export const RUSH_STEP = 60;
/** Three misses end a rush. */
export const RUSH_MISSES = 3;
/** Rushes kept in memory at once (a learner runs one; the rest are abandoned tabs). */
const MAX_RUSHES = 20;

export interface RushRun {
  readonly started: StartedRush;
  /** Puzzles served, in order. */
  readonly served: string[];
  /** The puzzle served last and not answered yet. */
  pending: string | undefined;
  answered: number;
  score: number;
  readonly missed: string[];
  finished: boolean;
}

export interface RushBook {
  start(minutes: 3 | 5, now: Date): StartedRush;
  get(rushId: string): RushRun | undefined;
  /** The target rating of the rush's next puzzle. A puzzle left unanswered for another counts as a miss. */
  nextTarget(run: RushRun): number;
  served(run: RushRun, puzzleId: string): void;
  /** Counts an answer to a puzzle of the rush (once; not after the clock's grace or the third miss). */
  answer(run: RushRun, puzzleId: string, solved: boolean, at: Date): RushTally;
}

const isOver = (run: RushRun, at: Date): boolean =>
  run.finished || run.missed.length >= RUSH_MISSES || at.getTime() > Date.parse(run.started.deadline) + DEADLINE_GRACE_MS;

const tally = (run: RushRun, counted: boolean, at: Date): RushTally => ({
  rushId: run.started.rushId,
  score: run.score,
  misses: run.missed.length,
  counted,
  over: isOver(run, at),
});

export function createRushBook(): RushBook {
  const runs = new Map<string, RushRun>();
  return {
    start: (minutes, now) => {
      const rushId = `rush-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
      const started: StartedRush = { rushId, minutes, startedAt: now.toISOString(), deadline: new Date(now.getTime() + minutes * 60_000).toISOString() };
      runs.set(rushId, { started, served: [], pending: undefined, answered: 0, score: 0, missed: [], finished: false });
      if (runs.size > MAX_RUSHES) runs.delete(runs.keys().next().value!);
      return started;
    },
    get: (rushId) => runs.get(rushId),
    nextTarget: (run) => {
      // Asking for another puzzle instead of answering is a skip, and a skip is a miss.
      if (run.pending !== undefined && run.missed.length < RUSH_MISSES) run.missed.push(run.pending);
      run.pending = undefined;
      return RUSH_START_RATING + RUSH_STEP * run.served.length;
    },
    served: (run, puzzleId) => {
      run.served.push(puzzleId);
      run.pending = puzzleId;
    },
    answer: (run, puzzleId, solved, at) => {
      const counted = run.pending === puzzleId && !isOver(run, at);
      if (run.pending === puzzleId) run.pending = undefined;
      if (counted) {
        run.answered++;
        if (solved) run.score++;
        else run.missed.push(puzzleId);
      }
      return tally(run, counted, at);
    },
  };
}

/** Whether the rush accepts no more puzzles. */
export const rushOver = isOver;
