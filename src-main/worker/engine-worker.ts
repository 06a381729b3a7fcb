/**
 * The engine worker's entry (run by createEngineRunner, compiled to out/node/worker/engine-worker.js):
 * the protocol of serve.ts around runJob.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type EngineJob } from './jobs.ts';
import { serveJobs } from './serve.ts';
import { lowerThreadPriority } from './thread-priority.ts';

interface WorkerSettings {
  readonly engineTimeLimitMs?: number;
  /** How far below normal this lane's thread runs (runner.ts). */
  readonly niceness?: number;
}

const settings = (workerData ?? {}) as WorkerSettings;
const port = parentPort;
if (port === null) throw new Error('engine-worker.js runs as a worker thread (node:worker_threads), not as a script');

lowerThreadPriority(settings.niceness ?? 0);
const options = settings.engineTimeLimitMs === undefined ? {} : { engineTimeLimitMs: settings.engineTimeLimitMs };
serveJobs(port, (job) => runJob(job as EngineJob, options));
