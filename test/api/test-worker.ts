/**
 * The engine worker of the runner tests: the real protocol (serve.ts) and the real jobs, plus jobs
 * that misbehave as only a broken engine or a bug would, so that the runner's defences can be shown
 * to work. They live here, not in production code: the production worker knows none of them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type EngineJob } from '#main/worker/jobs';
import { serveJobs } from '#main/worker/serve';
import { lowerThreadPriority } from '#main/worker/thread-priority';

export type TestJob =
  /** Busy-waits without looking at any budget, as a runaway search would. */
  | { readonly kind: 'spin'; readonly ms: number }
  /** Throws while answering (a bug in a job). */
  | { readonly kind: 'throw' }
  /** Ends the thread in the middle of a job (what a fatal error in the engine looks like from outside). */
  | { readonly kind: 'crash' }
  /** Allocates until the heap limit ends the thread. */
  | { readonly kind: 'hog' }
  /** Answers with a value the structured clone refuses. */
  | { readonly kind: 'unsendable' };

const settings = (workerData ?? {}) as { readonly engineTimeLimitMs?: number; readonly niceness?: number };
lowerThreadPriority(settings.niceness ?? 0);
const port = parentPort;
if (port === null) throw new Error('test-worker.js runs as a worker thread');

const options = settings.engineTimeLimitMs === undefined ? {} : { engineTimeLimitMs: settings.engineTimeLimitMs };
const kept: unknown[] = [];

const spin = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // Deliberately deaf to everything: only terminating the thread stops it.
  }
  return { ok: true as const, value: null };
};

/**
 * A heavy job that comes through the service as real calls do: a `legal` board or a `score` quiz
 * whose id is `spin-<ms>` busy-waits that long (test/api/lanes.test.ts saturates lanes with them).
 */
const plantedSpin = (job: EngineJob): number | undefined => {
  const holder = job.kind === 'legal' ? job.board : job.kind === 'score' ? job.quiz : undefined;
  const id = typeof holder === 'object' && holder !== null && 'id' in holder ? holder.id : undefined;
  const m = typeof id === 'string' ? /^spin-(\d+)$/.exec(id) : null;
  return m === null ? undefined : Number(m[1]);
};

serveJobs(port, (raw) => {
  const job = raw as TestJob | EngineJob;
  switch (job.kind) {
    case 'spin':
      return spin(job.ms);
    case 'throw':
      throw new Error('planted failure');
    case 'crash':
      // In a worker thread, process.exit ends the thread, not the process.
      return process.exit(3);
    case 'hog':
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
    case 'unsendable':
      return { ok: true, value: { f: () => 1 } };
    default: {
      const ms = plantedSpin(job);
      return ms === undefined ? runJob(job, options) : spin(ms);
    }
  }
});
