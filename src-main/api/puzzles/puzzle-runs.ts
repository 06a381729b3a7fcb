/**
 * Runs of puzzles and rushes as the service saw them, for the summary at their end (like lichess's
 * puzzle dashboard and the Storm end screen): the puzzles served for a run and the first graded answer
 * to each. The figures come only from here, never from the client: the client names the run, the
 * service decides what counts in it.
 */
import { randomBytes } from 'node:crypto';
import type { QuizRef } from '#shared/quiz/pack-model';
import type { PuzzleRunSummary, RunMissedPuzzle, RunRatingMove, RunThemeLine } from '#main/contract/puzzle-types';

/** A puzzle served for a run. */
export interface RunServed {
  readonly puzzleId: string;
  readonly kind: RunMissedPuzzle['kind'];
  readonly theme: string;
  readonly title: string;
}

/** The first graded answer to a puzzle of the run, as the service recorded it. */
export interface RunAnswer {
  readonly puzzleId: string;
  readonly correct: boolean;
  readonly timeMs: number;
  /** Moves of the learner's overall and theme ratings (absent when the answer was not rated). */
  readonly learner?: RunRatingMove;
  readonly themeRating?: RunRatingMove;
  /** The quiz the puzzle is kept as: the summary links to it and reads its review due. */
  readonly ref?: QuizRef;
}

export interface RunRecord {
  readonly runId: string;
  readonly mode: PuzzleRunSummary['mode'];
  readonly startedAt: string;
  readonly served: RunServed[];
  readonly answers: RunAnswer[];
  /** Set by the first finish; a later finish answers the same summary. */
  finishedAt: string | undefined;
}

export interface RunBook {
  start(mode: RunRecord['mode'], now: Date, runId?: string): RunRecord;
  get(runId: string): RunRecord | undefined;
  served(runId: string | undefined, served: RunServed): void;
  /** Keeps the first answer to a puzzle served for the run; later ones (practice) are left out. */
  answered(runId: string | undefined, answer: RunAnswer): void;
}

/** Runs kept in memory at once (a learner runs one; the rest are abandoned tabs). */
const MAX_RUNS = 20;

export function createRunBook(): RunBook {
  const runs = new Map<string, RunRecord>();
  return {
    start: (mode, now, runId = `run-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`) => {
      const record: RunRecord = { runId, mode, startedAt: now.toISOString(), served: [], answers: [], finishedAt: undefined };
      runs.set(runId, record);
      if (runs.size > MAX_RUNS) runs.delete(runs.keys().next().value!);
      return record;
    },
    get: (runId) => runs.get(runId),
    served: (runId, served) => {
      const run = runId === undefined ? undefined : runs.get(runId);
      if (run !== undefined && run.finishedAt === undefined) run.served.push(served);
    },
    answered: (runId, answer) => {
      const run = runId === undefined ? undefined : runs.get(runId);
      if (run === undefined || run.finishedAt !== undefined) return;
      if (!run.served.some((s) => s.puzzleId === answer.puzzleId) || run.answers.some((a) => a.puzzleId === answer.puzzleId)) return;
      run.answers.push(answer);
    },
  };
}

/** The first `before` and the last `after` of the moves, or null when there are none. */
function span(moves: readonly (RunRatingMove | undefined)[]): RunRatingMove | null {
  const present = moves.filter((m): m is RunRatingMove => m !== undefined);
  return present.length === 0 ? null : { before: present[0]!.before, after: present[present.length - 1]!.after };
}

/**
 * A run's summary. `skipped` lists puzzles the service counts as missed without an answer (a rush's
 * puzzle left for another); a puzzle still on screen when a run of puzzles ends counts for nothing.
 */
export function summarizeRun(run: RunRecord, finishedAt: string, skipped: readonly string[] = [], nextDue?: string): PuzzleRunSummary {
  const servedById = new Map(run.served.map((s) => [s.puzzleId, s]));
  const answers = run.answers.filter((a) => servedById.has(a.puzzleId));
  const answeredIds = new Set(answers.map((a) => a.puzzleId));
  const themes = new Map<string, { answered: number; solved: number; moves: (RunRatingMove | undefined)[] }>();
  for (const a of answers) {
    const theme = servedById.get(a.puzzleId)!.theme;
    const line = themes.get(theme) ?? { answered: 0, solved: 0, moves: [] };
    line.answered++;
    if (a.correct) line.solved++;
    line.moves.push(a.themeRating);
    themes.set(theme, line);
  }
  const missedLine = (s: RunServed, isSkipped: boolean, ref?: QuizRef): RunMissedPuzzle => ({
    puzzleId: s.puzzleId,
    kind: s.kind,
    theme: s.theme,
    title: s.title,
    skipped: isSkipped,
    ...(ref === undefined ? {} : { ref }),
  });
  // In the order served: a wrong answer where it was answered, a skip where it was left.
  const missed: RunMissedPuzzle[] = [];
  for (const s of run.served) {
    const answer = answers.find((a) => a.puzzleId === s.puzzleId);
    if (answer !== undefined && !answer.correct) missed.push(missedLine(s, false, answer.ref));
    else if (answer === undefined && skipped.includes(s.puzzleId)) missed.push(missedLine(s, true));
  }
  const themeLines: RunThemeLine[] = [...themes].map(([theme, t]) => ({ theme, answered: t.answered, solved: t.solved, rating: span(t.moves) }));
  themeLines.sort((a, b) => b.answered - a.answered || a.theme.localeCompare(b.theme));
  const solved = answers.filter((a) => a.correct).length;
  return {
    runId: run.runId,
    mode: run.mode,
    startedAt: run.startedAt,
    finishedAt,
    answered: answers.length,
    solved,
    missedCount: answers.length - solved + skipped.filter((id) => !answeredIds.has(id) && servedById.has(id)).length,
    answerMs: answers.reduce((sum, a) => sum + a.timeMs, 0),
    rating: span(answers.map((a) => a.learner)),
    themes: themeLines,
    missed,
    ...(nextDue === undefined ? {} : { nextDue }),
  };
}

/** Ends a run (once) and sums it up; `nextDue` is read from the review schedule by the caller. */
export function finishRun(run: RunRecord, now: Date, skipped: readonly string[] = [], nextDue?: string): PuzzleRunSummary {
  run.finishedAt ??= now.toISOString();
  return summarizeRun(run, run.finishedAt, skipped, nextDue);
}
