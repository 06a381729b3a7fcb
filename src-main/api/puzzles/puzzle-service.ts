/**
 * The puzzle methods of the TrainerApi (puzzle-types.ts). A served puzzle is generated in the engine
 * worker near the learner's Glicko-2 rating; when answered it is saved as a quiz of the "Generated
 * puzzles" pack (generated-pack.ts) and answered through submitAnswer, so review (FSRS) and progress
 * treat it like any quiz, and then the learner's and the puzzle's ratings move (glicko2 library,
 * src-main/domain/puzzles).
 */
import { parseQuiz } from '#shared/quiz/index';
import { THEMES, type Target, type Theme } from '#shared/generate/index';
import { newPuzzle, targetRating, type Glicko } from '#main/domain/puzzles/rating';
import type { RunOptions } from '#main/worker/runner';
import { apiErr, apiOk, badInput, fromStoreError, invalidPack } from '../errors.ts';
import { toLearnerQuiz } from '#main/contract/learner-quiz';
import type { PuzzleApi, PuzzleDifficulty, PuzzleOutcome, ServedPuzzle, UnratedReason } from '#main/contract/puzzle-types';
import type { ApiResult } from '#main/contract/api-result';
import type { TrainerApi } from '#main/contract/trainer-api';
import type { ApiInput } from '../validate.ts';
import type { ServiceContext } from '../service-context.ts';
import { rushOver, type RushRun } from './puzzle-rush.ts';
import { createAnswerMethods } from '../answer-service.ts';
import { createPackMethods } from '../pack-service.ts';
import { GENERATED_PACK_ID, storePuzzleQuiz } from './generated-pack.ts';
import { finishRush, learnerRatingOf, puzzleOverview, ratePuzzleAnswer, runAnswer, runNextDue } from './puzzle-record.ts';
import { finishRun } from './puzzle-runs.ts';

export { GENERATED_PACK_ID };

/** Candidates generated per served puzzle: the one nearest the target rating is served. */
export const CANDIDATES = 4;
/** Puzzles kept in memory between serving and answering. */
const SERVED_CACHE = 200;
/** Recently answered puzzles are not served again. */
export const RECENT = 200;

/** The board size that suits a rating (the generator's targets 1–4). */
export function sizeForRating(rating: number): Target {
  return rating < 1150 ? 1 : rating < 1450 ? 2 : rating < 1750 ? 3 : 4;
}

/** The methods of other parts a puzzle goes through. */
export interface PartsUsed {
  readonly submitAnswer: ReturnType<typeof createAnswerMethods>['submitAnswer'];
  readonly saveUserQuiz: TrainerApi['saveUserQuiz'];
}

/** A puzzle (attack or blocking) is answered as a quiz and kept in a pack: those parts' methods, made from the same context. */
export const puzzleParts = (ctx: ServiceContext): PartsUsed => ({
  submitAnswer: createAnswerMethods(ctx).submitAnswer,
  saveUserQuiz: createPackMethods(ctx).saveUserQuiz,
});

/** Keeps a served puzzle until it is answered (the SERVED_CACHE most recent ones, attack or blocking). */
export function rememberServed<Entry extends { readonly puzzle: { readonly id: string } }>(served: Map<string, Entry>, entry: Entry): void {
  served.delete(entry.puzzle.id);
  served.set(entry.puzzle.id, entry);
  if (served.size > SERVED_CACHE) served.delete(served.keys().next().value!);
}

/** What a served puzzle is aimed at: the rush's next target inside a rush, else the asked or the learner's rating. */
export interface ServingAim {
  readonly rush: RushRun | undefined;
  readonly target: number;
  /** The run or rush whose summary counts the puzzle. */
  readonly runId: string | undefined;
  /** What the served entry keeps of it: the rush or the run it belongs to. */
  readonly belongs: { readonly rushId?: string; readonly runId?: string };
}

