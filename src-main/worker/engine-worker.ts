/**
 * The engine worker's entry (run by createEngineRunner, compiled to out/node/worker/engine-worker.js):
 * says `{ready: true}` once loaded, then answers each `{id, job}` message with `{id, result}`, one at a time.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type EngineJob } from './jobs.ts';

interface WorkerSettings {
  readonly testJobs?: boolean;
  readonly engineTimeLimitMs?: number;
}

const settings = (workerData ?? {}) as WorkerSettings;
const port = parentPort;
if (port === null) throw new Error('engine-worker.js runs as a worker thread (node:worker_threads), not as a script');

port.on('message', (message: { readonly id: number; readonly job: EngineJob }) => {
  const result = runJob(message.job, {
    allowTestJobs: settings.testJobs === true,
    ...(settings.engineTimeLimitMs === undefined ? {} : { engineTimeLimitMs: settings.engineTimeLimitMs }),
  });
  port.postMessage({ id: message.id, result });
});

// The engine is loaded (static imports run first): the runner starts a job's clock from here.
port.postMessage({ ready: true });
