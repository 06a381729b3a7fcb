/** Validation of block-board/1 (§1.2): every error with its JSON path and code, as a named table. */
import { describe, expect, it } from 'vitest';
import { parseBlockBoard } from '#shared/engine/block/index';

const base = () => ({
  format: 'block-board/1',
  players: ['opp', 'you'],
  activePlayer: 'opp',
  defendingPlayer: 'you',
  defenders: [{ id: 'jace', kind: 'planeswalker', player: 'you', name: 'Jace Beleren' }],
  lands: [{ id: 'sw', name: 'Swamp', controller: 'you', types: ['Basic', 'Land', 'Swamp'] }],
  creatures: [
    { id: 'brute', name: 'Boggart Brute', controller: 'opp', power: 3, toughness: 2, keywords: ['menace'], attacking: 'you' },
    { id: 'bears', name: 'Grizzly Bears', controller: 'you', power: 2, toughness: 2 },
    { id: 'elf', name: 'Llanowar Elves', controller: 'you', power: 1, toughness: 1 },
  ],
  effects: [{ kind: 'lure', source: 'Lure', attackers: { ids: ['brute'] } }] as unknown[],
  resources: { mana: ['G', { mana: 'G', from: 'elf' }] as unknown[], life: 20 },
});

type Board = ReturnType<typeof base>;

