/**
 * Quizzes on block-board/1 boards: parsing (answers as {"blocks": …}, can-block, 509.1 step notes),
 * rejections with their JSON paths, a lossless export, scoring against the blocking engine and the
 * snapshot check — each table breaks one thing at a time on a small valid pack.
 */
import { describe, expect, it } from 'vitest';
import { blockKey, type BlockDeclaration } from '#shared/engine/block/index';
import {
  checkPackAgainstEngine,
  isBlockQuiz,
  lintQuizPack,
  makeQuizPack,
  parseQuizPack,
  scoreAnswer,
  type BlockQuiz,
  type QuizAnswer,
  type QuizPack,
} from '#shared/quiz/index';

/** Boggart Brute (menace) and Hill Giant attack; you have Grizzly Bears and Palace Guard (blocks any number). */
const BOARD = {
  format: 'block-board/1',
  players: ['opp', 'you'],
  activePlayer: 'opp',
  defendingPlayer: 'you',
  creatures: [
    {
      id: 'brute',
      name: 'Boggart Brute',
      controller: 'opp',
      colors: ['R'],
      types: ['Creature', 'Goblin'],
      power: 3,
      toughness: 2,
      keywords: ['menace'],
      attacking: 'you',
    },
    { id: 'giant', name: 'Hill Giant', controller: 'opp', colors: ['R'], types: ['Creature', 'Giant'], power: 3, toughness: 3, attacking: 'you' },
    { id: 'bears', name: 'Grizzly Bears', controller: 'you', colors: ['G'], types: ['Creature', 'Bear'], power: 2, toughness: 2 },
    { id: 'guard', name: 'Palace Guard', controller: 'you', colors: ['W'], types: ['Creature', 'Human'], power: 1, toughness: 4 },
  ],
  effects: [{ id: 'guard-any', source: 'Palace Guard', kind: 'canBlockAdditional', creatures: { ids: ['guard'] }, count: 'any' }],
};

/** Worked by hand: the Brute needs both creatures (menace, 702.111b); the Guard may take the Giant too. In §6 order. */
const LEGAL: BlockDeclaration[] = [
  { blocks: {} },
  { blocks: { bears: 'giant' } },
  { blocks: { guard: 'giant' } },
  { blocks: { bears: 'brute', guard: 'brute' } },
  { blocks: { bears: 'brute', guard: ['brute', 'giant'] } },
  { blocks: { bears: 'giant', guard: 'giant' } },
];

const common = { tags: ['blocking'], level: 2, source: 'test fixture', interpretation: false, board: BOARD };

function rawPack(): Record<string, unknown> & { quizzes: Record<string, unknown>[] } {
  return structuredClone({
    format: 'attack-quiz-pack/1',
    id: 'blocks',
    title: 'Blocking fixture',
    description: '',
    author: 'tests',
    version: '1',
    quizzes: [
      {
        id: 'legal',
        title: 'Every legal block',
        prompt: 'Select every legal block declaration.',
        question: { type: 'legal-sets', answer: [...LEGAL].reverse() },
        explanation: {
          short: 'Six.',
          steps: { '509.1b': 'Menace needs two blockers (CR 702.111b, 509.1b).', '509.1a': 'Palace Guard blocks any number (CR 509.1a).' },
        },
        ...common,
      },
      {
        id: 'can',
        title: 'Bears on the Brute alone?',
        prompt: 'Can Grizzly Bears block Boggart Brute?',
        question: { type: 'can-block', creature: 'bears', attacker: 'brute', answer: true },
        explanation: { short: 'Yes, beside Palace Guard.', steps: { '509.1b': 'Two blockers satisfy menace (CR 702.111b).' } },
        ...common,
      },
      {
        id: 'count',
        title: 'How many?',
        prompt: 'How many legal block declarations are there?',
        question: { type: 'number', answer: 6 },
        explanation: { short: 'Six.', steps: { '509.1a': 'Counted by hand (CR 509.1a).' } },
        ...common,
      },
    ],
  });
}

