import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import type { Board, BoardError } from '#shared/engine/board';
import { BOARD_ERROR_CODES, type BoardErrorCode } from '#shared/engine/board-format';
import { MAX_CREATURES, MAX_NESTING, parseBoard } from '#shared/engine/parse-board';

/* eslint-disable @typescript-eslint/no-explicit-any -- boards are hand-broken JSON on purpose */
type Json = any;

/**
 * A valid board that uses every part of the format once, so that each malformed case below breaks
 * exactly one thing and must produce exactly one error.
 */
function base(): Json {
  return {
    format: 'attack-board/1',
    players: ['you', 'alice', 'bob'],
    activePlayer: 'you',
    attackMultiplePlayers: true,
    defenders: [
      { id: 'jace', kind: 'planeswalker', player: 'alice', name: 'Jace Beleren' },
      { id: 'invasion', kind: 'battle', player: 'bob', name: 'Invasion of Tarkir' },
    ],
    creatures: [
      { id: 'goblin', name: 'Crazed Goblin', controller: 'you', colors: ['R'], types: ['Creature', 'Goblin'], power: 1, toughness: 1, counters: { magnet: 1 } },
      { id: 'bear', name: 'Grizzly Bears', controller: 'you', colors: ['G'], power: 2, toughness: 2 },
      { id: 'wall', name: 'Wall of Stone', controller: 'alice' },
      { id: 'cub', name: 'Bear Cub', controller: 'you', tapped: false, sick: true },
    ],
    effects: [
      /* 0 */ { id: 'goblin-must', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } },
      /* 1 */ { kind: 'cantAttack', creatures: { ids: ['wall'] }, defenders: { ids: ['jace'] } },
      /* 2 */ { kind: 'maxAttackers', count: 2, defenders: { players: ['alice'], kinds: ['player'] } },
      /* 3 */ { kind: 'cantAttackUnless', creatures: { except: ['goblin'], powerAtMost: 1 }, others: { colors: ['G'] }, atLeast: 1 },
      /* 4 */ { kind: 'goad', creatures: { ids: ['bear'] }, by: 'alice' },
      /* 5 */ {
        kind: 'conditional',
        source: 'Magnetic Web',
        if: { anyAttacks: { counter: 'magnet' } },
        then: [
          { kind: 'mustAttack', creatures: { counter: 'magnet' } },
          { kind: 'atLeastOneAttacks', defenders: { notPlayers: ['bob'] } },
        ],
      },
      /* 6 */ {
        kind: 'attackCost',
        creatures: { controller: 'you' },
        defenders: { ids: ['alice'] },
        cost: {
          mana: '{2}{W/P}',
          life: 1,
          sacrifice: { count: 1, filter: { types: ['Land'] } },
          returnToHand: { count: 1, filter: { ids: ['isl1'] } },
          note: 'Propaganda-like',
        },
      },
      /* 7 */ { kind: 'cantAttackAlone', creatures: { name: 'Grizzly Bears' } },
      /* 8 */ { kind: 'attacksAlone', creatures: { types: ['Goblin'], colorless: false, powerAtLeast: -1 } },
    ],
    resources: {
      mana: ['R', 'RG', 'WUBRG'],
      life: 20,
      permanents: [
        { id: 'isl1', name: 'Island', types: ['Land', 'Island'] },
        { id: 'mtn', types: ['Land'] },
      ],
    },
  };
}

function parsed(raw: unknown): Board {
  const r = parseBoard(raw);
  if (!r.ok) throw new Error(`expected a valid board, got ${JSON.stringify(r.error, null, 1)}`);
  return r.value;
}

function errorsOf(raw: unknown): BoardError[] {
  const r = parseBoard(raw);
  if (r.ok) throw new Error('expected errors, the board parsed');
  return r.error;
}

const vectors = JSON.parse(readFileSync(new URL('../fixtures/spec/vectors/article.json', import.meta.url), 'utf8')) as {
  name: string;
  board: unknown;
}[];

describe('parseBoard: the base board of these tests', () => {
  test('is valid', () => {
    expect(parseBoard(base()).ok).toBe(true);
  });
});

describe('parseBoard: every article vector parses with no error', () => {
  test('the vector file is not empty', () => {
    expect(vectors.length).toBeGreaterThan(10);
  });
  test.each(vectors.map((v) => ({ name: v.name, board: v.board })))('$name', ({ board }) => {
    expect(parseBoard(board)).toMatchObject({ ok: true });
  });
});

interface Malformed {
  name: string;
  /** Breaks one thing in the base board (or gives a whole raw value with `raw`). */
  mutate?: (b: Json) => void;
  raw?: unknown;
  path: string;
  code: BoardErrorCode;
  /** A fragment the reason must contain, usually the bad value. */
  says?: string;
}

