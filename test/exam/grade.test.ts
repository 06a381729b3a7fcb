import { describe, expect, test } from 'vitest';
import type { ExamAnswer } from '#main/contract/trainer-api';
import { buildExamReport, DEADLINE_GRACE_MS, planExamItems, type ExamTiming, type ScoredItem } from '#main/domain/exam/grade';
import type { Quiz, Score } from '#shared/quiz/pack-model';

const refs = [
  { packId: 'p', quizId: 'a' },
  { packId: 'p', quizId: 'b' },
  { packId: 'p', quizId: 'c' },
];
const start = '2026-03-02T09:00:00.000Z';
const timed: ExamTiming = { startedAt: start, deadline: '2026-03-02T09:01:00.000Z', timeLimitMs: 60_000 };
const untimed: ExamTiming = { startedAt: start };
const at = (seconds: number) => new Date(Date.parse(start) + seconds * 1000);
const answer = (quizId: string, timeMs: number, given: ExamAnswer['answer'] = { type: 'number', value: 1 }): ExamAnswer => ({
  packId: 'p',
  quizId,
  answer: given,
  timeMs,
});

describe('planExamItems', () => {
  test('items follow the drawn order; a quiz without an answer is unanswered', () => {
    const r = planExamItems(refs, [answer('c', 1000), answer('a', 2000)], untimed, at(10));
    expect(r.ok && r.value.map((i) => [i.quizId, i.given === null, i.timeMs, i.late])).toEqual([
      ['a', false, 2000, false],
      ['b', true, 0, false],
      ['c', false, 1000, false],
    ]);
  });

  const lateTable: readonly [string, ExamTiming, ExamAnswer[], number, boolean[]][] = [
    ['untimed: never late', untimed, [answer('a', 10_000_000), answer('b', 1)], 99_999, [false, false, false]],
    ['within the limit', timed, [answer('a', 20_000), answer('b', 40_000)], 60, [false, false, false]],
    ['the answer that passes the limit and those after it', timed, [answer('a', 30_000), answer('b', 30_001), answer('c', 1)], 61, [false, true, true]],
    ['answers in the order given, not the drawn order', timed, [answer('c', 50_000), answer('a', 20_000)], 61, [true, false, false]],
    ['a submission within the grace period still counts', timed, [answer('a', 1000)], 60 + DEADLINE_GRACE_MS / 1000, [false, false, false]],
    [
      'a submission after the grace period: every answer late',
      timed,
      [answer('a', 1000), answer('b', 1000)],
      61 + DEADLINE_GRACE_MS / 1000,
      [true, true, false],
    ],
    ['an explicit null answer is unanswered, never late', timed, [answer('a', 70_000, null)], 99, [false, false, false]],
  ];
  test.each(lateTable)('%s', (_name, timing, answers, seconds, late) => {
    const r = planExamItems(refs, answers, timing, at(seconds));
    expect(r.ok && r.value.map((i) => i.late)).toEqual(late);
  });

  test.each([
    ['a quiz not in the exam', [answer('z', 1)], 'answers[0]', /not in this exam/],
    ['a quiz answered twice', [answer('a', 1), answer('b', 1), answer('a', 1)], 'answers[2]', /already answered by answers\[0\]/],
  ])('refuses %s', (_name, answers, path, message) => {
    const r = planExamItems(refs, answers, untimed, at(1));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]).toMatchObject({ path, message: expect.stringMatching(message) });
  });
});

describe('buildExamReport', () => {
  const quiz = { id: 'x', level: 1 } as unknown as Quiz;
  const score = (correct: boolean): Score => ({ type: 'number', correct, expected: 1, tolerance: 0, given: 1 });
  const item = (quizId: string, s: Score | null, late = false): ScoredItem => ({
    packId: 'p',
    quizId,
    quiz,
    given: s === null ? null : { type: 'number', value: 1 },
    timeMs: 5,
    late,
    score: s,
  });
  const context = { examId: 'e1', timing: timed, passMark: 0.5, timedOut: false, finishedAt: at(50) };

  test('unanswered and late items are wrong; the score is correct / total', () => {
    const r = buildExamReport([item('a', score(true)), item('b', null), item('c', score(true), true), item('d', score(false))], context);
    expect(r.items.map((i) => i.correct)).toEqual([true, false, false, false]);
    expect([r.correct, r.total, r.score, r.passed]).toEqual([1, 4, 0.25, false]);
    expect(r.timedOut).toBe(true); // a late answer means the time ran out
    expect(r.timeMs).toBe(50_000);
    expect(r.deadline).toBe(timed.deadline);
  });

  test.each([
    [7, 10, 0.7, true],
    [6, 10, 0.7, false],
    [3, 10, 0.3, true],
    [10, 10, 1, true],
    [0, 10, 0, true],
    [2, 3, 0.67, false],
  ])('%i of %i with pass mark %s → passed %s', (right, total, passMark, passed) => {
    const items = Array.from({ length: total }, (_, i) => item(`q${i}`, score(i < right)));
    const r = buildExamReport(items, { ...context, timing: untimed, passMark });
    expect(r.passed).toBe(passed);
    expect(r.timedOut).toBe(false);
  });
});
