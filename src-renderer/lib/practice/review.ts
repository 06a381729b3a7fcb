/**
 * Pure helpers of the review screen: the desired-retention setting and how a due date reads.
 * The bounds mirror the service's (docs/review-and-exams.md, "Desired retention"): it refuses
 * anything else, so the screen checks first and says why instead of showing an API error.
 */
import type { QuizRef } from '#main/contract/trainer-api';
import { pluralWord } from '#shared/text/learner-text';

export const RETENTION_KEY = 'review.desiredRetention';
export const RETENTION_MIN = 0.7;
export const RETENTION_MAX = 0.99;
export const RETENTION_DEFAULT = 0.9;

export type RetentionResult = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

/** The number input's text → a retention the service accepts, or why not. */
export const parseRetention = (text: string): RetentionResult => {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return { ok: false, message: 'Enter a number between 0.70 and 0.99.' };
  if (value < RETENTION_MIN || value > RETENTION_MAX) return { ok: false, message: 'The desired retention must be between 0.70 and 0.99.' };
  return { ok: true, value };
};

/** A stored setting (any JSON, null when never saved) → the retention in force; out of range reads as the default, like the service. */
export const readRetention = (value: unknown): number =>
  typeof value === 'number' && value >= RETENTION_MIN && value <= RETENTION_MAX ? value : RETENTION_DEFAULT;

export const quizHref = (ref: QuizRef): string => `#/quiz/${encodeURIComponent(ref.packId)}/${encodeURIComponent(ref.quizId)}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const span = (ms: number): string => {
  if (ms < HOUR) {
    const m = Math.max(1, Math.round(ms / MINUTE));
    return `${m} ${pluralWord(m, 'minute')}`;
  }
  if (ms < DAY) {
    const h = Math.round(ms / HOUR);
    return `${h} ${pluralWord(h, 'hour')}`;
  }
  const d = Math.round(ms / DAY);
  return `${d} ${pluralWord(d, 'day')}`;
};

/** "due now" within a minute either side, else "due in 3 days" / "overdue by 2 hours"; absent or unreadable: "not scheduled". */
export const dueLabel = (due: string | undefined, nowMs: number): string => {
  if (due === undefined) return 'not scheduled';
  const at = Date.parse(due);
  if (Number.isNaN(at)) return 'not scheduled';
  const delta = at - nowMs;
  if (Math.abs(delta) < MINUTE) return 'due now';
  return delta > 0 ? `due in ${span(delta)}` : `overdue by ${span(-delta)}`;
};

/**
 * When a review comes, as a person says it: "now", "in 10 minutes", "in 3 hours", "tomorrow",
 * "in 4 days" (calendar days in the learner's time zone); a past time "10 minutes ago".
 */
export const whenText = (due: string, nowMs: number): string => {
  const at = Date.parse(due);
  if (Number.isNaN(at)) return 'not scheduled';
  const delta = at - nowMs;
  if (Math.abs(delta) < MINUTE) return 'now';
  if (delta < 0) return `${span(-delta)} ago`;
  if (delta < 12 * HOUR) return `in ${span(delta)}`;
  const day = (ms: number): number => {
    const d = new Date(ms);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY;
  };
  const days = day(at) - day(nowMs);
  if (days <= 0) return `in ${span(delta)}`;
  if (days === 1) return 'tomorrow';
  return `in ${days} ${pluralWord(days, 'day')}`;
};

/** A moment in the past (an exam's start) as a date and a time without seconds: "Dec 1, 2026, 5:41 PM". */
export const dateTimeText = (iso: string): string => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 'an unknown date' : new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
