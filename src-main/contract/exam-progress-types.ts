/**
 * The TrainerApi methods of exams in progress and of accuracy by step: saving where the
 * learner is in an exam, resuming it after leaving the screen or reloading, and the quizzes to practise
 * for a step of the process. Pure types: the renderer imports this file.
 */
import type { ExamSlot } from '#shared/quiz/exam-slots';
import type { QuizRef } from '#shared/quiz/pack-model';
import type { ApiResult } from './api-result.ts';

export type { ExamSlot };

export interface SaveExamProgressInput {
  readonly examId: string;
  /** The question on screen (0-based). */
  readonly position: number;
  /** One per question of the exam, in its drawn order. */
  readonly slots: readonly ExamSlot[];
}

export interface StartedExam {
  readonly examId: string;
  readonly quizRefs: readonly QuizRef[];
  readonly startedAt: string;
  /** ISO time the answers are due (timed exams only). */
  readonly deadline?: string;
}

/** An exam not submitted yet, as it was last saved; the clock runs from `startedAt` (wall-clock). */
export interface ExamInProgress extends StartedExam {
  readonly position: number;
  readonly slots: readonly ExamSlot[];
  /** ISO time of the last save; absent when nothing was saved since the start. */
  readonly savedAt?: string;
}

import type { BlockProgressStep, ProcessStep } from '#main/domain/progress/progress-report';

export type { BlockProgressStep, ProcessStep };

export interface StepPracticeInput {
  /** A step of declaring attackers (1–7) or of declaring blockers (CR 509.1a–509.1d). */
  readonly step: ProcessStep | BlockProgressStep;
}

export interface ExamProgressApi {
  /** `bad-input` once the exam was submitted or when the slots do not match its questions; `not-found` for an unknown exam. */
  saveExamProgress(input: SaveExamProgressInput): Promise<ApiResult<null>>;
  /** `bad-input` for a submitted exam (open its report with getExam), `not-found` for an unknown one. */
  resumeExam(input: { readonly examId: string }): Promise<ApiResult<ExamInProgress>>;
  /** Quizzes with an answer that went wrong at the step, the most recent miss first (at most 50). */
  stepPractice(input: StepPracticeInput): Promise<ApiResult<readonly QuizRef[]>>;
}
