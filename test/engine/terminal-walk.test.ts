/**
 * The verdict walk (terminal-walk.ts: settled states, terminals marked one step early, pruning) against
 * the literal constraint walk of process.ts (no settling, no pruning: the two facts of its file comment
 * only) on random pools of profiles. The strategies all judge through the verdict walk, so this checks
 * it directly on pools far more varied than the families give, nested guard groups included.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseBoard } from '#shared/engine/index';
import { compileModel, type Model } from '#shared/engine/model';
import { exploreProcess, type Profile } from '#shared/engine/process';
import { terminalProfiles } from '#shared/engine/terminal-walk';
import type { RawBoard } from '../support/arbitraries.ts';

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
    { id: 'fx2', kind: 'conditional', if: { anyAttacks: { ids: ['c2'] } }, then: [must('c3'), { id: 'fx3', kind: 'conditional', if: { anyAttacks: { ids: ['c3'] } }, then: [must('c4')] }] },
    { id: 'fx4', kind: 'conditional', if: { anyAttacks: { ids: ['c4'] } }, then: [{ kind: 'atLeastOneAttacks', creatures: { ids: ['c1', 'c2'] } }] },
  ],
} as unknown as RawBoard;

function model(): Model {
  const parsed = parseBoard(JSON.parse(JSON.stringify(RAW)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const m = compileModel(parsed.value);
  if ('code' in m) throw new Error(m.message);
  return m;
}

function arbPool(groups: number, conditionals: number): fc.Arbitrary<Profile[]> {
  const profile = fc.record({
    sig: fc.integer({ min: 0, max: (1 << conditionals) - 1 }),
    vec: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: groups, maxLength: groups }),
  });
  // Distinct profiles, as every caller passes.
  return fc.uniqueArray(profile, { minLength: 1, maxLength: 40, selector: (p) => `${p.sig}:${p.vec.join('.')}` });
}

describe('the verdict walk gives the literal walk\'s terminals', () => {
  const m = model();

  test('the board has the nested groups the property needs', () => {
    expect(m.groups.length).toBe(5);
    expect(m.conditionals.length).toBe(4);
  });

  test('random pools of profiles: the same terminal set', () => {
    fc.assert(
      fc.property(arbPool(m.groups.length, m.conditionals.length), (pool) => {
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000 });
        const got = pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []));
        expect(got).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  test('pools where every profile ties on most sets (settling and pruning both bite)', () => {
    const tied = arbPool(m.groups.length, m.conditionals.length).map((pool) => pool.map((p) => ({ sig: p.sig, vec: p.vec.map((x) => (x > 1 ? 1 : 0)) })));
    fc.assert(
      fc.property(tied, (raw) => {
        const seen = new Set<string>();
        const pool = raw.filter((p) => !seen.has(`${p.sig}:${p.vec.join('.')}`) && seen.add(`${p.sig}:${p.vec.join('.')}`));
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000 });
        expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });
});
