/**
 * Engine work off the main thread, in three lanes (lane.ts), each its own worker thread and bounded
 * queue, so that what a learner waits for never queues behind work of another kind:
 * - `learner`: scoring a submitted answer, the step it went wrong at, the next puzzle — one short job
 *   per click of one learner;
 * - `authoring`: an author's preview score (`scoreQuiz`) and the engine check of each quiz of an
 *   imported or saved pack — seconds per heavy quiz, thousands per pack;
 * - `exploration`: the sandbox (legal sets, overviews, breakdowns, explanations, trees) — up to the
 *   time limit per job, one per edit.
 * The main thread, which serves the UI, never runs the engine and never waits on it.
 */
import { jobCrash, jobFailure } from './job-error.ts';
import { runJob, type EngineJob, type JobResult } from './jobs.ts';
import { createLane, type Lane } from './lane.ts';
import type { EngineIsolation, EngineSpawner } from './engine-thread.ts';

export { tooLargeMessage, tooMuchMemoryMessage, busyMessage } from './lane-limits.ts';

export const DEFAULT_TIME_LIMIT_MS = 5000;
/**
 * In a worker process the engine's budget is CPU time, so a busy machine (other sessions, the other
 * lane) does not refuse what a quiet one answers; the wall clock stays as a hard ceiling, this many
 * times the budget, for a job starved of CPU or one that never reads its clock.
 */
const WALL_CEILING_FACTOR = 3;
/**
 * Per worker: the engine answers `too-large` from its own state budget well before; this is the
 * backstop, chosen so that a lane's worker stays under 500 MB of memory in all.
 */
const DEFAULT_MEMORY_LIMIT_MB = 384;
/**
 * Exploration jobs that may wait behind the running one. The sandbox cancels what it no longer needs,
 * so a longer queue only means callers that do not, each waiting up to the time limit.
 */
const DEFAULT_MAX_QUEUED = 8;
/** Scoring is quick and comes one answer at a time per learner; the bound only stops a flood. */
const LEARNER_MAX_QUEUED = 32;
/** An import checks its quizzes one after another; a few previews may wait beside it. */
const AUTHORING_MAX_QUEUED = 8;
/** How far below normal the authoring and exploration threads run, where the system allows it (thread-priority.ts). */
const BACKGROUND_NICENESS = 10;
/**
 * The engine's own budget is set this much below the hard limit, so that a search that does watch
 * its clock answers with its own `too-large` message before the thread has to be killed.
 */
const ENGINE_MARGIN_MS = 250;

export const ENGINE_LANES = ['learner', 'authoring', 'exploration'] as const;
export type EngineLane = (typeof ENGINE_LANES)[number];

/**
 * The lane a job runs in unless its caller names another: scoring, the answer's step and the next
 * puzzle are what a learner waits for; a quiz check is authoring; the rest is exploration. A `score`
 * job of an author's preview (`scoreQuiz`) names the authoring lane itself.
 */
export const laneOf = (job: EngineJob): EngineLane => {
  switch (job.kind) {
    case 'score':
    case 'answer-step':
    case 'generate':
    case 'block-generate':
    case 'block-score':
      return 'learner';
    case 'check-quiz':
      return 'authoring';
    default:
      return 'exploration';
  }
};

export interface RunOptions {
  /** Aborting answers `cancelled`: a queued job is dropped, a running one has its worker terminated. */
  readonly signal?: AbortSignal;
  /** The lane to run in instead of the job's own (laneOf). */
  readonly lane?: EngineLane;
}

export interface EngineRunner {
  run<J extends EngineJob>(job: J, options?: RunOptions): Promise<JobResult<J>>;
  /** Ends the workers; jobs still queued or running answer `cancelled`. Idempotent. */
  close(): Promise<void>;
}

