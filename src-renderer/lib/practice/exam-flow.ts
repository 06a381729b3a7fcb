/**
 * The pure rules of taking an exam, kept apart from ExamSession so
 * they are tested without a browser: how a visit to a question changes its slot, where Next and Skip
 * lead, what the review list says, when the one-minute warning shows, and where a resumed exam opens.
 * The exam clock is wall-clock time since the start (docs/review-and-exams.md, "Resuming an exam").
 */
import { EMPTY_SLOT, type ExamSlot } from '#shared/quiz/exam-slots';
import type { QuizAnswer } from '#shared/quiz/index';

export type { ExamSlot };

/** The warning shows from this much time left (a warning at one minute left, before time runs out). */
export const WARNING_MS = 60_000;

export const emptySlots = (count: number): ExamSlot[] => Array.from({ length: count }, () => EMPTY_SLOT);

/**
 * Leaving a question by Next (with the answer) or Skip (`answer` undefined): the time adds up over
 * visits, the question counts as seen, and a skip never throws away an answer given before.
 */
export function leaveQuestion(slots: readonly ExamSlot[], index: number, spentMs: number, answer?: QuizAnswer): ExamSlot[] {
  return slots.map((s, i) => (i === index ? { answer: answer ?? s.answer, timeMs: s.timeMs + Math.max(0, Math.round(spentMs)), seen: true } : s));
}

/** Leaving the screen while on a question: its time so far is kept, nothing else changes. */
export function pauseQuestion(slots: readonly ExamSlot[], index: number, spentMs: number): ExamSlot[] {
  return slots.map((s, i) => (i === index ? { ...s, timeMs: s.timeMs + Math.max(0, Math.round(spentMs)) } : s));
}

/** After Next or Skip: the following question, or the review list after the last one (never a submit). */
export const afterQuestion = (index: number, count: number): { readonly phase: 'running'; readonly index: number } | { readonly phase: 'review' } =>
  index + 1 < count ? { phase: 'running', index: index + 1 } : { phase: 'review' };

export type SlotStatus = 'answered' | 'skipped' | 'not seen';

export const slotStatus = (s: ExamSlot | undefined): SlotStatus => (s?.answer != null ? 'answered' : s?.seen === true ? 'skipped' : 'not seen');

/** Questions that will count as wrong if the exam is submitted now. */
export const unansweredCount = (slots: readonly ExamSlot[]): number => slots.filter((s) => s.answer === null).length;

/** Milliseconds left until the deadline (never below zero), or null for an untimed exam. */
export const timeLeft = (deadline: string | undefined, nowMs: number): number | null =>
  deadline === undefined ? null : Math.max(0, Date.parse(deadline) - nowMs);

/** Wall-clock time since the exam started: time away from the screen counts, as in a real exam. */
export const timeSinceStart = (startedAt: string, nowMs: number): number => Math.max(0, nowMs - Date.parse(startedAt));

export const showsWarning = (left: number | null): boolean => left !== null && left > 0 && left <= WARNING_MS;

/**
 * Where a resumed exam opens: submitted at once when its time ran out while the learner was away, the
 * review list when every question has been seen, else the question the learner was on.
 */
export function resumeTarget(
  slots: readonly ExamSlot[],
  position: number,
  left: number | null,
): { readonly phase: 'expired' } | { readonly phase: 'review' } | { readonly phase: 'running'; readonly index: number } {
  if (left === 0) return { phase: 'expired' };
  if (slots.length > 0 && slots.every((s) => s.seen)) return { phase: 'review' };
  return { phase: 'running', index: Math.min(Math.max(0, position), Math.max(0, slots.length - 1)) };
}

/** "3 of 10 answered" for the resume offers on the Exam screen and the library. */
export const answeredText = (slots: readonly ExamSlot[]): string => `${slots.length - unansweredCount(slots)} of ${slots.length} answered`;
