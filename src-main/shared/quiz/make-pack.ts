/**
 * QuizPack → plain JSON value with a fixed key order, so that export → import is lossless and the
 * same pack always serializes to the same text (diffable, content-addressable).
 */
import { makeDeclaration, sortDeclarations } from '#shared/engine/index';
import { blockedBy, compareBlockDeclarations, makeBlockDeclaration } from '#shared/engine/block/declaration';
import type { BlockQuestion, JsonObject, JsonValue, Question, Quiz, QuizExplanation, QuizPack } from './pack-model.ts';
import { BLOCK_EXPLANATION_STEPS, EXPLANATION_STEPS } from './pack-format.ts';
import { isBlockQuiz } from './quiz-kind.ts';

function makeQuestion(q: Question): JsonObject {
  switch (q.type) {
    case 'legal-sets':
      // Canonical order (spec §5), also inside each declaration: a hand-built pack may use any order.
      return { type: q.type, answer: sortDeclarations(q.answer).map((d) => ({ attacks: { ...makeDeclaration(Object.entries(d.attacks)).attacks } })) };
    case 'can-attack':
      return q.defender === undefined
        ? { type: q.type, creature: q.creature, answer: q.answer }
        : { type: q.type, creature: q.creature, defender: q.defender, answer: q.answer };
    case 'choice':
      return {
        type: q.type,
        multiple: q.multiple,
        options: q.options.map((o) => ({ id: o.id, text: o.text })),
        correct: [...q.correct],
      };
    case 'number':
      return q.tolerance === undefined ? { type: q.type, answer: q.answer } : { type: q.type, answer: q.answer, tolerance: q.tolerance };
  }
}

/** A block board's question: legal sets in block-board/1 §6's canonical order, inside each declaration too. */
function makeBlockQuestion(q: BlockQuestion): JsonObject {
  switch (q.type) {
    case 'legal-sets':
      return {
        type: q.type,
        answer: [...q.answer].sort(compareBlockDeclarations).map((d) => {
          const canonical = makeBlockDeclaration(Object.keys(d.blocks).map((b) => [b, blockedBy(d, b)] as const)).blocks;
          return { blocks: Object.fromEntries(Object.entries(canonical).map(([b, a]) => [b, typeof a === 'string' ? a : [...a]])) };
        }),
      };
    case 'can-block':
      return q.attacker === undefined
        ? { type: q.type, creature: q.creature, answer: q.answer }
        : { type: q.type, creature: q.creature, attacker: q.attacker, answer: q.answer };
    case 'choice':
    case 'number':
      return makeQuestion(q);
  }
}

function makeExplanation(x: QuizExplanation, block: boolean): JsonObject {
  if (x.steps === undefined) return { short: x.short };
  const steps: Record<string, JsonValue> = {};
  for (const k of block ? BLOCK_EXPLANATION_STEPS : EXPLANATION_STEPS) {
    const text = x.steps[k];
    if (text !== undefined) steps[k] = text;
  }
  return { short: x.short, steps };
}

/** One quiz as JSON (what the store keeps per quiz). */
export function makeQuiz(quiz: Quiz): JsonObject {
  return {
    id: quiz.id,
    title: quiz.title,
    level: quiz.level,
    tags: [...quiz.tags],
    source: quiz.source,
    interpretation: quiz.interpretation,
    prompt: quiz.prompt,
    board: quiz.boardJson,
    question: isBlockQuiz(quiz) ? makeBlockQuestion(quiz.question) : makeQuestion(quiz.question),
    explanation: makeExplanation(quiz.explanation, isBlockQuiz(quiz)),
  };
}

export function makeQuizPack(pack: QuizPack): JsonObject {
  return {
    format: pack.format,
    id: pack.id,
    title: pack.title,
    description: pack.description,
    author: pack.author,
    version: pack.version,
    quizzes: pack.quizzes.map(makeQuiz),
  };
}
