/**
 * The engine worker of the runner tests (a child process or a thread, engine-thread.ts): the real protocol (serve.ts) and the real jobs, plus jobs
 * that misbehave as only a broken engine or a bug would, so that the runner's defences can be shown
 * to work. They live here, not in production code: the production worker knows none of them.
 */
import { runJob, type EngineJob } from '#main/worker/jobs';
import { connectToRunner, jobOptionsOf, serveJobs } from '#main/worker/serve';

export type TestJob =
  /** Busy-waits without looking at any budget, as a runaway search would. */
  | { readonly kind: 'spin'; readonly ms: number }
  /** Throws while answering (a bug in a job). */
  | { readonly kind: 'throw' }
  /** Ends the thread in the middle of a job (what a fatal error in the engine looks like from outside). */
  | { readonly kind: 'crash' }
  /** Allocates until the heap limit ends the thread. */
  | { readonly kind: 'hog' }
  /**
   * Grows one array towards a billion entries: past the heap limit in one large allocation, which V8
   * cannot stop inside a worker thread (a fatal error of the whole process).
   */
  | { readonly kind: 'hog-at-once' }
  /** Answers with a value the structured clone refuses. */
  | { readonly kind: 'unsendable' }
  /**
   * Waits `ms` without using the CPU (as a job starved by a busy machine does) and answers how far the
   * engine's clock moved meanwhile: 0 when the budget is read on CPU time, `ms` on the wall clock.
   */
  | { readonly kind: 'starved'; readonly ms: number };

const { port, data } = connectToRunner();

const options = jobOptionsOf(data);
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
    case 'hog-at-once':
      kept.push(Array.from({ length: 1e9 }, () => 0));
      return { ok: true, value: null };
    case 'starved': {
      const clock = options.engineClock ?? (() => performance.now());
      const before = clock();
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.ms);
      return { ok: true, value: clock() - before };
    }
    case 'unsendable':
      return { ok: true, value: { f: () => 1 } };
    default:
      return runJob(job, options);
  }
});
