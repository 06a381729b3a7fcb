/**
 * Score a learner's answer. Engine-decided questions are scored against the engine (the stored
 * snapshot only stands in when the engine gives no answer); authored ones against the pack.
 */
import { declarationKey, explainDeclaration, type Declaration, type EngineBudget } from '#shared/engine/index';
import { engineAnswer } from './engine-answer.ts';
import { scoreAuthored } from './score-authored.ts';
import type { AnswerBasis, AttackQuiz, IllegalPick, Quiz, QuizAnswer, Score } from './pack-model.ts';
import { isBlockQuiz } from './quiz-kind.ts';
import { scoreBlockAnswer } from './score-blocks.ts';

function dedupe(ds: readonly Declaration[]): Declaration[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = declarationKey(d);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function scoreAnswer(quiz: Quiz, answer: QuizAnswer, budget: EngineBudget = {}): Score {
  return isBlockQuiz(quiz) ? scoreBlockAnswer(quiz, answer, budget) : scoreAttackAnswer(quiz, answer, budget);
}

function scoreAttackAnswer(quiz: AttackQuiz, answer: QuizAnswer, budget: EngineBudget): Score {
  const q = quiz.question;
  switch (q.type) {
    case 'legal-sets': {
      const r = engineAnswer(quiz, budget);
      const fromEngine = r !== undefined && r.ok && r.value.type === 'legal-sets';
      const expected = fromEngine ? r.value.answer : q.answer;
      const basis: AnswerBasis = fromEngine ? 'engine' : 'snapshot';
      // A wrong-typed answer is scored as choosing nothing: every legal declaration is missed.
      const given = answer.type === 'legal-sets' ? dedupe(answer.declarations) : [];
      const legalKeys = new Set(expected.map(declarationKey));
      const givenKeys = new Set(given.map(declarationKey));
      const missed = expected.filter((d) => !givenKeys.has(declarationKey(d)));
      const illegal: IllegalPick[] = given
        .filter((d) => !legalKeys.has(declarationKey(d)))
        .map((d) => {
          const x = explainDeclaration(quiz.board, d, budget);
          if (!x.ok) return { declaration: d, summary: `not legal (the engine could not explain why: ${x.error.message})` };
          return x.value.failedStep === undefined
            ? { declaration: d, summary: x.value.summary }
            : { declaration: d, summary: x.value.summary, failedStep: x.value.failedStep };
        });
      const correct = answer.type === 'legal-sets' && missed.length === 0 && illegal.length === 0;
      return { type: 'legal-sets', correct, basis, expected, missed, illegal };
    }
    case 'can-attack': {
      const r = engineAnswer(quiz, budget);
      const fromEngine = r !== undefined && r.ok && r.value.type === 'can-attack';
      const expected = fromEngine ? r.value.answer : q.answer;
      const basis: AnswerBasis = fromEngine ? 'engine' : 'snapshot';
      if (answer.type !== 'can-attack') return { type: 'can-attack', correct: false, basis, expected };
      return { type: 'can-attack', correct: answer.value === expected, basis, expected, given: answer.value };
    }
    case 'choice':
    case 'number':
      return scoreAuthored(q, answer);
  }
}
