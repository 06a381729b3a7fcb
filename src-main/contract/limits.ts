/**
 * The bounds the API's schemas enforce (validate.ts), as plain constants so that the renderer's forms
 * check the same numbers before a call and say what is wrong next to the field. Pure values: the
 * renderer imports this file.
 */
import { QUIZ_PACK_LIMITS } from '#shared/quiz/vocabulary';

/** A setting key or search text has no reason to be long; bounding it bounds the work it causes. */
export const MAX_SHORT_TEXT = 200;

/** A setting's key: a name like `review.desiredRetention`, not data. */
export const MAX_SETTING_KEY = 100;
/**
 * A setting's value, as JSON text: the largest the app writes is the sandbox's draft, a quiz at the
 * pack format's per-quiz limits (well under 200 kB); a setting is no place for bulk data.
 */
export const MAX_SETTING_CHARS = 512 * 1024;

/** The title a user may give an imported pack (the pack format's own limit). */
export const MAX_PACK_TITLE = QUIZ_PACK_LIMITS.maxTitleChars;

export const EXAM_LIMITS = {
  /** An exam is a sitting, not the whole library: 200 questions is hours of work already. */
  minQuestions: 1,
  maxQuestions: 200,
  /** At least a second; at most a day. */
  minTimeLimitMs: 1000,
  maxTimeLimitMs: 24 * 60 * 60 * 1000,
} as const;

/** A year and a day: the longest window progress charts. */
export const MAX_PROGRESS_DAYS = 366;
