/**
 * What the library says when a pack is refused. The API's message already names the first problem
 * (so that a log line alone is useful); the screen lists every problem under one headline instead, so
 * each problem, the first included, is printed once.
 */
import type { ApiError } from '#main/contract/trainer-api';

/** At most this many problems are listed: the first ones are what to fix first. */
export const LISTED_PROBLEMS = 20;

export function importFailureLines(fileName: string, error: ApiError): string[] {
  const issues = (error.issues ?? []).map((i) => (i.path === '' ? i.message : `${i.path}: ${i.message}`));
  if (issues.length === 0) return [`${fileName} was not imported: ${error.message}`];
  return [`${fileName} was not imported. What to fix in the pack:`, ...issues.slice(0, LISTED_PROBLEMS)];
}
