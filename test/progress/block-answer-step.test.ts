/**
 * The step of CR 509.1 where a wrong blocking answer went wrong (src-main/shared/quiz/block-answer-step.ts),
 * on the blocking quizzes of the built-in pack: every pick checked against the engine's own explanation,
 * not against hard-coded steps.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blockKey, explainBlockDeclaration, legalBlockSet, type BlockDeclaration } from '#shared/engine/block/index';
import { blockAnswerStep, firstBlockDecidingStep } from '#shared/quiz/block-answer-step';
import { isBlockQuiz, parseQuizPackText, scoreAnswer, type BlockQuiz, type QuizAnswer } from '#shared/quiz/index';

const pack = parseQuizPackText(fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8'));
if (!pack.ok) throw new Error('the built-in pack does not parse');
const blockQuizzes = pack.value.quizzes.filter((q): q is BlockQuiz => isBlockQuiz(q));
const legalSets = blockQuizzes.filter((q) => q.question.type === 'legal-sets');
const stepOf = (quiz: BlockQuiz, answer: QuizAnswer) => blockAnswerStep(quiz, answer, scoreAnswer(quiz, answer), {});
const legalOf = (quiz: BlockQuiz): readonly BlockDeclaration[] => {
  const set = legalBlockSet(quiz.board, { limit: 500 });
  if (!set.ok || !set.value.complete) throw new Error(`${quiz.id}: no complete legal set`);
  return set.value.legal;
};

describe('blockAnswerStep', () => {
  test('the built-in pack has blocking legal-sets and can-block quizzes to check', () => {
    expect(legalSets.length).toBeGreaterThan(20);
    expect(blockQuizzes.some((q) => q.question.type === 'can-block')).toBe(true);
  });

  test('a right answer went wrong nowhere on every blocking legal-sets quiz', () => {
    for (const quiz of legalSets) expect(stepOf(quiz, { type: 'legal-blocks', declarations: legalOf(quiz) }), quiz.id).toBe('none');
  });

  test('an answer with one illegal block added goes wrong where the engine says that block fails', () => {
    let checked = 0;
    for (const quiz of legalSets) {
      const legal = legalOf(quiz);
      const keys = new Set(legal.map(blockKey));
      const attackers = quiz.board.creatures.filter((c) => c.attacking !== undefined).map((c) => c.id);
      const blockers = quiz.board.creatures.filter((c) => c.attacking === undefined).map((c) => c.id);
      const wrong = blockers.flatMap((b) => attackers.map((a): BlockDeclaration => ({ blocks: { [b]: a } }))).find((d) => !keys.has(blockKey(d)));
      if (wrong === undefined) continue;
      const x = explainBlockDeclaration(quiz.board, wrong);
      if (!x.ok) throw new Error(x.error.message);
      expect(stepOf(quiz, { type: 'legal-blocks', declarations: [...legal, wrong] }), quiz.id).toBe(x.value.failedStep);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('an answer leaving one legal declaration out goes wrong at the first step that decides it', () => {
    for (const quiz of legalSets) {
      const legal = legalOf(quiz);
      const left = legal[legal.length - 1]!;
      const x = explainBlockDeclaration(quiz.board, left);
      if (!x.ok) throw new Error(x.error.message);
      expect(x.value.legal).toBe(true);
      expect(stepOf(quiz, { type: 'legal-blocks', declarations: legal.slice(0, -1) }), quiz.id).toBe(firstBlockDecidingStep(x.value));
    }
  });

  test('a wrong can-block answer has a step of 509.1, a right one none, an authored question none recorded', () => {
    for (const quiz of blockQuizzes) {
      const q = quiz.question;
      if (q.type !== 'can-block') continue;
      expect(stepOf(quiz, { type: 'can-block', value: q.answer }), quiz.id).toBe('none');
      expect(stepOf(quiz, { type: 'can-block', value: !q.answer }), quiz.id).toMatch(/^509\.1[a-d]$/);
    }
    const authored = blockQuizzes.find((q) => q.question.type === 'choice' || q.question.type === 'number');
    if (authored !== undefined) expect(stepOf(authored, { type: 'number', value: -1 })).toBeUndefined();
  });
});

describe('firstBlockDecidingStep', () => {
  const lure = legalSets.find((q) => q.tags.includes('lure') && !q.tags.includes('multiple-blocks'));
  const multi = legalSets.find((q) => q.tags.includes('multiple-blocks'));
  const costs = legalSets.find((q) => q.tags.includes('block-costs') && !q.tags.includes('block-requirements'));

  test.each([
    [
      'a creature blocking two attackers: 509.1a (an effect lets it)',
      multi,
      (d: BlockDeclaration) => Object.values(d.blocks).some((a) => typeof a !== 'string'),
      '509.1a',
    ],
    ['a declaration under requirements: 509.1c', lure, (d: BlockDeclaration) => Object.keys(d.blocks).length > 0, '509.1c'],
    ['a declaration with a cost to block: 509.1d', costs, (d: BlockDeclaration) => Object.keys(d.blocks).length > 0, '509.1d'],
  ] as const)('%s', (_, quiz, pick, step) => {
    expect(quiz).toBeDefined();
    const d = legalOf(quiz!).find(pick);
    expect(d).toBeDefined();
    const x = explainBlockDeclaration(quiz!.board, d!);
    if (!x.ok) throw new Error(x.error.message);
    expect(firstBlockDecidingStep(x.value)).toBe(step);
  });
});
