import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { checkPackAgainstEngine, LINT_CODES, lintQuizPack, parseQuizPackText, QUESTION_TYPES, QUIZ_ERROR_CODES } from '#shared/quiz/index';

const DOC = readFileSync(new URL('../../docs/quiz-pack-format.md', import.meta.url), 'utf8');

it('the example in docs/quiz-pack-format.md is a valid pack that agrees with the engine', () => {
  const block = /```json\n([\s\S]*?)\n```/.exec(DOC)?.[1];
  expect(block).toBeDefined();
  const r = parseQuizPackText(block!);
  expect(r.ok ? [] : r.error).toEqual([]);
  if (!r.ok) return;
  expect(r.value.quizzes.map((q) => q.question.type)).toEqual([...QUESTION_TYPES]);
  expect(checkPackAgainstEngine(r.value)).toEqual([]);
  // The example authors copy is one the pack linter accepts: P/T, sources, a cited rule per step.
  expect(lintQuizPack(r.value).map((i) => `${i.path}: ${i.message}`)).toEqual([]);
});

it('the document lists every error code', () => {
  for (const code of QUIZ_ERROR_CODES) expect(DOC).toContain(`\`${code}\``);
  for (const code of LINT_CODES) expect(DOC).toContain(`\`${code}\``);
});
