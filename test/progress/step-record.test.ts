/**
 * The step each answer went wrong at, recorded with the attempt and read as "Accuracy by step"
 * (the learner sees which of the seven steps to practise): engine-decided answers get a step (0 when right), authored ones and older attempts are
 * "not recorded"; exams record steps too; stepPractice lists the quizzes missed at a step.
 */
import { describe, expect, test } from 'vitest';
import { stepAccuracyOf } from '#main/domain/progress/step-accuracy';
import { failure, submitOpened, value } from '../api/helpers.ts';
import { RIGHT, useFixtureHarness, WRONG } from '../review/harness.ts';

const h = useFixtureHarness();

const LEGAL = { packId: 'fixture', quizId: 'legal' } as const;
/** The fixture's legal-sets quiz: the Crazed Goblin must attack, so "no attack" breaks a requirement (step 3). */
const NO_ATTACK = { type: 'legal-sets', declarations: [{ attacks: {} }] } as const;
const RIGHT_LEGAL = { type: 'legal-sets', declarations: [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }] } as const;

const stepTable = async () => value(await h.api.progress()).stepAccuracy;

describe('accuracy by step', () => {
  test('a missed answer counts at its step; steps before it were reached, steps after it were not', async () => {
    value(await submitOpened(h.api, { ...LEGAL, answer: NO_ATTACK, timeMs: 1000 }));
    expect(await stepTable()).toEqual(stepAccuracyOf(new Map([[3, 1]]), 0));
    expect((await stepTable()).steps.map((s) => [s.step, s.reached, s.wrong])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
      [3, 1, 1],
      [4, 0, 0],
      [5, 0, 0],
      [6, 0, 0],
      [7, 0, 0],
    ]);
  });

  test('a right answer reached every step; a practice answer counts like a rated one', async () => {
    value(await submitOpened(h.api, { ...LEGAL, answer: RIGHT_LEGAL, timeMs: 1000, mode: 'practice' }));
    expect((await stepTable()).steps.every((s) => s.reached === 1 && s.wrong === 0)).toBe(true);
  });

  test('authored questions and attempts written without a step are "not recorded", under no step', async () => {
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'choice', answer: WRONG.choice, timeMs: 1000 }));
    h.store.recordAttempt({ packId: 'fixture', quizId: 'legal', answer: NO_ATTACK, correct: false, timeMs: 5 });
    const t = await stepTable();
    expect(t.notRecorded).toBe(2);
    expect(t.steps.every((s) => s.reached === 0 && s.wrong === 0)).toBe(true);
  });

  test('a can-attack miss is recorded at the step where the creature attacking alone is decided', async () => {
    value(await submitOpened(h.api, { packId: 'fixture', quizId: 'can', answer: WRONG.can, timeMs: 1000 }));
    const t = await stepTable();
    expect(t.notRecorded).toBe(0);
    expect(t.steps.reduce((n, s) => n + s.wrong, 0)).toBe(1);
  });

  test('exam answers record their steps too', async () => {
    // Every quiz tagged "requirements", so the legal-sets quiz is among them.
    const count = value(await h.api.listQuizzes({ tags: ['requirements'] })).length;
    const e = value(await h.api.startExam({ count, tags: ['requirements'], passMark: 0.5 }));
    expect(e.quizRefs).toContainEqual(LEGAL);
    const answers = e.quizRefs.map((r) => ({ ...r, answer: r.quizId === 'legal' ? NO_ATTACK : RIGHT[r.quizId as keyof typeof RIGHT], timeMs: 1000 }));
    value(await h.api.submitExam({ examId: e.examId, answers, timedOut: false }));
    const t = await stepTable();
    expect(t.steps.find((s) => s.step === 3)?.wrong).toBe(1);
  });
});

describe('stepPractice', () => {
  test('lists the quizzes missed at the step, and nothing for a step never missed', async () => {
    value(await submitOpened(h.api, { ...LEGAL, answer: NO_ATTACK, timeMs: 1000 }));
    expect(value(await h.api.stepPractice({ step: 3 }))).toEqual([LEGAL]);
    expect(value(await h.api.stepPractice({ step: 2 }))).toEqual([]);
  });

  test('a quiz deleted since is left out', async () => {
    const stored = h.store.getQuiz('fixture', 'legal');
    if (!stored.ok) throw new Error(stored.error.message);
    const saved = value(await h.api.saveUserQuiz({ quiz: { ...(JSON.parse(stored.value.json) as object), id: 'mine' } }));
    value(await submitOpened(h.api, { ...saved, answer: NO_ATTACK, timeMs: 1000 }));
    expect(value(await h.api.stepPractice({ step: 3 }))).toEqual([saved]);
    value(await h.api.deleteQuiz(saved));
    expect(value(await h.api.stepPractice({ step: 3 }))).toEqual([]);
  });

  test('step 0 and 8 are bad input', async () => {
    expect(failure(await h.api.stepPractice({ step: 0 as 1 })).code).toBe('bad-input');
    expect(failure(await h.api.stepPractice({ step: 8 as 7 })).code).toBe('bad-input');
  });
});

describe('the attempt_steps table', () => {
  test('refuses a step outside 0–7 and an attempt that does not exist', () => {
    const id = h.store.recordAttempt({ packId: 'fixture', quizId: 'legal', answer: NO_ATTACK, correct: false, timeMs: 5 });
    if (!id.ok) throw new Error(id.error.message);
    expect(h.store.attemptSteps.record(id.value, 8 as 7)).toMatchObject({ ok: false, error: { code: 'constraint' } });
    expect(h.store.attemptSteps.record(id.value + 100, 3)).toMatchObject({ ok: false, error: { code: 'constraint' } });
    expect(h.store.attemptSteps.record(id.value, 2).ok).toBe(true);
  });
});
