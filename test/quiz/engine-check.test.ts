import { describe, expect, it } from 'vitest';
import { checkPackAgainstEngine, engineAnswer, parseQuizPack, type AttackQuiz, type Quiz, type QuizPack } from '#shared/quiz/index';
import { validRawPack } from './fixtures.ts';
import { asAttackQuiz } from '../support/right-answer.ts';

const parsed = parseQuizPack(validRawPack());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const pack = parsed.value;
const byId = (id: string): AttackQuiz => asAttackQuiz(pack.quizzes.find((q) => q.id === id)!);

describe('engineAnswer', () => {
  it('gives the legal set for legal-sets', () => {
    expect(engineAnswer(byId('legal'))).toEqual({
      ok: true,
      value: { type: 'legal-sets', answer: [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }] },
    });
  });

  it.each([
    { creature: 'behemoth', defender: 'alice', answer: false },
    { creature: 'behemoth', defender: 'bob', answer: true },
    { creature: 'behemoth', defender: undefined, answer: true },
  ])('can-attack $creature → $defender: $answer', ({ creature, defender, answer }) => {
    const q: Quiz = {
      ...byId('can'),
      question: defender === undefined ? { type: 'can-attack', creature, answer: !answer } : { type: 'can-attack', creature, defender, answer: !answer },
    };
    expect(engineAnswer(q)).toEqual({ ok: true, value: { type: 'can-attack', answer } });
  });

  it('has nothing to say about authored questions', () => {
    expect(engineAnswer(byId('choice'))).toBeUndefined();
    expect(engineAnswer(byId('number'))).toBeUndefined();
  });
});

describe('checkPackAgainstEngine', () => {
  it('is silent when every snapshot matches', () => {
    expect(checkPackAgainstEngine(pack)).toEqual([]);
  });

  it('warns with path, quiz id and the engine answer when a snapshot is stale', () => {
    const stale: QuizPack = {
      ...pack,
      quizzes: pack.quizzes
        .map(asAttackQuiz)
        .map((q) =>
          q.id === 'legal'
            ? { ...q, question: { type: 'legal-sets', answer: [{ attacks: {} }, { attacks: { goblin: 'opp' } }] } }
            : q.id === 'can'
              ? { ...q, question: { type: 'can-attack', creature: 'behemoth', defender: 'alice', answer: true } }
              : q,
        ),
    };
    const w = checkPackAgainstEngine(stale);
    expect(w.map((x) => [x.path, x.quizId, x.code])).toEqual([
      ['quizzes[0].question.answer', 'legal', 'snapshot-differs'],
      ['quizzes[1].question.answer', 'can', 'snapshot-differs'],
    ]);
    expect(w[0]!.message).toContain('legal but not stored: {cub=opp,goblin=opp}');
    expect(w[0]!.message).toContain('stored but not legal: {no attack}');
    expect(w[0]!.engineAnswer).toEqual([{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }]);
    expect(w[1]!.engineAnswer).toBe(false);
  });

  it('reports an engine that gives no answer instead of throwing', () => {
    const w = checkPackAgainstEngine(pack, { maxStates: 1 });
    expect(w.map((x) => [x.path, x.code, x.engineError?.code])).toEqual([
      ['quizzes[0].board', 'engine-error', 'too-large'],
      ['quizzes[1].board', 'engine-error', 'too-large'],
    ]);
  });
});
