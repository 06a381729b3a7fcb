/**
 * The pool pass's data structures against their simple versions: a Map on string keys numbering keys
 * in insertion order, unit vectors interned by their joined entries, and the pass itself written as
 * one Map of "state|units" per layer. The fast versions must give the same numbers in the same order,
 * since node and vector ids reach the answer graph and the profiles.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parseBoard } from '#shared/engine/index';
import { compileModel, type ModelError } from '#shared/engine/compile-model';
import { step, type Model } from '#shared/engine/model';
import { makeBudget } from '#shared/engine/budget';
import { LayerNodes, StateNumbers } from '#shared/engine/pool-nodes';
import { UnitVectors } from '#shared/engine/unit-vectors';
import { passPool, passProfiles } from '#shared/engine/pool-pass';
import { isFinalValid } from '#shared/engine/restriction-state';
import { finalProfile, ProfileIds, profileKey } from '#shared/engine/final-profiles';
import type { AttackOption } from '#shared/engine/model';
import { arbBoard, type RawBoard } from '../support/arbitraries.ts';

/** Keys numbered in insertion order, the simple way. */
class NaiveIndex {
  readonly ids = new Map<string, number>();
  indexOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    return id;
  }
}

const arbPairs = (max: number) => fc.array(fc.tuple(fc.nat(max), fc.nat(max)), { maxLength: 400 });

describe('StateNumbers', () => {
  test.each([
    ['a table indexed by state', 2 ** 20],
    ['a hash on the halves', 0],
  ])("numbers each layer's states in first-reached order (%s)", (_name, denseUpTo) => {
    // States alike in one half and not the other, as well as any state below 2^40.
    const arbHalves = fc.tuple(fc.nat(3), fc.nat(3)).map(([low, high]) => low + 2 ** 31 * high);
    const arbState = fc.oneof(fc.nat(40), arbHalves, fc.integer({ min: 0, max: 2 ** 40 - 1 }));
    fc.assert(
      fc.property(fc.array(fc.array(arbState, { maxLength: 60 }), { maxLength: 4 }), (layers) => {
        const total = denseUpTo === 0 ? 2 ** 40 : 41;
        const numbers = new StateNumbers(total, denseUpTo);
        for (const layer of layers) {
          const states = denseUpTo === 0 ? layer : layer.map((s) => s % 41);
          const naive = new NaiveIndex();
          for (const state of states) expect(numbers.numberOf(state)).toBe(naive.indexOf(String(state)));
          expect(numbers.take()).toEqual([...naive.ids.keys()].map(Number));
        }
      }),
    );
  });
});

describe('LayerNodes', () => {
  test('finds and numbers (state, unit) nodes as a Map does, before and after a state list turns long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), arbPairs(12), fc.integer({ min: 0, max: 9 }), fc.nat(30), (stateCount, pairs, longAfter, expected) => {
        const nodes = new LayerNodes(stateCount, expected, longAfter);
        const naive = new NaiveIndex();
        for (const [s, unit] of pairs) {
          const state = s % stateCount;
          const key = `${state},${unit}`;
          const known = naive.ids.get(key) ?? -1;
          expect(nodes.find(state, unit)).toBe(known);
          if (known < 0) expect(nodes.add(state, unit)).toBe(naive.indexOf(key));
        }
        expect(nodes.size).toBe(naive.ids.size);
        for (const [key, node] of naive.ids) expect(`${nodes.stateOf[node]},${nodes.unitOf[node]}`).toBe(key);
      }),
    );
  });
});

function option(units: readonly number[]): AttackOption {
  return { defender: 0, opponent: 0, units: Int32Array.from(units), costs: [], costBits: 0, update: undefined!, stepMemo: new Map(), stepTable: undefined };
}

describe('UnitVectors', () => {
  test('steps ids as interning the joined entries does', () => {
    const arbCase = fc.integer({ min: 0, max: 5 }).chain((groups) =>
      fc.record({
        groups: fc.constant(groups),
        creatures: fc.array(fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: groups, maxLength: groups }), { minLength: 1, maxLength: 3 }), {
          maxLength: 6,
        }),
        picks: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
      }),
    );
    fc.assert(
      fc.property(arbCase, ({ groups, creatures, picks }) => {
        const budget = makeBudget();
        const vectors = new UnitVectors(groups, budget);
        const naive = new NaiveIndex();
        const naiveVectors: number[][] = [];
        const naiveId = (v: number[]) => {
          const id = naive.indexOf(v.join('.'));
          naiveVectors[id] = v;
          return id;
        };
        naiveId(Array<number>(groups).fill(0));
        let live = [0];
        for (const units of creatures) {
          vectors.beginCreature(units.map(option));
          const next: number[] = [];
          for (const [p, j] of picks) {
            const id = live[p % live.length]!;
            const k = j % units.length;
            const out = vectors.after(id, k);
            expect(out).toBe(naiveId(naiveVectors[id]!.map((x, g) => x + units[k]![g]!)));
            next.push(out);
          }
          if (next.length > 0) live = next;
        }
        expect(vectors.size).toBe(naive.ids.size);
        for (let id = 0; id < vectors.size; id++) expect([...vectors.vector(id)]).toEqual(naiveVectors[id]);
        expect(budget.held).toBe((groups + 2) * vectors.size);
      }),
    );
  });
});

