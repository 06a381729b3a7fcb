/**
 * The puzzle record the learner reads: ratings (overall and by theme), their history, and the rushes'
 * bests and runs; and the end of a rush, which writes its run into that record.
 */
import { PUZZLE_THEMES } from '#shared/generate/index';
import { NEW_LEARNER, newPuzzle, rateAnswer, type Glicko } from '#main/domain/puzzles/rating';
import type { Store } from '#main/store/index';
import type { PuzzleOverview, RushResult, UnratedReason } from '#main/contract/puzzle-types';
import type { ApiResult } from '#main/contract/api-result';
import { apiErr, apiOk, fromStoreError } from '../errors.ts';
import type { QuizRef } from '#shared/quiz/pack-model';
import type { ServiceSession } from '../service-session.ts';
import { finishRun, type RunAnswer, type RunRecord } from './puzzle-runs.ts';

/** The learner's rating in a scope ('overall' or a theme); a learner never rated starts at NEW_LEARNER. */
export const learnerRatingOf = (store: Store, scope: string): ApiResult<Glicko> => {
  const r = store.puzzles.learnerRating(scope);
  return r.ok ? apiOk(r.value ?? NEW_LEARNER) : fromStoreError(r.error);
};

/** A rating before and after an answer, rounded as the learner reads it. */
interface RatingMove {
  readonly before: number;
  readonly after: number;
}

/** What a puzzle answer did to the ratings: moved and recorded, or left as they stand with the reason. */
export type PuzzleRatingMoves =
  | { readonly rated: true; readonly learner: RatingMove; readonly themeRating: RatingMove; readonly puzzleRating: RatingMove }
  | {
      readonly rated: false;
      readonly unrated: UnratedReason;
      readonly learner: RatingMove;
      readonly themeRating: RatingMove;
      readonly puzzleRating: RatingMove;
    };

/** The puzzle being answered, as the ratings see it. */
export interface AnsweredPuzzle {
  readonly puzzleId: string;
  readonly theme: string;
  /** The generator's estimate: the puzzle's rating the first time it is seen. */
  readonly rating: number;
}

/**
 * Moves the learner's overall and theme ratings and the puzzle's (Glicko-2) for one answer and records
 * it, or, with `unrated`, reports them as they stand. Reads and writes with no await in between, so no
 * other answer interleaves; `unrated` is decided by the caller (a rush, a retry, a puzzle rated before).
 */
export function ratePuzzleAnswer(
  store: Store,
  puzzle: AnsweredPuzzle,
  correct: boolean,
  unrated: UnratedReason | undefined,
  attemptId?: number,
): ApiResult<PuzzleRatingMoves> {
  const overall = learnerRatingOf(store, 'overall');
  const themed = learnerRatingOf(store, puzzle.theme);
  const before = store.puzzles.ensurePuzzle(puzzle.puzzleId, puzzle.theme, newPuzzle(puzzle.rating));
  if (!overall.ok) return overall;
  if (!themed.ok) return themed;
  if (!before.ok) return fromStoreError(before.error);
  const round = (a: Glicko, b: Glicko): RatingMove => ({ before: Math.round(a.rating), after: Math.round(b.rating) });
  if (unrated !== undefined) {
    return apiOk({
      rated: false,
      unrated,
      learner: round(overall.value, overall.value),
      themeRating: round(themed.value, themed.value),
      puzzleRating: round(before.value, before.value),
    });
  }
  const answer = rateAnswer(overall.value, before.value, correct);
  const theme = rateAnswer(themed.value, before.value, correct);
  const recorded = store.puzzles.recordPuzzleAttempt({
    puzzleId: puzzle.puzzleId,
    theme: puzzle.theme,
    mode: 'puzzles',
    solved: correct,
    learnerBefore: overall.value,
    learnerAfter: answer.learner,
    themeBefore: themed.value,
    themeAfter: theme.learner,
    puzzleBefore: before.value,
    puzzleAfter: answer.puzzle,
    ...(attemptId === undefined ? {} : { attemptId }),
  });
  if (!recorded.ok) return fromStoreError(recorded.error);
  return apiOk({
    rated: true,
    learner: round(overall.value, answer.learner),
    themeRating: round(themed.value, theme.learner),
    puzzleRating: round(before.value, answer.puzzle),
  });
}