const manyCreatures = (n: number): Json[] => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Creature ${i}`, controller: 'you' }));

const malformed: Malformed[] = [
  // Root and format
  { name: 'root is an array', raw: [], path: '', code: 'not-object' },
  { name: 'root is null', raw: null, path: '', code: 'not-object', says: 'null' },
  { name: 'root is a string', raw: 'attack-board/1', path: '', code: 'not-object' },
  { name: 'format is another version', mutate: (b) => (b.format = 'attack-board/2'), path: 'format', code: 'bad-format', says: 'attack-board/2' },
  { name: 'format is missing', mutate: (b) => delete b.format, path: 'format', code: 'missing-field' },
  { name: 'unknown root field', mutate: (b) => (b.attackers = []), path: 'attackers', code: 'unknown-field', says: 'attackers' },
  // Players
  {
    name: 'one player only',
    mutate: (b) => {
      b.players = ['you'];
      b.defenders = [];
      b.effects = [];
      b.creatures = [];
    },
    path: 'players',
    code: 'too-few-players',
  },
  { name: 'players missing', mutate: (b) => delete b.players, path: 'players', code: 'missing-field' },
  { name: 'players is a string', mutate: (b) => (b.players = 'you,alice'), path: 'players', code: 'wrong-type' },
  { name: 'duplicate player', mutate: (b) => b.players.push('alice'), path: 'players[3]', code: 'duplicate-id', says: 'alice' },
  {
    name: 'creature id with "="',
    mutate: (b) => b.creatures.push({ id: 'a=b', name: 'X', controller: 'you' }),
    path: 'creatures[4].id',
    code: 'bad-id',
    says: 'a=b',
  },
  { name: 'player id with a comma', mutate: (b) => b.players.push('x,y'), path: 'players[3]', code: 'bad-id', says: 'x,y' },
  {
    name: 'defender id with a space',
    mutate: (b) => b.defenders.push({ id: 'big jace', kind: 'planeswalker', player: 'alice' }),
    path: 'defenders[2].id',
    code: 'bad-id',
    says: 'big jace',
  },
  { name: 'empty player id', mutate: (b) => b.players.push(''), path: 'players[3]', code: 'empty' },
  { name: 'player id not a string', mutate: (b) => b.players.push(7), path: 'players[3]', code: 'wrong-type', says: '7' },
  { name: 'active player not a player', mutate: (b) => (b.activePlayer = 'carol'), path: 'activePlayer', code: 'unknown-player', says: 'carol' },
  { name: 'active player missing', mutate: (b) => delete b.activePlayer, path: 'activePlayer', code: 'missing-field' },
  {
    name: 'attackMultiplePlayers not boolean',
    mutate: (b) => (b.attackMultiplePlayers = 'yes'),
    path: 'attackMultiplePlayers',
    code: 'wrong-type',
    says: 'yes',
  },
  // Defenders
  { name: 'defender of kind player', mutate: (b) => (b.defenders[0].kind = 'player'), path: 'defenders[0].kind', code: 'bad-defender-kind' },
  {
    name: 'defender of unknown kind',
    mutate: (b) => (b.defenders[1].kind = 'creature'),
    path: 'defenders[1].kind',
    code: 'bad-defender-kind',
    says: 'creature',
  },
  { name: 'defender kind missing', mutate: (b) => delete b.defenders[1].kind, path: 'defenders[1].kind', code: 'missing-field' },
  { name: 'defender of unknown player', mutate: (b) => (b.defenders[1].player = 'carol'), path: 'defenders[1].player', code: 'unknown-player', says: 'carol' },
  { name: 'two defenders share an id', mutate: (b) => (b.defenders[1].id = 'jace'), path: 'defenders[1].id', code: 'duplicate-id', says: 'jace' },
  { name: 'defender id is a player id', mutate: (b) => (b.defenders[1].id = 'bob'), path: 'defenders[1].id', code: 'duplicate-id', says: 'bob' },
  { name: 'defender unknown field', mutate: (b) => (b.defenders[0].loyalty = 3), path: 'defenders[0].loyalty', code: 'unknown-field' },
  // Creatures
  {
    name: 'creatures missing',
    mutate: (b) => {
      delete b.creatures;
      b.effects = [];
    },
    path: 'creatures',
    code: 'missing-field',
  },
  { name: 'creatures is an object', mutate: (b) => (b.creatures = {}), path: 'creatures', code: 'wrong-type' },
  { name: 'creature is a string', mutate: (b) => b.creatures.push('goblin'), path: 'creatures[4]', code: 'not-object', says: 'goblin' },
  { name: 'creature unknown field', mutate: (b) => (b.creatures[1].haste = true), path: 'creatures[1].haste', code: 'unknown-field', says: 'haste' },
  { name: 'creature name missing', mutate: (b) => delete b.creatures[1].name, path: 'creatures[1].name', code: 'missing-field' },
  { name: 'creature id missing', mutate: (b) => delete b.creatures[3].id, path: 'creatures[3].id', code: 'missing-field' },
  { name: 'creature id empty', mutate: (b) => (b.creatures[3].id = ''), path: 'creatures[3].id', code: 'empty' },
  { name: 'duplicate creature id', mutate: (b) => (b.creatures[3].id = 'goblin'), path: 'creatures[3].id', code: 'duplicate-id', says: 'goblin' },
  {
    name: 'creature controller not a player',
    mutate: (b) => (b.creatures[0].controller = 'yuo'),
    path: 'creatures[0].controller',
    code: 'unknown-player',
    says: 'yuo',
  },
  { name: 'creature color unknown', mutate: (b) => (b.creatures[0].colors = ['R', 'P']), path: 'creatures[0].colors[1]', code: 'bad-color', says: 'P' },
  { name: 'creature colors lowercase', mutate: (b) => (b.creatures[0].colors = ['r']), path: 'creatures[0].colors[0]', code: 'bad-color', says: 'r' },
  { name: 'creature power not an integer', mutate: (b) => (b.creatures[0].power = 1.5), path: 'creatures[0].power', code: 'wrong-type', says: '1.5' },
  { name: 'creature toughness a string', mutate: (b) => (b.creatures[0].toughness = '1'), path: 'creatures[0].toughness', code: 'wrong-type' },
  { name: 'creature tapped not boolean', mutate: (b) => (b.creatures[3].tapped = 'no'), path: 'creatures[3].tapped', code: 'wrong-type' },
  { name: 'counter negative', mutate: (b) => (b.creatures[0].counters.magnet = -1), path: 'creatures[0].counters.magnet', code: 'bad-count', says: '-1' },
  {
    name: 'counter not a number',
    mutate: (b) => (b.creatures[0].counters.magnet = 'one'),
    path: 'creatures[0].counters.magnet',
    code: 'wrong-type',
    says: 'one',
  },
  {
    name: 'counter name that needs quoting',
    mutate: (b) => (b.creatures[0].counters['+1/+1'] = 0.5),
    path: 'creatures[0].counters["+1/+1"]',
    code: 'bad-count',
  },
  { name: 'counters an array', mutate: (b) => (b.creatures[0].counters = ['magnet']), path: 'creatures[0].counters', code: 'not-object' },
  {
    name: 'too many creatures',
    mutate: (b) => b.creatures.push(...manyCreatures(MAX_CREATURES + 1 - 4)),
    path: 'creatures',
    code: 'too-large',
    says: `${MAX_CREATURES}`,
  },
  // Effects: kinds and fields
  { name: 'effects not an array', mutate: (b) => (b.effects = { e1: {} }), path: 'effects', code: 'wrong-type' },
  { name: 'effect is a number', mutate: (b) => b.effects.push(3), path: 'effects[9]', code: 'not-object' },
  { name: 'unknown effect kind', mutate: (b) => (b.effects[0].kind = 'mustBlock'), path: 'effects[0].kind', code: 'unknown-kind', says: 'mustBlock' },
  { name: 'effect kind missing', mutate: (b) => delete b.effects[7].kind, path: 'effects[7].kind', code: 'missing-field' },
  { name: 'effect kind not a string', mutate: (b) => (b.effects[7].kind = 1), path: 'effects[7].kind', code: 'wrong-type' },
  { name: 'field of another kind', mutate: (b) => (b.effects[0].count = 1), path: 'effects[0].count', code: 'unknown-field', says: 'count' },
  { name: 'required selector missing', mutate: (b) => delete b.effects[4].creatures, path: 'effects[4].creatures', code: 'missing-field' },
  { name: 'selector not an object', mutate: (b) => (b.effects[0].creatures = ['goblin']), path: 'effects[0].creatures', code: 'not-object' },
  { name: 'source not a string', mutate: (b) => (b.effects[0].source = 5), path: 'effects[0].source', code: 'wrong-type' },
  // Creature selectors
  {
    name: 'Sel.ids names no creature',
    mutate: (b) => (b.effects[0].creatures.ids = ['goblin', 'gobln']),
    path: 'effects[0].creatures.ids[1]',
    code: 'unknown-creature',
    says: 'gobln',
  },
  {
    name: 'Sel.except names no creature',
    mutate: (b) => (b.effects[3].creatures.except = ['ghost']),
    path: 'effects[3].creatures.except[0]',
    code: 'unknown-creature',
    says: 'ghost',
  },
  { name: 'Sel.ids item not a string', mutate: (b) => (b.effects[3].creatures.ids = [1]), path: 'effects[3].creatures.ids[0]', code: 'wrong-type' },
  { name: 'Sel.ids not an array', mutate: (b) => (b.effects[0].creatures.ids = 'goblin'), path: 'effects[0].creatures.ids', code: 'wrong-type' },
  { name: 'Sel unknown field', mutate: (b) => (b.effects[7].creatures.nam = 'Bear'), path: 'effects[7].creatures.nam', code: 'unknown-field', says: 'nam' },
  {
    name: 'Sel.controller not a player',
    mutate: (b) => (b.effects[6].creatures.controller = 'me'),
    path: 'effects[6].creatures.controller',
    code: 'unknown-player',
    says: 'me',
  },
  {
    name: 'Sel.colors unknown color',
    mutate: (b) => (b.effects[3].others.colors = ['Green']),
    path: 'effects[3].others.colors[0]',
    code: 'bad-color',
    says: 'Green',
  },
  { name: 'Sel.colorless not boolean', mutate: (b) => (b.effects[8].creatures.colorless = 0), path: 'effects[8].creatures.colorless', code: 'wrong-type' },
  {
    name: 'Sel.powerAtLeast not an integer',
    mutate: (b) => (b.effects[8].creatures.powerAtLeast = 'big'),
    path: 'effects[8].creatures.powerAtLeast',
    code: 'wrong-type',
    says: 'big',
  },
  {
    name: 'Sel.powerAtMost fractional',
    mutate: (b) => (b.effects[3].creatures.powerAtMost = 2.5),
    path: 'effects[3].creatures.powerAtMost',
    code: 'wrong-type',
  },
  { name: 'Sel.counter not a string', mutate: (b) => (b.effects[5].if.anyAttacks.counter = 1), path: 'effects[5].if.anyAttacks.counter', code: 'wrong-type' },
  // Defender selectors
  {
    name: 'DefSel.ids names the active player',
    mutate: (b) => (b.effects[1].defenders.ids = ['you']),
    path: 'effects[1].defenders.ids[0]',
    code: 'unknown-defender',
    says: 'active player',
  },
  {
    name: 'DefSel.ids names nothing',
    mutate: (b) => (b.effects[1].defenders.ids = ['jaec']),
    path: 'effects[1].defenders.ids[0]',
    code: 'unknown-defender',
    says: 'jaec',
  },
  {
    name: 'DefSel.ids names a creature',
    mutate: (b) => (b.effects[6].defenders.ids = ['alice', 'goblin']),
    path: 'effects[6].defenders.ids[1]',
    code: 'unknown-defender',
    says: 'goblin',
  },
  {
    name: 'DefSel.players not a player',
    mutate: (b) => (b.effects[2].defenders.players = ['carol']),
    path: 'effects[2].defenders.players[0]',
    code: 'unknown-player',
    says: 'carol',
  },
  {
    name: 'DefSel.notPlayers not a player',
    mutate: (b) => (b.effects[5].then[1].defenders.notPlayers = ['bobby']),
    path: 'effects[5].then[1].defenders.notPlayers[0]',
    code: 'unknown-player',
    says: 'bobby',
  },
  {
    name: 'DefSel.kinds unknown kind',
    mutate: (b) => (b.effects[2].defenders.kinds = ['player', 'creature']),
    path: 'effects[2].defenders.kinds[1]',
    code: 'bad-defender-kind',
    says: 'creature',
  },
  { name: 'DefSel unknown field', mutate: (b) => (b.effects[2].defenders.player = 'alice'), path: 'effects[2].defenders.player', code: 'unknown-field' },
  // Counts
  { name: 'maxAttackers count negative', mutate: (b) => (b.effects[2].count = -1), path: 'effects[2].count', code: 'bad-count', says: '-1' },
  { name: 'maxAttackers count fractional', mutate: (b) => (b.effects[2].count = 1.5), path: 'effects[2].count', code: 'bad-count', says: '1.5' },
  { name: 'maxAttackers count a string', mutate: (b) => (b.effects[2].count = '2'), path: 'effects[2].count', code: 'wrong-type' },
  { name: 'maxAttackers count missing', mutate: (b) => delete b.effects[2].count, path: 'effects[2].count', code: 'missing-field' },
  { name: 'cantAttackUnless atLeast negative', mutate: (b) => (b.effects[3].atLeast = -2), path: 'effects[3].atLeast', code: 'bad-count' },
  { name: 'cantAttackUnless others missing', mutate: (b) => delete b.effects[3].others, path: 'effects[3].others', code: 'missing-field' },
  { name: 'goad by not a player', mutate: (b) => (b.effects[4].by = 'alcie'), path: 'effects[4].by', code: 'unknown-player', says: 'alcie' },
  { name: 'goad by missing', mutate: (b) => delete b.effects[4].by, path: 'effects[4].by', code: 'missing-field' },
  // Costs
  { name: 'cost missing', mutate: (b) => delete b.effects[6].cost, path: 'effects[6].cost', code: 'missing-field' },
  { name: 'cost unknown field', mutate: (b) => (b.effects[6].cost.tap = true), path: 'effects[6].cost.tap', code: 'unknown-field' },
  { name: 'cost mana unknown symbol', mutate: (b) => (b.effects[6].cost.mana = '{2}{Q}'), path: 'effects[6].cost.mana', code: 'bad-mana', says: '{Q}' },
  { name: 'cost mana without braces', mutate: (b) => (b.effects[6].cost.mana = '2W'), path: 'effects[6].cost.mana', code: 'bad-mana', says: '2W' },
  { name: 'cost mana not a string', mutate: (b) => (b.effects[6].cost.mana = 2), path: 'effects[6].cost.mana', code: 'wrong-type' },
  { name: 'cost life fractional', mutate: (b) => (b.effects[6].cost.life = 2.5), path: 'effects[6].cost.life', code: 'bad-count' },
  { name: 'sacrifice count negative', mutate: (b) => (b.effects[6].cost.sacrifice.count = -1), path: 'effects[6].cost.sacrifice.count', code: 'bad-count' },
  {
    name: 'sacrifice filter missing',
    mutate: (b) => delete b.effects[6].cost.sacrifice.filter,
    path: 'effects[6].cost.sacrifice.filter',
    code: 'missing-field',
  },
  {
    name: 'returnToHand filter names no permanent',
    mutate: (b) => (b.effects[6].cost.returnToHand.filter.ids = ['isl2']),
    path: 'effects[6].cost.returnToHand.filter.ids[0]',
    code: 'unknown-permanent',
    says: 'isl2',
  },
  {
    name: 'returnToHand count fractional',
    mutate: (b) => (b.effects[6].cost.returnToHand.count = 0.5),
    path: 'effects[6].cost.returnToHand.count',
    code: 'bad-count',
  },
  {
    name: 'filter unknown field',
    mutate: (b) => (b.effects[6].cost.sacrifice.filter.type = 'Land'),
    path: 'effects[6].cost.sacrifice.filter.type',
    code: 'unknown-field',
  },
  {
    name: 'filter names a permanent when there are no resources',
    mutate: (b) => {
      delete b.resources;
    },
    path: 'effects[6].cost.returnToHand.filter.ids[0]',
    code: 'unknown-permanent',
    says: 'isl1',
  },
  // Conditionals
  {
    name: 'non-requirement inside then',
    mutate: (b) => (b.effects[5].then[0].kind = 'cantAttack'),
    path: 'effects[5].then[0].kind',
    code: 'not-a-requirement',
    says: 'cantAttack',
  },
  {
    name: 'attackCost inside then',
    mutate: (b) => b.effects[5].then.push(structuredClone(b.effects[6])),
    path: 'effects[5].then[2].kind',
    code: 'not-a-requirement',
  },
  { name: 'unknown kind inside then', mutate: (b) => (b.effects[5].then[0].kind = 'mustAtack'), path: 'effects[5].then[0].kind', code: 'unknown-kind' },
  {
    name: 'error deep in a nested conditional',
    mutate: (b) => b.effects[5].then.push({ kind: 'conditional', if: { anyAttacks: { ids: ['nobody'] } }, then: [] }),
    path: 'effects[5].then[2].if.anyAttacks.ids[0]',
    code: 'unknown-creature',
    says: 'nobody',
  },
  { name: 'if with another field', mutate: (b) => (b.effects[5].if.allAttack = {}), path: 'effects[5].if.allAttack', code: 'unknown-field' },
  { name: 'if without anyAttacks', mutate: (b) => (b.effects[5].if = {}), path: 'effects[5].if.anyAttacks', code: 'missing-field' },
  { name: 'if not an object', mutate: (b) => (b.effects[5].if = true), path: 'effects[5].if', code: 'not-object' },
  { name: 'then missing', mutate: (b) => delete b.effects[5].then, path: 'effects[5].then', code: 'missing-field' },
  { name: 'then not an array', mutate: (b) => (b.effects[5].then = b.effects[5].then[0]), path: 'effects[5].then', code: 'wrong-type' },
  // Effect ids
  { name: 'two explicit effect ids equal', mutate: (b) => (b.effects[1].id = 'goblin-must'), path: 'effects[1].id', code: 'duplicate-id', says: 'goblin-must' },
  { name: 'explicit id equal to a generated one', mutate: (b) => (b.effects[0].id = 'e2'), path: 'effects[1]', code: 'duplicate-id', says: 'e2' },
  {
    name: 'explicit id equal to a generated nested one',
    mutate: (b) => (b.effects[0].id = 'e6.1'),
    path: 'effects[5].then[0]',
    code: 'duplicate-id',
    says: 'e6.1',
  },
  {
    name: 'nested explicit id equal to a top-level one',
    mutate: (b) => (b.effects[5].then[1].id = 'goblin-must'),
    path: 'effects[5].then[1].id',
    code: 'duplicate-id',
  },
  { name: 'empty effect id', mutate: (b) => (b.effects[0].id = ''), path: 'effects[0].id', code: 'empty' },
  { name: 'effect id not a string', mutate: (b) => (b.effects[0].id = 1), path: 'effects[0].id', code: 'wrong-type' },
  // Resources
  { name: 'resources not an object', mutate: (b) => (b.resources = []), path: 'resources', code: 'not-object' },
  { name: 'resources unknown field', mutate: (b) => (b.resources.hand = 3), path: 'resources.hand', code: 'unknown-field' },
  { name: 'mana source with an unknown letter', mutate: (b) => (b.resources.mana[1] = 'RX'), path: 'resources.mana[1]', code: 'bad-mana', says: 'X' },
  { name: 'mana source with a generic symbol', mutate: (b) => (b.resources.mana[0] = '{2}{R}'), path: 'resources.mana[0]', code: 'bad-mana' },
  { name: 'empty mana source', mutate: (b) => (b.resources.mana[2] = ''), path: 'resources.mana[2]', code: 'empty' },
  { name: 'mana source not a string', mutate: (b) => (b.resources.mana[2] = 5), path: 'resources.mana[2]', code: 'wrong-type' },
  { name: 'life negative', mutate: (b) => (b.resources.life = -1), path: 'resources.life', code: 'bad-count' },
  {
    name: 'duplicate permanent id',
    mutate: (b) => (b.resources.permanents[1].id = 'isl1'),
    path: 'resources.permanents[1].id',
    code: 'duplicate-id',
    says: 'isl1',
  },
  { name: 'permanent unknown field', mutate: (b) => (b.resources.permanents[1].tapped = true), path: 'resources.permanents[1].tapped', code: 'unknown-field' },
  {
    name: 'permanent types not strings',
    mutate: (b) => (b.resources.permanents[1].types = [['Land']]),
    path: 'resources.permanents[1].types[0]',
    code: 'wrong-type',
  },
];

describe('parseBoard: malformed boards give exactly the expected error', () => {
  test('the table is large enough', () => {
    expect(malformed.length).toBeGreaterThanOrEqual(25);
  });
  test.each(malformed)('$name → $path $code', ({ mutate, raw, path, code, says }) => {
    let input: unknown = raw;
    if (mutate !== undefined) {
      const b = base();
      mutate(b);
      input = b;
    }
    const errors = errorsOf(input);
    expect(errors.map((e) => ({ path: e.path, code: e.code }))).toEqual([{ path, code }]);
    expect(errors[0]!.message.length).toBeGreaterThan(5);
    if (says !== undefined) expect(errors[0]!.message).toContain(says);
  });
});

describe('parseBoard: collects every error, in document order', () => {
  test('three independent problems give three errors', () => {
    const b = base();
    b.format = 'attack-board/0';
    b.creatures[1].colors = ['X'];
    b.effects[3].creatures.except = ['nobody'];
    expect(errorsOf(b).map((e) => `${e.path} ${e.code}`)).toEqual([
      'format bad-format',
      'creatures[1].colors[0] bad-color',
      'effects[3].creatures.except[0] unknown-creature',
    ]);
  });
  test('an unusable players list does not make every controller an error', () => {
    const b = base();
    b.players = 'you';
    expect(errorsOf(b).map((e) => `${e.path} ${e.code}`)).toEqual(['players wrong-type']);
  });
  test('an unusable creatures list does not make every selector id an error', () => {
    const b = base();
    b.creatures = null;
    expect(errorsOf(b).map((e) => `${e.path} ${e.code}`)).toEqual(['creatures wrong-type']);
  });
  test('a too-large board still reports the errors inside it', () => {
    const b = base();
    b.creatures.push(...manyCreatures(MAX_CREATURES));
    b.creatures[0].colors = ['Q'];
    expect(errorsOf(b).map((e) => `${e.path} ${e.code}`)).toEqual(['creatures too-large', 'creatures[0].colors[0] bad-color']);
  });
  test('exactly 64 creatures is allowed', () => {
    const b = base();
    b.creatures.push(...manyCreatures(MAX_CREATURES - 4));
    expect(parsed(b).creatures).toHaveLength(MAX_CREATURES);
  });
  test('conditionals nested too deep are refused, not recursed into', () => {
    let inner: Json = { kind: 'mustAttack', creatures: {} };
    for (let i = 0; i < MAX_NESTING + 5; i++) inner = { kind: 'conditional', if: { anyAttacks: {} }, then: [inner] };
    const errors = errorsOf({ ...base(), effects: [inner] });
    expect(errors.map((e) => e.code)).toEqual(['too-large']);
    expect(errors[0]!.path).toMatch(/^effects\[0\](\.then\[0\])*\.then$/);
  });
  test('nested conditionals within the limit are allowed', () => {
    const b = base();
    b.effects[5].then.push({ kind: 'conditional', if: { anyAttacks: { ids: ['bear'] } }, then: [{ kind: 'goad', creatures: {}, by: 'bob' }] });
    const cond = parsed(b).effects[5]!;
    expect(cond.kind).toBe('conditional');
    if (cond.kind !== 'conditional') return;
    expect(cond.then.map((e) => `${e.id}:${e.kind}`)).toEqual(['e6.1:mustAttack', 'e6.2:atLeastOneAttacks', 'e6.3:conditional']);
    const nested = cond.then[2]!;
    expect(nested.kind === 'conditional' ? nested.then.map((e) => e.id) : []).toEqual(['e6.3.1']);
  });
});

const minimal = (extra: Json = {}): Json => ({
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [{ id: 'c', name: 'Some Creature', controller: 'you' }],
  ...extra,
});

/** A creature with every field of spec §1 given (none left to a default), as authored and as parsed. */
const EVERY_CREATURE_FIELD = {
  id: 'c',
  name: 'N',
  controller: 'opp',
  colors: ['W', 'B'],
  types: ['Creature'],
  power: -2,
  toughness: 3,
  tapped: true,
  sick: true,
  counters: { magnet: 0, '+1/+1': 2 },
  keywords: ['flying', 'haste'],
};

describe('parseBoard: defaults (spec §1)', () => {
  const cases: { name: string; raw: Json; pick: (b: Board) => unknown; expected: unknown }[] = [
    { name: 'attackMultiplePlayers defaults to true', raw: minimal(), pick: (b) => b.attackMultiplePlayers, expected: true },
    { name: 'attackMultiplePlayers false is kept', raw: minimal({ attackMultiplePlayers: false }), pick: (b) => b.attackMultiplePlayers, expected: false },
    {
      name: 'creature optional fields',
      raw: minimal(),
      pick: (b) => b.creatures[0],
      expected: {
        id: 'c',
        name: 'Some Creature',
        controller: 'you',
        colors: [],
        types: [],
        power: 0,
        toughness: 0,
        tapped: false,
        sick: false,
        counters: {},
        keywords: [],
      },
    },
    {
      name: 'creature fields given are kept, negative power included',
      raw: minimal({ creatures: [EVERY_CREATURE_FIELD] }),
      pick: (b) => b.creatures[0],
      expected: EVERY_CREATURE_FIELD,
    },
    { name: 'effects default to none', raw: minimal(), pick: (b) => b.effects, expected: [] },
    { name: 'defenders default to the opponents only', raw: minimal(), pick: (b) => b.defenders.map((d) => d.id), expected: ['opp'] },
    {
      name: 'source defaults to the effect id',
      raw: minimal({ effects: [{ kind: 'mustAttack', creatures: {} }] }),
      pick: (b) => b.effects[0]!.source,
      expected: 'e1',
    },
    {
      name: 'source given is kept',
      raw: minimal({ effects: [{ kind: 'mustAttack', source: 'Goblin', creatures: {} }] }),
      pick: (b) => b.effects[0]!.source,
      expected: 'Goblin',
    },
    {
      name: 'nested source defaults to its own id',
      raw: minimal({ effects: [{ kind: 'conditional', source: 'Web', if: { anyAttacks: {} }, then: [{ kind: 'mustAttack', creatures: {} }] }] }),
      pick: (b) => (b.effects[0]!.kind === 'conditional' ? b.effects[0]!.then[0]!.source : null),
      expected: 'e1.1',
    },
    {
      name: 'cantAttackUnless atLeast defaults to 1',
      raw: minimal({ effects: [{ kind: 'cantAttackUnless', creatures: { ids: ['c'] }, others: {} }] }),
      pick: (b) => b.effects[0],
      expected: { id: 'e1', source: 'e1', kind: 'cantAttackUnless', creatures: { ids: ['c'] }, others: {}, atLeast: 1 },
    },
    {
      name: 'cantAttackUnless atLeast 0 is kept',
      raw: minimal({ effects: [{ kind: 'cantAttackUnless', creatures: {}, others: {}, atLeast: 0 }] }),
      pick: (b) => (b.effects[0]!.kind === 'cantAttackUnless' ? b.effects[0]!.atLeast : null),
      expected: 0,
    },
    {
      name: 'optional selectors stay absent',
      raw: minimal({ effects: [{ kind: 'maxAttackers', count: 1 }, { kind: 'atLeastOneAttacks' }, { kind: 'mustAttack', creatures: {} }] }),
      pick: (b) => b.effects,
      expected: [
        { id: 'e1', source: 'e1', kind: 'maxAttackers', count: 1 },
        { id: 'e2', source: 'e2', kind: 'atLeastOneAttacks' },
        { id: 'e3', source: 'e3', kind: 'mustAttack', creatures: {} },
      ],
    },
    { name: 'no resources: no resources key', raw: minimal(), pick: (b) => Object.hasOwn(b, 'resources'), expected: false },
    {
      name: 'empty resources: no mana, life 0, no permanents',
      raw: minimal({ resources: {} }),
      pick: (b) => b.resources,
      expected: { mana: [], life: 0, permanents: [] },
    },
    {
      name: 'mana sources become letter lists, duplicates collapse',
      raw: minimal({ resources: { mana: ['R', 'RG', 'GGR', 'WUBRG', 'C'] } }),
      pick: (b) => b.resources?.mana,
      expected: [['R'], ['R', 'G'], ['G', 'R'], ['W', 'U', 'B', 'R', 'G'], ['C']],
    },
    {
      name: 'permanent name defaults to its id, types to none',
      raw: minimal({ resources: { permanents: [{ id: 'p1' }, { id: 'p2', name: 'Forest', types: ['Land'] }] } }),
      pick: (b) => b.resources?.permanents,
      expected: [
        { id: 'p1', name: 'p1', types: [] },
        { id: 'p2', name: 'Forest', types: ['Land'] },
      ],
    },
    {
      name: 'cost without mana has no mana key and no symbols',
      raw: minimal({ effects: [{ kind: 'attackCost', creatures: {}, cost: { life: 2 } }] }),
      pick: (b) => (b.effects[0]!.kind === 'attackCost' ? b.effects[0]!.cost : null),
      expected: { manaSymbols: [], life: 2 },
    },
    {
      name: 'cost keeps the mana text and its symbols',
      raw: minimal({ effects: [{ kind: 'attackCost', creatures: {}, cost: { mana: '{1}{W/P}' } }] }),
      pick: (b) => (b.effects[0]!.kind === 'attackCost' ? b.effects[0]!.cost : null),
      expected: { mana: '{1}{W/P}', manaSymbols: [{ kind: 'generic' }, { kind: 'phyrexian', color: 'W' }] },
    },
    {
      name: '{0} is a cost with no symbols (War Tax, X = 0)',
      raw: minimal({ effects: [{ kind: 'attackCost', creatures: {}, cost: { mana: '{0}' } }] }),
      pick: (b) => (b.effects[0]!.kind === 'attackCost' ? b.effects[0]!.cost : null),
      expected: { mana: '{0}', manaSymbols: [] },
    },
    {
      name: 'defender name defaults to its id',
      raw: minimal({ defenders: [{ id: 'gideon', kind: 'planeswalker', player: 'opp' }] }),
      pick: (b) => b.defenders[0],
      expected: { id: 'gideon', kind: 'planeswalker', player: 'opp', name: 'gideon' },
    },
  ];
  test.each(cases)('$name', ({ raw, pick, expected }) => {
    expect(pick(parsed(raw))).toEqual(expected);
  });

  test('the board has exactly the Board fields', () => {
    expect(Object.keys(parsed(minimal())).sort()).toEqual(['activePlayer', 'attackMultiplePlayers', 'creatures', 'defenders', 'effects', 'format', 'players']);
    expect(Object.keys(parsed(base())).sort()).toEqual([
      'activePlayer',
      'attackMultiplePlayers',
      'creatures',
      'defenders',
      'effects',
      'format',
      'players',
      'resources',
    ]);
  });

  test('a counter named __proto__ is a plain entry', () => {
    const raw = minimal();
    raw.creatures[0].counters = JSON.parse('{"__proto__": 2}');
    const c = parsed(raw).creatures[0]!;
    expect(Object.getPrototypeOf(c.counters)).toBe(Object.prototype);
    expect(Object.keys(c.counters)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(c.counters, '__proto__')?.value).toBe(2);
  });

  test('the input is not modified', () => {
    const b = base();
    const copy = structuredClone(b);
    parseBoard(b);
    expect(b).toEqual(copy);
  });
});

describe('parseBoard: effect id generation', () => {
  const cases: { name: string; effects: Json[]; ids: string[] }[] = [
    {
      name: 'top level in array order',
      effects: [
        { kind: 'mustAttack', creatures: {} },
        { kind: 'cantAttack', creatures: {} },
      ],
      ids: ['e1', 'e2'],
    },
    {
      name: 'explicit ids are kept and still use up their position',
      effects: [
        { id: 'x', kind: 'mustAttack', creatures: {} },
        { kind: 'cantAttack', creatures: {} },
      ],
      ids: ['x', 'e2'],
    },
    {
      name: 'an explicit id can be e-something elsewhere',
      effects: [
        { kind: 'mustAttack', creatures: {} },
        { id: 'e5', kind: 'cantAttack', creatures: {} },
      ],
      ids: ['e1', 'e5'],
    },
    {
      name: 'nested ids hang off the parent id',
      effects: [
        { kind: 'mustAttack', creatures: {} },
        {
          kind: 'conditional',
          if: { anyAttacks: {} },
          then: [
            { kind: 'mustAttack', creatures: {} },
            { kind: 'goad', creatures: {}, by: 'opp' },
          ],
        },
      ],
      ids: ['e1', 'e2', 'e2.1', 'e2.2'],
    },
    {
      name: 'nested ids hang off an explicit parent id',
      effects: [
        {
          id: 'web',
          kind: 'conditional',
          if: { anyAttacks: {} },
          then: [
            { kind: 'mustAttack', creatures: {} },
            { id: 'inner', kind: 'mustAttack', creatures: {} },
          ],
        },
      ],
      ids: ['web', 'web.1', 'inner'],
    },
    {
      name: 'two levels of nesting',
      effects: [
        { kind: 'conditional', if: { anyAttacks: {} }, then: [{ kind: 'conditional', if: { anyAttacks: {} }, then: [{ kind: 'atLeastOneAttacks' }] }] },
      ],
      ids: ['e1', 'e1.1', 'e1.1.1'],
    },
  ];
  const flatIds = (effects: Board['effects']): string[] => effects.flatMap((e) => [e.id, ...(e.kind === 'conditional' ? flatIds(e.then) : [])]);
  test.each(cases)('$name', ({ effects, ids }) => {
    expect(flatIds(parsed(minimal({ effects })).effects)).toEqual(ids);
  });
});

describe('parseBoard: the defenders list', () => {
  const cases: { name: string; players: string[]; active: string; given: Json[]; expected: string[] }[] = [
    { name: 'two players', players: ['you', 'opp'], active: 'you', given: [], expected: ['opp:player:opp'] },
    {
      name: 'opponents in players order, active player left out',
      players: ['a', 'me', 'b', 'c'],
      active: 'me',
      given: [],
      expected: ['a:player:a', 'b:player:b', 'c:player:c'],
    },
    {
      name: 'planeswalkers and battles first, in the order given',
      players: ['you', 'alice', 'bob'],
      active: 'you',
      given: [
        { id: 'inv', kind: 'battle', player: 'bob' },
        { id: 'jace', kind: 'planeswalker', player: 'alice' },
      ],
      expected: ['inv:battle:bob', 'jace:planeswalker:alice', 'alice:player:alice', 'bob:player:bob'],
    },
    {
      name: "the active player's own planeswalker is listed too (it is simply not attackable)",
      players: ['you', 'opp'],
      active: 'you',
      given: [{ id: 'mine', kind: 'planeswalker', player: 'you' }],
      expected: ['mine:planeswalker:you', 'opp:player:opp'],
    },
  ];
  test.each(cases)('$name', ({ players, active, given, expected }) => {
    const b = parsed({ format: 'attack-board/1', players, activePlayer: active, defenders: given, creatures: [] });
    expect(b.defenders.map((d) => `${d.id}:${d.kind}:${d.player}`)).toEqual(expected);
    for (const d of b.defenders.filter((x) => x.kind === 'player')) expect(d).toEqual({ id: d.id, kind: 'player', player: d.id, name: d.id });
  });

  test('DefSel.ids may name any opponent, planeswalker or battle', () => {
    const b = base();
    b.effects[1].defenders.ids = ['alice', 'bob', 'jace', 'invasion'];
    expect(parseBoard(b).ok).toBe(true);
  });
});

/** Every path to a value inside a JSON value, as key lists, the root included. */
function allPaths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...allPaths(x, [...prefix, i])));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) out.push(...allPaths(x, [...prefix, k]));
  return out;
}

function checkShape(r: ReturnType<typeof parseBoard>): void {
  if (r.ok) return;
  expect(r.error.length).toBeGreaterThan(0);
  for (const e of r.error) {
    expect(typeof e.path).toBe('string');
    expect(BOARD_ERROR_CODES).toContain(e.code);
    expect(e.message.length).toBeGreaterThan(0);
    // The guard in parseBoard is for values JSON cannot hold; reaching it on data means a bug.
    expect(e.message).not.toContain('could not be read');
  }
}

describe('parseBoard: never throws', () => {
  test('on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = parseBoard(v);
        checkShape(r);
      }),
      { numRuns: 500 },
    );
  });

  test('on valid boards with one part replaced, removed or added', () => {
    const boards = [base(), ...vectors.map((v) => v.board)];
    fc.assert(
      fc.property(
        fc.nat(boards.length - 1),
        fc.nat(),
        fc.constantFrom('replace', 'remove', 'add'),
        fc.oneof(fc.anything(), fc.constantFrom('you', 'opp', 'goblin', '', 'e1', -1, 0.5, 65, [], {}, null)),
        fc.string(),
        (which, at, op, value, key) => {
          const b = structuredClone(boards[which]) as Json;
          const paths = allPaths(b);
          const path = paths[at % paths.length]!;
          if (path.length === 0) {
            if (op === 'add') b[key] = value;
          } else {
            const parent = path.slice(0, -1).reduce((o: Json, k) => o[k], b);
            const last = path[path.length - 1]!;
            if (op === 'replace') parent[last] = value;
            else if (op === 'remove') {
              if (Array.isArray(parent)) parent.splice(Number(last), 1);
              else delete parent[last];
            } else {
              const target = parent[last];
              if (Array.isArray(target)) target.push(value);
              else if (typeof target === 'object' && target !== null) target[key] = value;
              else parent[last] = value;
            }
          }
          checkShape(parseBoard(b));
        },
      ),
      { numRuns: 1500 },
    );
  });

  test('on values JSON cannot hold it answers with an error instead of throwing', () => {
    const hostile = {
      get format(): never {
        throw new Error('boom');
      },
    };
    const cyclic: Json = { ...base() };
    cyclic.effects = [{ kind: 'conditional', if: { anyAttacks: {} }, then: [] }];
    cyclic.effects[0].then.push(cyclic.effects[0]);
    for (const v of [hostile, cyclic, 10n, Symbol('x'), () => 1]) {
      const r = parseBoard(v);
      expect(r.ok).toBe(false);
    }
  });
});
