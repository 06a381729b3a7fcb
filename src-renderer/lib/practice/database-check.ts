/**
 * What the learner reads after "Check the database" (issue 14 §10): SQLite's full integrity_check
 * through the API's checkDatabase. A damaged file is never repaired here: the store keeps it as it is,
 * and restoring the newest automatic backup is a command run while the app is closed.
 */
import type { ApiResult } from '#main/contract/trainer-api';
import { pluralWord } from '#shared/text/learner-text';

export interface DatabaseCheckView {
  readonly healthy: boolean;
  readonly lines: readonly string[];
}

type CheckAnswer = ApiResult<{ readonly ok: boolean; readonly full: boolean; readonly problems: readonly string[] }>;

/** At most this many of SQLite's problem lines are shown; the count says how many there were. */
export const SHOWN_PROBLEMS = 5;

export function describeDatabaseCheck(answer: CheckAnswer): DatabaseCheckView {
  if (!answer.ok) return { healthy: false, lines: [`The check could not run: ${answer.error.message}`] };
  const { ok, full, problems } = answer.value;
  const what = full ? 'full integrity check' : 'quick check';
  if (ok) return { healthy: true, lines: [`Your data is healthy (${what}).`] };
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  const more = problems.length - shown.length;
  return {
    healthy: false,
    lines: [
      `The ${what} found ${problems.length} ${pluralWord(problems.length, 'problem')} in your data.`,
      ...shown,
      ...(more > 0 ? [`…and ${more} more.`] : []),
      'Nothing was changed. Close the app, then run "attack-trainer db restore" to bring back the newest automatic backup (the damaged file is kept beside it).',
    ],
  };
}
