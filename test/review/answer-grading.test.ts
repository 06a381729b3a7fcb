/**
 * Grading that cannot be gamed: the service grades the first answer after a quiz was opened, records
 * the hint itself, and treats every answer given after the answer was shown as practice that leaves
 * review and progress as the first answer left them.
 */
import { describe, expect, test } from 'vitest';
import { failure, value } from '../api/helpers.ts';
import { MINUTE, RIGHT, useFixtureHarness, WRONG } from './harness.ts';

const h = useFixtureHarness();
const NUMBER = { packId: 'fixture', quizId: 'number' } as const;
const LEGAL = { packId: 'fixture', quizId: 'legal' } as const;

const open = async (ref: { packId: string; quizId: string } = NUMBER) => value(await h.api.getQuiz(ref));
const answer = async (right: boolean, mode?: 'practice') =>
  value(await h.api.submitAnswer({ ...NUMBER, answer: right ? RIGHT.number : WRONG.number, timeMs: 5_000, ...(mode === undefined ? {} : { mode }) }));
const attempts = () => {
  const r = h.store.listAttemptRecords({ quizId: 'number' });
  return r.ok ? r.value.map((a) => a.correct) : [];
};

describe('"Try again" after the answer was shown is practice', () => {
  test('a second answer without opening the quiz again is scored, marked, and recorded nowhere', async () => {
    await open();
    const miss = await answer(false);
    expect(miss.attemptId).toBeTypeOf('number');
    expect(miss.rating).toBe('again');
    const retry = await answer(true);
    expect(retry.score.correct).toBe(true);
    expect(retry.answerShown).toBe('retry');
    expect(retry.attemptId).toBeUndefined();
    expect(retry.rating).toBeUndefined();
    // The miss stands: one attempt, still missed in Review, and Progress counts it wrong.
    expect(attempts()).toEqual([false]);
    expect(value(await h.api.reviewQueue()).missed.map((q) => q.quizId)).toEqual(['number']);
    expect(value(await h.api.progress()).totals).toEqual({ attempts: 1, correct: 0 });
  });

  test('thirty right retries leave the schedule where the miss put it', async () => {
    await open();
    const miss = await answer(false);
    for (let i = 0; i < 30; i++) expect((await answer(true)).answerShown).toBe('retry');
    const state = h.store.getReviewState('fixture', 'number');
    expect(state.ok && state.value?.due).toBe(miss.due);
  });

  test('opening the quiz again starts a new graded attempt', async () => {
    await open();
    await answer(false);
    await open();
    const again = await answer(true);
    expect(again.answerShown).toBeUndefined();
    expect(attempts()).toEqual([false, true]);
  });

  test('a right answer does not hold the next opening back', async () => {
    await open();
    await answer(true);
    h.advance(MINUTE);
    await open();
    expect((await answer(true)).answerShown).toBeUndefined();
    expect(attempts()).toEqual([true, true]);
  });

  test('an answer to a quiz never opened is practice, recorded nowhere', async () => {
    const r = await answer(true);
    expect(r.answerShown).toBe('not-opened');
    expect(attempts()).toEqual([]);
  });

  test('the practice checkbox still records its one answer per opening', async () => {
    await open();
    expect((await answer(false, 'practice')).attemptId).toBeTypeOf('number');
    expect((await answer(true, 'practice')).answerShown).toBe('retry');
    expect(attempts()).toEqual([false]);
  });

  test('of two answers sent at once, only one is graded', async () => {
    await open();
    const [a, b] = await Promise.all([answer(true), answer(true)]);
    expect([a.answerShown, b.answerShown].filter((x) => x === undefined)).toHaveLength(1);
    expect(attempts()).toEqual([true]);
  });
});

describe('the hint is recorded by the service', () => {
  const noAttack = { attacks: {} };

  test('a hint before the answer makes a right answer a miss, whatever the client says', async () => {
    await open(LEGAL);
    value(await h.api.quizCheck({ ...LEGAL, declaration: noAttack }));
    const quiz = h.store.getQuiz('fixture', 'legal');
    const answerKey = quiz.ok ? (JSON.parse(quiz.value.json) as { question: { answer: { attacks: Record<string, string> }[] } }).question.answer : [];
    const r = value(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: answerKey }, timeMs: 1_000 }));
    expect(r.score.correct).toBe(true);
    expect(r.hinted).toBe(true);
    expect(r.rating).toBe('again');
    const records = h.store.listAttemptRecords({ quizId: 'legal' });
    expect(records.ok && records.value.map((a) => a.correct)).toEqual([false]);
  });

  test('the client cannot claim or drop a hint: submitAnswer takes no such field', async () => {
    await open(LEGAL);
    const r = failure(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: [] }, timeMs: 1, hinted: false } as never));
    expect(r.issues?.map((i) => i.path)).toEqual(['hinted']);
  });

  test('the worked example after the answer is no hint; a new opening forgets the old hint', async () => {
    await open(LEGAL);
    value(await h.api.quizCheck({ ...LEGAL, declaration: noAttack }));
    await open(LEGAL);
    const r = value(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: [] }, timeMs: 1_000 }));
    expect(r.hinted).toBeUndefined();
    expect(value(await h.api.quizCheck({ ...LEGAL, declaration: noAttack })).declaration).toEqual(noAttack);
  });

  test('a quiz not opened has no hint, and its tree opens only once it is answered', async () => {
    expect(failure(await h.api.quizCheck({ ...LEGAL, declaration: noAttack })).code).toBe('bad-input');
    expect(failure(await h.api.quizTree(LEGAL)).code).toBe('bad-input');
    await open(LEGAL);
    expect(failure(await h.api.quizTree(LEGAL)).issues?.[0]?.message).toMatch(/once the answer is submitted/);
    value(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: [] }, timeMs: 1_000 }));
    expect(value(await h.api.quizTree(LEGAL)).nodeCount).toBeGreaterThan(0);
  });
});
