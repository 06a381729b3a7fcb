/**
 * A learner's calls never wait behind exploration or authoring: the service over a real store and the
 * worker runner (the test worker: the production jobs, plus `spin-<ms>` boards and quizzes that
 * busy-wait, test/api/test-worker.ts). Every other lane is saturated — a running heavy job and a full
 * queue behind it, as an author's previews and a sandbox's legal sets make them — and each learner
 * call must answer within a second. The waits are printed: they are the figures of docs/security.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Declaration } from '#shared/engine/index';
import { createTrainerService } from '#main/api/service';
import type { TrainerApi } from '#main/contract/trainer-api';
import { openAppStore } from '#main/core/open-app-store';
import type { Store } from '#main/store/index';
import { createEngineRunner, type EngineRunner } from '#main/worker/runner';
import { CUB_GOBLIN_BOARD, validRawPack } from '../quiz/fixtures.ts';
import { makeTempDir } from '../store/fixtures.ts';
import { buildWorker, failure, value } from './helpers.ts';

const SPIN_MS = 30_000;
/** The goal of the learner's calls while the other lanes are saturated. */
const WAIT_LIMIT_MS = 1_000;

let worker: { url: URL; cleanup: () => void };
let temp: { dir: string; cleanup: () => void };
let store: Store;
let runner: EngineRunner;
let api: TrainerApi;

beforeAll(async () => {
  worker = buildWorker('test/api/test-worker.ts');
  temp = makeTempDir();
  const opened = openAppStore(temp.dir);
  if (!opened.ok) throw new Error(opened.error.join('\n'));
  store = opened.value;
  runner = createEngineRunner({ workerUrl: worker.url, timeLimitMs: 60_000 });
  let seed = 1;
  api = createTrainerService(store, runner, { seed: () => seed++ });
  value(await api.importPack({ text: JSON.stringify(validRawPack()) }));
}, 180_000);
afterAll(async () => {
  await runner.close();
  store.close();
  temp.cleanup();
  worker.cleanup();
});

/** Waits longer than this are reported as this, and the call is awaited after the heavy jobs are cancelled. */
const GIVE_UP_MS = 5_000;

/** The call's time, or GIVE_UP_MS when it had not answered by then (its result is then read later). */
const timed = async <T>(call: () => Promise<T>): Promise<{ result: Promise<T>; ms: number }> => {
  const started = performance.now();
  const result = call();
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    result.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), GIVE_UP_MS);
    }),
  ]);
  clearTimeout(timer);
  return { result, ms: answered ? Math.round(performance.now() - started) : GIVE_UP_MS };
};

const DECLARATIONS: Declaration[] = [{ attacks: { cub: 'opp', goblin: 'opp' } }, { attacks: { goblin: 'opp' } }];
const ANSWER = { type: 'legal-sets' as const, declarations: DECLARATIONS };

describe('lanes', () => {
  it('submitting, the next puzzle and the next review answer within 1 s while authoring and exploration are saturated', async () => {
    const heavyQuiz = { ...validRawPack().quizzes[0], id: `spin-${SPIN_MS}` };
    // Every lane's worker is loaded first: the figure is the wait behind other work, not a thread's boot.
    value(await api.scoreQuiz({ quiz: validRawPack().quizzes[0], answer: ANSWER }));
    value(await api.legal({ board: CUB_GOBLIN_BOARD }));
    value(await api.submitAnswer({ packId: 'fixture', quizId: 'legal', answer: ANSWER, timeMs: 1000, mode: 'practice' }));

    const stop = new AbortController();
    const options = { signal: stop.signal };
    // Four heavy previews (one running, three queued) and six heavy legal sets (one running, five queued).
    const previews = Array.from({ length: 4 }, () => api.scoreQuiz({ quiz: heavyQuiz, answer: ANSWER }, options));
    const explored = Array.from({ length: 6 }, () => api.legal({ board: { id: `spin-${SPIN_MS}` } }, options));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const submit = await timed(() => api.submitAnswer({ packId: 'fixture', quizId: 'legal', answer: ANSWER, timeMs: 3000 }));
    const puzzle = await timed(() => api.nextPuzzle({ theme: 'restrictions' }));
    const review = await timed(() => api.reviewQueue());
    const quiz = await timed(() => api.getQuiz({ packId: 'fixture', quizId: 'legal' }));
    stop.abort();
    console.log(
      `learner waits with authoring and exploration saturated: submitAnswer ${submit.ms} ms, nextPuzzle ${puzzle.ms} ms, reviewQueue ${review.ms} ms, getQuiz ${quiz.ms} ms`,
    );

    expect(value(await submit.result).score.correct).toBe(true);
    expect(value(await puzzle.result).puzzleId).toMatch(/restrictions/);
    value(await review.result);
    value(await quiz.result);
    expect(submit.ms).toBeLessThanOrEqual(WAIT_LIMIT_MS);
    expect(puzzle.ms).toBeLessThanOrEqual(WAIT_LIMIT_MS);
    expect(review.ms).toBeLessThanOrEqual(WAIT_LIMIT_MS);
    expect(quiz.ms).toBeLessThanOrEqual(WAIT_LIMIT_MS);
    // The heavy calls were still running or waiting: the lanes were saturated throughout.
    const codes = [...(await Promise.all(previews)).map((r) => failure(r).code), ...(await Promise.all(explored)).map((r) => failure(r).code)];
    expect(codes).toEqual(Array(10).fill('cancelled'));
  }, 60_000);

  it('an author preview waits behind previews, not behind exploration (a lane of its own, below the learner)', async () => {
    const stop = new AbortController();
    const explored = Array.from({ length: 6 }, () => api.legal({ board: { id: `spin-${SPIN_MS}` } }, { signal: stop.signal }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const preview = await timed(() => api.scoreQuiz({ quiz: validRawPack().quizzes[0], answer: ANSWER }));
    stop.abort();
    console.log(`author preview with exploration saturated: ${preview.ms} ms`);
    expect(value(await preview.result).correct).toBe(true);
    // Its own lane, at the exploration lane's priority: its own time, not the 30 s spins ahead of it.
    expect(preview.ms).toBeLessThan(GIVE_UP_MS);
    expect((await Promise.all(explored)).map((r) => failure(r).code)).toEqual(Array(6).fill('cancelled'));
  }, 60_000);
});