/** The rush a puzzle is asked for (refused when unknown or over) and the rating it is aimed at. */
export function servingAim(
  ctx: ServiceContext,
  input: { readonly rushId?: string; readonly runId?: string; readonly rating?: number; readonly difficulty?: PuzzleDifficulty } | undefined,
  learner: Glicko,
): ApiResult<ServingAim> {
  const { rushes, runs } = ctx.session;
  const rush = input?.rushId === undefined ? undefined : rushes.get(input.rushId);
  if (input?.rushId !== undefined) {
    if (rush === undefined) return apiErr('not-found', `no rush ${input.rushId}`);
    if (rushOver(rush, ctx.now())) return badInput([{ path: 'rushId', message: 'this rush is over' }]);
  }
  if (input?.runId !== undefined) {
    const run = runs.get(input.runId);
    if (run === undefined || run.mode !== 'puzzles') return apiErr('not-found', `no run of puzzles ${input.runId}`);
    if (run.finishedAt !== undefined) return badInput([{ path: 'runId', message: 'this run of puzzles is over' }]);
  }
  const target = rush !== undefined ? rushes.nextTarget(rush) : (input?.rating ?? targetRating(learner.rating, input?.difficulty ?? 'same'));
  const runId = rush?.started.rushId ?? input?.runId;
  const belongs = rush !== undefined ? { rushId: rush.started.rushId } : input?.runId !== undefined ? { runId: input.runId } : {};
  return apiOk({ rush, target, runId, belongs });
}

/** nextPuzzle: a puzzle generated near the learner's rating (or the rush's next target), not one seen lately. */
async function servePuzzle(ctx: ServiceContext, input: ApiInput<'nextPuzzle'>, run: RunOptions): Promise<ApiResult<ServedPuzzle>> {
  const { store, engine, session } = ctx;
  const { puzzles: served, rushes } = session;
  const choice = input?.theme ?? 'mixed';
  const learner = learnerRatingOf(store, choice === 'mixed' ? 'overall' : choice);
  if (!learner.ok) return learner;
  const aim = servingAim(ctx, input, learner.value);
  if (!aim.ok) return aim;
  const { rush, target, runId, belongs } = aim.value;
  const size = sizeForRating(target);
  const candidates = Array.from({ length: CANDIDATES }, () => {
    const seed = ctx.nextSeed() >>> 0;
    const theme: Theme = choice === 'mixed' ? THEMES[seed % THEMES.length]! : choice;
    return { seed, theme, target: size };
  });
  const recentIds = store.puzzles.recentPuzzles(RECENT);
  if (!recentIds.ok) return fromStoreError(recentIds.error);
  const recent = [...recentIds.value, ...served.keys(), ...[...served.values()].map((e) => e.puzzle.boardKey)];
  const generated = await engine.run({ kind: 'generate', candidates, targetRating: target, recent }, run);
  if (!generated.ok) return generated;
  const p = generated.value;
  rememberServed(session.puzzles, { puzzle: p, submitted: false, ...belongs });
  if (rush !== undefined) rushes.served(rush, p.id);
  const rating = store.puzzles.ensurePuzzle(p.id, p.theme, newPuzzle(p.rating));
  if (!rating.ok) return fromStoreError(rating.error);
  const parsed = parseQuiz(p.quiz);
  if (!parsed.ok) return invalidPack(parsed.error, 'the generated puzzle is not valid');
  session.runs.served(runId, { puzzleId: p.id, kind: 'attack', theme: p.theme, title: parsed.value.title });
  return apiOk({
    puzzleId: p.id,
    ...(rush === undefined ? {} : { rushId: rush.started.rushId }),
    theme: p.theme,
    quiz: toLearnerQuiz(parsed.value, GENERATED_PACK_ID),
    puzzleRating: Math.round(rating.value.rating),
    learner: { rating: Math.round(learner.value.rating), rd: Math.round(learner.value.rd) },
  });
}

