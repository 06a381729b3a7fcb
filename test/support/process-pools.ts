/**
 * A board with nested guard groups and random pools of profiles over it, for the property tests of the
 * process walks (terminal-walk.test.ts, process-follow.test.ts).
 */
import fc from 'fast-check';
import { parseBoard } from '#shared/engine/index';
import type { Model } from '#shared/engine/model';
import { compileModel } from '#shared/engine/compile-model';
import type { Profile } from '#shared/engine/process';
import type { RawBoard } from './arbitraries.ts';

const must = (id: string) => ({ kind: 'mustAttack', creatures: { ids: [id] } });

/**
 * Five guard groups: none (an unconditional requirement), {fx1}, {fx2}, {fx2, fx3} (nested) and {fx4};
 * four conditionals, so a profile's σ is any of 16 sets.
 */
const RAW: RawBoard = {
  format: 'attack-board/1',
  players: ['you', 'opp1'],
  activePlayer: 'you',
  creatures: [1, 2, 3, 4].map((k) => ({ id: `c${k}`, name: `Creature ${k}`, controller: 'you', types: ['Creature'], power: 2, toughness: 2 })),
  effects: [
    { id: 'fx0', ...must('c1') },
    { id: 'fx1', kind: 'conditional', if: { anyAttacks: { ids: ['c1'] } }, then: [must('c2')] },
    {
      id: 'fx2',
      kind: 'conditional',
      if: { anyAttacks: { ids: ['c2'] } },
      then: [must('c3'), { id: 'fx3', kind: 'conditional', if: { anyAttacks: { ids: ['c3'] } }, then: [must('c4')] }],
    },
    { id: 'fx4', kind: 'conditional', if: { anyAttacks: { ids: ['c4'] } }, then: [{ kind: 'atLeastOneAttacks', creatures: { ids: ['c1', 'c2'] } }] },
  ],
} as unknown as RawBoard;

export function nestedGroupsModel(): Model {
  const parsed = parseBoard(JSON.parse(JSON.stringify(RAW)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const m = compileModel(parsed.value);
  if ('code' in m) throw new Error(m.message);
  return m;
}

export function arbPool(groups: number, conditionals: number): fc.Arbitrary<Profile[]> {
  const profile = fc.record({
    sig: fc.integer({ min: 0, max: (1 << conditionals) - 1 }),
    vec: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: groups, maxLength: groups }),
  });
  // Distinct profiles, as every caller passes.
  return fc.uniqueArray(profile, { minLength: 1, maxLength: 40, selector: (p) => `${p.sig}:${p.vec.join('.')}` });
}
