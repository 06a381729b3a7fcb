/**
 * The walks an explanation and the tree use (process.ts) against the whole literal walk, on random
 * pools of profiles: following one profile (`follow`) must give that profile the whole walk's verdict
 * and a path the process can really take to it; the lazy walk (`lazyProcess`) must make the same states
 * and edges as the eager one; a walk past its work budget is too large, never a wrong answer.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { exploreProcess, lazyProcess, ProcessTooLarge, satisfied, walkProcess, type ProcessGraph, type Profile } from '#shared/engine/process';
import { pathTo, terminalNode } from '#shared/engine/process-paths';
import { arbPool, nestedGroupsModel } from '../support/process-pools.ts';

const m = nestedGroupsModel();
const pools = arbPool(m.groups.length, m.conditionals.length);

/** The path ends at a state where the profile is a candidate with its set in force, each step an edge. */
function expectRealPath(graph: ProcessGraph, i: number): void {
  const p = graph.pool[i]!;
  const node = terminalNode(graph, p);
  expect(node).toBeDefined();
  const path = pathTo(graph, node!.key)!;
  expect(path[0]!.key).toBe(graph.rootKey);
  for (let k = 1; k < path.length; k++) {
    const edge = path[k - 1]!.children.find((c) => c.child === path[k]!.key);
    expect(edge).toBeDefined();
    // The next state keeps only maximizers of the edge's set over the state before it (spec §3).
    for (const ci of path[k]!.candidates) expect(satisfied(graph.pool[ci]!.vec, edge!.rmask)).toBe(edge!.max);
  }
  const last = path[path.length - 1]!;
  expect(last.candidates).toContain(i);
  expect(last.seen.has(graph.rmaskOf(p.sig))).toBe(true);
}

describe('a walk that follows one profile', () => {
  test.each([
    { name: 'literal states', settle: false },
    { name: 'settled states', settle: true },
  ])("$name: every profile gets the whole walk's verdict, and a terminal a real path", ({ settle }) => {
    fc.assert(
      fc.property(pools, (pool: Profile[]) => {
        const whole = exploreProcess(m, pool, { maxNodes: 1_000_000 });
        pool.forEach((p, i) => {
          const followed = exploreProcess(m, pool, { maxNodes: 1_000_000, follow: i, settle });
          const terminal = terminalNode(followed, p) !== undefined;
          expect(terminal).toBe(whole.terminals.has(i));
          if (terminal) expectRealPath(followed, i);
          // It never walks more states than the whole walk.
          expect(followed.nodes.size).toBeLessThanOrEqual(whole.nodes.size);
        });
      }),
      { numRuns: 150 },
    );
  });

  test('a profile that fails the first step walks nothing', () => {
    const pool: Profile[] = [
      { sig: 0, vec: [2, 0, 0, 0, 0] },
      { sig: 0, vec: [1, 0, 0, 0, 0] },
    ];
    const followed = exploreProcess(m, pool, { follow: 1 });
    expect(followed.nodes.size).toBe(0);
    expect(terminalNode(followed, pool[1]!)).toBeUndefined();
  });
});

describe('the lazy walk', () => {
  test('makes the states and edges of the eager walk, as far as it is followed', () => {
    fc.assert(
      fc.property(pools, fc.boolean(), (pool: Profile[], settle: boolean) => {
        const eager = exploreProcess(m, pool, { maxNodes: 1_000_000, settle });
        const lazy = lazyProcess(m, pool, { settle });
        expect(lazy.rootKey).toBe(eager.rootKey);
        expect(lazy.first).toEqual(eager.first);
        const queue = [lazy.rootKey];
        const seen = new Set(queue);
        while (queue.length > 0) {
          const key = queue.shift()!;
          const want = eager.nodes.get(key)!;
          const got = lazy.node(key);
          expect(got.candidates).toEqual(want.candidates);
          // Merged settled states may differ in sets in force that no candidate has: nothing depends on those.
          const present = new Set(want.candidates.map((ci) => eager.rmaskOf(pool[ci]!.sig)));
          const relevant = (seen: ReadonlySet<number>) => [...seen].filter((r) => present.has(r)).sort();
          expect(relevant(got.seen)).toEqual(relevant(want.seen));
          for (const c of want.children) {
            expect(lazy.edge(key, c.rmask)).toEqual({ max: c.max, child: c.child });
            if (!seen.has(c.child)) {
              seen.add(c.child);
              queue.push(c.child);
            }
          }
          // A set already in force has no edge.
          for (const r of relevant(want.seen)) expect(lazy.edge(key, r)).toBeUndefined();
        }
        expect(seen.size).toBe(eager.nodes.size);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the work budget of a walk', () => {
  test('a walk past its work is too large, the same every time', () => {
    fc.assert(
      fc.property(pools, (pool: Profile[]) => {
        let work = 0;
        const counting = { hold: (n: number) => void n, work: (n: number) => void (work += n), held: 0, releaseTo: () => undefined };
        walkProcess(m, pool, { budget: counting });
        // Below what the walk needs it is too large; at what it needs it answers.
        if (work > 1) expect(() => walkProcess(m, pool, { maxWork: Math.floor(work / 2) })).toThrow(ProcessTooLarge);
        expect(() => walkProcess(m, pool, { maxWork: work })).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
