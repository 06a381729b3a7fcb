/**
 * Failures as ApiError values: the one shape every TrainerApi method answers with, whatever went
 * wrong below it (zod, the engine, the pack parser, the store). Nothing here throws.
 */
import type { BoardError, EngineError } from '#shared/engine/index';
import type { QuizPackError } from '#shared/quiz/index';
import type { StoreError } from '#main/store/errors';
import { formatIssue } from '#shared/json/format-issue';
import type { ApiError, ApiErrorCode, ApiResult } from '#main/contract/api-result';
import type { JobError, JobOutcome } from '#main/worker/job-error';
import { pluralWord } from '#shared/text/learner-text';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

export const apiOk = <T>(value: T): ApiResult<T> => ({ ok: true, value });

/** Issues one answer lists; the rest are counted in a last one (issue 14 §8: bounded error answers). */
export const MAX_ISSUES = 100;
/** Characters of a message or an issue's path or message: they can quote input of any length. */
export const MAX_ERROR_TEXT = 1000;

const clip = (text: string): string => (text.length <= MAX_ERROR_TEXT ? text : `${text.slice(0, MAX_ERROR_TEXT - 1)}…`);

/** At most MAX_ISSUES issues, clipped, plus one saying how many more there were. Never spreads the input list. */
export const capIssues = (issues: readonly ApiIssue[]): ApiIssue[] => {
  const kept: ApiIssue[] = [];
  for (let i = 0; i < issues.length && i < MAX_ISSUES; i++) {
    const issue = issues[i]!;
    kept.push({ path: clip(issue.path), message: clip(issue.message) });
  }
  if (issues.length > MAX_ISSUES) kept.push({ path: '', message: `and ${issues.length - MAX_ISSUES} more problems (only the first ${MAX_ISSUES} are listed)` });
  return kept;
};

export const apiErr = (code: ApiErrorCode, message: string, issues?: readonly ApiIssue[]): { readonly ok: false; readonly error: ApiError } => ({
  ok: false,
  error: issues === undefined ? { code, message: clip(message) } : { code, message: clip(message), issues: capIssues(issues) },
});

const plural = (n: number, word: string): string => `${n} ${pluralWord(n, word)}`;

export { formatIssue };

/** Issues are kept whole in `issues`; the message names the first one so a plain log line is useful. */
const summarize = (what: string, issues: readonly ApiIssue[]): string => {
  const [first] = issues;
  if (first === undefined) return what;
  return `${what}: ${formatIssue(first)}${issues.length > 1 ? ` (and ${plural(issues.length - 1, 'more problem')})` : ''}`;
};

/** The engine's board errors keep the engine's own paths, relative to the board (spec §1). */
export const invalidBoard = (errors: readonly BoardError[]) => {
  const issues = errors.map((e) => ({ path: e.path, message: e.message }));
  return apiErr('invalid-board', summarize('the board is not valid', issues), issues);
};

/** Every error of the pack with its JSON path from the pack root. */
export const invalidPack = (errors: readonly QuizPackError[], what = 'the quiz pack is not valid') => {
  const issues = errors.map((e) => ({ path: e.path, message: e.message }));
  return apiErr('invalid-pack', summarize(what, issues), issues);
};

export const badInput = (issues: readonly ApiIssue[], what = 'the input is not valid') => apiErr('bad-input', summarize(what, issues), issues);

/**
 * The engine refused a valid board: `too-large` passes through as is; a bad declaration is the
 * caller's input, located under `declaration` of the argument.
 */
export const fromEngineError = (e: EngineError) => {
  if (e.code === 'too-large') return apiErr('too-large', e.message);
  if (e.code === 'no-defending-player') return apiErr('invalid-board', e.message);
  const path = e.path === undefined || e.path === '' ? 'declaration' : `declaration.${e.path}`;
  return badInput([{ path, message: e.message }]);
};

/** Store failures by what the caller can do about them. */
export const fromStoreError = (e: StoreError) => {
  switch (e.code) {
    case 'not-found':
      return apiErr('not-found', e.message);
    case 'builtin-readonly':
      return apiErr('readonly', e.message);
    case 'bad-input':
    case 'constraint':
      return apiErr('bad-input', e.message);
    case 'conflict':
    case 'newer-schema':
    case 'migration':
    case 'closed':
    case 'io':
    case 'corrupt':
      return apiErr('storage', e.message);
  }
};

/** A bug reached the boundary: still a value, with the first line of what was thrown. */
export const internalError = (e: unknown) => {
  const text = e instanceof Error ? e.message : String(e);
  return apiErr('internal', `internal error: ${text.split('\n')[0] ?? text}`);
};

/** An engine job's outcome as the API answers it. */
export const fromJob = <T>(r: JobOutcome<T>): ApiResult<T> => (r.ok ? r : fromJobError(r.error));

/** An engine job's failure (the worker's JobError) as the API answers it. */
export const fromJobError = (e: JobError): { readonly ok: false; readonly error: ApiError } => {
  switch (e.code) {
    case 'invalid-board':
      return invalidBoard(e.errors);
    case 'invalid-pack':
      return e.stored ? invalidPack(e.errors, 'the stored quiz is not valid') : invalidPack(e.errors);
    case 'engine':
      return fromEngineError(e.error);
    case 'crash':
      return internalError(e.message);
    default:
      return apiErr(e.code, e.message);
  }
};
