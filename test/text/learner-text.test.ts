/** The shared text module: the words every screen and the CLI use, as named tables. */
import { describe, expect, it } from 'vitest';
import {
  BEATEN_LABEL,
  conditionalsOnText,
  countText,
  declarationText,
  eligibilityText,
  ID_NAMES,
  namesOfBoard,
  playerName,
  pluralWord,
  requirementCountText,
  requirementsBeatenText,
  requirementsMaxText,
  ruleHint,
  STEP_CHECKS,
  STEP_NUMBERS,
  STEP_RULES,
  STEP_TITLES,
  stepCitation,
} from '#shared/text/learner-text';
import { citedRules, isRuleNumber } from '#shared/text/rules';

const board = {
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [
    { id: 'bey', name: 'Viashino Bey' },
    { id: 'g1', name: 'Glory Seeker' },
    { id: 'g2', name: 'Glory Seeker' },
  ],
  defenders: [
    { id: 'opp', name: 'opp', kind: 'player', player: 'opp' },
    { id: 'jace', name: 'Jace Beleren', kind: 'planeswalker', player: 'opp' },
  ],
};

describe('counts and plurals (Intl.PluralRules)', () => {
  const table: [number | string, string][] = [
    [0, '0 requirements'],
    [1, '1 requirement'],
    [2, '2 requirements'],
    ['12345', '12,345 requirements'],
    ['1', '1 requirement'],
  ];
  it.each(table)('%s', (n, text) => expect(countText(n, 'requirement')).toBe(text));

  // The word alone, for sentences that write the number themselves (what the `n === 1 ?` ternaries did).
  const words: [number, string, string | undefined, string][] = [
    [0, 'quiz', 'quizzes', 'quizzes'],
    [1, 'quiz', 'quizzes', 'quiz'],
    [2, 'quiz', 'quizzes', 'quizzes'],
    [1, 'problem', undefined, 'problem'],
    [7, 'problem', undefined, 'problems'],
    [1.5, 'minute', undefined, 'minutes'],
    [1, 'is', 'are', 'is'],
    [3, 'is', 'are', 'are'],
  ];
  it.each(words)('pluralWord(%s, %s, %s) is %s', (n, one, many, word) => expect(pluralWord(n, one, many)).toBe(word));
});

describe('requirement counts, as the issue words them', () => {
  it('4 requirements exist; this declaration obeys 3; this one obeys 4', () => {
    expect(requirementCountText(4, 3, 4)).toBe('4 requirements exist; this declaration obeys 3; this one obeys 4');
  });
  it('one requirement', () => expect(requirementCountText(1, 0)).toBe('1 requirement exists; this declaration obeys 0'));
  it('none', () => expect(requirementCountText(0, 0)).toBe('No requirement applies'));
  it('the maximum names costs the judge way', () => expect(requirementsMaxText(5, 3)).toContain("that plans no cost this one doesn't"));
  it('a better declaration', () =>
    expect(requirementsBeatenText(4, 3, 4, 'attacking with Viashino Bey → opponent')).toBe(
      "4 requirements exist; this declaration obeys 3; attacking with Viashino Bey → opponent obeys 4 and plans no cost this one doesn't.",
    ));
  it('the result label', () => expect(BEATEN_LABEL).toContain("plans no cost this one doesn't"));
});

describe('names: card names and players as a judge says them', () => {
  const names = namesOfBoard(board);
  const table: [string, string][] = [
    [declarationText({ bey: 'opp' }, names), 'Viashino Bey → opponent'],
    [declarationText({ g2: 'jace', g1: 'opp' }, names, ['g1', 'g2']), 'Glory Seeker #1 → opponent, Glory Seeker #2 → Jace Beleren'],
    [declarationText({}, names), 'no attack'],
    [playerName(board, 'you'), 'you'],
    [playerName({ players: ['you', 'alice', 'bob'], activePlayer: 'you' }, 'alice'), 'Alice'],
    [playerName({ players: ['you', 'opp1', 'opp2'], activePlayer: 'you' }, 'opp2'), 'Opponent 2'],
    [playerName({ players: ['you', 'opponent-3', 'bob'], activePlayer: 'you' }, 'opponent-3'), 'Opponent 3'],
    [playerName({ players: ['you', 'player_b', 'bob'], activePlayer: 'you' }, 'player_b'), 'Player B'],
    [playerName({ players: ['carol', 'opp'], activePlayer: 'carol' }, 'carol'), 'Carol'],
    [conditionalsOnText(['Magnetic Web']), "Magnetic Web's requirement is on"],
    [conditionalsOnText(['Magnetic Web', "War's Toll", 'Magnetic Web']), "Magnetic Web's and War's Toll's requirements are on"],
    [conditionalsOnText([]), 'no conditional requirement is on'],
  ];
  it.each(table)('%s', (got, want) => expect(got).toBe(want));
});

describe('the seven steps', () => {
  it('every step cites rules of the shared rule table', () => {
    for (const n of STEP_NUMBERS) {
      expect(STEP_RULES[n].length).toBeGreaterThan(0);
      for (const r of STEP_RULES[n]) expect(isRuleNumber(r), `${r} of step ${n}`).toBe(true);
      expect(citedRules(stepCitation(n))).toEqual(STEP_RULES[n]);
      expect(ruleHint(STEP_RULES[n][0]!)).toMatch(/^CR \d{3}\.\d+[a-z]? \(.+\): .+/);
    }
  });
  it('step 1 mentions haste (CR 302.6) and step 4 vigilance', () => {
    expect(STEP_CHECKS[1]).toMatch(/haste/);
    expect(STEP_CHECKS[1]).toContain('CR 302.6');
    expect(STEP_CHECKS[4]).toMatch(/vigilance/);
    expect(STEP_RULES[4]).toContain('702.20');
  });
  it('no engine term reaches the learner', () => {
    const texts = [...Object.values(STEP_TITLES), ...Object.values(STEP_CHECKS), BEATEN_LABEL];
    for (const t of texts) expect(t).not.toMatch(/\bunits?\b|\bterminal\b|\bwitness\b|\binstances?\b|shortcut/);
  });
  it('summoning sickness cites its rule', () =>
    expect(eligibilityText({ kind: 'sick', creatureId: 'bey' }, namesOfBoard(board))).toMatch(/^Viashino Bey has summoning sickness.*CR 302\.6/));
  it('ids stay when no board names them', () => expect(eligibilityText({ kind: 'tapped', creatureId: 'x' }, ID_NAMES)).toBe('x is tapped'));
});
