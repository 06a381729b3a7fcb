/** The store's exam records: one transaction for the report and its attempts. */
import { describe, expect, test } from 'vitest';
import { T0, useFixtureHarness } from '../review/harness.ts';

const h = useFixtureHarness();

const exam = { id: 'e1', startedAt: T0, config: { passMark: 0.5 }, quizRefs: [{ packId: 'fixture', quizId: 'number' }] };
const attempt = { packId: 'fixture', quizId: 'number', answer: { type: 'number', value: 3 }, correct: true, timeMs: 5, mode: 'exam' as const };

describe('exams in the store', () => {
  test('created, read back, finished once', () => {
    expect(h.store.createExam(exam).ok).toBe(true);
    expect(h.store.getExam('e1')).toEqual({ ok: true, value: { id: 'e1', startedAt: T0.toISOString(), config: { passMark: 0.5 }, quizRefs: exam.quizRefs } });
    const ids = h.store.finishExam('e1', { score: 1 }, T0, [attempt]);
    expect(ids.ok && ids.value.length).toBe(1);
    const again = h.store.finishExam('e1', { score: 0 }, T0, [attempt]);
    expect(!again.ok && again.error.code).toBe('conflict');
    expect(h.store.getExam('e1')).toMatchObject({ ok: true, value: { report: { score: 1 }, finishedAt: T0.toISOString() } });
    const attempts = h.store.listAttemptRecords();
    expect(attempts.ok && attempts.value.map((a) => a.mode)).toEqual(['exam']);
  });

  test('an id is used once', () => {
    expect(h.store.createExam(exam).ok).toBe(true);
    const dup = h.store.createExam(exam);
    expect(dup.ok).toBe(false);
  });

  test('an attempt that cannot be stored rolls the whole finish back', () => {
    expect(h.store.createExam(exam).ok).toBe(true);
    const r = h.store.finishExam('e1', { score: 1 }, T0, [attempt, { ...attempt, quizId: 'gone' }]);
    expect(!r.ok && r.error.code).toBe('not-found');
    const stored = h.store.getExam('e1');
    expect(stored.ok && [stored.value.report, stored.value.finishedAt]).toEqual([undefined, undefined]);
    expect(h.store.listAttemptRecords()).toEqual({ ok: true, value: [] });
  });

  test('listExams is newest first; an unknown exam is not-found', () => {
    h.store.createExam(exam);
    h.store.createExam({ ...exam, id: 'e2', startedAt: new Date(T0.getTime() + 1000) });
    const list = h.store.listExams();
    expect(list.ok && list.value.map((e) => e.id)).toEqual(['e2', 'e1']);
    expect(!h.store.getExam('zz').ok).toBe(true);
  });

  test('a review record and its state are written together, or not at all', () => {
    const r = h.store.recordAttempt({ ...attempt, quizId: 'choice', review: { rating: 'good', before: null, after: { x: 1 }, due: 'not a date' } });
    expect(!r.ok && r.error.code).toBe('bad-input');
    expect(h.store.listAttemptRecords()).toEqual({ ok: true, value: [] });
    expect(h.store.getReviewState('fixture', 'choice')).toEqual({ ok: true, value: undefined });
  });
});
