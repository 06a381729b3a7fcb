/**
 * The engine's answers to engine-decided questions, and the check that a pack's stored snapshots
 * still agree with them (they drift when the rules model changes or a board was written wrongly).
 */
import { declarationKey, err, legalSet, ok, type EngineBudget, type EngineError, type Result } from '#shared/engine/index';
import { blockedBy } from '#shared/engine/block/declaration';
import { blockKey, legalBlockSet, type BlockDeclaration } from '#shared/engine/block/index';
import type { Declaration } from '#shared/engine/board';
import { pathIndex } from './path.ts';
import type { BlockQuiz, EngineAnswer, Quiz, QuizPack, QuizWarning } from './pack-model.ts';
import { isBlockQuiz } from './quiz-kind.ts';

/** A legal set the engine listed in full; `too-large` when it listed only part, which no snapshot can be checked against. */
function whole<S extends { readonly complete: boolean; readonly count: string }>(r: Result<S, EngineError>): Result<S, EngineError> {
  if (!r.ok || r.value.complete) return r;
  return err({ code: 'too-large', message: `the engine listed only part of the legal set (${r.value.count} declarations)` });
}

/**
 * legal-sets: the engine's legal set; can-attack: whether some legal declaration has the creature
 * attacking (that defender, when given). `undefined` for authored questions (choice, number).
 */
export function engineAnswer(quiz: Quiz, budget: EngineBudget = {}): Result<EngineAnswer, EngineError> | undefined {
  if (isBlockQuiz(quiz)) return engineBlockAnswer(quiz, budget);
  const q = quiz.question;
  if (q.type !== 'legal-sets' && q.type !== 'can-attack') return undefined;
  const r = whole(legalSet(quiz.board, { budget }));
  if (!r.ok) return r;
  if (q.type === 'legal-sets') return ok({ type: 'legal-sets', answer: r.value.legal });
  const answer = r.value.legal.some((d) => {
    const target = d.attacks[q.creature];
    return target !== undefined && (q.defender === undefined || target === q.defender);
  });
  return ok({ type: 'can-attack', answer });
}

/**
 * On a block board — legal-sets: the block engine's legal set (block-board/1 §6); can-block: whether
 * some legal declaration has the creature blocking (that attacker, when given).
 */
function engineBlockAnswer(quiz: BlockQuiz, budget: EngineBudget): Result<EngineAnswer, EngineError> | undefined {
  const q = quiz.question;
  if (q.type !== 'legal-sets' && q.type !== 'can-block') return undefined;
  const r = whole(legalBlockSet(quiz.board, { budget }));
  if (!r.ok) return r;
  if (q.type === 'legal-sets') return ok({ type: 'legal-blocks', answer: r.value.legal });
  const answer = r.value.legal.some((d) => {
    const blocked = blockedBy(d, q.creature);
    return blocked.length > 0 && (q.attacker === undefined || blocked.includes(q.attacker));
  });
  return ok({ type: 'can-block', answer });
}

/** Declarations as a warning lists them: each key in braces, the empty one named (`{no attack}`, `{no blocks}`). */
const listed =
  <D>(key: (d: D) => string, none: string) =>
  (ds: readonly D[]): string =>
    ds.map((d) => `{${key(d) || none}}`).join(', ');
const describe = listed<Declaration>(declarationKey, 'no attack');
const describeBlocks = listed<BlockDeclaration>(blockKey, 'no blocks');

/** The keys of a set left out of another, both ways: what a snapshot misses and what it holds too many of. */
function setDifference<D>(stored: readonly D[], engine: readonly D[], key: (d: D) => string, text: (ds: readonly D[]) => string): string | undefined {
  const storedKeys = new Set(stored.map(key));
  const engineKeys = new Set(engine.map(key));
  const missing = engine.filter((d) => !storedKeys.has(key(d)));
  const extra = stored.filter((d) => !engineKeys.has(key(d)));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return [missing.length > 0 ? `legal but not stored: ${text(missing)}` : '', extra.length > 0 ? `stored but not legal: ${text(extra)}` : '']
    .filter((s) => s !== '')
    .join('; ');
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
    const differs = snapshotDifference(quiz, r.value);
    if (differs !== undefined) {
      warnings.push({ path: `${base}.question.answer`, quizId: quiz.id, code: 'snapshot-differs', message: differs, engineAnswer: r.value.answer });
    }
  });
  return warnings;
}

/** How a quiz's stored answer differs from the engine's, in words; undefined when they agree (or the engine does not decide it). */
function snapshotDifference(quiz: Quiz, engine: EngineAnswer): string | undefined {
  let sets: string | undefined;
  if (engine.type === 'legal-sets' && !isBlockQuiz(quiz) && quiz.question.type === 'legal-sets') {
    sets = setDifference(quiz.question.answer, engine.answer, declarationKey, describe);
  } else if (engine.type === 'legal-blocks' && isBlockQuiz(quiz) && quiz.question.type === 'legal-sets') {
    sets = setDifference(quiz.question.answer, engine.answer, blockKey, describeBlocks);
  } else {
    const q = quiz.question;
    if ((engine.type === 'can-attack' || engine.type === 'can-block') && (q.type === 'can-attack' || q.type === 'can-block') && engine.answer !== q.answer) {
      return `the stored answer is ${String(q.answer)} but the engine says ${String(engine.answer)}`;
    }
    return undefined;
  }
  return sets === undefined ? undefined : `the stored legal set differs from the engine's (${sets})`;
}
