/**
 * The puzzle methods of the TrainerApi (puzzle-types.ts). A served puzzle is generated in the engine
 * worker near the learner's Glicko-2 rating; when answered it is saved as a quiz of the "Generated
 * puzzles" pack and answered through submitAnswer, so review (FSRS) and progress treat it like any
 * quiz, and then the learner's and the puzzle's ratings move (glicko2 library, src-main/domain/puzzles).
 */
import { isGeneratedPackId } from './reserved-ids.ts';
import { parseQuiz, QUIZ_PACK_FORMAT, QUIZ_PACK_LIMITS } from '#shared/quiz/index';
import { THEMES, type Puzzle, type Target, type Theme } from '#shared/generate/index';
import { NEW_LEARNER, newPuzzle, rateAnswer, targetRating, type Glicko } from '#main/domain/puzzles/rating';
import type { Store } from '#main/store/index';
import type { ApiEngine } from './engine.ts';
import { apiErr, apiOk, badInput, fromStoreError, invalidPack } from './errors.ts';
import { toLearnerQuiz } from '#main/contract/learner-quiz';
import { toStoredPack } from '#main/store/stored-pack';
import type { PuzzleApi, PuzzleOutcome, PuzzleOverview, RushResult, UnratedReason } from '#main/contract/puzzle-types';
import type { QuizRef, TrainerApi, TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import type { ApiInput } from './validate.ts';
import type { ServedPuzzleEntry, ServiceSession } from './service-session.ts';
import { rushOver } from './puzzle-rush.ts';

export const GENERATED_PACK_ID = 'generated-puzzles';
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
  readonly now: () => Date;
  readonly session: ServiceSession;
}

/** The board size that suits a rating (the generator's targets 1–4). */
export function sizeForRating(rating: number): Target {
  return rating < 1150 ? 1 : rating < 1450 ? 2 : rating < 1750 ? 3 : 4;
}

