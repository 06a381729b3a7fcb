/**
 * One hand-worked board per preset (spec §3 worked by hand from the card's printed text, written
 * down before running the engine): the engine's legal set must be exactly the table's. A row's
 * declarations are `creature=defender` pairs, "" for the empty declaration.
 */
import { describe, expect, it } from 'vitest';
import { CARD_PRESETS } from '#shared/cards/index';
import { board, legalKeys, type Row } from './preset-table.ts';
import { ARTICLE_ROWS } from './preset-rows-article.ts';
import { MORE_ROWS } from './preset-rows-more.ts';

const TWO = ['you', 'opp'];
const THREE = ['you', 'alice', 'bob'];
const PW = { defenders: [{ id: 'pw', kind: 'planeswalker', player: 'opp', name: 'Chandra' }] };
const mana = (n: number, letter = 'G'): { resources: { mana: string[]; life: number } } => ({
  resources: { mana: Array.from({ length: n }, () => letter), life: 0 },
});
const B1 = ['grizzly-bears', {}, { id: 'b1' }] as const;
const B2 = ['grizzly-bears', {}, { id: 'b2' }] as const;
const BEAR = ['grizzly-bears', {}, { id: 'bear' }] as const;
const BIRD = ['grizzly-bears', {}, { id: 'bird', creature: { keywords: ['flying'] } }] as const;
const DARK = ['grizzly-bears', {}, { id: 'dark', creature: { colors: ['B'] } }] as const;

