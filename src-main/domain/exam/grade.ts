/**
 * Grading an exam (docs/review-and-exams.md, "Exams"): which answers count, and the report. Scoring
 * each answer is the engine's job (scoreAnswer, run by the service); this file decides everything else.
 */
import { err, ok, type Result } from '#shared/engine/result';
import type { Quiz, QuizAnswer, QuizRef, Score } from '#shared/quiz/pack-model';
import type { ExamAnswer, ExamReport, ExamReportItem } from './exam-report.ts';

/**
 * How long after the deadline a submission may still arrive: the client submits when its timer runs
 * out, and the message takes a moment to cross IPC or HTTP.
 */
export const DEADLINE_GRACE_MS = 5_000;

export interface ExamTiming {
  readonly startedAt: string;
  /** Timed exams only. */
  readonly deadline?: string;
  readonly timeLimitMs?: number;
}

export interface PlannedItem extends QuizRef {
  readonly given: QuizAnswer | null;
  readonly timeMs: number;
  readonly late: boolean;
}

export interface AnswerIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * The exam's quizzes in their drawn order, each with the answer given (null when none) and whether it
 * came after the deadline. An answer is late when the learner's time, summed over the answers in the
 * order given, passes the limit; and every answer is late when the submission itself arrives more than
 * DEADLINE_GRACE_MS after the deadline, since the app cannot tell which of them were given in time.
 */
export function planExamItems(refs: readonly QuizRef[], answers: readonly ExamAnswer[], timing: ExamTiming, now: Date): Result<PlannedItem[], AnswerIssue[]> {
  const key = (r: QuizRef) => `${r.packId}\u0000${r.quizId}`;
  const inExam = new Set(refs.map(key));
  const seen = new Map<string, number>();
  const issues: AnswerIssue[] = [];
  answers.forEach((a, i) => {
    const k = key(a);
    if (!inExam.has(k)) issues.push({ path: `answers[${i}]`, message: `quiz ${a.quizId} of pack ${a.packId} is not in this exam` });
    else if (seen.has(k)) issues.push({ path: `answers[${i}]`, message: `quiz ${a.quizId} is already answered by answers[${seen.get(k)}]` });
    else seen.set(k, i);
  });
  if (issues.length > 0) return err(issues);

  const allLate = timing.deadline !== undefined && now.getTime() > Date.parse(timing.deadline) + DEADLINE_GRACE_MS;
  const lateByIndex = new Map<number, boolean>();
  let elapsed = 0;
  answers.forEach((a, i) => {
    elapsed += a.timeMs;
    lateByIndex.set(i, a.answer !== null && (allLate || (timing.timeLimitMs !== undefined && elapsed > timing.timeLimitMs)));
  });
  return ok(
    refs.map((r) => {
      const i = seen.get(key(r));
      const a = i === undefined ? undefined : answers[i];
      if (i === undefined || a === undefined) return { packId: r.packId, quizId: r.quizId, given: null, timeMs: 0, late: false };
      return { packId: r.packId, quizId: r.quizId, given: a.answer, timeMs: a.timeMs, late: lateByIndex.get(i) ?? false };
    }),
  );
}

export interface ScoredItem extends PlannedItem {
  readonly quiz: Quiz;
  /** Null when unanswered. */
  readonly score: Score | null;
}

export interface ReportContext {
  readonly examId: string;
  readonly timing: ExamTiming;
  readonly passMark: number;
  readonly timedOut: boolean;
  readonly finishedAt: Date;
}

/** Unanswered and late items count as wrong; passed iff correct / total ≥ passMark. */
export function buildExamReport(items: readonly ScoredItem[], c: ReportContext): ExamReport {
  const reportItems: ExamReportItem[] = items.map((it) => ({
    packId: it.packId,
    quiz: it.quiz,
    given: it.given,
    score: it.score,
    correct: it.score !== null && it.score.correct && !it.late,
    late: it.late,
    timeMs: it.timeMs,
  }));
  const total = reportItems.length;
  const correct = reportItems.filter((i) => i.correct).length;
  const score = total === 0 ? 0 : correct / total;
  return {
    examId: c.examId,
    startedAt: c.timing.startedAt,
    finishedAt: c.finishedAt.toISOString(),
    ...(c.timing.deadline === undefined ? {} : { deadline: c.timing.deadline }),
    score,
    correct,
    total,
    passMark: c.passMark,
    // Compared as counts, with a tolerance for the pass mark's binary fraction (0.7 × 10 is 7.000000000000001).
    passed: correct >= c.passMark * total - 1e-9,
    timeMs: Math.max(0, c.finishedAt.getTime() - Date.parse(c.timing.startedAt)),
    // A submission after the deadline's grace is timed out whatever the client said.
    timedOut:
      c.timedOut ||
      reportItems.some((i) => i.late) ||
      (c.timing.deadline !== undefined && c.finishedAt.getTime() > Date.parse(c.timing.deadline) + DEADLINE_GRACE_MS),
    items: reportItems,
  };
}
