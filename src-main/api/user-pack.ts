/**
 * The user's own pack: where saveUserQuiz writes when no pack is named.
 */
import { randomBytes } from 'node:crypto';
import { QUIZ_PACK_FORMAT } from '#shared/quiz/index';
import { ID_PATTERN } from '#shared/quiz/pack-format';
import type { Store } from '#main/store/index';
import { isReservedPackId } from './reserved-ids.ts';

/**
 * The user's own pack (saveUserQuiz without a pack) is `my-quizzes-<8 hex digits>`, drawn once per data
 * folder and kept in this setting: two people's exported packs no longer share one id, so importing a
 * friend's pack cannot land on your own. A folder that already has the old fixed id
 * `my-quizzes` keeps using it (its quizzes stay together); a collision on import is then asked about.
 */
export const USER_PACK_SETTING = 'userPackId';
export const LEGACY_USER_PACK_ID = 'my-quizzes';

export const USER_PACK_HEADER = {
  format: QUIZ_PACK_FORMAT,
  id: LEGACY_USER_PACK_ID,
  title: 'My quizzes',
  description: 'Quizzes written in Attack Trainer.',
  author: 'Attack Trainer user',
  version: '1',
} as const;

/** The id of the user's own pack, drawn and remembered on first use (inside the caller's transaction). */
export const userPackId = (store: Store): string => {
  const setting = store.getSetting(USER_PACK_SETTING);
  // A reserved id (set by an older app, or by hand) would write the user's quizzes into the app's own pack.
  if (setting.ok && typeof setting.value === 'string' && ID_PATTERN.test(setting.value) && !isReservedPackId(setting.value)) return setting.value;
  const legacy = store.getPack(LEGACY_USER_PACK_ID);
  const id = legacy.ok && !legacy.value.builtin ? LEGACY_USER_PACK_ID : `${LEGACY_USER_PACK_ID}-${randomBytes(4).toString('hex')}`;
  store.setSetting(USER_PACK_SETTING, id);
  return id;
};