export function createPuzzleMethods(deps: PuzzleDeps): PuzzleApi {
  const { store, engine, method } = deps;
  const { puzzles: served, rushes, servings } = deps.session;

  const remember = (entry: ServedPuzzleEntry) => {
    served.delete(entry.puzzle.id);
    served.set(entry.puzzle.id, entry);
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
    const generated = packs.value.filter((x) => isGeneratedPackId(x.id)).sort((a, b) => a.id.length - b.id.length || a.id.localeCompare(b.id));
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

  return {
    nextPuzzle: method('nextPuzzle', async (input) => {
      const choice = input?.theme ?? 'mixed';
      const learner = learnerOf(choice === 'mixed' ? 'overall' : choice);
      if (!learner.ok) return learner;
      const rush = input?.rushId === undefined ? undefined : rushes.get(input.rushId);
      if (input?.rushId !== undefined) {
        if (rush === undefined) return apiErr('not-found', `no rush ${input.rushId}`);
        if (rushOver(rush, deps.now())) return badInput([{ path: 'rushId', message: 'this rush is over' }]);
      }
      const target = rush !== undefined ? rushes.nextTarget(rush) : (input?.rating ?? targetRating(learner.value.rating, input?.difficulty ?? 'same'));
      const size = sizeForRating(target);
      const candidates = Array.from({ length: CANDIDATES }, () => {
        const seed = deps.nextSeed() >>> 0;
        const theme: Theme = choice === 'mixed' ? THEMES[seed % THEMES.length]! : choice;
        return { seed, theme, target: size };
      });
      const recentIds = store.puzzles.recentPuzzles(RECENT);
      if (!recentIds.ok) return fromStoreError(recentIds.error);
      const recent = [...recentIds.value, ...served.keys(), ...[...served.values()].map((e) => e.puzzle.boardKey)];
      const generated = await engine.run({ kind: 'generate', candidates, targetRating: target, recent });
      if (!generated.ok) return generated;
      const p = generated.value;
      remember({ puzzle: p, submitted: false, ...(rush === undefined ? {} : { rushId: rush.started.rushId }) });
      if (rush !== undefined) rushes.served(rush, p.id);
      const rating = store.puzzles.ensurePuzzle(p.id, p.theme, newPuzzle(p.rating));
      if (!rating.ok) return fromStoreError(rating.error);
      const parsed = parseQuiz(p.quiz);
      if (!parsed.ok) return invalidPack(parsed.error, 'the generated puzzle is not valid');
      return apiOk({
        puzzleId: p.id,
        ...(rush === undefined ? {} : { rushId: rush.started.rushId }),
        theme: p.theme,
        quiz: toLearnerQuiz(parsed.value, GENERATED_PACK_ID),
        puzzleRating: Math.round(rating.value.rating),
        learner: { rating: Math.round(learner.value.rating), rd: Math.round(learner.value.rd) },
      });
    }),

    submitPuzzle: method('submitPuzzle', async ({ puzzleId, answer, timeMs }): Promise<ApiResult<PuzzleOutcome>> => {
      // Only a puzzle this service served can be answered: an id made up or kept from another run is
      // refused rather than rated (the generator would build it again from its seed).
      const entry = served.get(puzzleId);
      if (entry === undefined) return apiErr('not-found', `puzzle ${puzzleId} was not served here: ask for a puzzle first`);
      const p = entry.puzzle;
      const first = !entry.submitted;
      entry.submitted = true;
      const ref = await storeQuiz(p);
      if (!ref.ok) return ref;
      // The first answer is graded as any opened quiz's; a later one finds the quiz answered (practice).
      if (first) servings.open(ref.value);
      const submitted = await deps.submitAnswer({ ...ref.value, answer, timeMs, mode: 'rated' });
      if (!submitted.ok) return submitted;
      const correct = submitted.value.score.correct;
      const rush = entry.rushId === undefined ? undefined : rushes.get(entry.rushId);
      const tally = rush === undefined ? undefined : rushes.answer(rush, p.id, correct, deps.now());
      // Read after the awaits and written with none in between: no other answer can interleave.
      const overall = learnerOf('overall');
      const themed = learnerOf(p.theme);
      const before = store.puzzles.ensurePuzzle(p.id, p.theme, newPuzzle(p.rating));
      const rated = store.puzzles.wasRated(p.id);
      if (!overall.ok) return overall;
      if (!themed.ok) return themed;
      if (!before.ok) return fromStoreError(before.error);
      if (!rated.ok) return fromStoreError(rated.error);
      const common = { puzzleId: p.id, correct, score: submitted.value.score, quiz: submitted.value.quiz, ref: ref.value, ...(tally === undefined ? {} : { rush: tally }) };
      const round = (a: Glicko, b: Glicko) => ({ before: Math.round(a.rating), after: Math.round(b.rating) });
      const unrated: UnratedReason | undefined =
        entry.rushId !== undefined ? 'rush' : !first || submitted.value.answerShown !== undefined ? 'retry' : rated.value ? 'already-rated' : undefined;
      if (unrated !== undefined) {
        return apiOk({ ...common, rated: false, unrated, learner: round(overall.value, overall.value), themeRating: round(themed.value, themed.value), puzzleRating: round(before.value, before.value) });
      }
      const ratedAnswer = rateAnswer(overall.value, before.value, correct);
      const ratedTheme = rateAnswer(themed.value, before.value, correct);
      const recorded = store.puzzles.recordPuzzleAttempt({
        puzzleId: p.id,
        theme: p.theme,
        mode: 'puzzles',
        solved: correct,
        learnerBefore: overall.value,
        learnerAfter: ratedAnswer.learner,
        themeBefore: themed.value,
        themeAfter: ratedTheme.learner,
        puzzleBefore: before.value,
        puzzleAfter: ratedAnswer.puzzle,
        ...(submitted.value.attemptId === undefined ? {} : { attemptId: submitted.value.attemptId }),
      });
      if (!recorded.ok) return fromStoreError(recorded.error);
      return apiOk({
        ...common,
        rated: true,
        learner: round(overall.value, ratedAnswer.learner),
        themeRating: round(themed.value, ratedTheme.learner),
        puzzleRating: round(before.value, ratedAnswer.puzzle),
      });
    }),

    startRush: method('startRush', ({ minutes }) => apiOk(rushes.start(minutes, deps.now()))),

    finishRush: method('finishRush', ({ rushId }): ApiResult<RushResult> => {
      const run = rushes.get(rushId);
      if (run === undefined) return apiErr('not-found', `no rush ${rushId}`);
      const { minutes } = run.started;
      const bests = store.puzzles.rushBests();
      if (!bests.ok) return fromStoreError(bests.error);
      const summary = { rushId, minutes, score: run.score, answered: run.answered, misses: run.missed.length, missed: [...run.missed] };
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
    }),
  };
}

