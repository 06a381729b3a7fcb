/**
 * The blocking methods of the TrainerApi (block-types.ts). The sandbox's calls run in the engine's
 * exploration lane with its time limit and can be cancelled. A blocking puzzle is made in the engine
 * worker near the learner's "blocking" rating, served without its answer, and graded by the engine
 * against the board when answered (the legal set is computed again, never taken from the client).
 * Answered, it is kept as a quiz of the "Generated puzzles" pack and answered through submitAnswer,
 * as an attack puzzle is, so review (FSRS), the library and progress (with the step of CR 509.1 a
 * wrong answer failed) treat it like any quiz. The first answer moves the learner's overall and
 * blocking ratings and the puzzle's (Glicko-2), a rush's answer counts in its rush only.
 */
import { BLOCKING_THEME } from '#shared/generate/puzzle-kinds';
import { newPuzzle, type Glicko } from '#main/domain/puzzles/rating';
import type { BlockApi, BlockPuzzleOutcome } from '#main/contract/block-types';
import { apiErr, apiOk, fromStoreError } from '../errors.ts';
import { CANDIDATES, puzzleParts, RECENT, rememberServed, servingAim, sizeForRating } from './puzzle-service.ts';
import { storePuzzleQuiz } from './generated-pack.ts';
import { learnerRatingOf, ratePuzzleAnswer, runAnswer } from './puzzle-record.ts';
import type { UnratedReason } from '#main/contract/puzzle-types';
import type { ServiceContext } from '../service-context.ts';
import type { ApiResult } from '#main/contract/trainer-api';

export function createBlockMethods(ctx: ServiceContext): BlockApi {
  const { store, engine, method, session } = ctx;
  const served = session.blockPuzzles;
  const { rushes } = session;
  const parts = puzzleParts(ctx);

  const learnerOf = (scope: string): ApiResult<Glicko> => learnerRatingOf(store, scope);

  return {
    blockLegal: method('blockLegal', ({ board, limit }, run) => engine.run({ kind: 'block-legal', board, ...(limit === undefined ? {} : { limit }) }, run)),

    blockCheck: method('blockCheck', ({ board, declaration }, run) => engine.run({ kind: 'block-check', board, declaration }, run)),

    nextBlockPuzzle: method('nextBlockPuzzle', async (input) => {
      const learner = learnerOf(BLOCKING_THEME);
      if (!learner.ok) return learner;
      const aim = servingAim(ctx, input, learner.value);
      if (!aim.ok) return aim;
      const { rush, target, runId, belongs } = aim.value;
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
      rememberServed(served, { puzzle: p, submitted: false, ...belongs });
      if (rush !== undefined) rushes.served(rush, p.id);
      session.runs.served(runId, { puzzleId: p.id, kind: 'blocking', theme: BLOCKING_THEME, title: 'Blocking puzzle' });
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

    submitBlockPuzzle: method('submitBlockPuzzle', async ({ puzzleId, declarations, timeMs }, run): Promise<ApiResult<BlockPuzzleOutcome>> => {
      const entry = served.get(puzzleId);
      if (entry === undefined) return apiErr('not-found', `puzzle ${puzzleId} was not served here: ask for a puzzle first`);
      const p = entry.puzzle;
      const first = !entry.submitted;
      entry.submitted = true;
      // The engine grades against the board as served: the stored legal set is never the judge. A
      // declaration that does not fit the board is refused here, before anything is recorded.
      const scored = await engine.run({ kind: 'block-score', board: p.board, declarations }, run);
      if (!scored.ok) return scored;
      const s = scored.value;
      const ref = await storePuzzleQuiz(store, parts.saveUserQuiz, p);
      if (!ref.ok) return ref;
      // The first answer is graded as any opened quiz's; a later one finds the quiz answered (practice).
      if (first) session.servings.open(ref.value);
      const submitted = await parts.submitAnswer({ ...ref.value, answer: { type: 'legal-blocks', declarations }, timeMs, mode: 'rated' }, run);
      if (!submitted.ok) return submitted;
      // An empty list is "show the answer": always a miss, since every board has a legal declaration.
      const correct = s.correct && declarations.length > 0;
      const rush = entry.rushId === undefined ? undefined : rushes.get(entry.rushId);
      const tally = rush === undefined ? undefined : rushes.answer(rush, p.id, correct, ctx.now());
      const wasRated = store.puzzles.wasRated(p.id);
      if (!wasRated.ok) return fromStoreError(wasRated.error);
      const unrated: UnratedReason | undefined =
        entry.rushId !== undefined ? 'rush' : !first || submitted.value.answerShown !== undefined ? 'retry' : wasRated.value ? 'already-rated' : undefined;
      const rated = ratePuzzleAnswer(store, { puzzleId: p.id, theme: BLOCKING_THEME, rating: p.rating }, correct, unrated, submitted.value.attemptId);
      if (!rated.ok) return rated;
      if (first && (tally === undefined || tally.counted))
        session.runs.answered(entry.rushId ?? entry.runId, runAnswer(p.id, correct, timeMs, rated.value, ref.value));
      return apiOk({
        puzzleId: p.id,
        correct,
        legal: s.legal,
        missing: s.missing,
        missingCount: s.missingCount,
        extra: s.extra,
        extraCount: s.extraCount,
        ref: ref.value,
        ...rated.value,
        ...(tally === undefined ? {} : { rush: tally }),
      });
    }),
  };
}
