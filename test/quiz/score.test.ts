import { describe, expect, it } from 'vitest';
import { parseQuizPack, scoreAnswer, type AttackQuiz, type Quiz, type QuizAnswer, type Score } from '#shared/quiz/index';
import { validRawPack } from './fixtures.ts';
import { asAttackQuiz } from '../support/right-answer.ts';

const parsed = parseQuizPack(validRawPack());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const byId = (id: string): AttackQuiz => asAttackQuiz(parsed.value.quizzes.find((q) => q.id === id)!);

const d = (attacks: Record<string, string>) => ({ attacks });
const legal = (...declarations: ReturnType<typeof d>[]): QuizAnswer => ({ type: 'legal-sets', declarations });

describe('scoreAnswer: legal-sets (all or nothing against the engine)', () => {
  const quiz = byId('legal'); // legal: {goblin}, {cub, goblin}
  const cases: { name: string; answer: QuizAnswer; correct: boolean; missed: string[]; illegal: { key: string; failedStep?: number }[] }[] = [
    { name: 'exactly the legal set', answer: legal(d({ goblin: 'opp' }), d({ cub: 'opp', goblin: 'opp' })), correct: true, missed: [], illegal: [] },
    {
      name: 'same set, other order, one repeated',
      answer: legal(d({ goblin: 'opp', cub: 'opp' }), d({ goblin: 'opp' }), d({ goblin: 'opp' })),
      correct: true,
      missed: [],
      illegal: [],
    },
    { name: 'one legal declaration missed', answer: legal(d({ goblin: 'opp' })), correct: false, missed: ['cub=opp,goblin=opp'], illegal: [] },
    {
      name: 'an illegal one added (fails requirements, step 3)',
      answer: legal(d({}), d({ goblin: 'opp' }), d({ cub: 'opp', goblin: 'opp' })),
      correct: false,
      missed: [],
      illegal: [{ key: '', failedStep: 3 }],
    },
    {
      name: 'attacking yourself (fails eligibility, step 1)',
      answer: legal(d({ goblin: 'you' }), d({ goblin: 'opp' }), d({ cub: 'opp', goblin: 'opp' })),
      correct: false,
      missed: [],
      illegal: [{ key: 'goblin=you', failedStep: 1 }],
    },
    { name: 'nothing chosen', answer: legal(), correct: false, missed: ['goblin=opp', 'cub=opp,goblin=opp'], illegal: [] },
    {
      name: 'an answer of another type',
      answer: { type: 'can-attack', value: true },
      correct: false,
      missed: ['goblin=opp', 'cub=opp,goblin=opp'],
      illegal: [],
    },
  ];
  const key = (x: { attacks: Record<string, string> }) =>
    Object.entries(x.attacks)
      .map(([c, t]) => `${c}=${t}`)
      .sort()
      .join(',');

  it.each(cases)('$name', ({ answer, correct, missed, illegal }) => {
    const s = scoreAnswer(quiz, answer) as Extract<Score, { type: 'legal-sets' }>;
    expect(s.type).toBe('legal-sets');
    expect(s.basis).toBe('engine');
    expect(s.correct).toBe(correct);
    expect(s.expected.map(key)).toEqual(['goblin=opp', 'cub=opp,goblin=opp']);
    expect(s.missed.map(key)).toEqual(missed);
    expect(s.illegal.map((p) => ({ key: key(p.declaration), failedStep: p.failedStep }))).toEqual(illegal);
    for (const p of s.illegal) expect(p.summary.length).toBeGreaterThan(0);
  });
});

describe('scoreAnswer: can-attack', () => {
  const quiz = byId('can'); // the goaded Behemoth can't attack Alice
  it.each([
    { answer: { type: 'can-attack', value: false } as QuizAnswer, correct: true, given: false },
    { answer: { type: 'can-attack', value: true } as QuizAnswer, correct: false, given: true },
    { answer: { type: 'number', value: 0 } as QuizAnswer, correct: false, given: undefined },
  ])('$answer.type $answer.value → $correct', ({ answer, correct, given }) => {
    expect(scoreAnswer(quiz, answer)).toEqual({ type: 'can-attack', correct, basis: 'engine', expected: false, ...(given === undefined ? {} : { given }) });
  });

  it('answers for a creature without a defender: "can it attack at all"', () => {
    const anywhere: Quiz = { ...quiz, question: { type: 'can-attack', creature: 'behemoth', answer: true } };
    expect(scoreAnswer(anywhere, { type: 'can-attack', value: true })).toMatchObject({ correct: true, expected: true });
  });
});