describe('ProfileIds', () => {
  test('numbers profiles as a Map on their keys does, and gives those keys', () => {
    const arbProfile = fc.record({ sig: fc.nat(7), vec: fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 3, maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(arbProfile, { maxLength: 300 }), (profiles) => {
        const fast = new ProfileIds();
        const naive = new NaiveIndex();
        for (const p of profiles) expect(fast.idOf({ sig: p.sig, vec: [...p.vec] })).toBe(naive.indexOf(profileKey(p)));
        expect(fast.keys).toEqual([...naive.ids.keys()]);
        expect(fast.profiles.map(profileKey)).toEqual([...naive.ids.keys()]);
      }),
    );
  });
});

/** The pass written plainly: per layer a Map from "state|units" to node, nodes numbered as first reached. */
function naivePass(model: Model, plan: readonly number[] | undefined) {
  let layer = [{ state: 0, vec: Array<number>(model.groups.length).fill(0) }];
  const edges: number[][] = [];
  model.creatures.forEach((creature, i) => {
    const index = new Map<string, number>();
    const next: typeof layer = [];
    const childOf: number[] = [];
    for (const node of layer) {
      creature.options.forEach((o) => {
        const state = plan !== undefined && (o.costBits & ~plan[i]!) !== 0 ? -1 : step(model, node.state, o);
        if (state < 0) return childOf.push(-1);
        const vec = node.vec.map((x, g) => x + o.units[g]!);
        const key = `${state}|${vec.join('.')}`;
        let child = index.get(key);
        if (child === undefined) {
          index.set(key, (child = next.length));
          next.push({ state, vec });
        }
        childOf.push(child);
      });
    }
    edges.push(childOf);
    layer = next;
  });
  return { states: layer.map((n) => n.state), vecs: layer.map((n) => n.vec), edges };
}

function modelOf(raw: RawBoard): Model | undefined {
  const parsed = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!parsed.ok) return undefined;
  const model: Model | ModelError = compileModel(parsed.value);
  return 'code' in model ? undefined : model;
}

describe('passPool', () => {
  test('gives the plain pass its nodes, in its order, with its edges and profiles (with and without a plan)', () => {
    const arbCase = fc.record({ board: arbBoard({ maxCreatures: 6, maxEffects: 7 }), planSeed: fc.array(fc.nat(), { maxLength: 8 }), usePlan: fc.boolean() });
    fc.assert(
      fc.property(arbCase, ({ board, planSeed, usePlan }) => {
        const model = modelOf(board);
        if (model === undefined) return;
        const plan = usePlan ? model.creatures.map((_, i) => planSeed[i % Math.max(1, planSeed.length)] ?? 0) : undefined;
        const vectors = new UnitVectors(model.groups.length, makeBudget());
        const pass = passPool(model, vectors, makeBudget(), { plan, keepEdges: true, cellsPerNode: 4, counted: 1 });
        const naive = naivePass(model, plan);
        expect(Array.from(pass.states)).toEqual(naive.states);
        expect(Array.from(pass.units, (id) => [...vectors.vector(id)])).toEqual(naive.vecs);
        expect(pass.edges.map((e) => Array.from(e))).toEqual(naive.edges);
        // The profiles: numbered by their keys in node order, restricted final nodes only.
        const { profiles, profileOfNode } = passProfiles(model, pass, vectors);
        const keys = new NaiveIndex();
        const expected = naive.states.map((state, k) =>
          isFinalValid(model, state) ? keys.indexOf(profileKey(finalProfile(model, state, naive.vecs[k]!))) : -1,
        );
        expect(Array.from(profileOfNode)).toEqual(expected);
        expect(profiles.keys).toEqual([...keys.ids.keys()]);
      }),
      { numRuns: 300 },
    );
  });
});
