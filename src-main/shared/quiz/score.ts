/**
 * Score a learner's answer. Engine-decided questions are scored against the engine (the stored
 * snapshot only stands in when the engine gives no answer); authored ones against the pack.
 */
import { declarationKey, explainDeclaration, type Declaration, type EngineBudget } from '#shared/engine/index';
import { engineAnswer } from './engine-answer.ts';
import type { AnswerBasis, IllegalPick, Quiz, QuizAnswer, Score } from './types.ts';

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
    case 'choice': {
      const selected = answer.type === 'choice' ? [...new Set(answer.selected)] : [];
      const right = new Set(q.correct);
      const missed = q.correct.filter((id) => !selected.includes(id));
      const wrong = selected.filter((id) => !right.has(id));
      // A single-answer question takes exactly one selection, even if it is among the right ones.
      const countOk = q.multiple || selected.length === 1;
      const correct = answer.type === 'choice' && countOk && missed.length === 0 && wrong.length === 0;
      return { type: 'choice', correct, expected: q.correct, missed, wrong };
    }
    case 'number': {
      const tolerance = q.tolerance ?? 0;
      if (answer.type !== 'number') return { type: 'number', correct: false, expected: q.answer, tolerance };
      const correct = Number.isFinite(answer.value) && Math.abs(answer.value - q.answer) <= tolerance;
      return { type: 'number', correct, expected: q.answer, tolerance, given: answer.value };
    }
  }
}
