/**
 * What can go wrong with an engine job, as data in the engine's Result: the worker reports it and the
 * API maps it to an ApiError (api/errors.ts, fromJobError), so the worker knows nothing of the API
 * (docs/architecture.md).
 */
import { err, type Result } from '#shared/engine/result';
import type { BoardError, EngineError } from '#shared/engine/index';
import type { QuizPackError } from '#shared/quiz/index';

/** Failures of the runner or of a job that carry only a message. */
export const JOB_FAILURE_CODES = ['bad-input', 'not-found', 'too-large', 'cancelled', 'busy', 'internal'] as const;
export type JobFailureCode = (typeof JOB_FAILURE_CODES)[number];

export type JobError =
  /** The board JSON is not a valid attack-board/1 board. */
  | { readonly code: 'invalid-board'; readonly errors: readonly BoardError[] }
  /** The quiz JSON is not valid; `stored` when it came from the library rather than from the caller. */
  | { readonly code: 'invalid-pack'; readonly errors: readonly QuizPackError[]; readonly stored: boolean }
  /** The engine refused a valid board (a bad declaration, or too large). */
  | { readonly code: 'engine'; readonly error: EngineError }
  /** A bug: what was thrown, for the API to report as an internal error. */
  | { readonly code: 'crash'; readonly message: string }
  | { readonly code: JobFailureCode; readonly message: string };

export type JobOutcome<T> = Result<T, JobError>;

export const jobFailure = (code: JobFailureCode, message: string): Result<never, JobError> => err({ code, message });

/** A bug became a value: the API reports it as `internal`, with the first line of what was thrown. */
export const jobCrash = (e: unknown): Result<never, JobError> => err({ code: 'crash', message: e instanceof Error ? e.message : String(e) });
