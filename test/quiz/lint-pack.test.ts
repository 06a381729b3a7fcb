import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_PRESETS } from '#shared/cards/index';
import { isKnownCard, lintQuizPack, ONE_OFF_CARDS, parseQuizPack, parseQuizPackText, sourceCardName, type LintCode } from '#shared/quiz/index';

const CLEAN_BOARD = {
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [
    { id: 'cub', name: 'Bear Cub', controller: 'you', power: 2, toughness: 2 },
    { id: 'goblin', name: 'Crazed Goblin', controller: 'you', power: 1, toughness: 1 },
  ],
  effects: [{ id: 'goblin-req', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } }],
};

type RawQuiz = Record<string, unknown> & { board: typeof CLEAN_BOARD; explanation: { short: string; steps?: Record<string, string> } };

/** Two quizzes that pass every check; each table row breaks one thing. */
function cleanPack(): { quizzes: RawQuiz[] } & Record<string, unknown> {
  const common = { tags: ['requirements'], level: 1, source: 'test', interpretation: false, prompt: 'Select every legal attack.' };
  // A JSON round trip, not structuredClone: the quizzes share CLEAN_BOARD's objects, and a row that
  // breaks one quiz must not break the other through a shared reference.
  return JSON.parse(
    JSON.stringify({
      format: 'attack-quiz-pack/1',
      id: 'lint-fixture',
      title: 'Lint fixture',
      description: '',
      author: 'tests',
      version: '1',
      quizzes: [
        {
          id: 'a',
          title: 'Cub and Goblin',
          board: CLEAN_BOARD,
          question: { type: 'legal-sets', answer: [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }] },
          explanation: { short: 'The Goblin must attack.', steps: { '3': 'One requirement, met whenever the Goblin attacks (CR 508.1d).' } },
          ...common,
        },
        {
          id: 'b',
          title: 'Propaganda',
          board: {
            ...CLEAN_BOARD,
            creatures: [CLEAN_BOARD.creatures[0]!],
            effects: [{ id: 'prop', source: 'Propaganda (opp)', kind: 'attackCost', creatures: {}, cost: { mana: '{2}' } }],
          },
          question: { type: 'can-attack', creature: 'cub', answer: true },
          explanation: { short: 'Yes.', steps: { '2': 'You may plan to pay (CR 508.1d).', '7': 'Pay the {2} (CR 508.1j, 118.3).' } },
          ...common,
        },
      ],
    }),
  ) as ReturnType<typeof cleanPack>;
}

function lint(raw: unknown) {
  const parsed = parseQuizPack(raw);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return lintQuizPack(parsed.value);
}

