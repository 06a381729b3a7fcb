/**
 * An exam being taken, question by question (docs/review-and-exams.md, "Resuming an exam"): what the
 * learner answered or skipped and the time spent on each question. Saved in the store at every move
 * and read back on resume, so stored slots are checked here like any input from outside.
 */
import { err, ok, type Result } from '#shared/engine/result';
import type { QuizAnswer } from './pack-model.ts';
import { ANSWER_TYPES } from './pack-format.ts';

export interface ExamSlot {
  /** Null: no answer (yet, or skipped). */
  readonly answer: QuizAnswer | null;
  /** Milliseconds spent on the question over every visit. */
  readonly timeMs: number;
  /** The learner has moved past the question (answered or skipped it). */
  readonly seen: boolean;
}

export const EMPTY_SLOT: ExamSlot = { answer: null, timeMs: 0, seen: false };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks slots read back from the store: one per question, each well-formed (`slots[i].field` paths). */
export function parseExamSlots(raw: unknown, count: number): Result<ExamSlot[], string> {
  if (!Array.isArray(raw)) return err('slots: must be an array');
  if (raw.length !== count) return err(`slots: must hold ${count} questions, not ${raw.length}`);
  const slots: ExamSlot[] = [];
  for (const [i, s] of raw.entries()) {
    if (!isObject(s)) return err(`slots[${i}]: must be an object`);
    const { answer, timeMs, seen } = s;
    if (typeof seen !== 'boolean') return err(`slots[${i}].seen: must be true or false`);
    if (typeof timeMs !== 'number' || !Number.isInteger(timeMs) || timeMs < 0) return err(`slots[${i}].timeMs: must be a whole number of milliseconds`);
    if (answer !== null && !(isObject(answer) && (ANSWER_TYPES as readonly unknown[]).includes(answer['type'])))
      return err(`slots[${i}].answer: must be null or an answer`);
    slots.push({ answer: answer as QuizAnswer | null, timeMs, seen });
  }
  return ok(slots);
}

/** The submission built from slots: every question in exam order, unanswered ones with a null answer. */
export const slotsToAnswers = <R extends { readonly packId: string; readonly quizId: string }>(refs: readonly R[], slots: readonly ExamSlot[]) =>
  refs.map((ref, i) => ({ packId: ref.packId, quizId: ref.quizId, answer: slots[i]?.answer ?? null, timeMs: slots[i]?.timeMs ?? 0 }));

/**
 * When a submission's answers may count as given: the time they were saved, if every answer submitted
 * is the one saved for its question and the save came before `finished` (a timed exam resumed after its
 * deadline is submitted with what was saved in time); else `finished` itself.
 */
export function answersGivenAt(
  saved: { readonly slots: readonly ExamSlot[]; readonly savedAt: string } | undefined,
  refs: readonly { readonly packId: string; readonly quizId: string }[],
  answers: readonly { readonly packId: string; readonly quizId: string; readonly answer: QuizAnswer | null }[],
  finished: Date,
): Date {
  if (saved === undefined || Date.parse(saved.savedAt) >= finished.getTime()) return finished;
  const position = new Map(refs.map((r, i) => [`${r.packId}\u0000${r.quizId}`, i]));
  const same = answers.every((a) => {
    if (a.answer === null) return true;
    const i = position.get(`${a.packId}\u0000${a.quizId}`);
    const slot = i === undefined ? undefined : saved.slots[i];
    return slot?.answer !== null && slot !== undefined && JSON.stringify(slot.answer) === JSON.stringify(a.answer);
  });
  return same ? new Date(saved.savedAt) : finished;
}
