/** saveExamProgress and resumeExam through the service, and answers saved before a deadline that passed while away. */
import { describe, expect, test } from 'vitest';
import type { ExamSlot } from '#main/contract/exam-progress-types';
import type { QuizRef } from '#main/contract/trainer-api';
import { answersGivenAt, parseExamSlots } from '#shared/quiz/exam-slots';
import { failure, value } from '../api/helpers.ts';
import { AUTHORED, MINUTE, RIGHT, useFixtureHarness } from '../review/harness.ts';

const h = useFixtureHarness();

const rightSlot = (ref: QuizRef, timeMs = 5_000): ExamSlot => ({ answer: RIGHT[ref.quizId as keyof typeof RIGHT], timeMs, seen: true });
const unseen: ExamSlot = { answer: null, timeMs: 0, seen: false };

describe('resumeExam', () => {
  test('an exam never saved resumes at its first question with empty slots and the deadline', async () => {
    const e = value(await h.api.startExam({ count: 3, ...AUTHORED, timeLimitMs: 10 * MINUTE, passMark: 0.5 }));
    const r = value(await h.api.resumeExam({ examId: e.examId }));
    expect(r).toEqual({ ...e, position: 0, slots: [unseen, unseen, unseen] });
  });

  test('gives back what was saved last, with the time of the save', async () => {
    const e = value(await h.api.startExam({ count: 3, ...AUTHORED, passMark: 0.5 }));
    const first = e.quizRefs[0]!;
    h.advance(MINUTE);
    value(await h.api.saveExamProgress({ examId: e.examId, position: 1, slots: [rightSlot(first), unseen, unseen] }));
    h.advance(MINUTE);
    const skipped: ExamSlot = { answer: null, timeMs: 800, seen: true };
    value(await h.api.saveExamProgress({ examId: e.examId, position: 2, slots: [rightSlot(first), skipped, { ...unseen, timeMs: 300 }] }));
    expect(value(await h.api.resumeExam({ examId: e.examId }))).toEqual({
      ...e,
      position: 2,
      slots: [rightSlot(first), skipped, { ...unseen, timeMs: 300 }],
      savedAt: h.now().toISOString(),
    });
  });

  test('a submitted exam is not resumed nor saved (bad-input at examId); an unknown one is not-found', async () => {
    const e = value(await h.api.startExam({ count: 1, ...AUTHORED, passMark: 0.5 }));
    value(await h.api.submitExam({ examId: e.examId, answers: [], timedOut: false }));
    expect(failure(await h.api.resumeExam({ examId: e.examId }))).toMatchObject({ code: 'bad-input', issues: [{ path: 'examId' }] });
    expect(failure(await h.api.saveExamProgress({ examId: e.examId, position: 0, slots: [unseen] }))).toMatchObject({
      code: 'bad-input',
      issues: [{ path: 'examId' }],
    });
    expect(failure(await h.api.resumeExam({ examId: 'nope' })).code).toBe('not-found');
    expect(failure(await h.api.saveExamProgress({ examId: 'nope', position: 0, slots: [] })).code).toBe('not-found');
  });

  test('slots that do not fit the exam are refused and nothing is saved', async () => {
    const e = value(await h.api.startExam({ count: 2, ...AUTHORED, passMark: 0.5 }));
    expect(failure(await h.api.saveExamProgress({ examId: e.examId, position: 0, slots: [unseen] }))).toMatchObject({
      code: 'bad-input',
      issues: [{ path: 'slots' }],
    });
    expect(failure(await h.api.saveExamProgress({ examId: e.examId, position: 2, slots: [unseen, unseen] }))).toMatchObject({
      code: 'bad-input',
      issues: [{ path: 'position' }],
    });
    expect(value(await h.api.resumeExam({ examId: e.examId })).savedAt).toBeUndefined();
  });

  test('stored slots edited by hand into nonsense read as a storage error, not as an exam', async () => {
    const e = value(await h.api.startExam({ count: 1, ...AUTHORED, passMark: 0.5 }));
    expect(h.store.examProgress.save(e.examId, 0, [{ answer: 'yes', timeMs: -1 }], h.now()).ok).toBe(true);
    expect(failure(await h.api.resumeExam({ examId: e.examId })).code).toBe('storage');
  });
});

