/**
 * The TrainerApi behind both hosts (Electron IPC and the browser host): validates every argument at
 * the boundary (validate.ts), reads and writes the store, and sends all engine work to the runner
 * (a worker thread with a time limit). Every method resolves to an ApiResult; none throws. One part per
 * feature (library, answers, sandbox, packs, exams, record, puzzles, exams in progress, the library's
 * lean index), each made from the same context (service-context.ts). A process makes one service
 * (core/create-core.ts) and passes each call its own options (the cancel signal).
 */
import type { Store } from '#main/store/index';
import type { EngineRunner } from '#main/worker/runner';
import type { TrainerApi } from '#main/contract/trainer-api';
import { createPuzzleMethods } from './puzzles/puzzle-service.ts';
import { makeServiceContext, type ServiceOptions } from './service-context.ts';
import { createLibraryMethods } from './library-service.ts';
import { createLibraryIndexMethods } from './library-index-service.ts';
import { createAnswerMethods } from './answer-service.ts';
import { createSandboxMethods } from './sandbox-service.ts';
import { createPackMethods } from './pack-service.ts';
import { createExamMethods } from './exam-service.ts';
import { createExamProgressMethods } from './exam-progress-service.ts';
import { createRecordMethods } from './record-service.ts';
import { createBlockMethods } from './puzzles/block-service.ts';

export type { ServiceOptions };

/** The API, and what a host does with the service besides calling it. */
export interface TrainerService extends TrainerApi {
  /** Reads the library's search terms ahead of the first library call (search-terms.ts). */
  warmLibrary(): Promise<void>;
}

export function createTrainerService(store: Store, runner: EngineRunner, options: ServiceOptions = {}): TrainerService {
  const ctx = makeServiceContext(store, runner, options);
  return {
    ...createLibraryMethods(ctx),
    ...createLibraryIndexMethods(ctx),
    ...createAnswerMethods(ctx),
    ...createSandboxMethods(ctx),
    ...createPackMethods(ctx),
    ...createExamMethods(ctx),
    ...createExamProgressMethods(ctx),
    ...createRecordMethods(ctx),
    ...createPuzzleMethods(ctx),
    warmLibrary: () => ctx.searchTerms.warm(),
    ...createBlockMethods(ctx),
  };
}
