/** Hand-worked boards of the mana creatures, Hollow Warrior, the extra requirements and the bodies (see preset-boards.test.ts). */
import type { Row } from './preset-table.ts';

const TWO = ['you', 'opp'];
const THREE = ['you', 'alice', 'bob'];
const BEAR = ['grizzly-bears', {}, { id: 'bear' }] as const;
const SICK_BEAR = ['grizzly-bears', {}, { id: 'bear', creature: { sick: true } }] as const;
const B2 = ['grizzly-bears', {}, { id: 'b2' }] as const;
const PROPAGANDA = ['propaganda', { controller: 'opp' }] as const;
const lands = (...mana: string[]): { resources: { mana: string[]; life: number } } => ({ resources: { mana, life: 0 } });

export const MORE_ROWS: readonly Row[] = [
  // Mana creatures: their mana counts only if they are untapped when costs are paid.
  [
    'llanowar-elves',
    TWO,
    [
      ['qal-sisma-behemoth', {}, { id: 'beh' }],
      ['llanowar-elves', {}, { id: 'elf' }],
    ],
    ['', 'beh=opp', 'elf=opp'],
    lands('G'),
  ],
  [
    'elvish-mystic',
    TWO,
    [
      ['qal-sisma-behemoth', {}, { id: 'beh' }],
      ['elvish-mystic', {}, { id: 'elf', creature: { sick: true } }],
    ],
    [''],
    lands('G'),
  ],
  [
    'fyndhorn-elves',
    TWO,
    [
      ['qal-sisma-behemoth', {}, { id: 'beh' }],
      ['fyndhorn-elves', {}, { id: 'elf', creature: { tapped: true } }],
    ],
    [''],
    lands('G'),
  ],
  ['birds-of-paradise', TWO, [BEAR, ['birds-of-paradise', {}, { id: 'birds' }], PROPAGANDA], ['', 'bear=opp'], lands('G')],
  ['noble-hierarch', TWO, [BEAR, ['noble-hierarch', {}, { id: 'hier' }], ['brainwash', { creature: 'bear' }]], ['', 'bear=opp', 'hier=opp'], lands('G', 'G')],
  ['avacyns-pilgrim', TWO, [BEAR, ['avacyns-pilgrim', {}, { id: 'pilgrim' }], ['norns-annex', { controller: 'opp' }]], ['', 'bear=opp'], lands()],
  ['sylvan-caryatid', TWO, [BEAR, ['sylvan-caryatid', {}, { id: 'caryatid' }], PROPAGANDA], ['', 'bear=opp'], lands('G')],
  [
    'axebane-guardian',
    TWO,
    [BEAR, ['wall-of-omens', {}, { id: 'wall' }], ['axebane-guardian', { defenders: 2 }, { id: 'axe' }], ['brainwash', { creature: 'bear' }]],
    ['', 'bear=opp'],
    lands('G'),
  ],
  ['overgrown-battlement', TWO, [BEAR, ['overgrown-battlement', {}, { id: 'wall' }]], ['', 'bear=opp']],
  ['overgrown-battlement', TWO, [BEAR, ['overgrown-battlement', {}, { id: 'wall' }], ['brainwash', { creature: 'bear' }]], ['', 'bear=opp'], lands('G', 'G')],
  ['vhal-candlekeep-researcher', TWO, [['vhal-candlekeep-researcher', {}, { id: 'vhal' }], PROPAGANDA], ['', 'vhal=opp'], lands()],
  ['deathrite-shaman', TWO, [BEAR, ['deathrite-shaman', {}, { id: 'shaman' }], PROPAGANDA], [''], lands('G')],
  ['pili-pala', TWO, [['pili-pala', {}, { id: 'pili' }], PROPAGANDA], [''], lands('G')],
  ['skill-borrower', TWO, [BEAR, ['skill-borrower', { borrowsMana: 1, color: 'G' }, { id: 'borrower' }], PROPAGANDA], ['', 'bear=opp'], lands('G')],
  ['skill-borrower', TWO, [BEAR, ['skill-borrower', {}, { id: 'borrower' }], PROPAGANDA], [''], lands('G')],
  // Hollow Warrior taps a creature that is not attacking; summoning sickness does not matter.
  ['hollow-warrior', TWO, [['hollow-warrior', {}, { id: 'warrior' }], SICK_BEAR], ['', 'warrior=opp'], lands()],
  ['hollow-warrior', TWO, [['hollow-warrior', {}, { id: 'warrior' }], BEAR], ['', 'bear=opp', 'warrior=opp'], lands()],
  ['hollow-warrior', TWO, [['hollow-warrior', {}, { id: 'warrior' }], ['llanowar-elves', {}, { id: 'elf' }], PROPAGANDA], [''], lands('G')],
  [
    'hollow-warrior',
    TWO,
    [['hollow-warrior', {}, { id: 'warrior' }], ['llanowar-elves', {}, { id: 'elf' }], SICK_BEAR, PROPAGANDA],
    ['', 'warrior=opp'],
    lands('G'),
  ],
  // Requirements, goad and conditions answered by params
  ['zurgo-helmsmasher', TWO, [['zurgo-helmsmasher', {}, { id: 'zurgo', creature: { sick: true } }]], ['zurgo=opp']],
  ['bloodrock-cyclops', TWO, [['bloodrock-cyclops', {}, { id: 'cyc' }]], ['cyc=opp']],
  ['reckless-brute', TWO, [['reckless-brute', {}, { id: 'brute', creature: { sick: true } }]], ['brute=opp']],
  ['impetuous-sunchaser', TWO, [['impetuous-sunchaser', {}, { id: 'sun' }], ['moat']], ['sun=opp']],
  ['volatile-rig', TWO, [['volatile-rig', {}, { id: 'rig' }]], ['rig=opp']],
  ['reckless-cohort', TWO, [['reckless-cohort', {}, { id: 'cohort' }]], ['cohort=opp']],
  ['reckless-cohort', TWO, [['reckless-cohort', { anotherAlly: 1 }, { id: 'cohort' }]], ['', 'cohort=opp']],
  ['nettling-imp', TWO, [BEAR, ['nettling-imp', { creature: 'bear' }, { id: 'imp' }]], ['bear=opp']],
  ['maddening-imp', TWO, [BEAR, B2, ['maddening-imp', {}, { id: 'imp' }]], ['b2=opp,bear=opp']],
  ['sirens-call', TWO, [BEAR, ['sirens-call']], ['bear=opp']],
  ['boiling-blood', TWO, [BEAR, ['boiling-blood', { creature: 'bear' }]], ['bear=opp']],
  [
    'baeloth-barrityl-entertainer',
    THREE,
    [BEAR, ['ornithopter', {}, { id: 'thopter' }], ['baeloth-barrityl-entertainer', { controller: 'alice' }]],
    ['bear=alice,thopter=bob', 'bear=bob,thopter=bob', 'thopter=bob'],
  ],
  ['geode-rager', THREE, [BEAR, ['geode-rager', { controller: 'alice', target: 'you' }]], ['bear=bob']],
  ['slumbering-dragon', TWO, [['slumbering-dragon', {}, { id: 'dragon' }]], ['']],
  ['slumbering-dragon', TWO, [['slumbering-dragon', {}, { id: 'dragon', creature: { counters: { '+1/+1': 5 } } }]], ['', 'dragon=opp']],
  ['phyrexian-marauder', TWO, [['phyrexian-marauder', {}, { id: 'mar' }]], [''], lands('G')],
  ['phyrexian-marauder', TWO, [['phyrexian-marauder', {}, { id: 'mar' }]], ['', 'mar=opp'], lands('G', 'G')],
  ['chained-throatseeker', TWO, [['chained-throatseeker', {}, { id: 'seeker' }]], ['']],
  ['lupine-prototype', TWO, [['lupine-prototype', {}, { id: 'wolf' }]], ['']],
  ['lupine-prototype', TWO, [['lupine-prototype', { emptyHand: 1 }, { id: 'wolf' }]], ['', 'wolf=opp']],
  // Walls
  ...(['wall-of-air', 'wall-of-swords', 'wall-of-wood', 'wall-of-frost', 'wall-of-spears', 'tree-of-redemption', 'roc-egg'] as const).map((id): Row => [
    id,
    TWO,
    [BEAR, [id, {}, { id: 'wall' }]],
    ['', 'bear=opp'],
  ]),
  // Bodies
  ...(
    [
      'wind-drake',
      'storm-crow',
      'serra-angel',
      'vampire-nighthawk',
      'ornithopter',
      'memnite',
      'raging-goblin',
      'goblin-guide',
      'segovian-leviathan',
      'walking-corpse',
      'savannah-lions',
      'hill-giant',
      'craw-wurm',
    ] as const
  ).map((id): Row => [id, TWO, [[id, {}, { id: 'x' }]], ['', 'x=opp']]),
  ['raging-goblin', TWO, [['raging-goblin', {}, { id: 'x', creature: { sick: true } }]], ['', 'x=opp']],
  [
    'segovian-leviathan',
    TWO,
    [BEAR, ['segovian-leviathan', {}, { id: 'x' }], ['stormtide-leviathan', {}, { id: 'lev' }]],
    ['', 'lev=opp', 'lev=opp,x=opp', 'x=opp'],
  ],
];
