/**
 * The engine worker of the runner tests: the real protocol (serve.ts) and the real jobs, plus jobs
 * that misbehave as only a broken engine or a bug would, so that the runner's defences can be shown
 * to work. They live here, not in production code: the production worker knows none of them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type EngineJob } from '#main/worker/jobs';
import { serveJobs } from '#main/worker/serve';

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

const settings = (workerData ?? {}) as { readonly engineTimeLimitMs?: number };
const port = parentPort;
if (port === null) throw new Error('test-worker.js runs as a worker thread');

const options = settings.engineTimeLimitMs === undefined ? {} : { engineTimeLimitMs: settings.engineTimeLimitMs };
const kept: unknown[] = [];

serveJobs(port, (raw) => {
  const job = raw as TestJob | EngineJob;
  switch (job.kind) {
    case 'spin': {
      const end = Date.now() + job.ms;
      while (Date.now() < end) {
        // Deliberately deaf to everything: only terminating the thread stops it.
      }
      return { ok: true, value: null };
    }
    case 'throw':
      throw new Error('planted failure');
    case 'crash':
      // In a worker thread, process.exit ends the thread, not the process.
      return process.exit(3);
    case 'hog':
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => ({ i })));
    case 'unsendable':
      return { ok: true, value: { f: () => 1 } };
    default:
      return runJob(job, options);
  }
});
