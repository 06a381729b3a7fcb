/**
 * Boards on which no declaration incurs a cost instance (no attackCost effect matches an attack).
 *
 * Then C(D) = ∅ for every D, so every declaration is judged in the same pool Ω(∅) = the restricted
 * declarations (spec §3; payable(∅) always holds). The pool does not travel with the declaration, as it
 * must in the merging search (search.ts): one forward pass over the creatures on (restriction state,
 * units satisfied per guard group) gives every member's profile exactly, one process walk on those
 * profiles gives the terminal profiles, and D is legal iff it is restricted and its profile is one of
 * them. D's own profile is always in the walked set (D is a member of Ω(∅)), which settling requires
 * (process.ts). Conditional rings, chains and stars on 24 creatures stay a few thousand states here.
 */
import type { Model } from './model.ts';
import { step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { Profile } from './process.ts';
import { walkPoolWithin } from './terminal-walk.ts';
import { TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { TripleIndex } from './intern.ts';

export function isCostFree(model: Model): boolean {
  return model.creatures.every((mc) => mc.options.every((o) => o.costBits === 0));
}

export function buildSinglePoolGraph(model: Model, budget: Budget): LegalGraph {
  const n = model.creatures.length;
  const G = model.groups.length;
  // Unit vectors are interned (ids) and their per-option successors memoized, so a node is the pair
  // (restriction state, vector id) in a typed-array table: no key string per edge.
  const vecIds = new Map<string, number>();
  const vecTable: Int32Array[] = [];
  const internVec = (v: Int32Array): number => {
    const key = v.join('.');
    let id = vecIds.get(key);
    if (id === undefined) {
      vecIds.set(key, (id = vecTable.length));
      vecTable.push(v);
      budget.hold(G + 2);
    }
    return id;
  };
  let sd = [0];
  let vecOf = [internVec(new Int32Array(G))];
  const edges: Int32Array[] = [];
  let held = 1;
  for (let i = 0; i < n; i++) {
    budget.checkTime();
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const e = new Int32Array(sd.length * nOpt).fill(-1);
    const index = new TripleIndex(sd.length * 2);
    const vecNext = new Map<number, number>();
    const nextVec = (vid: number, j: number): number => {
      const units = mc.options[j]!.units;
      let zero = true;
      for (let g = 0; g < G; g++) if (units[g] !== 0) zero = false;
      if (zero) return vid;
      const k = vid * nOpt + j;
      let out = vecNext.get(k);
      if (out === undefined) {
        const v = vecTable[vid]!.slice();
        for (let g = 0; g < G; g++) v[g]! += units[g]!;
        vecNext.set(k, (out = internVec(v)));
      }
      return out;
    };
    const nSd: number[] = [];
    const nVec: number[] = [];
    for (let ni = 0; ni < sd.length; ni++) {
      if ((ni & 1023) === 0) budget.checkTime();
      for (let j = 0; j < nOpt; j++) {
        const o = mc.options[j]!;
        const s = step(model, sd[ni]!, o);
        if (s < 0) continue;
        const vid = nextVec(vecOf[ni]!, j);
        let ci = index.get(s, vid, 0);
        if (ci < 0) {
          ci = index.add(s, vid, 0);
          nSd.push(s);
          nVec.push(vid);
          if (++held > budget.maxStates) throw new TooLarge(`the search needs more than ${budget.maxStates} states`);
          budget.hold(4);
        }
        e[ni * nOpt + j] = ci;
      }
    }
    edges.push(e);
    sd = nSd;
    vecOf = nVec;
  }

  // The pool's distinct profiles; each restricted final node points at its own.
  const profileIndex = new Map<string, number>();
  const profiles: Profile[] = [];
  const profileOfNode = new Int32Array(sd.length).fill(-1);
  for (let d = 0; d < sd.length; d++) {
    if (!isFinalValid(model, sd[d]!)) continue;
    const flags = globalUnits(model, sd[d]!);
    const vec = Array.from(vecTable[vecOf[d]!]!, (x, g) => x + flags[g]!);
    const sig = signature(model, sd[d]!);
    const key = `${sig}:${vec.join('.')}`;
    let at = profileIndex.get(key);
    if (at === undefined) {
      profileIndex.set(key, (at = profiles.length));
      profiles.push({ sig, vec });
    }
    profileOfNode[d] = at;
  }
  const maxNodes = budget.maxWalkStates;
  const graph = walkPoolWithin(model, profiles, maxNodes, maxNodes, budget);
  const legal = new Uint8Array(sd.length);
  for (let d = 0; d < sd.length; d++) if (profileOfNode[d]! >= 0 && graph.terminal[profileOfNode[d]!] === 1) legal[d] = 1;
  return finishGraph(model, edges, legal, budget);
}