const parse = (raw: unknown) => {
  const r = parseQuizPack(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const blockQuiz = (pack: QuizPack, id: string): BlockQuiz => {
  const q = pack.quizzes.find((x) => x.id === id)!;
  if (!isBlockQuiz(q)) throw new Error(`${id} is not a block quiz`);
  return q;
};

describe('parseQuizPack on block boards', () => {
  it('parses a block board, stores the legal set in §6 order and keeps 509.1 step notes in step order', () => {
    const pack = parse(rawPack());
    const q = blockQuiz(pack, 'legal');
    expect(q.board.format).toBe('block-board/1');
    expect(q.question.type === 'legal-sets' && q.question.answer.map(blockKey)).toEqual(LEGAL.map((d) => blockKey(d)));
    expect(Object.keys(q.explanation.steps ?? {})).toEqual(['509.1a', '509.1b']);
    expect(blockQuiz(pack, 'can').question).toEqual({ type: 'can-block', creature: 'bears', attacker: 'brute', answer: true });
  });

  it('exports losslessly: make → parse → make gives the same text, declarations in canonical form', () => {
    const once = makeQuizPack(parse(rawPack()));
    expect(makeQuizPack(parse(once))).toEqual(once);
    const quizzes = once.quizzes as { question: { answer: unknown } }[];
    expect(quizzes[0]!.question.answer).toEqual(LEGAL);
  });

  const broken: [string, (p: ReturnType<typeof rawPack>) => void, string, string][] = [
    [
      'can-attack on a block board',
      (p) => (p.quizzes[1]!.question = { type: 'can-attack', creature: 'bears', answer: true }),
      'quizzes[1].question.type',
      'wrong-board-question',
    ],
    [
      'an attacker that is not attacking',
      (p) => ((p.quizzes[1]!.question as Record<string, unknown>).attacker = 'bears'),
      'quizzes[1].question.attacker',
      'unknown-attacker',
    ],
    ['an unknown creature', (p) => ((p.quizzes[1]!.question as Record<string, unknown>).creature = 'wall'), 'quizzes[1].question.creature', 'unknown-creature'],
    [
      'a declaration naming an unknown blocker',
      (p) => ((p.quizzes[0]!.question as { answer: unknown[] }).answer[0] = { blocks: { wall: 'giant' } }),
      'quizzes[0].question.answer[0].blocks.wall',
      'bad-declaration',
    ],
    [
      'an attack declaration on a block board',
      (p) => ((p.quizzes[0]!.question as { answer: unknown[] }).answer[0] = { attacks: {} }),
      'quizzes[0].question.answer[0].attacks',
      'bad-declaration',
    ],
    [
      'a repeated declaration, written in another order',
      (p) => ((p.quizzes[0]!.question as { answer: unknown[] }).answer[2] = { blocks: { guard: ['giant', 'brute'], bears: 'brute' } }),
      'quizzes[0].question.answer[2]',
      'duplicate-declaration',
    ],
    [
      'an article step key on a block board',
      (p) => ((p.quizzes[2]!.explanation as { steps: Record<string, string> }).steps = { '3': 'x (CR 509.1c)' }),
      'quizzes[2].explanation.steps.3',
      'unknown-field',
    ],
    [
      'a bad block board',
      (p) => ((p.quizzes[2]!.board as Record<string, unknown>) = { ...BOARD, defendingPlayer: 'nobody' }),
      'quizzes[2].board.defendingPlayer',
      'bad-board',
    ],
  ];
  it.each(broken)('rejects %s with its JSON path', (_name, breakIt, path, code) => {
    const raw = rawPack();
    breakIt(raw);
    const r = parseQuizPack(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => `${e.path} ${e.code}`)).toContain(`${path} ${code}`);
  });

  it('refuses can-block on an attack board and block step keys there', () => {
    const raw = rawPack();
    raw.quizzes[1]!.board = {
      format: 'attack-board/1',
      players: ['you', 'opp'],
      activePlayer: 'you',
      creatures: [{ id: 'bears', name: 'Grizzly Bears', controller: 'you', power: 2, toughness: 2 }],
      effects: [],
    };
    raw.quizzes[1]!.explanation = { short: 'x', steps: { '509.1a': 'x (CR 509.1a)' } };
    const r = parseQuizPack(raw);
    expect(r.ok ? [] : r.error.map((e) => `${e.path} ${e.code}`)).toEqual([
      'quizzes[1].question.type wrong-board-question',
      'quizzes[1].explanation.steps["509.1a"] unknown-field',
    ]);
  });
});

describe('scoreAnswer on block boards', () => {
  const pack = parse(rawPack());
  const legalQuiz = blockQuiz(pack, 'legal');
  const blocks = (...ds: BlockDeclaration[]): QuizAnswer => ({ type: 'legal-blocks', declarations: ds });

  it("is right for exactly the engine's legal set, in any order, repeats ignored", () => {
    expect(scoreAnswer(legalQuiz, blocks(...[...LEGAL].reverse(), LEGAL[0]!))).toMatchObject({
      type: 'legal-blocks',
      correct: true,
      basis: 'engine',
      missed: [],
      illegal: [],
    });
  });

  it('lists what was missed and why a pick is illegal, with the step of 509.1 it fails', () => {
    const s = scoreAnswer(legalQuiz, blocks(...LEGAL.slice(1), { blocks: { bears: 'brute' } }));
    expect(s.type).toBe('legal-blocks');
    if (s.type !== 'legal-blocks') return;
    expect(s.correct).toBe(false);
    expect(s.missed.map(blockKey)).toEqual(['']);
    expect(s.illegal.map((p) => [blockKey(p.declaration), p.failedStep])).toEqual([['bears=brute', '509.1b']]);
    expect(s.illegal[0]!.summary).toMatch(/menace|two or more/i);
  });

  it('scores a declaration naming a creature not on the board as illegal, without throwing', () => {
    const s = scoreAnswer(legalQuiz, blocks(...LEGAL, { blocks: { ghost: 'giant' } }));
    expect(s).toMatchObject({ correct: false });
    expect(s.type === 'legal-blocks' && s.illegal.map((p) => p.summary)).toEqual(['not legal: it names a creature that is not on the board']);
  });

  it('scores an attack answer to a block question as choosing nothing', () => {
    expect(scoreAnswer(legalQuiz, { type: 'legal-sets', declarations: [] })).toMatchObject({
      type: 'legal-blocks',
      correct: false,
      missed: LEGAL.map(() => expect.anything()),
    });
  });

  it.each([
    { value: true, correct: true },
    { value: false, correct: false },
  ])('can-block $value → $correct (the engine: the Bears blocks the Brute beside the Guard)', ({ value, correct }) => {
    expect(scoreAnswer(blockQuiz(pack, 'can'), { type: 'can-block', value })).toEqual({
      type: 'can-block',
      correct,
      basis: 'engine',
      expected: true,
      given: value,
    });
  });

  it('the stored snapshot stands in when the engine gives no answer', () => {
    const stale: BlockQuiz = { ...blockQuiz(pack, 'can'), question: { type: 'can-block', creature: 'bears', attacker: 'brute', answer: false } };
    expect(scoreAnswer(stale, { type: 'can-block', value: false }, { maxStates: 1 })).toMatchObject({ basis: 'snapshot', correct: true });
    expect(scoreAnswer(stale, { type: 'can-block', value: false })).toMatchObject({ basis: 'engine', correct: false });
  });

  it('a number question on a block board is scored as authored', () => {
    expect(scoreAnswer(blockQuiz(pack, 'count'), { type: 'number', value: 6 })).toMatchObject({ correct: true });
  });
});

describe('checkPackAgainstEngine and the lint on block boards', () => {
  it("is silent when the snapshots match, and names a stale legal set with the engine's answer", () => {
    expect(checkPackAgainstEngine(parse(rawPack()))).toEqual([]);
    const raw = rawPack();
    (raw.quizzes[0]!.question as { answer: unknown[] }).answer = LEGAL.slice(1);
    (raw.quizzes[1]!.question as { answer: boolean }).answer = false;
    const warnings = checkPackAgainstEngine(parse(raw));
    expect(warnings.map((w) => [w.quizId, w.path, w.code])).toEqual([
      ['legal', 'quizzes[0].question.answer', 'snapshot-differs'],
      ['can', 'quizzes[1].question.answer', 'snapshot-differs'],
    ]);
    expect(warnings[0]!.message).toContain('legal but not stored: {no blocks}');
  });

  it('lints a block quiz as an attack quiz: a step without a citation is named by its 509.1 key', () => {
    const raw = rawPack();
    (raw.quizzes[2]!.explanation as { steps: Record<string, string> }).steps = { '509.1c': 'Nothing is required here.' };
    const issues = lintQuizPack(parse(raw)).filter((i) => i.code === 'step-without-citation');
    expect(issues.map((i) => i.path)).toEqual(['quizzes[2].explanation.steps["509.1c"]']);
  });
});
