/**
 * QuizPack → plain JSON value with a fixed key order, so that export → import is lossless and the
 * same pack always serializes to the same text (diffable, content-addressable).
 */
import { makeDeclaration, sortDeclarations } from '#shared/engine/index';
import type { JsonObject, JsonValue, Question, Quiz, QuizExplanation, QuizPack } from './types.ts';
import { EXPLANATION_STEPS } from './vocabulary.ts';

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

function makeExplanation(x: QuizExplanation): JsonObject {
  if (x.steps === undefined) return { short: x.short };
  const steps: Record<string, JsonValue> = {};
  for (const k of EXPLANATION_STEPS) {
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
    question: makeQuestion(quiz.question),
    explanation: makeExplanation(quiz.explanation),
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
