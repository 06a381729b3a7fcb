/**
 * The result every TrainerApi method resolves to: a value, or an ApiError with a code the caller can
 * act on. The leaf of the contract: every other contract file imports it, and it imports nothing.
 */
export const API_ERROR_CODES = [
  'bad-input',
  'not-found',
  'invalid-board',
  'invalid-pack',
  'too-large',
  'cancelled',
  /** The engine's queue is full: try again in a moment. */
  'busy',
  'readonly',
  /** importPack: the pack's id is taken; the user replaces the pack or keeps both. */
  'conflict',
  /** The quiz belongs to an exam in progress: it is answered in the exam only (api/exam-lock.ts). */
  'in-exam',
  'storage',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiError {
  readonly code: ApiErrorCode;
  readonly message: string;
  /** Errors with a JSON path each (invalid board or pack, bad input). */
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
  /** `conflict` only: the pack already holding the id. */
  readonly conflict?: { readonly packId: string; readonly title: string; readonly quizCount: number };
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

/**
 * Options of one call, beside its argument (they never cross as JSON): aborting `signal` cancels the
 * call — a queued engine job is dropped, a running one stopped — and it answers `cancelled` at once.
 * The hosts carry it as a request id and a cancel message (CANCEL_CHANNEL, CANCEL_ROUTE in trainer-api.ts).
 */
export interface CallOptions {
  readonly signal?: AbortSignal;
}
