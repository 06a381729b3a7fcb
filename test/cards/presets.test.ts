import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  CARD_PRESETS,
  findPreset,
  makeBoardDraft,
  resolveParams,
  type ApplyOptions,
  type BoardDraft,
  type PresetParams,
} from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { declarationSet, loadVectors } from '../cli/run-cli.ts';

type Step = readonly [presetId: string, params?: PresetParams, options?: ApplyOptions];

function build(players: readonly string[], steps: readonly Step[], extra: Partial<BoardDraft> = {}): BoardDraft {
  let board: BoardDraft = { ...makeBoardDraft(players, players[0]!), ...extra };
  for (const [id, params, options] of steps) {
    const applied = applyPreset(board, id, params ?? {}, options ?? {});
    if (!applied.ok) throw new Error(`${id}: ${applied.error.map((e) => e.message).join('; ')}`);
    board = applied.value.board;
  }
  return board;
}

function legalKeys(board: BoardDraft): string[] {
  const parsed = parseBoard(board);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const legal = legalSet(parsed.value);
  if (!legal.ok) throw new Error(legal.error.message);
  return declarationSet(legal.value.legal);
}

const HEAD_TO_HEAD = ['you', 'opp'];
const THREE = ['you', 'alice', 'bob'];

/** A creature preset put on the board under `id`, with `creature` fields over the printed ones. */
const as = (presetId: string, id: string, creature?: ApplyOptions['creature']): Step => [presetId, {}, creature === undefined ? { id } : { id, creature }];

/** Resources of mana sources and 20 life. */
const withMana = (mana: readonly string[]): Partial<BoardDraft> => ({ resources: { mana: [...mana], life: 20 } });

/** No mana, 20 life, and three lands to sacrifice or tap for a tax (Flooded Woodlands, Reclamation). */
const TWO_SWAMPS_AND_A_FOREST: Partial<BoardDraft> = {
  resources: {
    mana: [],
    life: 20,
    permanents: [
      { id: 'l1', name: 'Swamp', types: ['Land'] },
      { id: 'l2', name: 'Swamp', types: ['Land'] },
      { id: 'l3', name: 'Forest', types: ['Land'] },
    ],
  },
};

/** A vector of the spec rebuilt from presets: its name, the players and the presets applied in order. */
interface Rebuilt {
  readonly vector: string;
  readonly players: readonly string[];
  readonly steps: readonly Step[];
  readonly extra?: Partial<BoardDraft>;
}

describe('the card library', () => {
  it('has unique ids, a summary and distinct param names for every preset', () => {
    const ids = CARD_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of CARD_PRESETS) {
      expect(p.summary.length, p.id).toBeGreaterThan(10);
      expect(new Set(p.params.map((s) => s.name)).size, p.id).toBe(p.params.length);
      expect(findPreset(p.id)).toBe(p);
    }
    expect(findPreset('no-such-card')).toBeUndefined();
  });

  it.each(CARD_PRESETS.map((p) => [p.id, p] as const))('%s applied to a base draft gives a board parseBoard accepts', (_id, preset) => {
    const base = build(['you', 'alice', 'bob'], [['bear-cub', {}, { id: 'cub' }]]);
    const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef').map((s) => [s.name, 'cub']));
    const applied = applyPreset(base, preset, refs);
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const { board, added } = applied.value;
    expect(added.creatures.length + added.effects.length).toBeGreaterThan(0);
    const parsed = parseBoard(board);
    expect(parsed.ok ? [] : parsed.error).toEqual([]);
    for (const e of added.effects) expect(e.source.startsWith(preset.name)).toBe(true);
    if (preset.kind === 'creature') {
      expect(added.creatures).toHaveLength(1);
      const id = added.creatures[0]!.id;
      added.effects.forEach((e, i) => expect(e.id).toBe(`${id}.${i + 1}`));
    } else {
      expect(added.creatures).toHaveLength(0);
      expect(added.effects.length).toBeGreaterThan(0);
    }
  });
});

