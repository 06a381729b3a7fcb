/**
 * The TrainerApi behind both hosts (Electron IPC and the browser host): validates every argument at
 * the boundary (validate.ts), reads and writes the store, and sends all engine work to the runner
 * (a worker thread with a time limit). Every method resolves to an ApiResult; none throws. One part per
 * feature (library, answers, sandbox, packs, exams, record, puzzles, exams in progress, the library's
 * lean index), sharing service-context.ts.
 */
import type { Store } from '#main/store/index';
import type { EngineRunner } from '#main/worker/runner';
import type { TrainerApi } from '#main/contract/trainer-api';
import { createPuzzleMethods } from './puzzle-service.ts';
import { makeServiceContext, type ServiceOptions } from './service-context.ts';
import { createLibraryMethods } from './library-service.ts';
import { createLibraryIndexMethods } from './library-index-service.ts';
import { createAnswerMethods } from './answer-service.ts';
import { createSandboxMethods } from './sandbox-service.ts';
import { createPackMethods } from './pack-service.ts';
import { createExamMethods } from './exam-service.ts';
import { createExamProgressMethods } from './exam-progress-service.ts';
import { createRecordMethods } from './record-service.ts';

export type { ServiceOptions };
export { createServiceSession } from './service-session.ts';

export function createTrainerService(store: Store, runner: EngineRunner, options: ServiceOptions = {}): TrainerApi {
  const ctx = makeServiceContext(store, runner, options);
  const { engine, method, nextSeed, now, session } = ctx;
  const base = {
    ...createLibraryMethods(ctx),
    ...createAnswerMethods(ctx),
    ...createSandboxMethods(ctx),
    ...createPackMethods(ctx),
    ...createExamMethods(ctx),
    ...createRecordMethods(ctx),
  };
  // Generated puzzles (issue 18) are answered through submitAnswer and saved with saveUserQuiz.
  return {
    ...base,
    ...createPuzzleMethods({ store, engine, method, submitAnswer: base.submitAnswer, saveUserQuiz: base.saveUserQuiz, nextSeed, now, session }),
    ...createExamProgressMethods({ store, method, now }),
    ...createLibraryIndexMethods({ store, method, now }),
  };
}
