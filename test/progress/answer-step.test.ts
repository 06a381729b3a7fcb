/**
 * The step where a wrong answer went wrong (src-main/shared/quiz/answer-step.ts), on quizzes of the
 * built-in pack: every pick checked against the engine's own explanation, not against hard-coded steps.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { explainDeclaration, type Declaration } from '#shared/engine/index';
import { answerStep, declarationStep, firstDecidingStep } from '#shared/quiz/answer-step';
import { isBlockQuiz, parseQuizPackText, scoreAnswer, type AttackQuiz, type Quiz, type QuizAnswer } from '#shared/quiz/index';
import { asAttackQuiz } from '../support/right-answer.ts';

const pack = parseQuizPackText(fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8'));
if (!pack.ok) throw new Error('the built-in pack does not parse');
const quizzes = pack.value.quizzes;
const legalSetQuizzes = quizzes.filter((q): q is AttackQuiz => !isBlockQuiz(q) && q.question.type === 'legal-sets');
const quizById = (id: string): AttackQuiz => asAttackQuiz(quizzes.find((q) => q.id === id)!);
const stepOf = (quiz: Quiz, answer: QuizAnswer) => answerStep(quiz, answer, scoreAnswer(quiz, answer), {});

describe('answerStep', () => {
  test('a right answer went wrong nowhere (0) on every legal-sets quiz of the built-in pack', () => {
    for (const quiz of legalSetQuizzes) {
      if (quiz.question.type !== 'legal-sets') continue;
      expect(stepOf(quiz, { type: 'legal-sets', declarations: quiz.question.answer }), quiz.id).toBe(0);
    }
  });

  test('an answer with one illegal declaration added goes wrong where the engine says that declaration fails', () => {
    let checked = 0;
    for (const quiz of legalSetQuizzes) {
      if (quiz.question.type !== 'legal-sets') continue;
      const legal = new Set(quiz.question.answer.map((d) => JSON.stringify(d.attacks)));
      // Every creature attacking the first defender: a declaration to test, legal or not.
      const all: Declaration = { attacks: Object.fromEntries(quiz.board.creatures.map((c) => [c.id, quiz.board.defenders[0]!.id])) };
      if (legal.has(JSON.stringify(all.attacks))) continue;
      const x = explainDeclaration(quiz.board, all, {});
      if (!x.ok || x.value.failedStep === undefined) continue;
      // The legal ones all given, plus that illegal one: the illegal pick decides.
      expect(stepOf(quiz, { type: 'legal-sets', declarations: [...quiz.question.answer, all] }), quiz.id).toBe(x.value.failedStep);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('an answer leaving legal declarations out goes wrong at the earliest deciding step among them', () => {
    for (const quiz of legalSetQuizzes) {
      if (quiz.question.type !== 'legal-sets' || quiz.question.answer.length > 20) continue;
      const steps = quiz.question.answer.map((d) => declarationStep(quiz.board, d));
      const expected = Math.min(...steps.map((s) => s ?? 9));
      expect(stepOf(quiz, { type: 'legal-sets', declarations: [] }), quiz.id).toBe(expected);
    }
  });

  test('a left-out legal declaration is judged at the first step that had something to decide', () => {
    const quiz = quizById('ex-magnetic-web');
    for (const d of quiz.question.type === 'legal-sets' ? quiz.question.answer : []) {
      const x = explainDeclaration(quiz.board, d, {});
      if (!x.ok) throw new Error(x.error.message);
      const s3 = x.value.steps.find((s) => s.step === 3);
      const s2 = x.value.steps.find((s) => s.step === 2);
      const planned = s2?.step === 2 && s2.costsPlanned.length > 0;
      const requirements = s3?.step === 3 && s3.units.length > 0;
      const step = firstDecidingStep(x.value);
      if (planned) expect(step).toBe(2);
      else if (requirements) expect(step).toBe(3);
      else expect([1, 7]).toContain(step);
    }
  });

  test('authored questions (choice, number) have no step', () => {
    for (const quiz of quizzes.filter((q) => q.question.type === 'choice' || q.question.type === 'number')) {
      const answer: QuizAnswer = quiz.question.type === 'choice' ? { type: 'choice', selected: [] } : { type: 'number', value: -1 };
      expect(stepOf(quiz, answer), quiz.id).toBeUndefined();
    }
  });

  test('can-attack: a wrong answer goes wrong where the creature attacking alone is decided', () => {
    let checked = 0;
    for (const quiz of quizzes.filter((x): x is AttackQuiz => !isBlockQuiz(x))) {
      const q = quiz.question;
      if (q.type !== 'can-attack') continue;
      const wrong: QuizAnswer = { type: 'can-attack', value: !q.answer };
      const defender = q.defender ?? quiz.board.defenders[0]!.id;
      expect(stepOf(quiz, wrong), quiz.id).toBe(declarationStep(quiz.board, { attacks: { [q.creature]: defender } }));
      expect(stepOf(quiz, { type: 'can-attack', value: q.answer }), quiz.id).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

test('magnetic web: declaring no attack goes wrong at step 3 (the e2e test of Progress relies on it)', () => {
  const quiz = quizById('ex-magnetic-web');
  const none: Declaration = { attacks: {} };
  const x = explainDeclaration(quiz.board, none, {});
  expect(x.ok && x.value.failedStep).toBe(3);
  expect(stepOf(quiz, { type: 'legal-sets', declarations: [none] })).toBe(3);
});
