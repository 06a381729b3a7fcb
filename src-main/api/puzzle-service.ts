/**
 * The puzzle methods of the TrainerApi (puzzle-types.ts). A served puzzle is generated in the engine
 * worker near the learner's Glicko-2 rating; when answered it is saved as a quiz of the "Generated
 * puzzles" pack and answered through submitAnswer, so review (FSRS) and progress treat it like any
 * quiz, and then the learner's and the puzzle's ratings move (glicko2 library, src-main/puzzles).
 */
import { parseQuiz, QUIZ_PACK_FORMAT, QUIZ_PACK_LIMITS } from '#shared/quiz/index';
import { GENERATOR_VERSION, parsePuzzleId, THEMES, type Puzzle, type Target, type Theme } from '#shared/generate/index';
import { NEW_LEARNER, newPuzzle, rateAnswer, targetRating, type Glicko } from '#main/puzzles/rating';
import type { Store } from '#main/store/index';
import type { ApiEngine } from './engine.ts';
import { apiErr, apiOk, fromStoreError, invalidPack } from './errors.ts';
import { toLearnerQuiz } from './learner-quiz.ts';
import { toStoredPack } from '#main/store/stored-pack';
import type { PuzzleApi, PuzzleOverview } from './puzzle-types.ts';
import type { ApiResult, QuizRef, TrainerApi, TrainerApiMethod } from './trainer-api.ts';
import type { ApiInput } from './validate.ts';

export const GENERATED_PACK_ID = 'generated-puzzles';
const GENERATED_PACK = /^generated-puzzles(-\d+)?$/;
/** Candidates generated per served puzzle: the one nearest the target rating is served. */
const CANDIDATES = 4;
/** Puzzles kept in memory between serving and answering. */
const SERVED_CACHE = 200;
/** Recently answered puzzles are not served again. */
const RECENT = 200;

type Method = <M extends TrainerApiMethod, T>(name: M, body: (input: ApiInput<M>) => ApiResult<T> | Promise<ApiResult<T>>) => (raw?: unknown) => Promise<ApiResult<T>>;

export interface PuzzleDeps {
  readonly store: Store;
  readonly engine: ApiEngine;
  readonly method: Method;
  readonly submitAnswer: TrainerApi['submitAnswer'];
  readonly saveUserQuiz: TrainerApi['saveUserQuiz'];
  readonly nextSeed: () => number;
}

/** The board size that suits a rating (the generator's targets 1–4). */
export function sizeForRating(rating: number): Target {
  return rating < 1150 ? 1 : rating < 1450 ? 2 : rating < 1750 ? 3 : 4;
}

