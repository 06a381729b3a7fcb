/**
 * The step each answer went wrong at, recorded with the attempt and read as "Accuracy by step"
 * (the learner sees which of the seven steps to practise): engine-decided answers get a step (0 when right), authored ones and older attempts are
 * "not recorded"; exams record steps too; stepPractice lists the quizzes missed at a step. Blocking
 * answers record the step of CR 509.1 they failed, read as accuracy by step of declaring blockers.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blockStepAccuracyOf, stepAccuracyOf } from '#main/domain/progress/step-accuracy';
import type { BlockDeclaration } from '#shared/engine/block/index';
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

/** A blocking quiz of the built-in pack, saved into the learner's own pack (the fixture pack has none). */
const saveBuiltinBlockQuiz = async (id: string) => {
  const builtin = JSON.parse(fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: { id: string }[] };
  return value(await h.api.saveUserQuiz({ quiz: builtin.quizzes.find((q) => q.id === id)! }));
};
const blockTable = async () => value(await h.api.progress()).blockStepAccuracy;
/** Serra Angel (flying) attacks; Giant Spider (reach), Cloud Sprite (flying) and Grizzly Bears could block. */
const FLYING = 'blk-flying-reach';

describe('accuracy by step of CR 509.1 (blocking answers)', () => {
  test('an illegal block counts at the step of 509.1 where the engine says it fails; the attack steps are untouched', async () => {
    const ref = await saveBuiltinBlockQuiz(FLYING);
    const bears = { blocks: { bears: 'angel' } };
    value(await submitOpened(h.api, { ...ref, answer: { type: 'legal-blocks', declarations: [{ blocks: {} }, bears] }, timeMs: 1000 }));
    const stored = h.store.getQuiz(ref.packId, ref.quizId);
    if (!stored.ok) throw new Error(stored.error.message);
    const board = (JSON.parse(stored.value.json) as { board: unknown }).board;
    const failed = value(await h.api.blockCheck({ board, declaration: bears })).failedStep;
    expect(failed).toBe('509.1b');
    expect(await blockTable()).toEqual(blockStepAccuracyOf(new Map([[failed!, 1]])));
    expect((await blockTable()).steps.map((s) => [s.step, s.reached, s.wrong])).toEqual([
      ['509.1a', 1, 0],
      ['509.1b', 1, 1],
      ['509.1c', 0, 0],
      ['509.1d', 0, 0],
    ]);
    const attack = await stepTable();
    expect([attack.notRecorded, attack.steps.every((s) => s.reached === 0)]).toEqual([0, true]);
    expect(value(await h.api.stepPractice({ step: '509.1b' }))).toEqual([ref]);
    expect(value(await h.api.stepPractice({ step: '509.1c' }))).toEqual([]);
  });

  test('a right block answer reached every step; a can-block miss is recorded at a step', async () => {
    const ref = await saveBuiltinBlockQuiz(FLYING);
    const all: BlockDeclaration[] = [
      { blocks: {} },
      { blocks: { spider: 'angel' } },
      { blocks: { sprite: 'angel' } },
      { blocks: { spider: 'angel', sprite: 'angel' } },
    ];
    value(await submitOpened(h.api, { ...ref, answer: { type: 'legal-blocks', declarations: all }, timeMs: 1000 }));
    expect((await blockTable()).steps.every((s) => s.reached === 1 && s.wrong === 0)).toBe(true);
    // Cloud Sprite can block only creatures with flying: "yes, it can block the bears" fails at a step.
    const can = await saveBuiltinBlockQuiz('blk-cloud-sprite-ground');
    value(await submitOpened(h.api, { ...can, answer: { type: 'can-block', value: true }, timeMs: 1000 }));
    const t = await blockTable();
    expect(t.steps.reduce((n, s) => n + s.wrong, 0)).toBe(1);
    expect((await stepTable()).notRecorded).toBe(0);
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

  test('step 0 and 8 are bad input, and so is a rule that is not a step of 509.1', async () => {
    expect(failure(await h.api.stepPractice({ step: 0 as 1 })).code).toBe('bad-input');
    expect(failure(await h.api.stepPractice({ step: 8 as 7 })).code).toBe('bad-input');
    expect(failure(await h.api.stepPractice({ step: '509.1e' as '509.1d' })).code).toBe('bad-input');
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
