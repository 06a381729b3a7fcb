/**
 * What a person reads when a pasted share code cannot be imported: what went wrong and what to do,
 * in plain words. The decoder's own messages (base64 lengths, payload offsets, JSON columns) serve the
 * command line and the logs; a learner who pasted half a code needs "copy the whole code again".
 */
import type { ShareError, ShareErrorCode } from '#shared/share/index';

const DAMAGED = 'the code is damaged: part of it is missing or mistyped. Copy the whole code again, from its first character (AT) to its last.';

const REASONS: Readonly<Record<ShareErrorCode, string>> = {
  empty: 'there is no code to read. Paste a share code first.',
  'bad-prefix': 'it is not an Attack Trainer share code (those start with AT2., or AT1. from older versions).',
  'unknown-version': 'it was made by a newer version of Attack Trainer. Update the app to open it.',
  'unknown-kind': 'it holds something this version of Attack Trainer does not know. Update the app to open it.',
  'bad-base64': DAMAGED,
  corrupt: DAMAGED,
  'bad-json': DAMAGED,
  'too-large': 'it is far larger than any board or quiz. Check that only the code was pasted.',
  'invalid-board': 'the board it holds breaks the board format',
  'invalid-quiz': 'the quiz it holds breaks the quiz format',
};

/** "That code cannot be imported: …", with the first problem of an invalid board or quiz and its place. */
export function shareErrorText(error: ShareError): string {
  const first = error.issues?.[0];
  const where = first === undefined ? '.' : ` (${first.path === '' ? 'the whole value' : first.path}: ${first.message}).`;
  const reason = error.code === 'invalid-board' || error.code === 'invalid-quiz' ? `${REASONS[error.code]}${where}` : REASONS[error.code];
  return `That code cannot be imported: ${reason}`;
}
