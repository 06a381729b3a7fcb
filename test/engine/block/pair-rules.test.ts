/**
 * Who may block whom (§1.1, §2) as a named table, written from the rules independently of the engine:
 * the brute force shares pair-rules.ts, so these cases are its own check.
 */
import { describe, expect, it } from 'vitest';
import { blockerProblem, pairReasons } from '#shared/engine/block/pair-rules';
import { payingResources } from '#shared/engine/block/plans';
import { parseBlockBoard } from '#shared/engine/block/index';
import type { BlockBoard } from '#shared/engine/block/board';

interface Side {
  readonly colors?: string[];
  readonly types?: string[];
  readonly power?: number;
  readonly keywords?: string[];
}

function board(a: Side, b: Side, lands: { controller: string; types: string[] }[] = []): BlockBoard {
  const parsed = parseBlockBoard({
    format: 'block-board/1',
    players: ['opp', 'you'],
    activePlayer: 'opp',
    defendingPlayer: 'you',
    lands: lands.map((l, i) => ({ id: `l${i}`, ...l })),
    creatures: [
      { id: 'a', name: 'Attacker', controller: 'opp', colors: [], types: ['Creature'], power: 2, ...a, attacking: 'you' },
      { id: 'b', name: 'Blocker', controller: 'you', colors: [], types: ['Creature'], power: 2, ...b },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const canBlock = (bd: BlockBoard) => pairReasons(bd, bd.creatures[1]!, bd.creatures[0]!).length === 0;

const CASES: readonly [string, Side, Side, boolean, { controller: string; types: string[] }[]?][] = [
  ['flying vs plain', { keywords: ['flying'] }, {}, false],
  ['flying vs reach', { keywords: ['flying'] }, { keywords: ['reach'] }, true],
  ['flying vs flying', { keywords: ['flying'] }, { keywords: ['flying'] }, true],
  ['plain vs flying blocker', {}, { keywords: ['flying'] }, true],
  ['shadow vs plain', { keywords: ['shadow'] }, {}, false],
  ['plain vs shadow blocker', {}, { keywords: ['shadow'] }, false],
  ['shadow vs shadow', { keywords: ['shadow'] }, { keywords: ['shadow'] }, true],
  ['horsemanship vs plain', { keywords: ['horsemanship'] }, {}, false],
  ['plain vs horseman', {}, { keywords: ['horsemanship'] }, true],
  ['fear vs green', { keywords: ['fear'], colors: ['B'] }, { colors: ['G'] }, false],
  ['fear vs black', { keywords: ['fear'] }, { colors: ['B', 'G'] }, true],
  ['fear vs artifact', { keywords: ['fear'] }, { types: ['Artifact', 'Creature'] }, true],
  ['intimidate vs other color', { keywords: ['intimidate'], colors: ['R'] }, { colors: ['G'] }, false],
  ['intimidate vs shared color', { keywords: ['intimidate'], colors: ['R', 'W'] }, { colors: ['W'] }, true],
  ['intimidate (colorless) vs colorless', { keywords: ['intimidate'] }, {}, false],
  ['intimidate vs artifact', { keywords: ['intimidate'], colors: ['R'] }, { types: ['Artifact', 'Creature'] }, true],
  ['skulk vs greater power', { keywords: ['skulk'], power: 2 }, { power: 3 }, false],
  ['skulk vs equal power', { keywords: ['skulk'], power: 2 }, { power: 2 }, true],
  ['swampwalk, defender has a Swamp', { keywords: ['swampwalk'] }, {}, false, [{ controller: 'you', types: ['Basic', 'Land', 'Swamp'] }]],
  ['swampwalk, only the attacker has a Swamp', { keywords: ['swampwalk'] }, {}, true, [{ controller: 'opp', types: ['Basic', 'Land', 'Swamp'] }]],
  ['nonbasic landwalk, defender has only basics', { keywords: ['nonbasic landwalk'] }, {}, true, [{ controller: 'you', types: ['Basic', 'Land', 'Forest'] }]],
  ['nonbasic landwalk, defender has a nonbasic land', { keywords: ['nonbasic landwalk'] }, {}, false, [{ controller: 'you', types: ['Land'] }]],
  ['legendary landwalk, defender has a legendary land', { keywords: ['legendary landwalk'] }, {}, false, [{ controller: 'you', types: ['Legendary', 'Land'] }]],
  ['desertwalk, defender has a Desert', { keywords: ['desertwalk'] }, {}, false, [{ controller: 'you', types: ['Land', 'Desert'] }]],
  ['protection from white vs W/U', { keywords: ['protection from white'] }, { colors: ['W', 'U'] }, false],
  ['protection from white vs black', { keywords: ['protection from white'] }, { colors: ['B'] }, true],
  ['protection from artifacts vs artifact', { keywords: ['protection from artifacts'] }, { types: ['Artifact', 'Creature'] }, false],
  ['protection from monocolored vs mono', { keywords: ['protection from monocolored'] }, { colors: ['G'] }, false],
  ['protection from monocolored vs colorless', { keywords: ['protection from monocolored'] }, {}, true],
  ['protection from multicolored vs two colors', { keywords: ['protection from multicolored'] }, { colors: ['G', 'W'] }, false],
  ['protection from everything vs colorless', { keywords: ['protection from everything'] }, {}, false],
  ['menace alone is no pair rule', { keywords: ['menace'] }, {}, true],
];

describe('pair rules', () => {
  it.each(CASES)('%s', (_name, a, b, expected, lands) => expect(canBlock(board(a, b, lands))).toBe(expected));
});

describe('potential blockers (§1.1)', () => {
  it.each([
    ['plain', {}, undefined],
    ['tapped', { tapped: true }, 'tapped'],
    ['summoning sick still blocks', { sick: true }, undefined],
    ['defender still blocks', { keywords: ['defender'] }, undefined],
    ['battle', { types: ['Creature', 'Battle'] }, 'battle'],
    ['decayed', { keywords: ['decayed'] }, 'decayed'],
    ['unleash without a counter', { keywords: ['unleash'] }, undefined],
    ['unleash with a +1/+1 counter', { keywords: ['unleash'], counters: { '+1/+1': 1 } }, 'unleash'],
  ] as const)('%s', (_name, extra, problem) => {
    const bd = board({}, extra as Side);
    expect(blockerProblem(bd, bd.creatures[1]!)).toBe(problem);
  });
});

describe('creature mana (§5)', () => {
  it.each([
    ['untapped, not sick: taps for mana even while blocking', {}, 2],
    ['summoning sick: no mana (302.6)', { sick: true }, 1],
    ['summoning sick with haste: mana', { sick: true, keywords: ['haste'] }, 2],
    ['tapped: no mana', { tapped: true }, 1],
  ] as const)('%s', (_name, elf, sources) => {
    const parsed = parseBlockBoard({
      format: 'block-board/1',
      players: ['opp', 'you'],
      activePlayer: 'opp',
      defendingPlayer: 'you',
      creatures: [{ id: 'elf', name: 'Llanowar Elves', controller: 'you', ...elf }],
      resources: { mana: ['G', { mana: 'G', from: 'elf' }] },
    });
    if (!parsed.ok) throw new Error('invalid');
    expect(payingResources(parsed.value)?.mana.length).toBe(sources);
  });
});
