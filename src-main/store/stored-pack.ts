/**
 * A parsed QuizPack as the store keeps it. The pack is stored in its canonical serialization
 * (makeQuizPack, two-space indented) rather than the text as uploaded: the same pack then always
 * stores the same bytes (so seeding the builtin pack is a no-op when nothing changed), export gives a
 * readable file, and export → import → export is byte-stable.
 */
import { makeQuiz, makeQuizPack, type QuizPack } from '#shared/quiz/index';
import type { StoredPackInput } from './records.ts';

const packText = (pack: QuizPack): string => `${JSON.stringify(makeQuizPack(pack), null, 2)}\n`;

export const toStoredPack = (pack: QuizPack, builtin: boolean): StoredPackInput => ({
  id: pack.id,
  title: pack.title,
  description: pack.description,
  author: pack.author,
  version: pack.version,
  builtin,
  json: packText(pack),
  quizzes: pack.quizzes.map((quiz) => ({
    id: quiz.id,
    title: quiz.title,
    type: quiz.question.type,
    tags: quiz.tags,
    level: quiz.level,
    json: JSON.stringify(makeQuiz(quiz)),
  })),
});
