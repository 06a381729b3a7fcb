/**
 * The engine worker's entry (run by createEngineRunner as a child process or a worker thread, compiled
 * to out/node/worker/engine-worker.js): the protocol of serve.ts around runJob.
 */
import { runJob, type EngineJob } from './jobs.ts';
import { connectToRunner, jobOptionsOf, serveJobs } from './serve.ts';

const { port, data } = connectToRunner();
const options = jobOptionsOf(data);
serveJobs(port, (job) => runJob(job as EngineJob, options));
