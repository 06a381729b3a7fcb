import { describe, expect, it } from 'vitest';
import type { LegalSet } from '#shared/engine/index';
import { parseQuizPack } from '#shared/quiz/index';
import {
  buildQuiz,
  canAttack,
  emptyForm,
  ENORMOUS_ANSWER,
  formOfQuiz,
  lintQuiz,
  parseQuizForm,
  parseTags,
  quizIdFor,
  type QuizForm,
} from '../../src-renderer/lib/sandbox/authoring.ts';
import { crawlspaceDraft, emptyDraft, legalOf } from './sandbox-fixtures.ts';

const crawlspace = crawlspaceDraft();
const filled: QuizForm = {
  ...emptyForm(),
  id: 'q1',
  title: 'Crawlspace',
  short: 'Goblin plus one.',
  tags: 'a, b, a',
  steps: { '3': 'Count requirements.', '5': '  ' },
};

describe('quizIdFor and parseTags', () => {
  const ids: [string, string[], string][] = [
    ['plain title', [], 'crawlspace-quiz'],
    ['taken once', ['crawlspace-quiz'], 'crawlspace-quiz-2'],
    ['taken twice', ['crawlspace-quiz', 'crawlspace-quiz-2'], 'crawlspace-quiz-3'],
  ];
  it.each(ids)('%s', (_n, taken, want) => {
    expect(quizIdFor('Crawlspace quiz!', new Set(taken))).toBe(want);
  });
  it('an empty title still gives an id', () => {
    expect(quizIdFor('  ', new Set())).toBe('quiz');
  });
  it('tags are trimmed and deduplicated', () => {
    expect(parseTags(' a, b ,, a ')).toEqual(['a', 'b']);
  });
});

describe('lintQuiz', () => {
  it('a complete form on the Crawlspace board has nothing to say', () => {
    expect(lintQuiz(filled, legalOf(crawlspace))).toEqual([]);
  });
  it('flags "no attack" as the only answer as trivial', () => {
    const issues = lintQuiz(filled, legalOf(emptyDraft()));
    expect(issues.map((i) => i.message).join(' ')).toContain('trivial');
  });
  it('flags an enormous answer and refuses an incomplete one', () => {
    const many: LegalSet = {
      legal: Array.from({ length: ENORMOUS_ANSWER + 1 }, () => ({ attacks: { a: 'opp' } })),
      count: String(ENORMOUS_ANSWER + 1),
      complete: true,
    };
    expect(lintQuiz(filled, many).some((i) => i.level === 'warning' && i.message.includes('enormous'))).toBe(true);
    expect(lintQuiz(filled, { ...many, complete: false }).some((i) => i.level === 'error')).toBe(true);
  });
  it('requires a title, a short explanation and a creature for can-attack', () => {
    const issues = lintQuiz({ ...emptyForm(), type: 'can-attack' }, legalOf(crawlspace));
    expect(issues.filter((i) => i.level === 'error')).toHaveLength(3);
  });
});

describe('buildQuiz', () => {
  it('writes a legal-sets quiz that the pack parser accepts, with the engine answer', () => {
    const set = legalOf(crawlspace);
    const quiz = buildQuiz(filled, crawlspace, set);
    const pack = parseQuizPack({ format: 'attack-quiz-pack/1', id: 'p', title: 'P', description: 'd', author: 'a', version: '1', quizzes: [quiz] });
    if (!pack.ok) throw new Error(JSON.stringify(pack.error));
    const q = pack.value.quizzes[0]!;
    expect(q.question.type === 'legal-sets' && q.question.answer).toHaveLength(2);
    expect(q.tags).toEqual(['a', 'b']);
    expect(q.explanation.steps).toEqual({ '3': 'Count requirements.' });
  });
  it('a can-attack quiz snapshots whether the creature can attack', () => {
    const set = legalOf(crawlspace);
    expect(canAttack(set, 'wall-of-roots', '')).toBe(false);
    expect(canAttack(set, 'crazed-goblin', 'opp')).toBe(true);
    const quiz = buildQuiz({ ...filled, type: 'can-attack', creature: 'wall-of-roots' }, crawlspace, set);
    expect(quiz['question']).toEqual({ type: 'can-attack', creature: 'wall-of-roots', answer: false });
  });
  it('formOfQuiz reads back what buildQuiz wrote', () => {
    const quiz = buildQuiz({ ...filled, level: 2 }, crawlspace, legalOf(crawlspace));
    expect(formOfQuiz(quiz)).toMatchObject({ id: 'q1', title: 'Crawlspace', level: 2, tags: 'a, b', short: 'Goblin plus one.', type: 'legal-sets' });
    expect(formOfQuiz({ question: { type: 'number' } })).toBeUndefined();
  });
});

describe('parseQuizForm (the kept authoring draft read back)', () => {
  const cases: { name: string; stored: unknown; expected: Partial<QuizForm> | null }[] = [
    { name: 'nothing stored', stored: null, expected: null },
    { name: 'not an object', stored: 'title', expected: null },
    { name: 'a list', stored: [], expected: null },
    {
      name: 'a whole form comes back as it was',
      stored: {
        ...emptyForm(),
        title: 'Goblin',
        short: 'It must attack.',
        type: 'can-attack',
        creature: 'goblin',
        level: 2,
        steps: { '3': 'Count requirements.' },
      },
      expected: { title: 'Goblin', short: 'It must attack.', type: 'can-attack', creature: 'goblin', level: 2, steps: { '3': 'Count requirements.' } },
    },
    {
      name: "fields of the wrong type take the empty form's values",
      stored: { title: 7, type: 'choice', level: 9, steps: { '3': 3, nonsense: 'x' } },
      expected: { title: '', type: 'legal-sets', level: 1, steps: {} },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const form = parseQuizForm(c.stored);
      if (c.expected === null) expect(form).toBeNull();
      else expect(form).toMatchObject(c.expected);
    });
  }
});
