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
  // way is forced, so both are checked whatever 'auto' would pick for these small pools. A state with a
  // top candidate ends the walk below it (`markUnderTop`) and hopeless candidates close states
  // (`closeHopeless`): with those rules off, the states below are walked as well, so the named children
  // and the superset tables are checked on every pool.
  /** Pools of distinct profiles with 0 or 1 unit in each of the model's five groups. */
  const oneBitPools = (maxLength: number) =>
    fc.uniqueArray(
      fc.record({
        sig: fc.integer({ min: 0, max: (1 << m.conditionals.length) - 1 }),
        vec: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 5, maxLength: 5 }),
      }),
      { minLength: 1, maxLength, selector: (p) => `${p.sig}:${p.vec.join('.')}` },
    );

  const ways = (['auto', 'always', 'never'] as const).flatMap((supersets) => [
    { supersets, tops: true, hopeless: true },
    { supersets, tops: false, hopeless: true },
    { supersets, tops: false, hopeless: false },
  ]);

  test.each(ways)(
    'random pools of profiles: the same terminal set (superset tables: $supersets, tops: $tops, hopeless: $hopeless)',
    ({ supersets, tops, hopeless }) => {
      fc.assert(
        fc.property(arbPool(m.groups.length, m.conditionals.length), (pool) => {
          const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
          const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets, tops, hopeless });
          const got = pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []));
          expect(got).toEqual([...literal.terminals].sort((a, b) => a - b));
        }),
        { numRuns: 400 },
      );
    },
  );

  test.each(ways)(
    'pools where every profile ties on most sets (settling and pruning both bite; superset tables: $supersets, tops: $tops, hopeless: $hopeless)',
    ({ supersets, tops, hopeless }) => {
      const tied = arbPool(m.groups.length, m.conditionals.length).map((pool) => pool.map((p) => ({ sig: p.sig, vec: p.vec.map((x) => (x > 1 ? 1 : 0)) })));
      fc.assert(
        fc.property(tied, (raw) => {
          const seen = new Set<string>();
          const pool = raw.filter((p) => !seen.has(`${p.sig}:${p.vec.join('.')}`) && seen.add(`${p.sig}:${p.vec.join('.')}`));
          const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
          const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets, tops, hopeless });
          expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
        }),
        { numRuns: 400 },
      );
    },
  );

  // Larger one-bit pools reach states built by filtering below named ones, so children are named under
  // several anchors (a name is only meaningful with its anchor).
  test.each(ways)('large pools of one-bit profiles (superset tables: $supersets, tops: $tops, hopeless: $hopeless)', ({ supersets, tops, hopeless }) => {
    const oneBit = oneBitPools(200);
    fc.assert(
      fc.property(oneBit, (pool) => {
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000, supersets, tops, hopeless });
        expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  // markUnderTop: a root with a top candidate (every group satisfied) is the only state expanded, and the
  // terminals are still the literal walk's.
  test('a pool with a profile satisfying every group is judged at its root', () => {
    const oneBit = oneBitPools(60);
    const withTop = fc.tuple(oneBit, fc.integer({ min: 0, max: (1 << m.conditionals.length) - 1 })).map(([pool, sig]) => {
      const top = { sig, vec: [1, 1, 1, 1, 1] };
      return [...pool.filter((p) => p.sig !== sig || p.vec.some((x) => x !== 1)), top];
    });
    fc.assert(
      fc.property(withTop, (pool) => {
        const literal = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        const walk = terminalProfiles(m, pool, { maxNodes: 1_000_000 });
        expect(walk.nodes).toBe(1);
        expect(pool.flatMap((_, i) => (walk.terminal[i] === 1 ? [i] : []))).toEqual([...literal.terminals].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  // closeHopeless: closing the candidates no state can make terminals never walks more states, and on
  // some pools walks fewer (a closed candidate keeps no state open).
  test('hopeless candidates close states that would be walked to find nothing', () => {
    const oneBit = oneBitPools(60);
    let fewer = 0;
    fc.assert(
      fc.property(oneBit, (pool) => {
        const without = terminalProfiles(m, pool, { maxNodes: 1_000_000, tops: false, hopeless: false });
        const withHopeless = terminalProfiles(m, pool, { maxNodes: 1_000_000, tops: false, hopeless: true });
        expect(withHopeless.terminal).toEqual(without.terminal);
        expect(withHopeless.nodes).toBeLessThanOrEqual(without.nodes);
        if (withHopeless.nodes < without.nodes) fewer++;
      }),
      { numRuns: 300 },
    );
    expect(fewer).toBeGreaterThan(0);
  });
});
