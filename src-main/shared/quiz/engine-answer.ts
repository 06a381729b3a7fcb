/**
 * The engine's answers to engine-decided questions, and the check that a pack's stored snapshots
 * still agree with them (they drift when the rules model changes or a board was written wrongly).
 */
import { declarationKey, err, legalSet, ok, type EngineBudget, type EngineError, type Result } from '#shared/engine/index';
import type { Declaration } from '#shared/engine/board';
import { pathIndex } from './path.ts';
import type { EngineAnswer, Quiz, QuizPack, QuizWarning } from './types.ts';

/**
 * legal-sets: the engine's legal set; can-attack: whether some legal declaration has the creature
 * attacking (that defender, when given). `undefined` for authored questions (choice, number).
 */
export function engineAnswer(quiz: Quiz, budget: EngineBudget = {}): Result<EngineAnswer, EngineError> | undefined {
  const q = quiz.question;
  if (q.type !== 'legal-sets' && q.type !== 'can-attack') return undefined;
  const r = legalSet(quiz.board, { budget });
  if (!r.ok) return r;
  if (!r.value.complete) {
    return err({ code: 'too-large', message: `the engine listed only part of the legal set (${r.value.count} declarations)` });
  }
  if (q.type === 'legal-sets') return ok({ type: 'legal-sets', answer: r.value.legal });
  const answer = r.value.legal.some((d) => {
    const target = d.attacks[q.creature];
    return target !== undefined && (q.defender === undefined || target === q.defender);
  });
  return ok({ type: 'can-attack', answer });
}

function describe(ds: readonly Declaration[]): string {
  return ds.map((d) => `{${declarationKey(d) || 'no attack'}}`).join(', ');
}

/** One warning per quiz whose snapshot differs from the engine or that the engine could not answer. */
export function checkPackAgainstEngine(pack: QuizPack, budget: EngineBudget = {}): QuizWarning[] {
  const warnings: QuizWarning[] = [];
  pack.quizzes.forEach((quiz, i) => {
    const base = pathIndex('quizzes', i);
    const r = engineAnswer(quiz, budget);
    if (r === undefined) return;
    if (!r.ok) {
      warnings.push({
        path: `${base}.board`,
        quizId: quiz.id,
        code: 'engine-error',
        message: `the engine gave no answer (${r.error.code}): ${r.error.message}`,
        engineError: r.error,
      });
      return;
    }
    const q = quiz.question;
    const path = `${base}.question.answer`;
    if (r.value.type === 'legal-sets' && q.type === 'legal-sets') {
      const stored = new Set(q.answer.map(declarationKey));
      const engine = new Set(r.value.answer.map(declarationKey));
      const missing = r.value.answer.filter((d) => !stored.has(declarationKey(d)));
      const extra = q.answer.filter((d) => !engine.has(declarationKey(d)));
      if (missing.length > 0 || extra.length > 0) {
        const parts = [
          missing.length > 0 ? `legal but not stored: ${describe(missing)}` : '',
          extra.length > 0 ? `stored but not legal: ${describe(extra)}` : '',
        ].filter((s) => s !== '');
        warnings.push({
          path,
          quizId: quiz.id,
          code: 'snapshot-differs',
          message: `the stored legal set differs from the engine's (${parts.join('; ')})`,
          engineAnswer: r.value.answer,
        });
      }
    } else if (r.value.type === 'can-attack' && q.type === 'can-attack' && r.value.answer !== q.answer) {
      warnings.push({
        path,
        quizId: quiz.id,
        code: 'snapshot-differs',
        message: `the stored answer is ${String(q.answer)} but the engine says ${String(r.value.answer)}`,
        engineAnswer: r.value.answer,
      });
    }
  });
  return warnings;
}