const CASES: readonly [string, (b: Board) => unknown, string, string][] = [
  ['unknown root field', (b) => ({ ...b, attackMultiplePlayers: true }), 'attackMultiplePlayers', 'unknown-field'],
  ['wrong format', (b) => ({ ...b, format: 'attack-board/1' }), 'format', 'bad-format'],
  ['defending player is the active player', (b) => ({ ...b, defendingPlayer: 'opp' }), 'defendingPlayer', 'unknown-player'],
  ['defending player not a player', (b) => ({ ...b, defendingPlayer: 'zed' }), 'defendingPlayer', 'unknown-player'],
  [
    'unknown creature field',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], blocking: 'x' }, ...b.creatures.slice(1)] }),
    'creatures[0].blocking',
    'unknown-field',
  ],
  [
    'attacking on a defending creature',
    (b) => ({ ...b, creatures: [...b.creatures.slice(0, 2), { ...b.creatures[2], attacking: 'opp' }] }),
    'creatures[2].attacking',
    'unknown-defender',
  ],
  [
    'attacking nothing known',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], attacking: 'nobody' }, ...b.creatures.slice(1)] }),
    'creatures[0].attacking',
    'unknown-defender',
  ],
  [
    'attacking the attacker',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], attacking: 'opp' }, ...b.creatures.slice(1)] }),
    'creatures[0].attacking',
    'unknown-defender',
  ],
  [
    'upper-case keyword',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], keywords: ['Menace'] }, ...b.creatures.slice(1)] }),
    'creatures[0].keywords[0]',
    'bad-keyword',
  ],
  [
    'unknown protection',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], keywords: ['protection from goblins'] }, ...b.creatures.slice(1)] }),
    'creatures[0].keywords[0]',
    'bad-keyword',
  ],
  [
    'unknown landwalk',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], keywords: ['snow swampwalk'] }, ...b.creatures.slice(1)] }),
    'creatures[0].keywords[0]',
    'bad-keyword',
  ],
  ['banding', (b) => ({ ...b, creatures: [{ ...b.creatures[0], keywords: ['banding'] }, ...b.creatures.slice(1)] }), 'creatures[0].keywords[0]', 'bad-keyword'],
  [
    'bands with other',
    (b) => ({ ...b, creatures: [{ ...b.creatures[0], keywords: ['bands with other legends'] }, ...b.creatures.slice(1)] }),
    'creatures[0].keywords[0]',
    'bad-keyword',
  ],
  ['duplicate id across kinds', (b) => ({ ...b, lands: [{ ...b.lands[0], id: 'bears' }] }), 'creatures[1].id', 'duplicate-id'],
  ['id with a comma', (b) => ({ ...b, creatures: [{ ...b.creatures[0], id: 'a,b' }, ...b.creatures.slice(1)] }), 'creatures[0].id', 'bad-id'],
  ['id with =', (b) => ({ ...b, players: ['opp', 'you', 'x=y'] }), 'players[2]', 'bad-id'],
  ['unknown land field', (b) => ({ ...b, lands: [{ ...b.lands[0], tapped: true }] }), 'lands[0].tapped', 'unknown-field'],
  ['land of an unknown player', (b) => ({ ...b, lands: [{ ...b.lands[0], controller: 'zed' }] }), 'lands[0].controller', 'unknown-player'],
  ['defender kind player', (b) => ({ ...b, defenders: [{ ...b.defenders[0], kind: 'player' }] }), 'defenders[0].kind', 'bad-defender-kind'],
  ['unknown effect kind', (b) => ({ ...b, effects: [{ kind: 'mustAttack', creatures: {} }] }), 'effects[0].kind', 'unknown-kind'],
  ['unknown effect field', (b) => ({ ...b, effects: [{ kind: 'lure', attackers: {}, creatures: {} }] }), 'effects[0].creatures', 'unknown-field'],
  ['unknown selector field', (b) => ({ ...b, effects: [{ kind: 'lure', attackers: { id: 'brute' } }] }), 'effects[0].attackers.id', 'unknown-field'],
  [
    'selector naming no creature',
    (b) => ({ ...b, effects: [{ kind: 'lure', attackers: { ids: ['ghost'] } }] }),
    'effects[0].attackers.ids[0]',
    'unknown-creature',
  ],
  ['missing selector', (b) => ({ ...b, effects: [{ kind: 'mustBlockAttacker', creatures: {} }] }), 'effects[0].attackers', 'missing-field'],
  ['negative count', (b) => ({ ...b, effects: [{ kind: 'maxBlockers', count: -1 }] }), 'effects[0].count', 'bad-count'],
  ['fractional count', (b) => ({ ...b, effects: [{ kind: 'blockedByAtMost', attackers: {}, count: 1.5 }] }), 'effects[0].count', 'bad-count'],
  ['zero for blockedByAtLeast', (b) => ({ ...b, effects: [{ kind: 'blockedByAtLeast', attackers: {}, count: 0 }] }), 'effects[0].count', 'bad-count'],
  ['zero for canBlockAdditional', (b) => ({ ...b, effects: [{ kind: 'canBlockAdditional', creatures: {}, count: 0 }] }), 'effects[0].count', 'bad-count'],
  ['word count other than any', (b) => ({ ...b, effects: [{ kind: 'canBlockAdditional', creatures: {}, count: 'all' }] }), 'effects[0].count', 'wrong-type'],
  [
    'tapCreatures block cost',
    (b) => ({ ...b, effects: [{ kind: 'blockCost', creatures: {}, cost: { tapCreatures: { count: 1, filter: {} } } }] }),
    'effects[0].cost.tapCreatures',
    'unknown-field',
  ],
  ['unknown cost field', (b) => ({ ...b, effects: [{ kind: 'blockCost', creatures: {}, cost: { discard: 1 } }] }), 'effects[0].cost.discard', 'unknown-field'],
  ['bad mana symbol in a cost', (b) => ({ ...b, effects: [{ kind: 'blockCost', creatures: {}, cost: { mana: '{Q}' } }] }), 'effects[0].cost.mana', 'bad-mana'],
  [
    'duplicate effect id',
    (b) => ({
      ...b,
      effects: [
        { id: 'x', kind: 'lure', attackers: {} },
        { id: 'x', kind: 'mustBlock', creatures: {} },
      ],
    }),
    'effects[1].id',
    'duplicate-id',
  ],
  ['bad mana source', (b) => ({ ...b, resources: { mana: ['Q'] } }), 'resources.mana[0]', 'bad-mana'],
  ['creature mana of an attacker', (b) => ({ ...b, resources: { mana: [{ mana: 'G', from: 'brute' }] } }), 'resources.mana[0].from', 'unknown-creature'],
  ['creature mana of nobody', (b) => ({ ...b, resources: { mana: [{ mana: 'G', from: 'ghost' }] } }), 'resources.mana[0].from', 'unknown-creature'],
  ['unknown resources field', (b) => ({ ...b, resources: { mana: [], cards: 3 } }), 'resources.cards', 'unknown-field'],
  [
    'unknown counter test field',
    (b) => ({ ...b, effects: [{ kind: 'mustBlock', creatures: { counters: { atleast: 1 } } }] }),
    'effects[0].creatures.counters.atleast',
    'unknown-field',
  ],
];

describe('block-board/1 validation', () => {
  it('accepts the base board', () => expect(parseBlockBoard(base()).ok).toBe(true));
  it.each(CASES)('%s → %s', (_name, edit, path, code) => {
    const parsed = parseBlockBoard(edit(base()));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.map((e) => [e.path, e.code])).toContainEqual([path, code]);
    for (const e of parsed.error) expect(e.message.length).toBeGreaterThan(0);
  });
  it('fills defaults and effect ids', () => {
    const parsed = parseBlockBoard(base());
    if (!parsed.ok) throw new Error('invalid');
    expect(parsed.value.effects[0]).toMatchObject({ id: 'e1', source: 'Lure', kind: 'lure' });
    expect(parsed.value.creatures[1]).toMatchObject({ tapped: false, sick: false, keywords: [], colors: [] });
    expect(parsed.value.resources?.creatureMana).toEqual([{ from: 'elf', mana: [['G']] }]);
  });
  it('never throws on values JSON cannot make', () => {
    const evil = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    expect(parseBlockBoard(evil).ok).toBe(false);
  });
});
