/**
 * The engine worker's entry (run by createEngineRunner as a child process or a worker thread, bundled
 * to out/cli/engine-worker.js and out/main/engine-worker.js): the protocol of serve.ts around runJob.
 */
import { runJob, type EngineJob } from './jobs.ts';
import { connectToRunner, jobOptionsOf, serveJobs, type WorkerSettings } from './serve.ts';
import { lowerThreadPriority } from './thread-priority.ts';

const { port, data } = connectToRunner();
const options = jobOptionsOf(data);
lowerThreadPriority((data as WorkerSettings | null)?.niceness ?? 0);
serveJobs(port, (job) => runJob(job as EngineJob, options));
