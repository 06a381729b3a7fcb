/**
 * quizExplain: the explanations of an answer's missed and wrong declarations in one call on the stored
 * board. They state the answer, so they open only once it was submitted; each is what quizCheck says
 * of the same declaration, in the order asked.
 */
import { describe, expect, test } from 'vitest';
import { failure, value } from '../api/helpers.ts';
import { useFixtureHarness } from './harness.ts';

const h = useFixtureHarness();
const LEGAL = { packId: 'fixture', quizId: 'legal' } as const;
const NO_ATTACK = { attacks: {} };

/** The fixture quiz's legal declarations, from its stored answer key. */
const answerKey = (): { attacks: Record<string, string> }[] => {
  const quiz = h.store.getQuiz('fixture', 'legal');
  return quiz.ok ? (JSON.parse(quiz.value.json) as { question: { answer: { attacks: Record<string, string> }[] } }).question.answer : [];
};

describe('quizExplain', () => {
  test('is refused for a quiz never opened, and for an open quiz before its answer (nothing is recorded as a hint)', async () => {
    expect(failure(await h.api.quizExplain({ ...LEGAL, declarations: [NO_ATTACK] })).code).toBe('bad-input');
    value(await h.api.getQuiz(LEGAL));
    const refused = failure(await h.api.quizExplain({ ...LEGAL, declarations: [NO_ATTACK] }));
    expect(refused.code).toBe('bad-input');
    expect(refused.issues?.[0]?.path).toBe('quizId');
    // No hint was taken: the right answer that follows is graded right.
    const r = value(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: answerKey() }, timeMs: 1_000 }));
    expect(r.score.correct).toBe(true);
    expect(r.hinted).toBeUndefined();
  });

  test('after the answer: one explanation per declaration, in the order asked, each as quizCheck gives it', async () => {
    value(await h.api.getQuiz(LEGAL));
    const key = answerKey();
    value(await h.api.submitAnswer({ ...LEGAL, answer: { type: 'legal-sets', declarations: [NO_ATTACK] }, timeMs: 1_000 }));
    const declarations = [...key.slice(0, 2), NO_ATTACK];
    const explained = value(await h.api.quizExplain({ ...LEGAL, declarations }));
    expect(explained).toHaveLength(declarations.length);
    for (const [i, declaration] of declarations.entries()) {
      const one = explained[i];
      expect(one?.ok).toBe(true);
      expect(one).toEqual({ ok: true, value: value(await h.api.quizCheck({ ...LEGAL, declaration })) });
      expect(one?.ok === true && one.value.declaration).toEqual(declaration);
    }
  });
});