export function createPuzzleMethods(deps: PuzzleDeps): PuzzleApi {
  const { store, engine, method } = deps;
  const served = new Map<string, Puzzle>();

  const remember = (p: Puzzle) => {
    served.set(p.id, p);
    if (served.size > SERVED_CACHE) served.delete(served.keys().next().value!);
  };

  const learnerOf = (scope: string): ApiResult<Glicko> => {
    const r = store.puzzles.learnerRating(scope);
    return r.ok ? apiOk(r.value ?? NEW_LEARNER) : fromStoreError(r.error);
  };

  /** The stored quiz of a puzzle, saving it into a "Generated puzzles" pack with room the first time. */
  const storeQuiz = async (p: Puzzle): Promise<ApiResult<QuizRef>> => {
    const packs = store.listPacks();
    if (!packs.ok) return fromStoreError(packs.error);
    const generated = packs.value.filter((x) => GENERATED_PACK.test(x.id)).sort((a, b) => a.id.length - b.id.length || a.id.localeCompare(b.id));
    for (const pack of generated) if (store.getQuiz(pack.id, p.id).ok) return apiOk({ packId: pack.id, quizId: p.id });
    const room = generated.find((x) => x.quizCount < QUIZ_PACK_LIMITS.maxQuizzes);
    if (room !== undefined) return deps.saveUserQuiz({ packId: room.id, quiz: p.quiz });
    const packId = generated.length === 0 ? GENERATED_PACK_ID : `${GENERATED_PACK_ID}-${generated.length + 1}`;
    const parsed = parseQuiz(p.quiz);
    if (!parsed.ok) return invalidPack(parsed.error, 'the generated puzzle is not valid');
    const pack = {
      format: QUIZ_PACK_FORMAT,
      id: packId,
      title: generated.length === 0 ? 'Generated puzzles' : `Generated puzzles ${generated.length + 1}`,
      description: 'Puzzles from the generator that you answered: reviewed and counted like any quiz.',
      author: 'Attack Trainer puzzle generator',
      version: '1',
      quizzes: [parsed.value],
    } as const;
    const stored = store.importPack(toStoredPack(pack, false));
    if (!stored.ok) return fromStoreError(stored.error);
    return apiOk({ packId, quizId: p.id });
  };

  /** A puzzle served earlier, or regenerated from its id (the generator is deterministic). */
  const puzzleOf = async (id: string): Promise<ApiResult<Puzzle>> => {
    const known = served.get(id);
    if (known !== undefined) return apiOk(known);
    const spec = parsePuzzleId(id);
    if (spec === undefined) return apiErr('not-found', `no puzzle ${id}`);
    // Another generator version builds another puzzle from the same seed: refuse rather than answer it.
    if (spec.version !== GENERATOR_VERSION) return apiErr('not-found', `${id} was made by generator version ${spec.version}; this is version ${GENERATOR_VERSION}`);
    const r = await engine.run({ kind: 'generate', candidates: [{ seed: spec.seed, theme: spec.theme, target: spec.target }], targetRating: 0, recent: [] });
    if (r.ok) remember(r.value);
    return r;
  };

  return {
    nextPuzzle: method('nextPuzzle', async (input) => {
      const choice = input?.theme ?? 'mixed';
      const learner = learnerOf(choice === 'mixed' ? 'overall' : choice);
      if (!learner.ok) return learner;
      const target = input?.rating ?? targetRating(learner.value.rating, input?.difficulty ?? 'same');
      const size = sizeForRating(target);
      const candidates = Array.from({ length: CANDIDATES }, () => {
        const seed = deps.nextSeed() >>> 0;
        const theme: Theme = choice === 'mixed' ? THEMES[seed % THEMES.length]! : choice;
        return { seed, theme, target: size };
      });
      const recentIds = store.puzzles.recentPuzzles(RECENT);
      if (!recentIds.ok) return fromStoreError(recentIds.error);
      const recent = [...recentIds.value, ...served.keys(), ...[...served.values()].map((p) => p.boardKey)];
      const generated = await engine.run({ kind: 'generate', candidates, targetRating: target, recent });
      if (!generated.ok) return generated;
      const p = generated.value;
      remember(p);
      const rating = store.puzzles.ensurePuzzle(p.id, p.theme, newPuzzle(p.rating));
      if (!rating.ok) return fromStoreError(rating.error);
      const parsed = parseQuiz(p.quiz);
      if (!parsed.ok) return invalidPack(parsed.error, 'the generated puzzle is not valid');
      return apiOk({
        puzzleId: p.id,
        theme: p.theme,
        quiz: toLearnerQuiz(parsed.value, GENERATED_PACK_ID),
        puzzleRating: Math.round(rating.value.rating),
        learner: { rating: Math.round(learner.value.rating), rd: Math.round(learner.value.rd) },
      });
    }),

    submitPuzzle: method('submitPuzzle', async ({ puzzleId, answer, timeMs, mode = 'puzzles' }) => {
      const puzzle = await puzzleOf(puzzleId);
      if (!puzzle.ok) return puzzle;
      const p = puzzle.value;
      const ref = await storeQuiz(p);
      if (!ref.ok) return ref;
      const submitted = await deps.submitAnswer({ ...ref.value, answer, timeMs, mode: 'rated' });
      if (!submitted.ok) return submitted;
      const correct = submitted.value.score.correct;
      // Read after the awaits and written with none in between: no other answer can interleave.
      const overall = learnerOf('overall');
      const themed = learnerOf(p.theme);
      const before = store.puzzles.ensurePuzzle(p.id, p.theme, newPuzzle(p.rating));
      if (!overall.ok) return overall;
      if (!themed.ok) return themed;
      if (!before.ok) return fromStoreError(before.error);
      const rated = rateAnswer(overall.value, before.value, correct);
      const ratedTheme = rateAnswer(themed.value, before.value, correct);
      const recorded = store.puzzles.recordPuzzleAttempt({
        puzzleId: p.id,
        theme: p.theme,
        mode,
        solved: correct,
        learnerBefore: overall.value,
        learnerAfter: rated.learner,
        themeBefore: themed.value,
        themeAfter: ratedTheme.learner,
        puzzleBefore: before.value,
        puzzleAfter: rated.puzzle,
        attemptId: submitted.value.attemptId,
      });
      if (!recorded.ok) return fromStoreError(recorded.error);
      const round = (a: Glicko, b: Glicko) => ({ before: Math.round(a.rating), after: Math.round(b.rating) });
      return apiOk({
        puzzleId: p.id,
        correct,
        score: submitted.value.score,
        quiz: submitted.value.quiz,
        ref: ref.value,
        learner: round(overall.value, rated.learner),
        themeRating: round(themed.value, ratedTheme.learner),
        puzzleRating: round(before.value, rated.puzzle),
      });
    }),

    finishRush: method('finishRush', ({ minutes, score, missed }) => {
      const bests = store.puzzles.rushBests();
      if (!bests.ok) return fromStoreError(bests.error);
      const previous = bests.value[String(minutes) as '3' | '5'];
      const r = store.puzzles.recordRush({ minutes, score, misses: missed.length, missed });
      if (!r.ok) return fromStoreError(r.error);
      return apiOk({ best: r.value.best, newBest: score > previous });
    }),

    puzzleOverview: method('puzzleOverview', () => {
      const overall = learnerOf('overall');
      if (!overall.ok) return overall;
      const themes: PuzzleOverview['themes'][number][] = [];
      for (const theme of THEMES) {
        const r = store.puzzles.learnerRating(theme);
        if (!r.ok) return fromStoreError(r.error);
        if (r.value !== undefined) themes.push({ theme, rating: Math.round(r.value.rating), rd: Math.round(r.value.rd) });
      }
      const history = store.puzzles.ratingHistory();
      const bests = store.puzzles.rushBests();
      if (!history.ok) return fromStoreError(history.error);
      if (!bests.ok) return fromStoreError(bests.error);
      return apiOk({
        overall: { rating: Math.round(overall.value.rating), rd: Math.round(overall.value.rd) },
        themes,
        history: history.value.map((h) => ({ ...h, rating: Math.round(h.rating), themeRating: Math.round(h.themeRating) })),
        rushBest: bests.value,
      });
    }),
  };
}

