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
 *
 * With a `CreaturePayer` (boards whose costs creatures help pay, creature-members.ts) this is the only
 * strategy: payable(E) is decided per declaration from its costs AND its attackers (tracked per prefix
 * as the attacking creatures that matter to payment), and prefixes are pruned only against resources
 * that no declaration can beat.
 */
import type { Model } from './model.ts';
import { step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { Profile } from './process.ts';
import { walkPoolWithin } from './terminal-walk.ts';
import { CostCounter } from './costs.ts';
import { PlanTrie } from './plan-trie.ts';
import { TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { optimisticResources, type CreaturePayer } from './creature-members.ts';

/** The strategy gives up (and the caller falls back to the merging search) beyond this much work. */
export class EnumerationTooLarge extends Error {}

/**
 * Trie nodes the gathering of pools may visit when creatures pay (there is no other strategy to fall
 * back to): a deterministic work budget, far above what a board of 100 000 declarations needs.
 */
const MAX_SUBPLAN_VISITS = 50_000_000;

/**
 * For plans given as cost bits per creature, a function listing, for plan p, every plan q within it
 * (C(q) ⊆ C(p) creature by creature: q pays no cost that p does not), p included. The plans are put in
 * a trie by creature; listing walks only the branches whose bits stay within p's, so its work is the
 * number of sub-plan prefixes present, not the number of plans squared. Past `maxVisits` trie nodes
 * over all calls it gives up: EnumerationTooLarge when a merging search can take over, else TooLarge.
 */
function subPlanIndex(bitsOf: readonly (readonly number[])[], budget: Budget, maxVisits: number): (p: number, visit: (q: number) => void) => void {
  const n = bitsOf[0]?.length ?? 0;
  // Node 0 is the root; children[node] maps a creature's cost bits to the next node; leaf[node] the plan.
  const children: Map<number, number>[] = [new Map()];
  const leaf: number[] = [-1];
  bitsOf.forEach((bits, q) => {
    let node = 0;
    for (let k = 0; k < n; k++) {
      let next = children[node]!.get(bits[k]!);
      if (next === undefined) {
        children[node]!.set(bits[k]!, (next = children.length));
        children.push(new Map());
        leaf.push(-1);
      }
      node = next;
    }
    leaf[node] = q;
  });
  budget.hold(children.length * 4);
  let visits = 0;
  return (p, visit) => {
    const own = bitsOf[p]!;
    const walk = (node: number, k: number): void => {
      if (++visits > maxVisits) {
        if (maxVisits === MAX_SUBPLAN_VISITS)
          throw new TooLarge(`the board has ${bitsOf.length} ways to pay its attack costs, too many to compare with one another`);
        throw new EnumerationTooLarge();
      }
      budget.tick();
      if (k === n) {
        visit(leaf[node]!);
        return;
      }
      for (const [bits, next] of children[node]!) if ((bits & ~own[k]!) === 0) walk(next, k + 1);
    };
    walk(0, 0);
  };
}

/** Number of declarations the trie would hold at most: the product of option counts. */
export function omegaBound(model: Model): number {
  let total = 1;
  for (const creatureModel of model.creatures) total *= creatureModel.options.length;
  return total;
}

/** Every restricted, payable prefix as its own node (a trie), and what each complete declaration carries. */
interface Enumerated {
  readonly edges: Int32Array[];
  /** Per declaration: restriction state, cost code, plan (trie id), attackers that matter to payment. */
  readonly state: number[];
  readonly cost: number[];
  readonly plan: number[];
  readonly att: number[];
  /** Units per guard group: groupCount numbers per declaration. */
  readonly vec: Int32Array;
  readonly plans: PlanTrie;
  /** The attackers trie: each id's parent and creature (id 0 is the empty set). */
  readonly attParent: readonly number[];
  readonly attCreature: readonly number[];
}

function enumerateDeclarations(model: Model, costs: CostCounter, budget: Budget, maxDeclarations: number, payer: CreaturePayer | undefined): Enumerated {
  const n = model.creatures.length;
  const groupCount = model.groups.length;
  // Attacking creatures that matter to payment, interned as a trie like the plans (payer only).
  const attIds = new Map<string, number>();
  const attParent: number[] = [-1];
  const attCreature: number[] = [-1];
  let att = [0];
  const plans = new PlanTrie();
  let restrictionStates = [0];
  let cost = [0];
  let plan = [0];
  let vec = new Int32Array(groupCount);
  const edges: Int32Array[] = [];
  for (let i = 0; i < n; i++) {
    budget.checkTime();
    const creatureModel = model.creatures[i]!;
    const nOpt = creatureModel.options.length;
    const e = new Int32Array(restrictionStates.length * nOpt).fill(-1);
    const nextStates: number[] = [];
    const nCost: number[] = [];
    const nPlan: number[] = [];
    const nVec: number[] = [];
    const nAtt: number[] = [];
    for (let ni = 0; ni < restrictionStates.length; ni++) {
      budget.tick();
      for (let j = 0; j < nOpt; j++) {
        const o = creatureModel.options[j]!;
        const s = step(model, restrictionStates[ni]!, o);
        if (s < 0) continue;
        const c = o.costs.length === 0 ? cost[ni]! : costs.add(cost[ni]!, o.costs);
        if (c < 0) continue;
        const p = plans.extend(plan[ni]!, o.costBits);
        let a = att[ni]!;
        if (payer !== undefined && o.defender >= 0 && payer.relevant[i]) {
          const ak = `${a}|${i}`;
          let id = attIds.get(ak);
          if (id === undefined) {
            attIds.set(ak, (id = attParent.length));
            attParent.push(a);
            attCreature.push(i);
          }
          a = id;
        }
        e[ni * nOpt + j] = nextStates.length;
        nAtt.push(a);
        nextStates.push(s);
        nCost.push(c);
        nPlan.push(p);
        for (let g = 0; g < groupCount; g++) nVec.push(vec[ni * groupCount + g]! + o.units[g]!);
      }
    }
    if (nextStates.length > maxDeclarations) throw new EnumerationTooLarge();
    budget.hold(nextStates.length * (groupCount + 4));
    edges.push(e);
    restrictionStates = nextStates;
    cost = nCost;
    plan = nPlan;
    att = nAtt;
    vec = Int32Array.from(nVec);
  }
  return { edges, state: restrictionStates, cost, plan, att, vec, plans, attParent, attCreature };
}

export function buildEnumeratedGraph(model: Model, budget: Budget, maxDeclarations: number, payer?: CreaturePayer): LegalGraph {
  const n = model.creatures.length;
  const groupCount = model.groups.length;
  const resources = model.board.resources;
  const costs = new CostCounter(model, payer !== undefined && resources !== undefined ? optimisticResources(resources) : resources);
  const {
    edges,
    state: restrictionStates,
    cost,
    plan,
    att,
    vec,
    plans,
    attParent,
    attCreature,
  } = enumerateDeclarations(model, costs, budget, maxDeclarations, payer);

  // Exact payability of a declaration paid with creatures: its cost bits and its relevant attackers.
  const bits: number[] = Array<number>(n).fill(0);
  const attacking = new Uint8Array(n);
  const creaturePayable = (d: number): boolean => {
    if (payer === undefined) return true;
    plans.bitsInto(plan[d]!, bits);
    attacking.fill(0);
    for (let at = att[d]!; at > 0; at = attParent[at]!) attacking[attCreature[at]!] = 1;
    return payer.payable(bits, (i) => attacking[i] === 1);
  };
  // Members: the restricted, payable declarations, with their profiles.
  const members: number[] = [];
  const profileOf: Profile[] = [];
  for (let d = 0; d < restrictionStates.length; d++) {
    budget.tick();
    if (!isFinalValid(model, restrictionStates[d]!) || !costs.payable(cost[d]!) || !creaturePayable(d)) continue;
    members.push(d);
    const flags = globalUnits(model, restrictionStates[d]!);
    const v: number[] = [];
    for (let g = 0; g < groupCount; g++) v.push(vec[d * groupCount + g]! + flags[g]!);
    profileOf[d] = { sig: signature(model, restrictionStates[d]!), vec: v };
  }
  // Plans of members, each as its cost bits per creature (the trie of plans walked back).
  const planOf = [...new Set(members.map((d) => plan[d]!))];
  const byPlan = new Map<number, number[]>();
  for (const d of members) {
    const list = byPlan.get(plan[d]!);
    if (list) list.push(d);
    else byPlan.set(plan[d]!, [d]);
  }

  // Profiles interned once (the process only sees profiles), then listed per plan without repeats.
  const profileIndex = new Map<string, number>();
  const profiles: Profile[] = [];
  const profileId = new Int32Array(restrictionStates.length).fill(-1);
  for (const d of members) {
    const pr = profileOf[d]!;
    const k = `${pr.sig}:${pr.vec.join('.')}`;
    let at = profileIndex.get(k);
    if (at === undefined) {
      profileIndex.set(k, (at = profiles.length));
      profiles.push(pr);
    }
    profileId[d] = at;
  }
  const planProfiles = planOf.map((q) => [...new Set(byPlan.get(q)!.map((d) => profileId[d]!))]);
  const below = subPlanIndex(
    planOf.map((q) => plans.bits(q, n)),
    budget,
    payer === undefined ? 10 * maxDeclarations : MAX_SUBPLAN_VISITS,
  );

  const legal = new Uint8Array(restrictionStates.length);
  let walked = 0;
  const maxNodes = budget.maxWalkStates;
  // local[id]: the profile's index in the current pool when stamp[id] is the current round.
  const local = new Int32Array(profiles.length);
  const stamp = new Int32Array(profiles.length).fill(-1);
  // Pools with the same profiles have the same terminals (the process sees only profiles): one walk each.
  const walks = new Map<string, Uint8Array>();
  let round = 0;
  planOf.forEach((p, pi) => {
    budget.checkTime();
    round++;
    const ids: number[] = [];
    below(pi, (qi) => {
      for (const id of planProfiles[qi]!) {
        if (stamp[id] === round) continue;
        stamp[id] = round;
        ids.push(id);
      }
    });
    ids.sort((a, b) => a - b);
    ids.forEach((id, i) => (local[id] = i));
    const key = ids.join(',');
    let terminal = walks.get(key);
    if (terminal === undefined) {
      budget.hold(ids.length);
      const graph = walkPoolWithin(
        model,
        ids.map((id) => profiles[id]!),
        maxNodes - walked,
        maxNodes,
        budget,
      );
      walked += graph.nodes;
      walks.set(key, (terminal = graph.terminal));
    }
    for (const d of byPlan.get(p)!) if (terminal[local[profileId[d]!]!] === 1) legal[d] = 1;
  });
  return finishGraph(model, edges, legal, budget);
}
