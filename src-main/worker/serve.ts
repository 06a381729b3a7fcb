/**
 * The worker side of the runner's protocol: answers each `{id, job}` message with `{id, result}`, one
 * at a time, and says `{ready: true}` once loaded. An answer that cannot be posted (a result the
 * structured clone refuses) is replaced by an `internal` answer, so the runner never waits for a reply
 * that will not come. The handler is a parameter so that the tests' worker can add jobs of its own
 * (a runaway search, a crash) without production code knowing them.
 */
import type { MessagePort } from 'node:worker_threads';
import { jobCrash, type JobOutcome } from './job-error.ts';

export interface JobMessage {
  readonly id: number;
  readonly job: unknown;
}

export type JobHandler = (job: unknown) => JobOutcome<unknown>;

export function serveJobs(port: MessagePort, handle: JobHandler): void {
  port.on('message', (message: JobMessage) => {
    let result: JobOutcome<unknown>;
    try {
      result = handle(message.job);
    } catch (e) {
      result = jobCrash(e);
    }
    try {
      port.postMessage({ id: message.id, result });
    } catch (e) {
      port.postMessage({ id: message.id, result: jobCrash(e) });
    }
  });
  // The engine is loaded (static imports run first): the runner starts a job's clock from here.
  port.postMessage({ ready: true });
}
