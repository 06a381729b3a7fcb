/**
 * Exams in the TrainerApi (docs/review-and-exams.md): a seeded draw at the start, scoring and rating
 * at the submission, the stored reports read back checked.
 */
import { buildExamReport, drawRandom, matchesCriteria, mulberry32, planExamItems, type ExamTiming, type ScoredItem } from '#main/domain/exam/index';
import { ratingFor } from '#main/domain/review/index';
import type { AttemptInput } from '#main/store/index';
import { apiOk, badInput, fromStoreError } from './errors.ts';
import type { ExamSummary, QuizRef, StartExamInput } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { readExamConfig, readExamReport, type ExamConfig } from './stored-exam.ts';
import type { ServiceContext } from './service-context.ts';
import { examAnswersGivenAt } from './exam-progress-service.ts';
import { recordExamSteps } from './step-recorder.ts';
import { pluralWord } from '#shared/text/learner-text';

/** startExam: a seeded draw among the quizzes that match the exam's tags and levels, stored with its deadline. */
function startExam(ctx: ServiceContext, input: StartExamInput) {
  const { store, now, nextSeed } = ctx;
  const quizzes = store.listQuizzes({});
  if (!quizzes.ok) return fromStoreError(quizzes.error);
  const candidates = quizzes.value.filter((q) => matchesCriteria(q, input));
  const seed = nextSeed() >>> 0;
  const drawn = drawRandom(candidates, input.count, mulberry32(seed));
  if (!drawn.ok) {
    const n = drawn.error.available;
    return badInput([
      {
        path: 'count',
        message: `only ${n} ${pluralWord(n, 'quiz', 'quizzes')} ${pluralWord(n, 'matches', 'match')} the exam's tags and levels; ask for at most ${n}`,
      },
    ]);
  }
  const started = now();
  const startedAt = started.toISOString();
  const timeLimitMs = input.timeLimitMs ?? undefined;
  const deadline = timeLimitMs === undefined ? undefined : new Date(started.getTime() + timeLimitMs).toISOString();
  const examId = `exam-${started.getTime().toString(36)}-${seed.toString(16).padStart(8, '0')}`;
  const quizRefs = drawn.value.map((q) => ({ packId: q.packId, quizId: q.id }));
  const config: ExamConfig = {
    count: input.count,
    ...(input.tags === undefined ? {} : { tags: input.tags }),
    ...(input.levels === undefined ? {} : { levels: input.levels }),
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
    passMark: input.passMark,
    seed,
    ...(deadline === undefined ? {} : { deadline }),
  };
  const created = store.createExam({ id: examId, startedAt, config, quizRefs });
  if (!created.ok) return fromStoreError(created.error);
  return apiOk({ examId, quizRefs, startedAt, ...(deadline === undefined ? {} : { deadline }) });
}

export function createExamMethods(ctx: ServiceContext) {
  const { store, engine, now, method, loadQuiz, reviewFor, recordStep } = ctx;

  const examSummary = (e: { id: string; startedAt: string; quizRefs: readonly QuizRef[]; report?: unknown }): ApiResult<ExamSummary> => {
    const summary = { id: e.id, startedAt: e.startedAt, count: e.quizRefs.length };
    if (e.report === undefined) return apiOk(summary);
    const report = readExamReport(e.id, e.report);
    return report.ok ? apiOk({ ...summary, score: report.value.score, passed: report.value.passed }) : report;
  };

  return {
    startExam: method('startExam', (input: StartExamInput) => startExam(ctx, input)),

    submitExam: method('submitExam', async ({ examId, answers, timedOut }, run) => {
      const exam = store.getExam(examId);
      if (!exam.ok) return fromStoreError(exam.error);
      if (exam.value.report !== undefined) return badInput([{ path: 'examId', message: `exam ${examId} was already submitted` }]);
      const storedConfig = readExamConfig(examId, exam.value.config);
      if (!storedConfig.ok) return storedConfig;
      const config = storedConfig.value;
      const timing: ExamTiming = {
        startedAt: exam.value.startedAt,
        ...(config.deadline === undefined ? {} : { deadline: config.deadline }),
        ...(config.timeLimitMs === undefined ? {} : { timeLimitMs: config.timeLimitMs }),
      };
      const finished = now();
      const planned = planExamItems(exam.value.quizRefs, answers, timing, examAnswersGivenAt(store, examId, answers, finished));
      if (!planned.ok) return badInput(planned.error, 'the exam answers are not valid');
      const items: ScoredItem[] = [];
      for (const item of planned.value) {
        const loaded = loadQuiz(item.packId, item.quizId);
        if (!loaded.ok) return loaded;
        let score = null;
        if (item.given !== null) {
          const scored = await engine.run({ kind: 'score', quiz: loaded.value.json, answer: item.given }, run);
          if (!scored.ok) return scored;
          score = scored.value;
        }
        items.push({ ...item, quiz: loaded.value.quiz, score });
      }
      const report = buildExamReport(items, { examId, timing, passMark: config.passMark, timedOut, finishedAt: finished });
      // Answers given in time are rated like any review; late ones are recorded (as wrong) without
      // moving the schedule, and unanswered quizzes are not attempts at all (docs/review-and-exams.md).
      const attempts: AttemptInput[] = [];
      for (const [i, item] of items.entries()) {
        if (item.given === null) continue;
        const correct = report.items[i]?.correct ?? false;
        const base = { packId: item.packId, quizId: item.quizId, answer: item.given, correct, timeMs: item.timeMs, at: finished, mode: 'exam' as const };
        if (item.late) {
          attempts.push(base);
          continue;
        }
        const review = reviewFor(item.packId, item.quizId, ratingFor({ correct, timeMs: item.timeMs, level: item.quiz.level }), finished);
        if (!review.ok) return review;
        attempts.push({ ...base, review: review.value });
      }
      const stored = store.finishExam(examId, report, finished, attempts);
      if (!stored.ok) {
        return stored.error.code === 'conflict' ? badInput([{ path: 'examId', message: stored.error.message }]) : fromStoreError(stored.error);
      }
      // The attempts were recorded for the answered items, in order.
      await recordExamSteps(
        recordStep,
        items.filter((i) => i.given !== null),
        stored.value,
        run,
      );
      return apiOk(report);
    }),

    listExams: method('listExams', () => {
      const r = store.listExams();
      if (!r.ok) return fromStoreError(r.error);
      const summaries: ExamSummary[] = [];
      for (const exam of r.value) {
        const summary = examSummary(exam);
        if (!summary.ok) return summary;
        summaries.push(summary.value);
      }
      return apiOk(summaries);
    }),

    getExam: method('getExam', ({ examId }) => {
      const r = store.getExam(examId);
      if (!r.ok) return fromStoreError(r.error);
      if (r.value.report === undefined) return badInput([{ path: 'examId', message: `exam ${examId} has not been submitted yet` }]);
      return readExamReport(examId, r.value.report);
    }),
  };
}