describe('rebuilding the article from presets', () => {
  it('gives exactly the two declarations of the Crawlspace example', () => {
    const board = build(
      ['you', 'opp'],
      [
        ['crazed-goblin', {}, { id: 'goblin' }],
        ['avatar-of-slaughter', {}, { id: 'avatar' }],
        ['bear-cub', {}, { id: 'cub' }],
        ['wall-of-roots', {}, { id: 'wall' }],
        ['crawlspace', { controller: 'opp' }],
      ],
    );
    expect(legalKeys(board)).toEqual(['avatar=opp,goblin=opp', 'cub=opp,goblin=opp']);
  });

  const vectors = new Map(loadVectors().map((v) => [v.name, v]));
  const rebuilt: readonly Rebuilt[] = [
    { vector: 'cub-goblin', players: HEAD_TO_HEAD, steps: [as('bear-cub', 'cub'), as('crazed-goblin', 'goblin')] },
    { vector: 'viashino-bey-alone', players: HEAD_TO_HEAD, steps: [as('viashino-bey', 'bey')] },
    {
      vector: 'example-magnetic-web',
      players: HEAD_TO_HEAD,
      steps: [
        as('crazed-goblin', 'goblin'),
        as('ekundu-cyclops', 'cyclops', { counters: { magnet: 1 } }),
        as('bear-cub', 'cub', { counters: { magnet: 1 } }),
        ['crawlspace', { controller: 'opp' }],
        ['magnetic-web'],
      ],
    },
    { vector: 'q02-behemoth-goad', players: THREE, steps: [as('qal-sisma-behemoth', 'behemoth'), ['goad', { creature: 'behemoth', by: 'alice' }]] },
    {
      vector: 'q03-arbiter-avatar-goblin',
      players: HEAD_TO_HEAD,
      steps: [as('silent-arbiter', 'arbiter'), as('avatar-of-slaughter', 'avatar'), as('crazed-goblin', 'goblin')],
    },
    {
      vector: 'q06-goblins-propaganda',
      players: HEAD_TO_HEAD,
      steps: [as('crazed-goblin', 'g1'), as('crazed-goblin', 'g2'), ['propaganda', { controller: 'opp' }]],
      extra: withMana(['RG', 'RG']),
    },
    {
      vector: 'q07-seekers-warstoll-propaganda',
      players: HEAD_TO_HEAD,
      steps: [as('glory-seeker', 's1'), as('glory-seeker', 's2'), as('glory-seeker', 's3'), ['wars-toll'], ['propaganda']],
      extra: withMana(['W', 'W', 'W', 'W', 'W', 'W']),
    },
    {
      vector: 'q09-flunkies-fever',
      players: HEAD_TO_HEAD,
      steps: [as('mogg-flunkies', 'flunkies'), as('glory-seeker', 'seeker'), ['bloodshed-fever', { creature: 'flunkies' }]],
    },
    {
      vector: 'q12-ruhan',
      players: ['you', 'alice', 'bob', 'carol'],
      steps: [
        ['ruhan-of-the-fomori', { target: 'alice' }, { id: 'ruhan' }],
        ['propaganda', { controller: 'alice' }],
        ['propaganda', { controller: 'bob' }],
      ],
      extra: withMana(['W', 'W', 'W', 'W']),
    },
    { vector: 'q13-war-tax-zero', players: HEAD_TO_HEAD, steps: [as('crazed-goblin', 'goblin'), ['war-tax', { x: 0 }]] },
    // Flooded Woodlands taxes green: the printed (green) Bear Cub and the Gitrog are both taxed.
    {
      vector: 'q20',
      players: HEAD_TO_HEAD,
      steps: [
        as('bear-cub', 'cub'),
        as('the-gitrog-monster', 'gitrog'),
        ['flooded-woodlands'],
        ['avatar-of-slaughter', { controller: 'opp' }, { id: 'avatar' }],
      ],
      extra: TWO_SWAMPS_AND_A_FOREST,
    },
    // Reclamation taxes black: with a recolored (black) Cub both creatures are taxed again.
    {
      vector: 'q20-both-black',
      players: HEAD_TO_HEAD,
      steps: [
        as('bear-cub', 'cub', { colors: ['B'] }),
        as('the-gitrog-monster', 'gitrog'),
        ['reclamation'],
        ['avatar-of-slaughter', { controller: 'opp' }, { id: 'avatar' }],
      ],
      extra: TWO_SWAMPS_AND_A_FOREST,
    },
    {
      vector: 'q22-arbiter-goad',
      players: THREE,
      steps: [as('crazed-goblin', 'goblin'), as('silent-arbiter', 'arbiter'), ['goad', { creature: 'arbiter', by: 'alice' }]],
    },
    {
      vector: 'q24-flunkies-tower',
      players: HEAD_TO_HEAD,
      steps: [as('mogg-flunkies', 'f1'), as('mogg-flunkies', 'f2'), ['propaganda']],
      extra: withMana(['R', 'R', 'B', 'B']),
    },
    {
      vector: 'q26-full',
      players: THREE,
      steps: [
        as('mogg-flunkies', 'flunkies'),
        as('bear-cub', 'cub'),
        ['goad', { creature: 'flunkies', by: 'alice' }],
        ['propaganda', { controller: 'alice' }],
        ['wars-toll', { controller: 'bob' }],
        ['brainwash', { creature: 'cub' }],
      ],
    },
  ];

  it.each(rebuilt)("$vector: the preset board has the vector's legal set", ({ vector: name, players, steps, extra }) => {
    const vector = vectors.get(name);
    expect(vector, name).toBeDefined();
    expect(legalKeys(build(players, steps, extra))).toEqual(declarationSet(vector!.legal));
  });
});