/** A run's record of an answer: the ratings it moved (none when unrated) and where the puzzle is stored. */
export const runAnswer = (puzzleId: string, correct: boolean, timeMs: number, moves: PuzzleRatingMoves, ref?: QuizRef): RunAnswer => ({
  puzzleId,
  correct,
  timeMs,
  ...(moves.rated ? { learner: moves.learner, themeRating: moves.themeRating } : {}),
  ...(ref === undefined ? {} : { ref }),
});

/**
 * The earliest review due among the quizzes the run's answered puzzles are kept as, read from the
 * review schedule as it stands when the run is summed up (the store is the record; the screen only
 * shows it); undefined when none is scheduled.
 */
export const runNextDue = (store: Store, run: RunRecord): ApiResult<string | undefined> => {
  let earliest: number | undefined;
  for (const { ref } of run.answers) {
    if (ref === undefined) continue;
    const state = store.getReviewState(ref.packId, ref.quizId);
    if (!state.ok) return fromStoreError(state.error);
    const at = state.value === undefined ? Number.NaN : Date.parse(state.value.due);
    if (!Number.isNaN(at) && (earliest === undefined || at < earliest)) earliest = at;
  }
  return apiOk(earliest === undefined ? undefined : new Date(earliest).toISOString());
};

/** Ends a rush and records it once; a second call answers the record as it stands. */
export const finishRush = (store: Store, session: ServiceSession, rushId: string, now: Date): ApiResult<RushResult> => {
  const run = session.rushes.get(rushId);
  if (run === undefined) return apiErr('not-found', `no rush ${rushId}`);
  const { minutes } = run.started;
  const bests = store.puzzles.rushBests();
  if (!bests.ok) return fromStoreError(bests.error);
  // The run book keeps as many runs as the rush book keeps rushes; one evicted early is summed up empty.
  const book = session.runs.get(rushId) ?? session.runs.start('rush', new Date(run.started.startedAt), rushId);
  const nextDue = runNextDue(store, book);
  if (!nextDue.ok) return nextDue;
  const summary = {
    rushId,
    minutes,
    score: run.score,
    answered: run.answered,
    misses: run.missed.length,
    missed: [...run.missed],
    summary: finishRun(book, now, run.missed, nextDue.value),
  };
  if (run.finished) {
    // Recorded once: a second call answers the record as it stands.
    const runs = store.puzzles.rushRuns();
    if (!runs.ok) return fromStoreError(runs.error);
    return apiOk({ ...summary, best: bests.value[`${minutes}`], newBest: false, runs: runs.value[`${minutes}`] });
  }
  run.finished = true;
  run.pending = undefined;
  const previous = bests.value[`${minutes}`];
  const r = store.puzzles.recordRush({ minutes, score: run.score, misses: run.missed.length, missed: run.missed });
  if (!r.ok) return fromStoreError(r.error);
  return apiOk({ ...summary, best: r.value.best, newBest: run.score > previous, runs: r.value.runs });
};

/** The learner's puzzle record: ratings overall and by theme, their history, rush bests and runs. */
export const puzzleOverview = (store: Store): ApiResult<PuzzleOverview> => {
  const overall = learnerRatingOf(store, 'overall');
  if (!overall.ok) return overall;
  const themes: PuzzleOverview['themes'][number][] = [];
  for (const theme of PUZZLE_THEMES) {
    const r = store.puzzles.learnerRating(theme);
    if (!r.ok) return fromStoreError(r.error);
    if (r.value !== undefined) themes.push({ theme, rating: Math.round(r.value.rating), rd: Math.round(r.value.rd) });
  }
  const history = store.puzzles.ratingHistory();
  const bests = store.puzzles.rushBests();
  const runs = store.puzzles.rushRuns();
  if (!history.ok) return fromStoreError(history.error);
  if (!bests.ok) return fromStoreError(bests.error);
  if (!runs.ok) return fromStoreError(runs.error);
  return apiOk({
    overall: { rating: Math.round(overall.value.rating), rd: Math.round(overall.value.rd) },
    themes,
    history: history.value.map((h) => ({ ...h, rating: Math.round(h.rating), themeRating: Math.round(h.themeRating) })),
    rushBest: bests.value,
    rushRuns: runs.value,
  });
};
