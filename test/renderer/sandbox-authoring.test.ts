import { describe, expect, it } from 'vitest';
import type { LegalSet } from '#shared/engine/index';
import { isBlockQuiz, parseQuizPack } from '#shared/quiz/index';
import type { BoardDraft } from '#shared/cards/index';
import { blockKey, legalBlockSet, parseBlockBoard, type BlockLegalSet } from '#shared/engine/block/index';
import {
  buildQuiz,
  canAttack,
  canBlock,
  emptyForm,
  ENORMOUS_ANSWER,
  formOfQuiz,
  lintQuiz,
  parseQuizForm,
  parseTags,
  quizFormSettingKey,
  quizIdFor,
  type QuizForm,
} from '../../src-renderer/lib/sandbox/authoring.ts';
import { crawlspaceDraft, emptyDraft, legalOf } from './sandbox-fixtures.ts';
import { lureBlockDraft } from '../support/block-drafts.ts';

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

const blockLegalOf = (draft: BoardDraft): BlockLegalSet => {
  const board = parseBlockBoard(draft);
  if (!board.ok) throw new Error(JSON.stringify(board.error));
  const set = legalBlockSet(board.value, { limit: 500 });
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
};

describe('authoring on a blocking board (the blocking sandbox)', () => {
  const board = lureBlockDraft();
  const set = blockLegalOf(board);
  const id = (name: string) => board.creatures.find((c) => c.name === name)!.id;
  const blockForm: QuizForm = {
    ...emptyForm('block'),
    id: 'lure-q',
    title: 'Lure on the Angel',
    short: 'Both must block the Angel.',
    steps: { '509.1c': 'Lure: every creature able to block the Angel does (CR 509.1c).', '3': 'an attack step is not kept' },
  };
  const packOf = (quiz: Record<string, unknown>) =>
    parseQuizPack({ format: 'attack-quiz-pack/1', id: 'p', title: 'P', description: 'd', author: 'a', version: '1', quizzes: [quiz] });

  it('starts with the block prompt, and a legal-sets quiz parses as a block quiz answered by the blocking engine', () => {
    expect(emptyForm('block').prompt).toBe('Select every legal block declaration.');
    const pack = packOf(buildQuiz(blockForm, board, set));
    if (!pack.ok) throw new Error(JSON.stringify(pack.error));
    const q = pack.value.quizzes[0]!;
    if (!isBlockQuiz(q) || q.question.type !== 'legal-sets') throw new Error('not a block legal-sets quiz');
    expect(q.question.answer.map(blockKey)).toEqual(set.legal.map(blockKey));
    // The steps of 509.1 are kept; an attack step key is not a block quiz's.
    expect(q.explanation.steps).toEqual({ '509.1c': 'Lure: every creature able to block the Angel does (CR 509.1c).' });
  });

  it('a can-block quiz snapshots whether the creature can block (that attacker), as the engine says', () => {
    for (const [creature, attacker] of [
      [id('Cloud Sprite'), id('Serra Angel')],
      [id('Cloud Sprite'), id('Boggart Brute')],
      [id('Giant Spider'), ''],
    ] as const) {
      const quiz = buildQuiz({ ...blockForm, type: 'can-block', creature, attacker }, board, set);
      const expected = set.legal.some((d) => {
        const a = d.blocks[creature];
        return a !== undefined && (attacker === '' || (typeof a === 'string' ? a === attacker : a.includes(attacker)));
      });
      expect(canBlock(set, creature, attacker)).toBe(expected);
      const pack = packOf(quiz);
      if (!pack.ok) throw new Error(JSON.stringify(pack.error));
      expect(pack.value.quizzes[0]!.question).toMatchObject({ type: 'can-block', creature, answer: expected });
    }
    // Cloud Sprite blocks only fliers: never the Brute.
    expect(canBlock(set, id('Cloud Sprite'), id('Boggart Brute'))).toBe(false);
  });

  it('formOfQuiz reads a block quiz back in the blocking sandbox only, and the kept form keeps the 509.1 notes', () => {
    const quiz = buildQuiz({ ...blockForm, type: 'can-block', creature: id('Giant Spider'), attacker: id('Serra Angel') }, board, set);
    expect(formOfQuiz(quiz, 'block')).toMatchObject({ type: 'can-block', creature: id('Giant Spider'), attacker: id('Serra Angel') });
    expect(formOfQuiz(quiz, 'attack')).toBeUndefined();
    expect(formOfQuiz(buildQuiz(filled, crawlspace, legalOf(crawlspace)), 'block')).toBeUndefined();
    const back = parseQuizForm(JSON.parse(JSON.stringify({ ...blockForm, type: 'can-block' })), 'block');
    expect(back?.type).toBe('can-block');
    expect(back?.steps).toEqual({ '509.1c': blockForm.steps['509.1c'] });
    // A can-block form read by the attack sandbox falls back to its default question.
    expect(parseQuizForm({ ...blockForm, type: 'can-block' })?.type).toBe('legal-sets');
    expect(quizFormSettingKey('block')).not.toBe(quizFormSettingKey('attack'));
  });

  it('lint: "no block" as the only answer is trivial', () => {
    const only: BlockLegalSet = { legal: [{ blocks: {} }], count: '1', complete: true };
    expect(lintQuiz(blockForm, only).map((i) => i.message)).toContain('The only legal declaration is "no block": the answer is trivial.');
  });
});