describe('params', () => {
  const board = build(['you', 'alice', 'bob'], [['bear-cub', {}, { id: 'cub' }]]);
  const table: readonly (readonly [string, string, PresetParams, string])[] = [
    ['unknown param', 'propaganda', { colour: 'red' }, 'unknown-param'],
    ['the active player is not an opponent', 'propaganda', { controller: 'you' }, 'not-an-opponent'],
    ['a player who is not there', 'crawlspace', { controller: 'zed' }, 'unknown-player'],
    ['X below its minimum', 'war-tax', { x: -1 }, 'bad-param'],
    ['X not an integer', 'war-tax', { x: 1.5 }, 'bad-param'],
    ['hand size as text', 'ensnaring-bridge', { handSize: '3' }, 'bad-param'],
    ['a creature that is not there', 'brainwash', { creature: 'nobody' }, 'unknown-creature'],
    ['no creature chosen', 'bloodshed-fever', {}, 'missing-param'],
    ['a mana cost that is not one', 'qal-sisma-behemoth', { cost: '2' }, 'bad-param'],
    ['a controller who is not a player', 'crazed-goblin', { controller: 'zed' }, 'unknown-player'],
  ];
  it.each(table)('%s → %s', (_label, id, params, code) => {
    const r = resolveParams(findPreset(id)!, board, params);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual([code]);
  });

  it('fills defaults: the active player, the first opponent, X = 0, the printed cost', () => {
    expect(resolveParams(findPreset('crazed-goblin')!, board, {})).toEqual({ ok: true, value: { controller: 'you' } });
    expect(resolveParams(findPreset('propaganda')!, board, {})).toEqual({ ok: true, value: { controller: 'alice' } });
    expect(resolveParams(findPreset('war-tax')!, board, {})).toEqual({ ok: true, value: { x: 0 } });
    expect(resolveParams(findPreset('qal-sisma-behemoth')!, board, {})).toEqual({ ok: true, value: { controller: 'you', cost: '{2}' } });
  });

  it('Flooded Woodlands taxes green creatures and Reclamation black ones (their Oracle text)', () => {
    const woodlands = applyPreset(board, 'flooded-woodlands', {});
    const reclamation = applyPreset(board, 'reclamation', {});
    expect(woodlands.ok && woodlands.value.added.effects[0]).toMatchObject({ kind: 'attackCost', creatures: { colors: ['G'] } });
    expect(reclamation.ok && reclamation.value.added.effects[0]).toMatchObject({ kind: 'attackCost', creatures: { colors: ['B'] } });
  });

  it('Qal Sisma Behemoth is a 5/5 Ogre Warrior and Armored Galleon a 5/4, as printed', () => {
    const behemoth = applyPreset(board, 'qal-sisma-behemoth', {});
    const galleon = applyPreset(board, 'armored-galleon', {});
    expect(behemoth.ok && behemoth.value.added.creatures[0]).toMatchObject({ types: ['Creature', 'Ogre', 'Warrior'], power: 5, toughness: 5 });
    expect(galleon.ok && galleon.value.added.creatures[0]).toMatchObject({ power: 5, toughness: 4 });
  });

  it('Ensnaring Bridge with three cards in hand stops power 4 and up', () => {
    const applied = applyPreset(board, 'ensnaring-bridge', { handSize: 3 });
    expect(applied.ok && applied.value.added.effects[0]).toMatchObject({ kind: 'cantAttack', creatures: { powerAtLeast: 4 } });
  });

  it('War Tax writes X into the cost and the source', () => {
    const applied = applyPreset(board, 'war-tax', { x: 3 });
    expect(applied.ok && applied.value.added.effects[0]).toMatchObject({ source: 'War Tax (X=3)', cost: { mana: '{3}' } });
  });

  it('refuses an unknown preset and a used or unusable id', () => {
    expect(applyPreset(board, 'nope').ok).toBe(false);
    const dup = applyPreset(board, 'bear-cub', {}, { id: 'cub' });
    expect(!dup.ok && dup.error[0]!.code).toBe('duplicate-id');
    const bad = applyPreset(board, 'bear-cub', {}, { id: 'a b' });
    expect(!bad.ok && bad.error[0]!.code).toBe('bad-id');
    const dotted = applyPreset(board, 'bear-cub', {}, { id: 'a.b' });
    expect(!dotted.ok && dotted.error[0]!.code).toBe('bad-id');
  });

  it('picks unused ids: a second Goblin and a second Propaganda get their own prefixes', () => {
    const b = build(['you', 'opp'], [['crazed-goblin'], ['crazed-goblin'], ['propaganda'], ['propaganda']]);
    expect(b.creatures.map((c) => c.id)).toEqual(['crazed-goblin', 'crazed-goblin-2']);
    expect(b.effects.map((e) => e.id)).toEqual(['crazed-goblin.1', 'crazed-goblin-2.1', 'propaganda.1', 'propaganda-2.1']);
  });
});
