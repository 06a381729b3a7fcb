/**
 * The blocking methods of the TrainerApi (block-types.ts). The sandbox's calls run in the engine's
 * exploration lane with its time limit and can be cancelled. A blocking puzzle is made in the engine
 * worker near the learner's "blocking" rating, served without its answer, and graded by the engine
 * against the board when answered (the legal set is computed again, never taken from the client);
 * the first answer moves the learner's overall and blocking ratings and the puzzle's (Glicko-2), a
 * rush's answer counts in its rush only.
 */
import { BLOCKING_THEME } from '#shared/generate/puzzle-kinds';
import { NEW_LEARNER, newPuzzle, rateAnswer, targetRating, type Glicko } from '#main/domain/puzzles/rating';
import type { Store } from '#main/store/index';
import type { RatedBlockPuzzle } from '#main/worker/block-jobs';
import type { BlockApi, BlockPuzzleOutcome } from '#main/contract/block-types';
import { apiErr, apiOk, badInput, fromStoreError } from './errors.ts';
import { sizeForRating } from './puzzle-service.ts';
import { rushOver } from './puzzle-rush.ts';
import type { UnratedReason } from '#main/contract/puzzle-types';
import type { ServedBlockEntry } from './service-session.ts';
import type { ServiceContext } from './service-context.ts';
import type { ApiResult } from '#main/contract/trainer-api';

/** Candidates made per served puzzle: the one nearest the target rating is served. */
const CANDIDATES = 4;
/** Puzzles kept in memory between serving and answering. */
const SERVED_CACHE = 200;
const RECENT = 200;

const learnerRating = (store: Store, scope: string): ApiResult<Glicko> => {
  const r = store.puzzles.learnerRating(scope);
  return r.ok ? apiOk(r.value ?? NEW_LEARNER) : fromStoreError(r.error);
};

/** The ratings after a blocking answer: moved and recorded once, else as they stand with the reason. */
function rateBlockAnswer(store: Store, p: RatedBlockPuzzle, correct: boolean, unrated: UnratedReason | undefined) {
  const learnerOf = (scope: string): ApiResult<Glicko> => learnerRating(store, scope);
  const overall = learnerOf('overall');
  const themed = learnerOf(BLOCKING_THEME);
  const before = store.puzzles.ensurePuzzle(p.id, BLOCKING_THEME, newPuzzle(p.rating));
  if (!overall.ok) return overall;
  if (!themed.ok) return themed;
  if (!before.ok) return fromStoreError(before.error);
  const round = (a: Glicko, b: Glicko) => ({ before: Math.round(a.rating), after: Math.round(b.rating) });
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
    puzzleId: p.id,
    theme: BLOCKING_THEME,
    mode: 'puzzles',
    solved: correct,
    learnerBefore: overall.value,
    learnerAfter: answer.learner,
    themeBefore: themed.value,
    themeAfter: theme.learner,
    puzzleBefore: before.value,
    puzzleAfter: answer.puzzle,
  });
  if (!recorded.ok) return fromStoreError(recorded.error);
  return apiOk({
    rated: true,
    learner: round(overall.value, answer.learner),
    themeRating: round(themed.value, theme.learner),
    puzzleRating: round(before.value, answer.puzzle),
  });
}

