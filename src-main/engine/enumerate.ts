/**
 * The brute-force strategy: enumerate Ω, then decide each declaration by the definition (spec §3).
 *
 * When Ω is small this is never slower than brute force, because it IS brute force with the walk of
 * process.ts on top: every restricted, payable prefix is its own node (a trie, nothing merged), each
 * complete declaration D carries its restriction state, its cost counts, its unit vector and its plan
 * (the cost bits of each creature's choice). The pool Ω(P) of a plan P is the set of restricted, payable
 * declarations whose plans are contained in P creature by creature (C(E) ⊆ P); D is legal iff it is
 * restricted, payable and a terminal of the process run on its pool's profiles — D's own profile is
 * one of them, which is what settling needs (process.ts).
 *
 * The answer is the same layered graph as the merging search (graph.ts), so counting, listing and the
 * breakdown do not know which strategy built it. Property tests run both against the oracle.
 */
import type { Model } from './model.ts';
import { globalUnits, isFinalValid, signature, step } from './model.ts';
import { ProcessTooLarge, type Profile } from './process.ts';
import { terminalProfiles } from './terminal-walk.ts';
import { CostCounter } from './costs.ts';
import { TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';

/** The strategy gives up (and the caller falls back to the merging search) beyond this much work. */
export class EnumerationTooLarge extends Error {}

/** Number of declarations the trie would hold at most: the product of option counts. */
export function omegaBound(model: Model): number {
  let total = 1;
  for (const mc of model.creatures) total *= mc.options.length;
  return total;
}

export function buildEnumeratedGraph(model: Model, budget: Budget, maxDeclarations: number): LegalGraph {
  const n = model.creatures.length;
  const G = model.groups.length;
  const costs = new CostCounter(model);
  // Plans are interned as a trie too: plan id of a prefix + this creature's cost bits.
  const planIds = new Map<string, number>();
  const planParent: number[] = [-1];
  const planBits: number[] = [0];
  let sd = [0];
  let cost = [0];
  let plan = [0];
  let vec = new Int32Array(G);
  const edges: Int32Array[] = [];
  for (let i = 0; i < n; i++) {
    budget.checkTime();
    const mc = model.creatures[i]!;
    const nOpt = mc.options.length;
    const e = new Int32Array(sd.length * nOpt).fill(-1);
    const nSd: number[] = [];
    const nCost: number[] = [];
    const nPlan: number[] = [];
    const nVec: number[] = [];
    for (let ni = 0; ni < sd.length; ni++) {
      budget.tick();
      for (let j = 0; j < nOpt; j++) {
        const o = mc.options[j]!;
        const s = step(model, sd[ni]!, o);
        if (s < 0) continue;
        const c = o.costs.length === 0 ? cost[ni]! : costs.add(cost[ni]!, o.costs);
        if (c < 0) continue;
        const pk = `${plan[ni]}|${o.costBits}`;
        let p = o.costBits === 0 && plan[ni] === 0 ? 0 : planIds.get(pk);
        if (p === undefined) {
          planIds.set(pk, (p = planParent.length));
          planParent.push(plan[ni]!);
          planBits.push(o.costBits);
        }
        e[ni * nOpt + j] = nSd.length;
        nSd.push(s);
        nCost.push(c);
        nPlan.push(p);
        for (let g = 0; g < G; g++) nVec.push(vec[ni * G + g]! + o.units[g]!);
      }
    }
    if (nSd.length > maxDeclarations) throw new EnumerationTooLarge();
    budget.hold(nSd.length * (G + 4));
    edges.push(e);
    sd = nSd;
    cost = nCost;
    plan = nPlan;
    vec = Int32Array.from(nVec);
  }

  // Members: the restricted, payable declarations, with their profiles.
  const members: number[] = [];
  const profileOf: Profile[] = [];
  for (let d = 0; d < sd.length; d++) {
    if (!isFinalValid(model, sd[d]!) || !costs.payable(cost[d]!)) continue;
    members.push(d);
    const flags = globalUnits(model, sd[d]!);
    const v: number[] = [];
    for (let g = 0; g < G; g++) v.push(vec[d * G + g]! + flags[g]!);
    profileOf[d] = { sig: signature(model, sd[d]!), vec: v };
  }
  // Plans of members, each as its cost bits per creature (the trie of plans walked back).
  const planOf = [...new Set(members.map((d) => plan[d]!))];
  const bitsOf = new Map<number, number[]>();
  for (const p of planOf) {
    const bits: number[] = [];
    for (let at = p; at > 0; at = planParent[at]!) bits.push(planBits[at]!);
    bitsOf.set(p, bits);
  }
  // Gathering each plan's pool visits every plan once per plan.
  if (planOf.length * planOf.length > 10 * maxDeclarations) throw new EnumerationTooLarge();
  // Plan ids of a trie are unique per bit sequence; sequences of different lengths cannot occur (one
  // entry per creature, zero bits included once a non-zero bit appeared), so compare from the end.
  const within = (q: number, p: number): boolean => {
    const a = bitsOf.get(q)!;
    const b = bitsOf.get(p)!;
    for (let k = 0; k < Math.max(a.length, b.length); k++) if (((a[k] ?? 0) & ~(b[k] ?? 0)) !== 0) return false;
    return true;
  };
  const byPlan = new Map<number, number[]>();
  for (const d of members) {
    const list = byPlan.get(plan[d]!);
    if (list) list.push(d);
    else byPlan.set(plan[d]!, [d]);
  }

  const legal = new Uint8Array(sd.length);
  let walked = 0;
  const maxNodes = Math.max(1, Math.floor(budget.maxStates / 10));
  for (const [p, own] of byPlan) {
    budget.checkTime();
    // Distinct profiles of Ω(P); the process only sees profiles.
    const index = new Map<string, number>();
    const profiles: Profile[] = [];
    const add = (d: number): number => {
      const pr = profileOf[d]!;
      const k = `${pr.sig}:${pr.vec.join('.')}`;
      let at = index.get(k);
      if (at === undefined) {
        index.set(k, (at = profiles.length));
        profiles.push(pr);
      }
      return at;
    };
    for (const [q, list] of byPlan) {
      budget.tick();
      if (q === p || within(q, p)) for (const d of list) add(d);
    }
    let graph;
    try {
      graph = terminalProfiles(model, profiles, { maxNodes: maxNodes - walked, budget });
    } catch (e) {
      if (e instanceof ProcessTooLarge) throw new TooLarge(`the attack tree has more than ${maxNodes} distinct states`);
      throw e;
    }
    walked += graph.nodes;
    for (const d of own) if (graph.terminal[add(d)] === 1) legal[d] = 1;
  }
  return finishGraph(model, edges, legal, budget);
}
