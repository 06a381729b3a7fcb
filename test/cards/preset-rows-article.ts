/** Hand-worked boards of the article's cards (see preset-boards.test.ts). */
import type { Row } from './preset-table.ts';

const TWO = ['you', 'opp'];
const THREE = ['you', 'alice', 'bob'];
const BEAR = ['grizzly-bears', {}, { id: 'bear' }] as const;
const B1 = ['grizzly-bears', {}, { id: 'b1' }] as const;
const B2 = ['grizzly-bears', {}, { id: 'b2' }] as const;
const mana = (n: number): { resources: { mana: string[]; life: number } } => ({ resources: { mana: Array.from({ length: n }, () => 'W'), life: 0 } });
const perms = (...types: string[][]): { resources: { mana: string[]; life: number; permanents: { id: string; types: string[] }[] } } => ({
  resources: { mana: [], life: 0, permanents: types.map((t, i) => ({ id: `p${i + 1}`, types: t })) },
});

export const ARTICLE_ROWS: readonly Row[] = [
  ['crazed-goblin', TWO, [['crazed-goblin', {}, { id: 'goblin' }]], ['goblin=opp']],
  ['avatar-of-slaughter', TWO, [BEAR, ['avatar-of-slaughter', {}, { id: 'avatar' }]], ['avatar=opp,bear=opp']],
  ['bear-cub', TWO, [['bear-cub', {}, { id: 'cub' }]], ['', 'cub=opp']],
  ['grizzly-bears', TWO, [BEAR], ['', 'bear=opp']],
  ['glory-seeker', TWO, [['glory-seeker', {}, { id: 'seeker' }]], ['', 'seeker=opp']],
  ['the-gitrog-monster', TWO, [['the-gitrog-monster', {}, { id: 'gitrog' }], ['reclamation']], ['', 'gitrog=opp'], perms(['Land'])],
  ['wall-of-roots', TWO, [['wall-of-roots', {}, { id: 'wall' }]], ['']],
  ['silent-arbiter', TWO, [B1, B2, ['silent-arbiter', {}, { id: 'arbiter' }]], ['', 'arbiter=opp', 'b1=opp', 'b2=opp']],
  ['viashino-bey', TWO, [BEAR, ['viashino-bey', {}, { id: 'bey' }]], ['', 'bear=opp', 'bear=opp,bey=opp']],
  ['ekundu-cyclops', TWO, [BEAR, ['ekundu-cyclops', {}, { id: 'cyc' }]], ['', 'bear=opp,cyc=opp', 'cyc=opp']],
  ['scarred-puma', TWO, [BEAR, ['scarred-puma', {}, { id: 'puma' }]], ['', 'bear=opp', 'bear=opp,puma=opp']],
  ['master-of-cruelties', TWO, [BEAR, ['master-of-cruelties', {}, { id: 'master' }]], ['', 'bear=opp', 'master=opp']],
  ['mogg-flunkies', TWO, [BEAR, ['mogg-flunkies', {}, { id: 'flunkies' }]], ['', 'bear=opp', 'bear=opp,flunkies=opp']],
  ['juggernaut', TWO, [['juggernaut', {}, { id: 'jugg' }]], ['jugg=opp']],
  ['ruhan-of-the-fomori', THREE, [['ruhan-of-the-fomori', { target: 'alice' }, { id: 'ruhan' }]], ['ruhan=alice']],
  ['armored-galleon', TWO, [['armored-galleon', {}, { id: 'galleon' }]], ['']],
  ['qal-sisma-behemoth', TWO, [['qal-sisma-behemoth', {}, { id: 'beh' }]], [''], mana(1)],
  ['qal-sisma-behemoth', TWO, [['qal-sisma-behemoth', {}, { id: 'beh' }]], ['', 'beh=opp'], mana(2)],
  ['floodtide-serpent', TWO, [['floodtide-serpent', {}, { id: 'serpent' }]], ['', 'serpent=opp'], perms(['Enchantment'])],
  ['floodtide-serpent', TWO, [['floodtide-serpent', {}, { id: 'serpent' }]], [''], perms(['Land'])],
  ['leviathan', TWO, [['leviathan', {}, { id: 'lev' }]], [''], perms(['Land', 'Island'])],
  ['leviathan', TWO, [['leviathan', {}, { id: 'lev' }]], ['', 'lev=opp'], perms(['Land', 'Island'], ['Land', 'Island'])],
  ['exalted-dragon', TWO, [['exalted-dragon', {}, { id: 'dragon' }]], ['', 'dragon=opp'], perms(['Land'])],
  ['archon-of-absolution', TWO, [BEAR, ['archon-of-absolution', { controller: 'opp' }]], [''], mana(0)],
  [
    'crawlspace',
    TWO,
    [B1, B2, ['grizzly-bears', {}, { id: 'b3' }], ['crawlspace']],
    ['', 'b1=opp', 'b1=opp,b2=opp', 'b1=opp,b3=opp', 'b2=opp', 'b2=opp,b3=opp', 'b3=opp'],
  ],
  ['propaganda', TWO, [B1, B2, ['propaganda']], ['', 'b1=opp', 'b2=opp'], mana(3)],
  ['ghostly-prison', TWO, [B1, B2, ['ghostly-prison']], ['', 'b1=opp', 'b2=opp'], mana(3)],
  ['norns-annex', TWO, [B1, B2, ['norns-annex']], ['', 'b1=opp', 'b2=opp'], { resources: { mana: [], life: 3 } }],
  ['war-tax', TWO, [B1, B2, ['war-tax', { x: 1 }]], ['', 'b1=opp', 'b2=opp'], mana(1)],
  ['wars-toll', TWO, [B1, B2, ['wars-toll']], ['', 'b1=opp,b2=opp']],
  [
    'magnetic-web',
    TWO,
    [
      ['grizzly-bears', {}, { id: 'b1', creature: { counters: { magnet: 1 } } }],
      ['grizzly-bears', {}, { id: 'b2', creature: { counters: { magnet: 1 } } }],
      ['magnetic-web'],
    ],
    ['', 'b1=opp,b2=opp'],
  ],
  ['flooded-woodlands', TWO, [B1, B2, ['flooded-woodlands']], ['', 'b1=opp', 'b2=opp'], perms(['Land'])],
  ['reclamation', TWO, [BEAR, ['grizzly-bears', {}, { id: 'dark', creature: { colors: ['B'] } }], ['reclamation']], ['', 'bear=opp'], perms()],
  ['ensnaring-bridge', TWO, [BEAR, ['ensnaring-bridge', { handSize: 1 }]], ['']],
  ['brainwash', TWO, [BEAR, ['brainwash', { creature: 'bear' }]], [''], mana(2)],
  ['bloodshed-fever', TWO, [BEAR, ['bloodshed-fever', { creature: 'bear' }]], ['bear=opp']],
  ['goad', THREE, [BEAR, ['goad', { creature: 'bear', by: 'alice' }]], ['bear=bob']],
];