export function createBlockMethods(ctx: ServiceContext): BlockApi {
  const { store, engine, method, session } = ctx;
  const served = session.blockPuzzles;
  const { rushes } = session;

  const remember = (entry: ServedBlockEntry) => {
    served.delete(entry.puzzle.id);
    served.set(entry.puzzle.id, entry);
    if (served.size > SERVED_CACHE) served.delete(served.keys().next().value!);
  };

  const learnerOf = (scope: string): ApiResult<Glicko> => learnerRating(store, scope);
  const rate = (p: RatedBlockPuzzle, correct: boolean, unrated: UnratedReason | undefined) => rateBlockAnswer(store, p, correct, unrated);

  return {
    blockLegal: method('blockLegal', ({ board, limit }, run) => engine.run({ kind: 'block-legal', board, ...(limit === undefined ? {} : { limit }) }, run)),

    blockCheck: method('blockCheck', ({ board, declaration }, run) => engine.run({ kind: 'block-check', board, declaration }, run)),

    nextBlockPuzzle: method('nextBlockPuzzle', async (input) => {
      const learner = learnerOf(BLOCKING_THEME);
      if (!learner.ok) return learner;
      const rush = input?.rushId === undefined ? undefined : rushes.get(input.rushId);
      if (input?.rushId !== undefined) {
        if (rush === undefined) return apiErr('not-found', `no rush ${input.rushId}`);
        if (rushOver(rush, ctx.now())) return badInput([{ path: 'rushId', message: 'this rush is over' }]);
      }
      const target = rush !== undefined ? rushes.nextTarget(rush) : (input?.rating ?? targetRating(learner.value.rating, input?.difficulty ?? 'same'));
      const size = sizeForRating(target);
      const candidates = Array.from({ length: CANDIDATES }, () => ({ seed: ctx.nextSeed() >>> 0, target: size }));
      const recentIds = store.puzzles.recentPuzzles(RECENT);
      if (!recentIds.ok) return fromStoreError(recentIds.error);
      const generated = await engine.run({
        kind: 'block-generate',
        candidates,
        targetRating: target,
        recent: [...recentIds.value, ...served.keys()],
      });
      if (!generated.ok) return generated;
      const p = generated.value;
      remember({ puzzle: p, submitted: false, ...(rush === undefined ? {} : { rushId: rush.started.rushId }) });
      if (rush !== undefined) rushes.served(rush, p.id);
      const rating = store.puzzles.ensurePuzzle(p.id, BLOCKING_THEME, newPuzzle(p.rating));
      if (!rating.ok) return fromStoreError(rating.error);
      return apiOk({
        puzzleId: p.id,
        ...(rush === undefined ? {} : { rushId: rush.started.rushId }),
        theme: BLOCKING_THEME,
        prompt: p.prompt,
        board: p.board,
        puzzleRating: Math.round(rating.value.rating),
        learner: { rating: Math.round(learner.value.rating), rd: Math.round(learner.value.rd) },
      });
    }),

    submitBlockPuzzle: method('submitBlockPuzzle', async ({ puzzleId, declarations }): Promise<ApiResult<BlockPuzzleOutcome>> => {
      const entry = served.get(puzzleId);
      if (entry === undefined) return apiErr('not-found', `puzzle ${puzzleId} was not served here: ask for a puzzle first`);
      const p = entry.puzzle;
      const first = !entry.submitted;
      entry.submitted = true;
      // The engine grades against the board as served: the stored legal set is never the judge.
      const scored = await engine.run({ kind: 'block-score', board: p.board, declarations });
      if (!scored.ok) return scored;
      const s = scored.value;
      // An empty list is "show the answer": always a miss, since every board has a legal declaration.
      const correct = s.correct && declarations.length > 0;
      const rush = entry.rushId === undefined ? undefined : rushes.get(entry.rushId);
      const tally = rush === undefined ? undefined : rushes.answer(rush, p.id, correct, ctx.now());
      const wasRated = store.puzzles.wasRated(p.id);
      if (!wasRated.ok) return fromStoreError(wasRated.error);
      const unrated: UnratedReason | undefined = entry.rushId !== undefined ? 'rush' : !first ? 'retry' : wasRated.value ? 'already-rated' : undefined;
      const rated = rate(p, correct, unrated);
      if (!rated.ok) return rated;
      return apiOk({
        puzzleId: p.id,
        correct,
        legal: s.legal,
        missing: s.missing,
        missingCount: s.missingCount,
        extra: s.extra,
        extraCount: s.extraCount,
        ...rated.value,
        ...(tally === undefined ? {} : { rush: tally }),
      });
    }),
  };
}