/** submitPuzzle: the answer graded as any quiz's, then the ratings moved (once per puzzle, never in a rush). */
async function answerPuzzle(
  ctx: ServiceContext,
  parts: PartsUsed,
  { puzzleId, answer, timeMs }: ApiInput<'submitPuzzle'>,
  run: RunOptions,
): Promise<ApiResult<PuzzleOutcome>> {
  const { store, session } = ctx;
  // Only a puzzle this service served can be answered: an id made up or kept from another run is
  // refused rather than rated (the generator would build it again from its seed).
  const entry = session.puzzles.get(puzzleId);
  if (entry === undefined) return apiErr('not-found', `puzzle ${puzzleId} was not served here: ask for a puzzle first`);
  const p = entry.puzzle;
  const first = !entry.submitted;
  entry.submitted = true;
  const ref = await storePuzzleQuiz(ctx.store, parts.saveUserQuiz, p);
  if (!ref.ok) return ref;
  // The first answer is graded as any opened quiz's; a later one finds the quiz answered (practice).
  if (first) session.servings.open(ref.value);
  const submitted = await parts.submitAnswer({ ...ref.value, answer, timeMs, mode: 'rated' }, run);
  if (!submitted.ok) return submitted;
  const correct = submitted.value.score.correct;
  const rush = entry.rushId === undefined ? undefined : session.rushes.get(entry.rushId);
  const tally = rush === undefined ? undefined : session.rushes.answer(rush, p.id, correct, ctx.now());
  // Read after the awaits and written with none in between: no other answer can interleave.
  const rated = store.puzzles.wasRated(p.id);
  if (!rated.ok) return fromStoreError(rated.error);
  const unrated: UnratedReason | undefined =
    entry.rushId !== undefined ? 'rush' : !first || submitted.value.answerShown !== undefined ? 'retry' : rated.value ? 'already-rated' : undefined;
  const moves = ratePuzzleAnswer(store, { puzzleId: p.id, theme: p.theme, rating: p.rating }, correct, unrated, submitted.value.attemptId);
  if (!moves.ok) return moves;
  // The run's summary counts the first answer, and a rush's only while the rush counted it.
  if (first && (tally === undefined || tally.counted))
    session.runs.answered(entry.rushId ?? entry.runId, runAnswer(p.id, correct, timeMs, moves.value, ref.value));
  return apiOk({
    puzzleId: p.id,
    correct,
    score: submitted.value.score,
    quiz: submitted.value.quiz,
    ref: ref.value,
    ...(tally === undefined ? {} : { rush: tally }),
    ...moves.value,
  });
}

export function createPuzzleMethods(ctx: ServiceContext): PuzzleApi {
  const { store, method, session } = ctx;
  const parts = puzzleParts(ctx);
  return {
    nextPuzzle: method('nextPuzzle', (input, run) => servePuzzle(ctx, input, run)),
    submitPuzzle: method('submitPuzzle', (input, run) => answerPuzzle(ctx, parts, input, run)),
    startRush: method('startRush', ({ minutes }) => {
      const started = session.rushes.start(minutes, ctx.now());
      session.runs.start('rush', new Date(started.startedAt), started.rushId);
      return apiOk(started);
    }),
    finishRush: method('finishRush', ({ rushId }) => finishRush(store, session, rushId, ctx.now())),
    puzzleOverview: method('puzzleOverview', () => puzzleOverview(store)),
    startPuzzleRun: method('startPuzzleRun', () => {
      const run = session.runs.start('puzzles', ctx.now());
      return apiOk({ runId: run.runId, startedAt: run.startedAt });
    }),
    finishPuzzleRun: method('finishPuzzleRun', ({ runId }) => {
      const run = session.runs.get(runId);
      if (run === undefined || run.mode !== 'puzzles') return apiErr('not-found', `no run of puzzles ${runId}`);
      const nextDue = runNextDue(store, run);
      return nextDue.ok ? apiOk(finishRun(run, ctx.now(), [], nextDue.value)) : nextDue;
    }),
  };
}
