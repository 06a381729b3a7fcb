import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  applyToCreatures,
  findPreset,
  makeBoardDraft,
  removeCreature,
  removeEffect,
  type BoardDraft,
  type DraftEffect,
  type JsonObject,
} from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { declarationSet } from '../cli/run-cli.ts';

function draftWith(effects: readonly JsonObject[]): BoardDraft {
  return {
    ...makeBoardDraft(['you', 'opp'], 'you'),
    creatures: ['a', 'b', 'c'].map((id) => ({ id, name: `Creature ${id}`, controller: 'you' })),
    effects: effects.map((e, i) => ({ id: `fx${i + 1}`, source: 'Test', ...e }) as DraftEffect),
  };
}

const strip = (b: BoardDraft) => b.effects.map(({ id: _id, source: _s, ...rest }) => rest);

describe('removeCreature', () => {
  // [name, effect before, effects after removing `a`]
  const table: readonly (readonly [string, JsonObject, readonly JsonObject[]])[] = [
    ['an effect only on a goes', { kind: 'mustAttack', creatures: { ids: ['a'] } }, []],
    ['a leaves a list of several', { kind: 'mustAttack', creatures: { ids: ['a', 'b'] } }, [{ kind: 'mustAttack', creatures: { ids: ['b'] } }]],
    ['an emptied except disappears', { kind: 'cantAttack', creatures: { except: ['a'] } }, [{ kind: 'cantAttack', creatures: {} }]],
    ['except keeps the others', { kind: 'cantAttack', creatures: { except: ['a', 'c'] } }, [{ kind: 'cantAttack', creatures: { except: ['c'] } }]],
    ['a selector by name is untouched', { kind: 'mustAttack', creatures: { name: 'Creature a' } }, [{ kind: 'mustAttack', creatures: { name: 'Creature a' } }]],
    ['a global effect is untouched', { kind: 'maxAttackers', count: 1 }, [{ kind: 'maxAttackers', count: 1 }]],
    ['a cost on a only goes (Brainwash on it)', { kind: 'attackCost', creatures: { ids: ['a'] }, cost: { mana: '{3}' } }, []],
    ['goad on a goes', { kind: 'goad', creatures: { ids: ['a'] }, by: 'opp' }, []],
    [
      'cantAttackUnless keeps an emptied others: "unless a creature that is gone attacks" is never',
      { kind: 'cantAttackUnless', creatures: { ids: ['b'] }, others: { ids: ['a'] } },
      [{ kind: 'cantAttackUnless', creatures: { ids: ['b'] }, others: { ids: [] } }],
    ],
    [
      'a conditional whose condition named only a goes',
      { kind: 'conditional', if: { anyAttacks: { ids: ['a'] } }, then: [{ kind: 'mustAttack', creatures: {} }] },
      [],
    ],
    [
      'a conditional loses a then item that named only a, and goes when none is left',
      { kind: 'conditional', if: { anyAttacks: {} }, then: [{ kind: 'mustAttack', creatures: { ids: ['a'] } }] },
      [],
    ],
    [
      'a conditional keeps its other then items',
      {
        kind: 'conditional',
        if: { anyAttacks: { ids: ['a', 'b'] } },
        then: [
          { kind: 'mustAttack', creatures: { ids: ['a'] } },
          { kind: 'mustAttack', creatures: { ids: ['b'] } },
        ],
      },
      [{ kind: 'conditional', if: { anyAttacks: { ids: ['b'] } }, then: [{ kind: 'mustAttack', creatures: { ids: ['b'] } }] }],
    ],
  ];

  it.each(table)('%s', (_name, before, after) => {
    const board = removeCreature(draftWith([before]), 'a');
    expect(board.creatures.map((c) => c.id)).toEqual(['b', 'c']);
    expect(strip(board)).toEqual(after);
    const parsed = parseBoard(board);
    expect(parsed.ok ? [] : parsed.error).toEqual([]);
  });

  it("removes a preset creature's own effects by their id prefix, and only those", () => {
    let board = makeBoardDraft(['you', 'opp'], 'you');
    for (const [id, cid] of [
      ['viashino-bey', 'bey'],
      ['ekundu-cyclops', 'cyclops'],
      ['crazed-goblin', 'goblin'],
    ] as const) {
      const r = applyPreset(board, id, {}, { id: cid });
      if (!r.ok) throw new Error('apply');
      board = r.value.board;
    }
    const r = applyPreset(board, 'propaganda');
    if (!r.ok) throw new Error('apply');
    board = r.value.board;
    // Ekundu Cyclops's conditional names the Cyclops only in `then`; Viashino Bey's in `if`.
    expect(removeCreature(board, 'cyclops').effects.map((e) => e.id)).toEqual(['bey.1', 'goblin.1', 'propaganda.1']);
    expect(removeCreature(board, 'bey').effects.map((e) => e.id)).toEqual(['cyclops.1', 'goblin.1', 'propaganda.1']);
    expect(removeCreature(board, 'nobody')).toEqual(board);
    expect(removeEffect(board, 'goblin.1').effects.map((e) => e.id)).toEqual(['bey.1', 'cyclops.1', 'propaganda.1']);
  });

  it('removing the goaded creature takes the goad with it, and the board still answers', () => {
    let board = makeBoardDraft(['you', 'alice', 'bob'], 'you');
    for (const [id, params, cid] of [
      ['silent-arbiter', {}, 'arbiter'],
      ['crazed-goblin', {}, 'goblin'],
      ['goad', { creature: 'arbiter', by: 'alice' }, undefined],
    ] as const) {
      const r = applyPreset(board, id, params, cid === undefined ? {} : { id: cid });
      if (!r.ok) throw new Error('apply');
      board = r.value.board;
    }
    const after = removeCreature(board, 'arbiter');
    expect(after.effects.map((e) => e.kind)).toEqual(['mustAttack']);
    const parsed = parseBoard(after);
    if (!parsed.ok) throw new Error('parse');
    const legal = legalSet(parsed.value);
    expect(legal.ok && declarationSet(legal.value.legal)).toEqual(['goblin=alice', 'goblin=bob']);
  });
});