export interface EngineRunnerOptions {
  readonly timeLimitMs?: number;
  /** Heap limit of each worker in MB (V8 resourceLimits). */
  readonly memoryLimitMb?: number;
  /** Exploration jobs allowed to wait; more answer `busy`. */
  readonly maxQueued?: number;
  /**
   * The compiled worker entry; by default engine-worker.js next to this module. Jobs are handed to it
   * as they are, so a test's worker may accept jobs of its own (test/api/test-worker.ts).
   */
  readonly workerUrl?: URL;
  /**
   * 'process' (the default): each lane's worker is a child process, whose death by running out of
   * memory ends no one else, and whose engine budget is its own CPU time. 'thread': a worker thread
   * (tests only: one allocation past its heap limit ends the whole process; engine-thread.ts), whose
   * budget is wall time.
   */
  readonly isolation?: EngineIsolation;
  /**
   * Starts each worker process by other means than Node's fork: the Electron main process, which
   * cannot fork itself as Node, starts utility processes (electron/engine-process.ts). A process all
   * the same: isolation is 'process'.
   */
  readonly spawn?: EngineSpawner;
  /**
   * The hard wall-clock limit of a job; by default the time limit for threads, WALL_CEILING_FACTOR
   * times it for processes (whose engine stops on CPU time first).
   */
  readonly wallLimitMs?: number;
}

const engineTimeLimit = (timeLimitMs: number): number => Math.max(1, timeLimitMs - ENGINE_MARGIN_MS);

export function createEngineRunner(options: EngineRunnerOptions = {}): EngineRunner {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const isolation = options.spawn === undefined ? (options.isolation ?? 'process') : 'process';
  const cpuClock = isolation === 'process';
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  // A process's memory is the job's alone, as its CPU time is: its engine reads both.
  const common = {
    workerUrl: options.workerUrl ?? new URL('./engine-worker.js', import.meta.url),
    workerData: { engineTimeLimitMs: engineTimeLimit(timeLimitMs), cpuClock, ...(cpuClock ? { memoryLimitMb } : {}) },
    isolation,
    spawn: options.spawn,
    timeLimitMs: options.wallLimitMs ?? (cpuClock ? WALL_CEILING_FACTOR * timeLimitMs : timeLimitMs),
    memoryLimitMb,
  };
  // Each lane starts its worker on its first job only: a session that never answers never pays for it.
  // The learner's lane runs at normal priority, the others below it (thread-priority.ts).
  const lane = (niceness: number, maxQueued: number): Lane => createLane({ ...common, workerData: { ...common.workerData, niceness }, maxQueued });
  const lanes: Record<EngineLane, Lane> = {
    learner: lane(0, LEARNER_MAX_QUEUED),
    authoring: lane(BACKGROUND_NICENESS, AUTHORING_MAX_QUEUED),
    exploration: lane(BACKGROUND_NICENESS, options.maxQueued ?? DEFAULT_MAX_QUEUED),
  };
  return {
    run: <J extends EngineJob>(job: J, runOptions: RunOptions = {}) => lanes[runOptions.lane ?? laneOf(job)].run(job, runOptions) as Promise<JobResult<J>>,
    close: async () => {
      await Promise.all(ENGINE_LANES.map((lane) => lanes[lane].close()));
    },
  };
}

/**
 * Runs jobs on the calling thread with the engine's own budget only: nothing can stop a search that
 * ignores its clock. For the one-shot CLI (nothing else waits on its thread) and for unit tests.
 * Jobs and results are structured-cloned, as they would be crossing to a worker.
 */
export function createInProcessRunner(options: { readonly timeLimitMs?: number } = {}): EngineRunner {
  const engineTimeLimitMs = engineTimeLimit(options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  let closed = false;
  return {
    run<J extends EngineJob>(job: J, runOptions: RunOptions = {}): Promise<JobResult<J>> {
      if (closed) return Promise.resolve(jobFailure('cancelled', 'the engine runner is closed'));
      if (runOptions.signal?.aborted === true) return Promise.resolve(jobFailure('cancelled', 'the request was cancelled'));
      let copy: J;
      try {
        copy = structuredClone(job);
      } catch (e) {
        return Promise.resolve(jobFailure('bad-input', `the request cannot be handed to the engine: ${e instanceof Error ? e.message : String(e)}`));
      }
      try {
        return Promise.resolve(structuredClone(runJob(copy, { engineTimeLimitMs })));
      } catch (e) {
        return Promise.resolve(jobCrash(e));
      }
    },
    close(): Promise<void> {
      closed = true;
      return Promise.resolve();
    },
  };
}
