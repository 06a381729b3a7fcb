/**
 * The verdict walk (terminal-walk.ts: settled states, terminals marked one step early, pruning) against
 * the literal constraint walk of process.ts (no settling, no pruning: the two facts of its file comment
 * only) on random pools of profiles. The strategies all judge through the verdict walk, so this checks
 * it directly on pools far more varied than the families give, nested guard groups included.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { exploreProcess } from '#shared/engine/process';
import { terminalProfiles } from '#shared/engine/terminal-walk';
import { arbPool, nestedGroupsModel } from '../support/process-pools.ts';

describe("the verdict walk gives the literal walk's terminals", () => {
  const m = nestedGroupsModel();

  test('the board has the nested groups the property needs', () => {
    expect(m.groups.length).toBe(5);
    expect(m.conditionals.length).toBe(4);
  });

  // Superset tables (superset-table.ts) serve states whose profiles have one unit bit per group; each
  // way is forced, so both are checked whatever 'auto' would pick for these small pools.
  const ways = ['auto', 'always', 'never'] as const;

  test.each(ways)('random pools of profiles: the same terminal set (superset tables: %s)', (supersets) => {
    fc.assert(
      fc.property(arbPool(m.groups.length, m.conditionals.length), (pool) => {
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets });
        const got = pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []));
        expect(got).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  test.each(ways)('pools where every profile ties on most sets (settling and pruning both bite; superset tables: %s)', (supersets) => {
    const tied = arbPool(m.groups.length, m.conditionals.length).map((pool) => pool.map((p) => ({ sig: p.sig, vec: p.vec.map((x) => (x > 1 ? 1 : 0)) })));
    fc.assert(
      fc.property(tied, (raw) => {
        const seen = new Set<string>();
        const pool = raw.filter((p) => !seen.has(`${p.sig}:${p.vec.join('.')}`) && seen.add(`${p.sig}:${p.vec.join('.')}`));
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets });
        expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  // Larger one-bit pools reach states built by filtering below named ones, so children are named under
  // several anchors (a name is only meaningful with its anchor).
  test.each(ways)('large pools of one-bit profiles (superset tables: %s)', (supersets) => {
    const oneBit = fc.uniqueArray(
      fc.record({
        sig: fc.integer({ min: 0, max: (1 << m.conditionals.length) - 1 }),
        vec: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 5, maxLength: 5 }),
      }),
      { minLength: 1, maxLength: 200, selector: (p) => `${p.sig}:${p.vec.join('.')}` },
    );
    fc.assert(
      fc.property(oneBit, (pool) => {
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets });
        expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