describe('lintQuizPack', () => {
  it('finds nothing wrong with a clean pack', () => {
    expect(lint(cleanPack())).toEqual([]);
  });

  const table: readonly (readonly [string, (p: ReturnType<typeof cleanPack>) => void, LintCode, string, RegExp])[] = [
    [
      'a stored answer the engine does not give',
      (p) => (p.quizzes[0]!.question = { type: 'legal-sets', answer: [{ attacks: { goblin: 'opp' } }] }),
      'snapshot-differs',
      'quizzes[0].question.answer',
      /legal but not stored/,
    ],
    [
      'a can-attack answer the engine contradicts',
      (p) => (p.quizzes[1]!.question = { type: 'can-attack', creature: 'cub', answer: false }),
      'snapshot-differs',
      'quizzes[1].question.answer',
      /engine says true/,
    ],
    [
      'a creature with no power',
      (p) => delete (p.quizzes[0]!.board.creatures[1] as { power?: number }).power,
      'missing-power-toughness',
      'quizzes[0].board.creatures[1]',
      /"Crazed Goblin" has no power/,
    ],
    [
      'a creature at 0/0 that is not printed so',
      (p) => Object.assign(p.quizzes[0]!.board.creatures[0]!, { power: 0, toughness: 0 }),
      'zero-power-toughness',
      'quizzes[0].board.creatures[0]',
      /"Bear Cub" is 0\/0/,
    ],
    [
      'a step that cites no rule',
      (p) => (p.quizzes[1]!.explanation.steps!['7'] = 'Pay the {2}.'),
      'step-without-citation',
      'quizzes[1].explanation.steps.7',
      /step 7 cites no rule/,
    ],
    [
      'a step that cites a rule missing from the table',
      (p) => (p.quizzes[0]!.explanation.steps!['3'] = 'Maximize (CR 508.1d, 999.9z).'),
      'unknown-rule',
      'quizzes[0].explanation.steps.3',
      /CR 999\.9z/,
    ],
    ['an explanation without steps', (p) => delete p.quizzes[0]!.explanation.steps, 'no-steps', 'quizzes[0].explanation', /no steps/],
    [
      'an effect without a source',
      (p) => delete (p.quizzes[0]!.board.effects[0] as { source?: string }).source,
      'missing-source',
      'quizzes[0].board.effects[0]',
      /names no source/,
    ],
    [
      'an effect from a card nobody checked',
      (p) => ((p.quizzes[0]!.board.effects[0] as { source: string }).source = 'Lightmine Field'),
      'unknown-source',
      'quizzes[0].board.effects[0].source',
      /"Lightmine Field" is neither a card preset/,
    ],
    [
      'two quizzes on one board (effect ids aside)',
      (p) => (p.quizzes[1]!.board = { ...structuredClone(CLEAN_BOARD), effects: [{ ...CLEAN_BOARD.effects[0]!, id: 'other' }] }),
      'duplicate-board',
      'quizzes[1].board',
      /same board as quizzes\[0\] \("a"\)/,
    ],
  ];

  it.each(table)('%s', (_name, breakIt, code, path, message) => {
    const p = cleanPack();
    breakIt(p);
    const issues = lint(p);
    expect(issues.map((i) => [i.code, i.path])).toContainEqual([code, path]);
    const issue = issues.find((i) => i.code === code && i.path === path)!;
    expect(issue.message).toMatch(message);
    expect(issue.quizId).toBe(path.startsWith('quizzes[1]') ? 'b' : 'a');
  });

  it('reports every problem, not just the first', () => {
    const p = cleanPack();
    p.quizzes[0]!.explanation.steps!['3'] = 'no citation here';
    p.quizzes[1]!.explanation.steps!['2'] = 'nor here';
    delete (p.quizzes[0]!.board.creatures[0] as { toughness?: number }).toughness;
    expect(
      lint(p)
        .map((i) => i.code)
        .sort(),
    ).toEqual(['missing-power-toughness', 'step-without-citation', 'step-without-citation']);
  });

  it('accepts a 0/0 creature that is printed 0/0', () => {
    const p = cleanPack();
    p.quizzes[0]!.board.creatures[0] = { id: 'cub', name: 'Walking Ballista', controller: 'you', power: 0, toughness: 0 };
    expect(lint(p).filter((i) => i.code === 'zero-power-toughness')).toEqual([]);
  });
});

describe('effect sources', () => {
  it.each([
    ['Propaganda (alice)', 'Propaganda'],
    ['War Tax (X=2)', 'War Tax'],
    ['Wall of Roots (defender)', 'Wall of Roots'],
    ['Crazed Goblin', 'Crazed Goblin'],
  ])('%s names the card %s', (source, card) => {
    expect(sourceCardName(source)).toBe(card);
    expect(isKnownCard(card)).toBe(true);
  });

  it('knows every preset and every one-off card, case-insensitively, and nothing else', () => {
    for (const p of CARD_PRESETS) expect(isKnownCard(p.name.toUpperCase()), p.name).toBe(true);
    for (const name of ONE_OFF_CARDS) expect(isKnownCard(name), name).toBe(true);
    expect(isKnownCard('Lightning Bolt')).toBe(false);
  });

  it.each([
    ['Attack left option', true],
    ['attack right option', true],
    ['Attack sideways option', false],
  ])('a multiplayer option of CR 803 as a source: %s is known: %s', (name, known) => {
    expect(isKnownCard(name)).toBe(known);
  });
});

describe('quizzes/builtin.json', () => {
  it('passes the linter: engine answers, printed P/T, a cited rule in every step, known sources, distinct boards', () => {
    const text = readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');
    const parsed = parseQuizPackText(text);
    if (!parsed.ok) throw new Error('builtin.json does not parse');
    expect(lintQuizPack(parsed.value).map((i) => `${i.path} (${i.quizId}) [${i.code}]: ${i.message}`)).toEqual([]);
  });
});
