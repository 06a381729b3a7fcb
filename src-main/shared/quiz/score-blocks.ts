/**
 * Score a learner's answer to a quiz on a block board. Engine-decided questions (every legal block
 * declaration, can it block) are scored against the blocking engine; a declaration the learner wrote
 * that is not legal carries the engine's verdict by the steps of CR 509.1.
 */
import { blockedBy } from '#shared/engine/block/declaration';
import { blockKey, explainBlockDeclaration, type BlockDeclaration } from '#shared/engine/block/index';
import type { EngineBudget } from '#shared/engine/index';
import { engineAnswer } from './engine-answer.ts';
import type { AnswerBasis, BlockQuiz, IllegalBlockPick, QuizAnswer, Score } from './pack-model.ts';
import { scoreAuthored } from './score-authored.ts';

function dedupe(ds: readonly BlockDeclaration[]): BlockDeclaration[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = blockKey(d);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function illegalPick(quiz: BlockQuiz, d: BlockDeclaration, budget: EngineBudget): IllegalBlockPick {
  const x = explainBlockDeclaration(quiz.board, d, budget);
  if (!x.ok) return { declaration: d, summary: `not legal (the engine could not explain why: ${x.error.message})` };
  return x.value.failedStep === undefined
    ? { declaration: d, summary: x.value.summary }
    : { declaration: d, summary: x.value.summary, failedStep: x.value.failedStep };
}

/** A declaration naming creatures that are not on the board scores as illegal with that reason, never a crash. */
function onBoard(quiz: BlockQuiz, d: BlockDeclaration): boolean {
  const ids = new Set(quiz.board.creatures.map((c) => c.id));
  return Object.keys(d.blocks).every((b) => ids.has(b) && blockedBy(d, b).every((a) => ids.has(a)));
}

export function scoreBlockAnswer(quiz: BlockQuiz, answer: QuizAnswer, budget: EngineBudget = {}): Score {
  const q = quiz.question;
  switch (q.type) {
    case 'legal-sets': {
      const r = engineAnswer(quiz, budget);
      const fromEngine = r !== undefined && r.ok && r.value.type === 'legal-blocks';
      const expected = fromEngine ? r.value.answer : q.answer;
      const basis: AnswerBasis = fromEngine ? 'engine' : 'snapshot';
      // A wrong-typed answer is scored as choosing nothing: every legal declaration is missed.
      const given = answer.type === 'legal-blocks' ? dedupe(answer.declarations) : [];
      const legalKeys = new Set(expected.map(blockKey));
      const givenKeys = new Set(given.map(blockKey));
      const missed = expected.filter((d) => !givenKeys.has(blockKey(d)));
      const illegal = given
        .filter((d) => !legalKeys.has(blockKey(d)))
        .map((d) => (onBoard(quiz, d) ? illegalPick(quiz, d, budget) : { declaration: d, summary: 'not legal: it names a creature that is not on the board' }));
      const correct = answer.type === 'legal-blocks' && missed.length === 0 && illegal.length === 0;
      return { type: 'legal-blocks', correct, basis, expected, missed, illegal };
    }
    case 'can-block': {
      const r = engineAnswer(quiz, budget);
      const fromEngine = r !== undefined && r.ok && r.value.type === 'can-block';
      const expected = fromEngine ? r.value.answer : q.answer;
      const basis: AnswerBasis = fromEngine ? 'engine' : 'snapshot';
      if (answer.type !== 'can-block') return { type: 'can-block', correct: false, basis, expected };
      return { type: 'can-block', correct: answer.value === expected, basis, expected, given: answer.value };
    }
    case 'choice':
    case 'number':
      return scoreAuthored(q, answer);
  }
}
