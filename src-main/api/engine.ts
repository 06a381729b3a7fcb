/**
 * The engine runner as the API uses it: the worker answers with the engine's Result and its own
 * JobError, and this maps every failure to an ApiError (fromJobError), so the worker never imports the
 * API (docs/architecture.md).
 */
import type { EngineJob, JobResults } from '#main/worker/jobs';
import type { EngineRunner, RunOptions } from '#main/worker/runner';
import { fromJob } from './errors.ts';
import type { ApiResult } from '#main/contract/api-result';

export interface ApiEngine {
  run<J extends EngineJob>(job: J, options?: RunOptions): Promise<ApiResult<JobResults[J['kind']]>>;
}

export const apiEngine = (runner: EngineRunner): ApiEngine => ({
  run: async (job, options) => fromJob(await runner.run(job, options)),
});
