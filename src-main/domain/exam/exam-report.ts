/** An exam's answers and report, as the exam module grades them and the API returns them. */
import type { Quiz, QuizAnswer, QuizRef, Score } from '#shared/quiz/types';

export interface ExamAnswer extends QuizRef {
  /** Null: left unanswered. */
  readonly answer: QuizAnswer | null;
  readonly timeMs: number;
}

export interface ExamReportItem {
  readonly packId: string;
  /** The full quiz, answer included. */
  readonly quiz: Quiz;
  readonly given: QuizAnswer | null;
  /** The scoreAnswer result; null when unanswered. */
  readonly score: Score | null;
  /** False when unanswered, wrong, or given after the deadline. */
  readonly correct: boolean;
  /** The answer came after the deadline (it counts as wrong whatever it was). */
  readonly late: boolean;
  readonly timeMs: number;
}

export interface ExamReport {
  readonly examId: string;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly deadline?: string;
  /** correct / total. */
  readonly score: number;
  readonly correct: number;
  readonly total: number;
  readonly passMark: number;
  readonly passed: boolean;
  /** Wall time from start to submission (the app's clock). */
  readonly timeMs: number;
  readonly timedOut: boolean;
  readonly items: readonly ExamReportItem[];
}
