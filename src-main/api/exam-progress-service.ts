/**
 * The exam-in-progress and practice-by-step methods of the TrainerApi (exam-progress-types.ts), and the
 * time a submitted exam's answers count as given, which submitExam reads (docs/review-and-exams.md).
 */
import { answersGivenAt, parseExamSlots, type ExamSlot } from '#shared/quiz/exam-slots';
import type { QuizAnswer } from '#shared/quiz/index';
import type { Store } from '#main/store/index';
import { apiErr, apiOk, badInput, fromStoreError } from './errors.ts';
import type { ExamInProgress, ExamProgressApi } from '#main/contract/exam-progress-types';
import type { QuizRef } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import type { ServiceContext } from './service-context.ts';
import { deadlineOf } from './exam-lock.ts';

/** The longest practice session "Practice" next to a step starts. */
export const STEP_PRACTICE_LIMIT = 50;

export function createExamProgressMethods(ctx: ServiceContext): ExamProgressApi {
  const { store, method, now } = ctx;

  /** The exam while it is open: `not-found`, or `bad-input` at examId once submitted. */
  const openExam = (examId: string) => {
    const exam = store.getExam(examId);
    if (!exam.ok) return fromStoreError(exam.error);
    if (exam.value.report !== undefined) return badInput([{ path: 'examId', message: `exam ${examId} was already submitted; its report is at getExam` }]);
    return apiOk(exam.value);
  };

  return {
    saveExamProgress: method('saveExamProgress', ({ examId, position, slots }) => {
      const exam = openExam(examId);
      if (!exam.ok) return exam;
      const count = exam.value.quizRefs.length;
      if (slots.length !== count) return badInput([{ path: 'slots', message: `the exam has ${count} questions; give one slot per question` }]);
      if (position >= count) return badInput([{ path: 'position', message: `the exam has ${count} questions (positions 0 to ${count - 1})` }]);
      const saved = store.examProgress.save(examId, position, slots, now());
      if (saved.ok) return apiOk(null);
      return saved.error.code === 'conflict' ? badInput([{ path: 'examId', message: saved.error.message }]) : fromStoreError(saved.error);
    }),

    resumeExam: method('resumeExam', ({ examId }): ApiResult<ExamInProgress> => {
      const exam = openExam(examId);
      if (!exam.ok) return exam;
      const { quizRefs, startedAt, config } = exam.value;
      const deadline = deadlineOf(config);
      const base = { examId, quizRefs, startedAt, ...(deadline === undefined ? {} : { deadline }) };
      const saved = store.examProgress.get(examId);
      if (!saved.ok) return fromStoreError(saved.error);
      if (saved.value === undefined) return apiOk({ ...base, position: 0, slots: quizRefs.map((): ExamSlot => ({ answer: null, timeMs: 0, seen: false })) });
      const slots = parseExamSlots(saved.value.slots, quizRefs.length);
      if (!slots.ok) return apiErr('storage', `the saved progress of exam ${examId} is not valid: ${slots.error}`);
      return apiOk({ ...base, position: Math.min(saved.value.position, quizRefs.length - 1), slots: slots.value, savedAt: saved.value.savedAt });
    }),

    stepPractice: method('stepPractice', ({ step }): ApiResult<readonly QuizRef[]> => {
      const r = store.attemptSteps.quizzesMissedAt(step, STEP_PRACTICE_LIMIT);
      return r.ok ? apiOk(r.value) : fromStoreError(r.error);
    }),
  };
}

/**
 * The time a submission's answers count as given for the deadline (answersGivenAt): the last save when
 * the answers are the saved ones, so that an exam whose time ran out while the learner was away keeps
 * the answers given in time.
 */
export function examAnswersGivenAt(
  store: Store,
  examId: string,
  answers: readonly { readonly packId: string; readonly quizId: string; readonly answer: QuizAnswer | null }[],
  finished: Date,
): Date {
  const exam = store.getExam(examId);
  const saved = store.examProgress.get(examId);
  if (!exam.ok || !saved.ok || saved.value === undefined) return finished;
  const slots = parseExamSlots(saved.value.slots, exam.value.quizRefs.length);
  if (!slots.ok) return finished;
  return answersGivenAt({ slots: slots.value, savedAt: saved.value.savedAt }, exam.value.quizRefs, answers, finished);
}
