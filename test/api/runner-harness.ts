/**
 * Shared set-up of the tests that drive an engine runner against the test worker (test/api/test-worker.ts:
 * the production protocol and jobs, plus jobs that misbehave on purpose): the worker built once for the
 * file, every runner closed after it, and the runner's answers read as the API answers them (fromJob),
 * so that its failures are checked as the learner's client receives them.
 */
import { afterAll, beforeAll } from 'vitest';
import { fromJob } from '#main/api/errors';
import type { ApiError } from '#main/contract/trainer-api';
import type { JobOutcome } from '#main/worker/job-error';
import type { EngineJob } from '#main/worker/jobs';
import type { EngineRunner } from '#main/worker/runner';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { buildWorker, failure, value } from './helpers.ts';
import type { TestJob } from './test-worker.ts';

export const jobValue = <T>(r: JobOutcome<T>): T => value(fromJob(r));
export const jobFailure = <T>(r: JobOutcome<T>): ApiError => failure(fromJob(r));

/** Test jobs are unknown to the production types: they reach the test worker as they are. */
export const planted = (job: TestJob): EngineJob => job as unknown as EngineJob;

/** The legal set of the cub-and-goblin board: the job every runner test starts from. */
export const LEGAL_JOB = { kind: 'legal', board: CUB_GOBLIN_BOARD } as const satisfies EngineJob;

export interface TestWorker {
  /** The built worker's URL (from the file's beforeAll on). */
  readonly url: () => URL;
  /** Keeps a runner to close after the file's tests, and returns it. */
  readonly track: (runner: EngineRunner) => EngineRunner;
}

/** Builds the test worker before the file's tests; after them closes every tracked runner and removes the build. */
export function useTestWorker(): TestWorker {
  let worker: { url: URL; cleanup: () => void } | undefined;
  const runners: EngineRunner[] = [];
  beforeAll(() => {
    worker = buildWorker('test/api/test-worker.ts');
  }, 180_000);
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.close()));
    worker?.cleanup();
  });
  return {
    url: () => {
      if (worker === undefined) throw new Error('the test worker is built in beforeAll: ask for its URL inside a test');
      return worker.url;
    },
    track: (runner) => {
      runners.push(runner);
      return runner;
    },
  };
}
