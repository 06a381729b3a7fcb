/** startExam, submitExam, listExams and getExam through the service, with a fixed clock and seed. */
import { describe, expect, test } from 'vitest';
import type { ExamAnswer, QuizRef } from '#main/contract/trainer-api';
import { failure, value } from '../api/helpers.ts';
import { AUTHORED, importFixturePack, MINUTE, openClockedHarness, RIGHT, useFixtureHarness, WRONG } from '../review/harness.ts';

const h = useFixtureHarness();

const answerFor = (ref: QuizRef, right: boolean, timeMs = 10_000): ExamAnswer => {
  const id = ref.quizId as keyof typeof RIGHT;
  return { ...ref, answer: (right ? RIGHT : WRONG)[id], timeMs };
};

describe('startExam', () => {
  test('draws distinct matching quizzes, reproducibly for the same seed', async () => {
    const a = value(await h.api.startExam({ count: 3, ...AUTHORED, passMark: 0.5 }));
    expect(a.quizRefs.map((r) => r.quizId).sort()).toEqual(['choice', 'multi', 'number']);
    expect(a.startedAt).toBe(h.now().toISOString());
    expect(a.deadline).toBeUndefined();
    const other = openClockedHarness();
    try {
      await importFixturePack(other);
      expect(value(await other.api.startExam({ count: 3, ...AUTHORED, passMark: 0.5 })).quizRefs).toEqual(a.quizRefs);
    } finally {
      other.close();
    }
  });

  test('filters by level and sets the deadline of a timed exam', async () => {
    const e = value(await h.api.startExam({ count: 1, levels: [3], timeLimitMs: 10 * MINUTE, passMark: 1 }));
    expect(e.quizRefs).toEqual([{ packId: 'fixture', quizId: 'choice' }]);
    expect(e.deadline).toBe(new Date(h.now().getTime() + 10 * MINUTE).toISOString());
  });

  test('fewer matching quizzes than asked for is bad-input saying how many match', async () => {
    const e = failure(await h.api.startExam({ count: 4, ...AUTHORED, passMark: 0.5 }));
    expect(e).toMatchObject({ code: 'bad-input', issues: [{ path: 'count', message: expect.stringMatching(/only 3 quizzes match/) }] });
    expect(value(await h.api.listExams())).toEqual([]);
  });
});

describe('submitExam', () => {
  test('scores every item, counts the unanswered as wrong, records rated exam attempts', async () => {
    const exam = value(await h.api.startExam({ count: 3, ...AUTHORED, passMark: 0.6 }));
    const [first, second] = exam.quizRefs as [QuizRef, QuizRef, QuizRef];
    h.advance(2 * MINUTE);
    const report = value(await h.api.submitExam({ examId: exam.examId, answers: [answerFor(first, true), answerFor(second, false)], timedOut: false }));
    expect(report.items.map((i) => [i.quiz.id, i.correct, i.score?.correct ?? null, i.late])).toEqual([
      [first.quizId, true, true, false],
      [second.quizId, false, false, false],
      [exam.quizRefs[2]!.quizId, false, null, false],
    ]);
    expect(report).toMatchObject({ examId: exam.examId, correct: 1, total: 3, passMark: 0.6, passed: false, timedOut: false, timeMs: 2 * MINUTE });
    expect(report.score).toBeCloseTo(1 / 3);
    expect(report.items[0]?.quiz.question.type).toBeDefined(); // the full quiz, answer included
    const records = h.store.listAttemptRecords();
    expect(records.ok && records.value.map((a) => [a.quizId, a.mode, a.correct, a.review?.rating])).toEqual([
      [first.quizId, 'exam', true, 'good'],
      [second.quizId, 'exam', false, 'again'],
    ]);
    expect(h.store.getReviewState('fixture', exam.quizRefs[2]!.quizId)).toEqual({ ok: true, value: undefined });
  });

  test('answers after the deadline count as wrong and leave the schedule alone', async () => {
    const exam = value(await h.api.startExam({ count: 2, tags: ['triggers', 'timing'], levels: [1], timeLimitMs: MINUTE, passMark: 0.5 }));
    const [a, b] = exam.quizRefs as [QuizRef, QuizRef];
    h.advance(MINUTE);
    const report = value(await h.api.submitExam({ examId: exam.examId, answers: [answerFor(a, true, 40_000), answerFor(b, true, 40_000)], timedOut: true }));
    expect(report.items.map((i) => [i.correct, i.late, i.score?.correct])).toEqual([
      [true, false, true],
      [false, true, true],
    ]);
    expect([report.correct, report.passed, report.timedOut]).toEqual([1, true, true]);
    const records = h.store.listAttemptRecords();
    expect(records.ok && records.value.map((x) => [x.quizId, x.correct, x.review === undefined])).toEqual([
      [a.quizId, true, false],
      [b.quizId, false, true],
    ]);
    expect(h.store.getReviewState('fixture', b.quizId)).toEqual({ ok: true, value: undefined });
  });

  test('a submission long after the deadline counts nothing', async () => {
    const exam = value(await h.api.startExam({ count: 1, levels: [3], timeLimitMs: MINUTE, passMark: 0 }));
    h.advance(10 * MINUTE);
    const report = value(await h.api.submitExam({ examId: exam.examId, answers: [answerFor(exam.quizRefs[0]!, true, 1_000)], timedOut: false }));
    expect([report.correct, report.timedOut, report.items[0]?.late]).toEqual([0, true, true]);
  });

  test('refuses an answer to a quiz outside the exam, a second submission, and an unknown exam', async () => {
    const exam = value(await h.api.startExam({ count: 1, levels: [3], passMark: 0.5 }));
    const stray = await h.api.submitExam({ examId: exam.examId, answers: [answerFor({ packId: 'fixture', quizId: 'number' }, true)], timedOut: false });
    expect(failure(stray)).toMatchObject({ code: 'bad-input', issues: [{ path: 'answers[0]' }] });
    value(await h.api.submitExam({ examId: exam.examId, answers: [], timedOut: false }));
    expect(failure(await h.api.submitExam({ examId: exam.examId, answers: [], timedOut: false })).message).toMatch(/already submitted/);
    expect(failure(await h.api.submitExam({ examId: 'exam-nope', answers: [], timedOut: false })).code).toBe('not-found');
    const records = h.store.listAttemptRecords();
    expect(records.ok && records.value).toEqual([]);
  });
});

describe('listExams and getExam', () => {
  test('newest first with score and pass; getExam gives the stored report', async () => {
    const first = value(await h.api.startExam({ count: 1, levels: [3], passMark: 0.5 }));
    h.advance(MINUTE);
    const report = value(await h.api.submitExam({ examId: first.examId, answers: [answerFor(first.quizRefs[0]!, true)], timedOut: false }));
    h.advance(MINUTE);
    const second = value(await h.api.startExam({ count: 2, ...AUTHORED, passMark: 0.5 }));
    expect(value(await h.api.listExams())).toEqual([
      { id: second.examId, startedAt: second.startedAt, count: 2 },
      { id: first.examId, startedAt: first.startedAt, count: 1, score: 1, passed: true },
    ]);
    expect(value(await h.api.getExam({ examId: first.examId }))).toEqual(report);
    expect(failure(await h.api.getExam({ examId: second.examId })).message).toMatch(/not been submitted/);
    expect(failure(await h.api.getExam({ examId: 'exam-none' })).code).toBe('not-found');
  });
});