describe('scoreAnswer: choice', () => {
  it.each([
    { quiz: 'choice', selected: ['five'], correct: true, missed: [], wrong: [] },
    { quiz: 'choice', selected: ['five', 'five'], correct: true, missed: [], wrong: [] },
    { quiz: 'choice', selected: ['two'], correct: false, missed: ['five'], wrong: ['two'] },
    { quiz: 'choice', selected: ['five', 'two'], correct: false, missed: [], wrong: ['two'] },
    { quiz: 'choice', selected: [], correct: false, missed: ['five'], wrong: [] },
    { quiz: 'multi', selected: ['s7', 's2', 's3'], correct: true, missed: [], wrong: [] },
    { quiz: 'multi', selected: ['s2', 's3'], correct: false, missed: ['s7'], wrong: [] },
    { quiz: 'multi', selected: ['s2', 's3', 's4', 's7'], correct: false, missed: [], wrong: ['s4'] },
    { quiz: 'multi', selected: ['nonsense'], correct: false, missed: ['s2', 's3', 's7'], wrong: ['nonsense'] },
  ])('$quiz $selected → $correct', ({ quiz, selected, correct, missed, wrong }) => {
    const s = scoreAnswer(byId(quiz), { type: 'choice', selected });
    expect(s).toEqual({ type: 'choice', correct, expected: quiz === 'choice' ? ['five'] : ['s2', 's3', 's7'], missed, wrong });
  });

  it('an answer of another type is wrong', () => {
    expect(scoreAnswer(byId('choice'), { type: 'number', value: 5 })).toMatchObject({ correct: false, missed: ['five'] });
  });
});

describe('scoreAnswer: number', () => {
  it.each([
    { quiz: 'number', value: 3, correct: true, tolerance: 0 },
    { quiz: 'number', value: 3.0001, correct: false, tolerance: 0 },
    { quiz: 'number', value: 2, correct: false, tolerance: 0 },
    { quiz: 'number', value: Number.NaN, correct: false, tolerance: 0 },
    { quiz: 'approx', value: 9, correct: true, tolerance: 1 },
    { quiz: 'approx', value: 11, correct: true, tolerance: 1 },
    { quiz: 'approx', value: 11.5, correct: false, tolerance: 1 },
    { quiz: 'approx', value: Number.POSITIVE_INFINITY, correct: false, tolerance: 1 },
  ])('$quiz $value → $correct', ({ quiz, value, correct, tolerance }) => {
    const expected = quiz === 'number' ? 3 : 10;
    expect(scoreAnswer(byId(quiz), { type: 'number', value })).toEqual({ type: 'number', correct, expected, tolerance, given: value });
  });

  it('an answer of another type is wrong', () => {
    expect(scoreAnswer(byId('number'), { type: 'choice', selected: ['3'] })).toEqual({ type: 'number', correct: false, expected: 3, tolerance: 0 });
  });
});

describe('scoreAnswer: the stored snapshot stands in when the engine gives no answer', () => {
  // A budget of one search state makes the engine answer `too-large` on any board.
  const tiny = { maxStates: 1 };

  it('legal-sets falls back to the snapshot and still says why a pick is wrong, as far as it can', () => {
    const stale: Quiz = { ...byId('legal'), question: { type: 'legal-sets', answer: [{ attacks: { goblin: 'opp' } }] } };
    const s = scoreAnswer(stale, legal(d({ goblin: 'opp' }), d({ cub: 'opp', goblin: 'opp' })), tiny);
    expect(s).toMatchObject({ type: 'legal-sets', basis: 'snapshot', correct: false, missed: [] });
    expect(s.type === 'legal-sets' && s.illegal.map((p) => p.declaration)).toEqual([{ attacks: { cub: 'opp', goblin: 'opp' } }]);
    expect(s.type === 'legal-sets' && s.illegal[0]!.failedStep).toBeUndefined();
  });

  it('can-attack falls back to the snapshot', () => {
    const stale: Quiz = { ...byId('can'), question: { type: 'can-attack', creature: 'behemoth', defender: 'alice', answer: true } };
    expect(scoreAnswer(stale, { type: 'can-attack', value: true }, tiny)).toMatchObject({ basis: 'snapshot', correct: true, expected: true });
    expect(scoreAnswer(stale, { type: 'can-attack', value: true })).toMatchObject({ basis: 'engine', correct: false, expected: false });
  });
});
