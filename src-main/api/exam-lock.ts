/**
 * An exam in progress keeps its quizzes: answering one of them outside the exam (the library, review,
 * a practice list) would show its answer, its explanation and its attack tree, and the exam could then
 * be finished with that answer known. So while an exam is open, its quizzes cannot be answered, hinted
 * or explained elsewhere; they can still be opened (the question carries no answer) and the exam itself
 * answers them. The lock ends when the exam is submitted, or when a timed exam's time has run out (an
 * answer given after the deadline does not count in it: exam-slots answersGivenAt). An untimed exam
 * holds its quizzes until it is submitted; submitting it with questions unanswered is always possible,
 * as in a real exam (docs/review-and-exams.md, "Exams in progress").
 */
import type { Store } from '#main/store/index';
import type { QuizRef } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { apiErr } from './errors.ts';

/** The deadline an exam row's config holds (written by startExam), if it is timed. */
export const deadlineOf = (config: unknown): string | undefined => {
  const d = typeof config === 'object' && config !== null ? (config as { deadline?: unknown }).deadline : undefined;
  return typeof d === 'string' ? d : undefined;
};

/** The open exam that holds `ref`, if any: not submitted, and its time (if timed) not run out at `now`. */
const examHolding = (store: Store, ref: QuizRef, now: Date): { readonly examId: string; readonly startedAt: string } | undefined => {
  const exams = store.listExams();
  if (!exams.ok) return undefined;
  for (const exam of exams.value) {
    if (exam.report !== undefined) continue;
    const deadline = deadlineOf(exam.config);
    if (deadline !== undefined && Date.parse(deadline) <= now.getTime()) continue;
    if (exam.quizRefs.some((q) => q.packId === ref.packId && q.quizId === ref.quizId)) return { examId: exam.id, startedAt: exam.startedAt };
  }
  return undefined;
};

/** `in-exam` when an open exam holds the quiz; undefined when it may be answered here. */
export const refuseIfInExam = (store: Store, ref: QuizRef, now: Date): ApiResult<never> | undefined => {
  const holding = examHolding(store, ref, now);
  if (holding === undefined) return undefined;
  return apiErr(
    'in-exam',
    'This quiz is part of the exam you have in progress: answer it in the exam. Once the exam is submitted (or its time is up) you can practise it here, with its answer and explanation.',
  );
};