describe('an exam whose time ran out while the learner was away', () => {
  test('the answers saved before the deadline count; they are not late', async () => {
    const e = value(await h.api.startExam({ count: 3, ...AUTHORED, timeLimitMs: 10 * MINUTE, passMark: 0.5 }));
    const slots = [rightSlot(e.quizRefs[0]!), rightSlot(e.quizRefs[1]!), unseen];
    h.advance(5 * MINUTE);
    value(await h.api.saveExamProgress({ examId: e.examId, position: 2, slots }));
    h.advance(60 * MINUTE);
    const answers = e.quizRefs.map((r, i) => ({ ...r, answer: slots[i]!.answer, timeMs: slots[i]!.timeMs }));
    const report = value(await h.api.submitExam({ examId: e.examId, answers, timedOut: true }));
    expect(report.items.map((i) => [i.correct, i.late])).toEqual([
      [true, false],
      [true, false],
      [false, false],
    ]);
    expect(report.timedOut).toBe(true);
  });

  test('an answer changed after the deadline makes the submission late, as before', async () => {
    const e = value(await h.api.startExam({ count: 2, ...AUTHORED, timeLimitMs: 10 * MINUTE, passMark: 0.5 }));
    const [a, b] = e.quizRefs as [QuizRef, QuizRef];
    h.advance(5 * MINUTE);
    value(await h.api.saveExamProgress({ examId: e.examId, position: 1, slots: [rightSlot(a), unseen] }));
    h.advance(60 * MINUTE);
    const report = value(
      await h.api.submitExam({
        examId: e.examId,
        answers: [
          { ...a, answer: RIGHT[a.quizId as keyof typeof RIGHT], timeMs: 5_000 },
          { ...b, answer: RIGHT[b.quizId as keyof typeof RIGHT], timeMs: 1_000 },
        ],
        timedOut: true,
      }),
    );
    expect(report.items.map((i) => i.late)).toEqual([true, true]);
  });
});

describe('answersGivenAt and parseExamSlots', () => {
  const refs = [
    { packId: 'p', quizId: 'a' },
    { packId: 'p', quizId: 'b' },
  ];
  const yes = { type: 'can-attack', value: true } as const;
  const finished = new Date('2026-01-01T10:00:00.000Z');
  const saved = {
    slots: [
      { answer: yes, timeMs: 1, seen: true },
      { answer: null, timeMs: 0, seen: false },
    ],
    savedAt: '2026-01-01T09:00:00.000Z',
  };
  const table = [
    { name: 'the saved answers', answers: [{ ...refs[0]!, answer: yes }], at: saved.savedAt },
    {
      name: 'the saved answers, an unanswered one added',
      answers: [
        { ...refs[0]!, answer: yes },
        { ...refs[1]!, answer: null },
      ],
      at: saved.savedAt,
    },
    { name: 'an answer not saved', answers: [{ ...refs[1]!, answer: yes }], at: finished.toISOString() },
    { name: 'a different answer', answers: [{ ...refs[0]!, answer: { type: 'can-attack', value: false } as const }], at: finished.toISOString() },
  ];
  test.each(table)('$name', ({ answers, at }) => {
    expect(answersGivenAt(saved, refs, answers, finished).toISOString()).toBe(at);
  });
  test('nothing saved, or saved after the submission: the submission time', () => {
    expect(answersGivenAt(undefined, refs, [], finished)).toBe(finished);
    expect(answersGivenAt({ ...saved, savedAt: '2026-01-01T11:00:00.000Z' }, refs, [], finished)).toBe(finished);
  });
  const bad = [
    { name: 'not an array', raw: {}, count: 1 },
    { name: 'a wrong count', raw: [], count: 1 },
    { name: 'seen missing', raw: [{ answer: null, timeMs: 0 }], count: 1 },
    { name: 'a negative time', raw: [{ answer: null, timeMs: -1, seen: true }], count: 1 },
    { name: 'an answer of no type', raw: [{ answer: { value: 1 }, timeMs: 0, seen: true }], count: 1 },
  ];
  test.each(bad)('parseExamSlots refuses $name', ({ raw, count }) => {
    expect(parseExamSlots(raw, count).ok).toBe(false);
  });
});