export const ROWS: readonly Row[] = [
  // Taxes
  ['sphere-of-safety', TWO, [B1, B2, ['sphere-of-safety', { x: 2 }]], ['', 'b1=opp', 'b2=opp'], mana(3)],
  ['windborn-muse', TWO, [B1, B2, ['windborn-muse', { controller: 'opp' }]], ['', 'b1=opp', 'b2=opp'], mana(3)],
  ['baird-steward-of-argive', TWO, [B1, B2, ['baird-steward-of-argive']], ['', 'b1=opp', 'b2=opp'], mana(1)],
  ['collective-restraint', TWO, [BEAR, ['collective-restraint', { x: 3 }]], [''], mana(2)],
  ['archangel-of-tithes', TWO, [B1, B2, ['archangel-of-tithes']], ['', 'b1=opp', 'b2=opp'], mana(1)],
  ['archangel-of-tithes', TWO, [B1, B2, ['archangel-of-tithes', { untapped: 0 }]], ['', 'b1=opp', 'b1=opp,b2=opp', 'b2=opp'], mana(1)],
  [
    'nils-discipline-enforcer',
    TWO,
    [['grizzly-bears', {}, { id: 'b1', creature: { counters: { '+1/+1': 2 } } }], B2, ['nils-discipline-enforcer']],
    ['', 'b2=opp'],
    mana(1),
  ],
  [
    'nils-discipline-enforcer',
    TWO,
    [['grizzly-bears', {}, { id: 'b1', creature: { counters: { '+1/+1': 1, charge: 1 } } }], ['nils-discipline-enforcer']],
    ['', 'b1=opp'],
    mana(2),
  ],
  ['koskun-falls', TWO, [BEAR, ['koskun-falls']], [''], mana(1)],
  ['elephant-grass', TWO, [BEAR, DARK, ['elephant-grass']], ['', 'bear=opp'], mana(2)],
  // Restrictions
  ['moat', TWO, [BEAR, BIRD, ['moat']], ['', 'bird=opp']],
  ['magus-of-the-moat', TWO, [['magus-of-the-moat', {}, { id: 'magus' }], BIRD], ['', 'bird=opp']],
  ['stormtide-leviathan', TWO, [BEAR, ['stormtide-leviathan', {}, { id: 'lev' }]], ['', 'lev=opp']],
  ['peacekeeper', TWO, [BEAR, ['peacekeeper', {}, { id: 'keeper' }]], ['']],
  ['kulrath-knight', TWO, [BEAR, ['grizzly-bears', {}, { id: 'hurt', creature: { counters: { '-1/-1': 1 } } }], ['kulrath-knight']], ['', 'bear=opp']],
  ['mystic-barrier', THREE, [BEAR, ['mystic-barrier', { nearest: 'bob' }]], ['', 'bear=bob']],
  ['pramikon-sky-rampart', THREE, [BEAR, ['pramikon-sky-rampart', { nearest: 'alice' }, { id: 'pramikon' }]], ['', 'bear=alice']],
  [
    'caverns-of-despair',
    TWO,
    [B1, B2, ['grizzly-bears', {}, { id: 'b3' }], ['caverns-of-despair']],
    ['', 'b1=opp', 'b1=opp,b2=opp', 'b1=opp,b3=opp', 'b2=opp', 'b2=opp,b3=opp', 'b3=opp'],
  ],
  ['dueling-grounds', TWO, [B1, B2, ['dueling-grounds']], ['', 'b1=opp', 'b2=opp']],
  [
    'akron-legionnaire',
    TWO,
    [['akron-legionnaire', {}, { id: 'akron' }], BEAR, ['bonded-construct', {}, { id: 'construct' }]],
    ['', 'akron=opp', 'akron=opp,construct=opp'],
  ],
  // Two Legionnaires spare each other whichever is added first: the first one's restriction is rewritten to except the second.
  [
    'akron-legionnaire',
    TWO,
    [['akron-legionnaire', {}, { id: 'a1' }], ['akron-legionnaire', {}, { id: 'a2' }], BEAR],
    ['', 'a1=opp', 'a1=opp,a2=opp', 'a2=opp'],
  ],
  ['blazing-archon', TWO, [BEAR, ['blazing-archon', { controller: 'opp' }]], ['', 'bear=pw'], PW],
  ['reverence', TWO, [BEAR, ['grizzly-bears', {}, { id: 'big', creature: { power: 3 } }], ['reverence']], ['', 'big=opp']],
  ['teferis-moat', TWO, [BEAR, BIRD, DARK, ['teferis-moat', { color: 'G' }]], ['', 'bird=opp', 'bird=opp,dark=opp', 'dark=opp']],
  ['chronomantic-escape', TWO, [BEAR, ['chronomantic-escape']], ['', 'bear=pw'], PW],
  ['gaeas-liege', TWO, [BEAR, ['gaeas-liege', { forests: 3 }, { id: 'liege' }], ['ensnaring-bridge', { handSize: 2 }]], ['', 'bear=opp']],
  ['harbor-serpent', TWO, [BEAR, ['harbor-serpent', {}, { id: 'serpent' }]], ['', 'bear=opp']],
  ['harbor-serpent', TWO, [BEAR, ['harbor-serpent', { islands: 5 }, { id: 'serpent' }]], ['', 'bear=opp', 'bear=opp,serpent=opp', 'serpent=opp']],
  ['sea-monster', THREE, [['sea-monster', { noIsland: 'alice' }, { id: 'monster' }]], ['', 'monster=bob']],
  ['sea-serpent', TWO, [['sea-serpent', {}, { id: 'serpent' }]], ['']],
  ['island-fish-jasconius', THREE, [['island-fish-jasconius', { noIsland: 'bob' }, { id: 'fish' }]], ['', 'fish=alice']],
  ['extraction-specialist', TWO, [BEAR, ['extraction-specialist', { returned: 'bear' }, { id: 'spec' }]], ['', 'spec=opp']],
  // Requirements and goad
  ['valley-dasher', TWO, [['valley-dasher', {}, { id: 'dasher', creature: { sick: true } }]], ['dasher=opp']],
  ['berserkers-of-blood-ridge', TWO, [BEAR, ['berserkers-of-blood-ridge', {}, { id: 'bers' }]], ['bear=opp,bers=opp', 'bers=opp']],
  ['goblin-brigand', TWO, [['goblin-brigand', {}, { id: 'brigand' }]], ['brigand=opp']],
  [
    'goblin-rabblemaster',
    TWO,
    [
      ['goblin-rabblemaster', {}, { id: 'rabble' }],
      ['mogg-flunkies', {}, { id: 'flunkies' }],
    ],
    ['flunkies=opp,rabble=opp'],
  ],
  ['hellraiser-goblin', TWO, [BEAR, ['hellraiser-goblin', {}, { id: 'hell' }]], ['bear=opp,hell=opp']],
  // A summoning-sick creature its controller gets after the Goblin has haste too, so it must attack.
  [
    'hellraiser-goblin',
    TWO,
    [
      ['hellraiser-goblin', {}, { id: 'hell' }],
      ['grizzly-bears', {}, { id: 'late', creature: { sick: true } }],
    ],
    ['hell=opp,late=opp'],
  ],
  ['goblin-diplomats', TWO, [BEAR, ['goblin-diplomats', {}, { id: 'diplomats' }]], ['bear=opp']],
  ['goblin-assault', TWO, [BEAR, ['mogg-flunkies', {}, { id: 'flunkies' }], ['goblin-assault']], ['bear=opp,flunkies=opp']],
  ['grand-melee', TWO, [BEAR, ['wall-of-omens', {}, { id: 'wall' }], ['grand-melee']], ['bear=opp']],
  ['fumiko-the-lowblood', TWO, [BEAR, ['fumiko-the-lowblood']], ['bear=opp']],
  ['bident-of-thassa', TWO, [BEAR, ['bident-of-thassa']], ['bear=opp']],
  ['curse-of-the-nightly-hunt', TWO, [BEAR, ['curse-of-the-nightly-hunt', { cursed: 'you' }]], ['bear=opp']],
  ['incite', TWO, [BEAR, ['incite', { creature: 'bear' }]], ['bear=opp']],
  // Incite makes the green Bears red: Teferi's Moat naming red now stops it, so its requirement can't be obeyed.
  ['incite', TWO, [BEAR, ['teferis-moat', { controller: 'opp', color: 'R' }], ['incite', { creature: 'bear' }]], ['']],
  ['alluring-siren', THREE, [BEAR, ['alluring-siren', { controller: 'alice', creature: 'bear' }]], ['bear=alice']],
  ['taunt', THREE, [BEAR, ['taunt', { controller: 'alice' }]], ['bear=alice']],
  ['trove-of-temptation', TWO, [B1, B2, ['trove-of-temptation']], ['b1=opp', 'b1=opp,b2=opp', 'b2=opp']],
  ['gideon-jura', TWO, [BEAR, ['gideon-jura', {}, { id: 'gideon' }]], ['bear=gideon']],
  ['disrupt-decorum', THREE, [BEAR, ['disrupt-decorum', { controller: 'alice' }]], ['bear=bob']],
  ['kardur-doomscourge', THREE, [BEAR, ['kardur-doomscourge', { controller: 'alice' }]], ['bear=bob']],
  ['vengeful-ancestor', THREE, [BEAR, ['vengeful-ancestor', { controller: 'alice', creature: 'bear' }]], ['bear=bob']],
  ['bloodthirsty-blade', THREE, [BEAR, ['bloodthirsty-blade', { creature: 'bear', by: 'alice' }]], ['bear=bob']],
  // +2/+0 makes the Bears 4/2: more than three cards in hand, so Ensnaring Bridge stops the goaded Bears.
  ['bloodthirsty-blade', TWO, [BEAR, ['bloodthirsty-blade', { creature: 'bear', by: 'opp' }], ['ensnaring-bridge', { handSize: 3 }]], ['']],
  ['shiny-impetus', THREE, [BEAR, ['shiny-impetus', { creature: 'bear', by: 'alice' }]], ['bear=bob']],
  ['shiny-impetus', TWO, [BEAR, ['shiny-impetus', { creature: 'bear', by: 'opp' }], ['ensnaring-bridge', { handSize: 3 }]], ['']],
  ['agitator-ant', THREE, [BEAR, ['agitator-ant', { controller: 'alice', creature: 'bear' }]], ['bear=bob']],
  // The two +1/+1 counters are on the Bears: Kulrath Knight stops a creature with counters.
  ['agitator-ant', TWO, [BEAR, ['kulrath-knight', { controller: 'opp' }], ['agitator-ant', { controller: 'opp', creature: 'bear' }]], ['']],
  // Company
  ['jackal-familiar', TWO, [BEAR, ['jackal-familiar', {}, { id: 'jackal' }]], ['', 'bear=opp', 'bear=opp,jackal=opp']],
  ['loyal-pegasus', TWO, [['loyal-pegasus', {}, { id: 'pegasus' }]], ['']],
  ['ember-beast', TWO, [BEAR, ['ember-beast', {}, { id: 'beast' }]], ['', 'bear=opp', 'bear=opp,beast=opp']],
  ['bonded-construct', TWO, [['bonded-construct', {}, { id: 'construct' }]], ['']],
  ['orcish-conscripts', TWO, [B1, B2, ['orcish-conscripts', {}, { id: 'orc' }]], ['', 'b1=opp', 'b1=opp,b2=opp', 'b1=opp,b2=opp,orc=opp', 'b2=opp']],
  ['goblin-goon', TWO, [['goblin-goon', {}, { id: 'goon' }]], ['']],
  ['goblin-goon', THREE, [['goblin-goon', { notOutnumbered: 'alice' }, { id: 'goon' }]], ['', 'goon=bob']],
  ['errantry', TWO, [BEAR, B2, ['errantry', { creature: 'bear' }]], ['', 'b2=opp', 'bear=opp']],
  ['errantry', TWO, [BEAR, B2, ['errantry', { creature: 'bear' }], ['ensnaring-bridge', { handSize: 3 }]], ['', 'b2=opp']],
  // Defenders
  ['wall-of-omens', TWO, [BEAR, ['wall-of-omens', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['wall-of-blossoms', TWO, [BEAR, ['wall-of-blossoms', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['wall-of-stone', TWO, [BEAR, ['wall-of-stone', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['wall-of-denial', TWO, [BEAR, ['wall-of-denial', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['overgrown-battlement', TWO, [BEAR, ['overgrown-battlement', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['ogre-jailbreaker', TWO, [['ogre-jailbreaker', {}, { id: 'ogre' }]], ['']],
  ['ogre-jailbreaker', TWO, [['ogre-jailbreaker', { gate: 1 }, { id: 'ogre' }]], ['', 'ogre=opp']],
  [
    'arcades-the-strategist',
    TWO,
    [
      ['wall-of-omens', {}, { id: 'wall' }],
      ['arcades-the-strategist', {}, { id: 'arcades' }],
    ],
    ['', 'arcades=opp', 'arcades=opp,wall=opp', 'wall=opp'],
  ],
  [
    'arcades-the-strategist',
    TWO,
    [
      ['arcades-the-strategist', {}, { id: 'arcades' }],
      ['wall-of-omens', {}, { id: 'wall' }],
    ],
    ['', 'arcades=opp', 'arcades=opp,wall=opp', 'wall=opp'],
  ],
  [
    'arcades-the-strategist',
    TWO,
    [['wall-of-omens', { controller: 'opp' }, { id: 'wall' }], ['arcades-the-strategist', {}, { id: 'arcades' }], BEAR],
    ['', 'arcades=opp', 'arcades=opp,bear=opp', 'bear=opp'],
  ],
  // Auras
  ...(['pacifism', 'arrest', 'faiths-fetters', 'forced-worship', 'cage-of-hands', 'luminous-bonds'] as const).map((id): Row => [
    id,
    TWO,
    [BEAR, B2, [id, { creature: 'bear' }]],
    ['', 'b2=opp'],
  ]),
  ['oppressive-rays', TWO, [BEAR, B2, ['oppressive-rays', { creature: 'bear' }]], ['', 'b2=opp'], mana(2)],
  ['oppressive-rays', TWO, [BEAR, B2, ['oppressive-rays', { creature: 'bear' }]], ['', 'b2=opp', 'b2=opp,bear=opp', 'bear=opp'], mana(3)],
  ...ARTICLE_ROWS,
  ...MORE_ROWS,
];

describe('every preset on its hand-worked board', () => {
  it('has at least 150 presets and at least one row per preset', () => {
    expect(CARD_PRESETS.length).toBeGreaterThanOrEqual(150);
    const covered = new Set(ROWS.map((r) => r[0]));
    expect(CARD_PRESETS.map((p) => p.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(ROWS.map((r, i) => [`${r[0]} #${i}`, r] as const))('%s', (_name, [, players, steps, expected, extra]) => {
    expect(legalKeys(board(players, steps, extra))).toEqual([...expected].sort());
  });
});