describe('applyToCreatures', () => {
  const base: BoardDraft = {
    ...makeBoardDraft(['you', 'opp'], 'you'),
    creatures: [
      { id: 'g1', name: 'Grizzly Bears', controller: 'you' },
      { id: 'g2', name: 'Grizzly Bears', controller: 'you' },
      { id: 'k', name: 'Glory Seeker', controller: 'you' },
    ],
  };

  it("gives every creature with a name Crazed Goblin's must-attack", () => {
    const preset = applyToCreatures(findPreset('crazed-goblin')!, { names: ['Grizzly Bears'] });
    if (!preset.ok) throw new Error('retarget');
    const r = applyPreset(base, preset.value);
    if (!r.ok) throw new Error('apply');
    expect(r.value.added.creatures).toEqual([]);
    expect(strip(r.value.board)).toEqual([{ kind: 'mustAttack', creatures: { name: 'Grizzly Bears' } }]);
    expect(r.value.added.effects[0]!.id).toBe('crazed-goblin-on-creatures.1');
    const parsed = parseBoard(r.value.board);
    if (!parsed.ok) throw new Error('parse');
    const legal = legalSet(parsed.value);
    expect(legal.ok && declarationSet(legal.value.legal)).toEqual(['g1=opp,g2=opp', 'g1=opp,g2=opp,k=opp']);
  });

  it("gives chosen creatures an aura's effect (Brainwash) in one effect, names and ids together", () => {
    const preset = applyToCreatures(findPreset('brainwash')!, { names: ['Glory Seeker'], ids: ['g1', 'g2'] });
    if (!preset.ok) throw new Error('retarget');
    expect(preset.value.params.map((p) => p.name)).toEqual([]);
    const r = applyPreset(base, preset.value);
    if (!r.ok) throw new Error('apply');
    expect(strip(r.value.board)).toEqual([
      { kind: 'attackCost', creatures: { name: 'Glory Seeker' }, cost: { mana: '{3}' } },
      { kind: 'attackCost', creatures: { ids: ['g1', 'g2'] }, cost: { mana: '{3}' } },
    ]);
  });

  it('keeps the other params of the preset (goad by whom)', () => {
    const preset = applyToCreatures(findPreset('goad')!, { ids: ['k'] });
    if (!preset.ok) throw new Error('retarget');
    expect(preset.value.params.map((p) => p.name)).toEqual(['by']);
    const r = applyPreset({ ...base, players: ['you', 'opp', 'bob'] }, preset.value, { by: 'bob' });
    expect(r.ok && strip(r.value.board)).toEqual([{ kind: 'goad', creatures: { ids: ['k'] }, by: 'bob' }]);
  });

  it('refuses a preset with no subject and an empty target', () => {
    const none = applyToCreatures(findPreset('propaganda')!, { names: ['Grizzly Bears'] });
    expect(!none.ok && none.error[0]!.code).toBe('no-subject');
    const silent = applyToCreatures(findPreset('silent-arbiter')!, { names: ['Grizzly Bears'] });
    expect(!silent.ok && silent.error[0]!.code).toBe('no-subject');
    const empty = applyToCreatures(findPreset('crazed-goblin')!, {});
    expect(!empty.ok && empty.error[0]!.code).toBe('missing-param');
  });
});

describe('Armored Galleon against two opponents without an Island', () => {
  it('a retargeted copy adds the second restriction without a second Galleon', () => {
    let board = makeBoardDraft(['you', 'alice', 'bob', 'carol'], 'you');
    const first = applyPreset(board, 'armored-galleon', { noIsland: 'alice' }, { id: 'galleon' });
    if (!first.ok) throw new Error('apply');
    const again = applyToCreatures(findPreset('armored-galleon')!, { ids: ['galleon'] });
    if (!again.ok) throw new Error('retarget');
    const second = applyPreset(first.value.board, again.value, { noIsland: 'bob' });
    if (!second.ok) throw new Error('apply');
    board = second.value.board;
    expect(board.creatures).toHaveLength(1);
    const parsed = parseBoard(board);
    if (!parsed.ok) throw new Error('parse');
    const legal = legalSet(parsed.value);
    expect(legal.ok && declarationSet(legal.value.legal)).toEqual(['', 'galleon=carol']);
  });
});
