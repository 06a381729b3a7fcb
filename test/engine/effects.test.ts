/**
 * One small board per effect kind and option, with its legal set worked out by hand from spec §2–§4.
 * Declarations are written as sorted `creature=defender` lists ('' = no attack).
 */
import { describe, expect, it } from 'vitest';
import { declarationKey, legalSet, parseBoard } from '#shared/engine/index';

const c = (id: string, extra: object = {}) => ({ id, name: id, controller: 'you', ...extra });
const two = { players: ['you', 'opp'] };
const three = { players: ['you', 'alice', 'bob'] };

function legal(raw: object): string[] {
  const b = parseBoard({ format: 'attack-board/1', activePlayer: 'you', ...raw });
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const r = legalSet(b.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.legal.map(declarationKey);
}

const cases: [string, object, string[]][] = [
  // Restrictions
  ['cantAttack removes a creature', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'cantAttack', creatures: { ids: ['a'] } }] }, ['', 'b=opp']],
  [
    'cantAttack toward one defender only',
    { ...three, creatures: [c('a')], effects: [{ kind: 'cantAttack', creatures: { ids: ['a'] }, defenders: { players: ['alice'] } }] },
    ['', 'a=bob'],
  ],
  ['cantAttackAlone', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'cantAttackAlone', creatures: { ids: ['a'] } }] }, ['', 'b=opp', 'a=opp,b=opp']],
  ['attacksAlone', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'attacksAlone', creatures: { ids: ['a'] } }] }, ['', 'a=opp', 'b=opp']],
  ['maxAttackers over everyone', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'maxAttackers', count: 1 }] }, ['', 'a=opp', 'b=opp']],
  [
    'maxAttackers toward one player, with every creature required to attack',
    {
      ...three,
      creatures: [c('a'), c('b')],
      effects: [
        { kind: 'maxAttackers', count: 1, defenders: { players: ['alice'], kinds: ['player'] } },
        { kind: 'mustAttack', creatures: {} },
      ],
    },
    ['a=alice,b=bob', 'a=bob,b=alice', 'a=bob,b=bob'],
  ],
  [
    'maxAttackers counting only matched creatures',
    {
      ...two,
      creatures: [c('a', { colors: ['R'] }), c('b', { colors: ['R'] }), c('g', { colors: ['G'] })],
      effects: [
        { kind: 'maxAttackers', count: 1, creatures: { colors: ['R'] } },
        { kind: 'mustAttack', creatures: {} },
      ],
    },
    ['a=opp,g=opp', 'b=opp,g=opp'],
  ],
  [
    'cantAttackUnless another matching creature attacks (Scarred Puma)',
    {
      ...two,
      creatures: [c('puma', { colors: ['R'] }), c('bear', { colors: ['G'] })],
      effects: [{ kind: 'cantAttackUnless', creatures: { ids: ['puma'] }, others: { colors: ['B', 'G'] } }],
    },
    ['', 'bear=opp', 'bear=opp,puma=opp'],
  ],
  [
    'cantAttackUnless counts OTHER creatures only',
    {
      ...two,
      creatures: [c('x', { colors: ['G'] }), c('y', { colors: ['G'] })],
      effects: [{ kind: 'cantAttackUnless', creatures: {}, others: { colors: ['G'] } }],
    },
    ['', 'x=opp,y=opp'],
  ],
  [
    'cantAttackUnless with atLeast 2',
    { ...two, creatures: [c('p'), c('q'), c('r')], effects: [{ kind: 'cantAttackUnless', creatures: { ids: ['p'] }, others: {}, atLeast: 2 }] },
    ['', 'q=opp', 'r=opp', 'q=opp,r=opp', 'p=opp,q=opp,r=opp'],
  ],
  // Requirements
  ['mustAttack', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'mustAttack', creatures: { ids: ['a'] } }] }, ['a=opp', 'a=opp,b=opp']],
  [
    'mustAttack a given player (Ruhan, no costs)',
    { ...three, creatures: [c('r')], effects: [{ kind: 'mustAttack', creatures: { ids: ['r'] }, defenders: { ids: ['alice'] } }] },
    ['r=alice'],
  ],
  ['atLeastOneAttacks', { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'atLeastOneAttacks' }] }, ['a=opp', 'b=opp', 'a=opp,b=opp']],
  [
    'atLeastOneAttacks restricted to matched creatures and defenders',
    {
      ...three,
      creatures: [c('a'), c('b')],
      effects: [
        { kind: 'atLeastOneAttacks', creatures: { ids: ['a'] }, defenders: { players: ['bob'] } },
        { kind: 'maxAttackers', count: 1 },
      ],
    },
    ['a=bob'],
  ],
  [
    'goad: attack a player other than the goader',
    { ...three, creatures: [c('g')], effects: [{ kind: 'goad', creatures: { ids: ['g'] }, by: 'alice' }] },
    ['g=bob'],
  ],
  [
    'goad: a planeswalker does not satisfy the second unit',
    {
      ...three,
      defenders: [{ id: 'pw', kind: 'planeswalker', player: 'bob' }],
      creatures: [c('g')],
      effects: [{ kind: 'goad', creatures: { ids: ['g'] }, by: 'alice' }],
    },
    ['g=bob'],
  ],
  [
    'requirements on a creature that cannot attack are never satisfied',
    { ...two, creatures: [c('a'), c('t', { tapped: true })], effects: [{ kind: 'mustAttack', creatures: {} }] },
    ['a=opp'],
  ],
  [
    'conditional: Viashino Bey may stay home',
    {
      ...two,
      creatures: [c('bey'), c('b')],
      effects: [{ kind: 'conditional', if: { anyAttacks: { ids: ['bey'] } }, then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }] }],
    },
    ['', 'b=opp', 'b=opp,bey=opp'],
  ],
  [
    "conditional: War's Toll with a creature that cannot attack",
    {
      ...two,
      creatures: [c('a'), c('b'), c('w')],
      effects: [
        { kind: 'conditional', if: { anyAttacks: { controller: 'you' } }, then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }] },
        { kind: 'cantAttack', creatures: { ids: ['w'] } },
      ],
    },
    ['', 'a=opp,b=opp'],
  ],
  [
    'nested conditional: inner units need both conditions',
    {
      ...two,
      creatures: [c('a'), c('b'), c('z')],
      effects: [
        {
          kind: 'conditional',
          if: { anyAttacks: { ids: ['a'] } },
          then: [{ kind: 'conditional', if: { anyAttacks: { ids: ['b'] } }, then: [{ kind: 'mustAttack', creatures: { ids: ['z'] } }] }],
        },
      ],
    },
    ['', 'a=opp', 'b=opp', 'z=opp', 'a=opp,z=opp', 'b=opp,z=opp', 'a=opp,b=opp,z=opp'],
  ],
  // Costs
  [
    'attackCost: never forced to pay (War Tax X=0)',
    {
      ...two,
      creatures: [c('a')],
      effects: [
        { kind: 'mustAttack', creatures: {} },
        { kind: 'attackCost', creatures: {}, cost: { mana: '{0}' } },
      ],
    },
    ['', 'a=opp'],
  ],
  [
    'attackCost toward one player only: a free attack elsewhere is required',
    {
      ...three,
      creatures: [c('a')],
      effects: [
        { kind: 'mustAttack', creatures: {} },
        { kind: 'attackCost', creatures: {}, defenders: { players: ['alice'] }, cost: { mana: '{2}' } },
      ],
    },
    ['a=alice', 'a=bob'],
  ],
  [
    'attackCost: payment limits how many pay (mana)',
    { ...two, creatures: [c('a'), c('b')], effects: [{ kind: 'attackCost', creatures: {}, cost: { mana: '{1}{G}' } }], resources: { mana: ['G', 'G', 'R'] } },
    ['', 'a=opp', 'b=opp'],
  ],
  [
    'attackCost: life and Phyrexian mana share the life total',
    {
      ...two,
      creatures: [c('a'), c('b')],
      effects: [{ kind: 'attackCost', creatures: {}, cost: { mana: '{B/P}', life: 1 } }],
      resources: { mana: [], life: 5 },
    },
    ['', 'a=opp', 'b=opp'],
  ],
  [
    'attackCost: sacrifice needs distinct matching permanents',
    {
      ...two,
      creatures: [c('a'), c('b')],
      effects: [{ kind: 'attackCost', creatures: {}, cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } }],
      resources: {
        permanents: [
          { id: 'l1', types: ['Land'] },
          { id: 'art', types: ['Artifact'] },
        ],
      },
    },
    ['', 'a=opp', 'b=opp'],
  ],
  [
    'attackCost: return to hand and sacrifice cannot share a permanent',
    {
      ...two,
      creatures: [c('a')],
      effects: [{ kind: 'attackCost', creatures: {}, cost: { sacrifice: { count: 1, filter: {} }, returnToHand: { count: 1, filter: {} } } }],
      resources: { permanents: [{ id: 'only' }] },
    },
    [''],
  ],
  // Board options
  [
    'attackMultiplePlayers false: only the defending player chosen at the beginning of combat (CR 506.2a)',
    { ...three, attackMultiplePlayers: false, defendingPlayer: 'bob', creatures: [c('a'), c('b')], effects: [{ kind: 'mustAttack', creatures: {} }] },
    ['a=bob,b=bob'],
  ],
  [
    'attackMultiplePlayers false: a planeswalker counts as its controller',
    {
      ...three,
      attackMultiplePlayers: false,
      defendingPlayer: 'alice',
      defenders: [{ id: 'pw', kind: 'planeswalker', player: 'alice' }],
      creatures: [c('a'), c('b')],
      effects: [{ kind: 'mustAttack', creatures: {} }],
    },
    ['a=alice,b=alice', 'a=alice,b=pw', 'a=pw,b=alice', 'a=pw,b=pw'],
  ],
  [
    'tapped, sick and foreign creatures never attack',
    { ...two, creatures: [c('t', { tapped: true }), c('s', { sick: true }), c('o', { controller: 'opp' })] },
    [''],
  ],
  [
    'own planeswalker is not attackable',
    { ...two, defenders: [{ id: 'mine', kind: 'planeswalker', player: 'you' }], creatures: [c('a')], effects: [{ kind: 'mustAttack', creatures: {} }] },
    ['a=opp'],
  ],
];

describe('legal sets per effect kind', () => {
  it.each(cases)('%s', (_name, raw, expected) => {
    expect(legal(raw)).toEqual(expected);
  });
});
