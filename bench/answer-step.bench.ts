/**
 * The cost of finding where a wrong answer went wrong (src-main/shared/quiz/answer-step.ts), the extra
 * engine job a wrong answer to an engine-decided question now runs after scoring (for accuracy
 * by step): figures to read, not timed tests. Over the built-in pack's legal-sets quizzes, the answer
 * that leaves every declaration out (the worst case: every legal declaration, up to 20, explained),
 * and Magnetic Web's "no attack" (one illegal pick).
 */
import fs from 'node:fs';
import { bench, describe } from 'vitest';
import { answerStep } from '#shared/quiz/answer-step';
import { parseQuizPackText, scoreAnswer, type QuizAnswer } from '#shared/quiz/index';

const pack = parseQuizPackText(fs.readFileSync(new URL('../quizzes/builtin.json', import.meta.url), 'utf8'));
if (!pack.ok) throw new Error('the built-in pack does not parse');
const legalSets = pack.value.quizzes.filter((q) => q.question.type === 'legal-sets');
const nothing: QuizAnswer = { type: 'legal-sets', declarations: [] };
const scored = legalSets.map((quiz) => ({ quiz, score: scoreAnswer(quiz, nothing) }));
const web = pack.value.quizzes.find((q) => q.id === 'ex-magnetic-web')!;
const noAttack: QuizAnswer = { type: 'legal-sets', declarations: [{ attacks: {} }] };
const webScore = scoreAnswer(web, noAttack);

describe('answer step', () => {
  bench(
    `every built-in legal-sets quiz (${legalSets.length}), nothing declared`,
    () => {
      for (const { quiz, score } of scored) answerStep(quiz, nothing, score);
    },
    { time: 1000 },
  );
  bench(
    "Magnetic Web, 'no attack' only",
    () => {
      answerStep(web, noAttack, webScore);
    },
    { time: 300 },
  );
});
