/**
 * What the library says when a pack is refused. The API's message already names the first problem
 * (so that a log line alone is useful); the screen lists every problem under one headline instead, so
 * each problem, the first included, is printed once.
 */
import type { ApiError, ImportProgress } from '#main/contract/trainer-api';

/** At most this many problems are listed: the first ones are what to fix first. */
export const LISTED_PROBLEMS = 20;

export function importFailureLines(fileName: string, error: ApiError): string[] {
  const issues = (error.issues ?? []).map((i) => (i.path === '' ? i.message : `${i.path}: ${i.message}`));
  if (issues.length === 0) return [`${fileName} was not imported: ${error.message}`];
  return [`${fileName} was not imported. What to fix in the pack:`, ...issues.slice(0, LISTED_PROBLEMS)];
}

/** The import's progress as the screen says it: the quiz being checked, of those the engine checks. */
export function importCheckLine({ checked, total }: ImportProgress): string {
  if (total === 0) return 'Storing the pack…';
  if (checked >= total) return `All ${total} ${total === 1 ? 'quiz' : 'quizzes'} checked; storing the pack…`;
  return `Checking quiz ${checked + 1} of ${total}`;
}
