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
import { isFinalValid } from './restriction-state.ts';
import { CostCounter } from './costs.ts';
import { AttackerSets, PlanTrie } from './plan-trie.ts';
import { TooLarge, type Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { optimisticResources, type CreaturePayer } from './creature-members.ts';
import { finalProfile, ProfileIds } from './final-profiles.ts';
import { PoolWalks } from './pool-walks.ts';

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
  readonly attackers: number[];
  /** Units per guard group: groupCount numbers per declaration. */
  readonly units: Int32Array;
  readonly plans: PlanTrie;
  readonly attackerSets: AttackerSets;
}

function enumerateDeclarations(model: Model, costs: CostCounter, budget: Budget, maxDeclarations: number, payer: CreaturePayer | undefined): Enumerated {
  const groupCount = model.groups.length;
  // Attacking creatures that matter to payment, interned as a trie like the plans (payer only).
  const attackerSets = new AttackerSets();
  const plans = new PlanTrie();
  let layer = { state: [0], cost: [0], plan: [0], attackers: [0], units: new Int32Array(groupCount) };
  const edges: Int32Array[] = [];
  for (let i = 0; i < model.creatures.length; i++) {
    budget.checkTime();
    const options = model.creatures[i]!.options;
    const optionCount = options.length;
    const tracksAttackers = payer !== undefined && payer.relevant[i]!;
    const childOf = new Int32Array(layer.state.length * optionCount).fill(-1);
    const next = { state: [] as number[], cost: [] as number[], plan: [] as number[], attackers: [] as number[], units: [] as number[] };
    for (let node = 0; node < layer.state.length; node++) {
      budget.tick();
      for (let j = 0; j < optionCount; j++) {
        const option = options[j]!;
        const state = step(model, layer.state[node]!, option);
        if (state < 0) continue;
        const cost = costs.afterOption(layer.cost[node]!, option);
        if (cost < 0) continue;
        const attackers = tracksAttackers && option.defender >= 0 ? attackerSets.child(layer.attackers[node]!, i) : layer.attackers[node]!;
        childOf[node * optionCount + j] = next.state.length;
        next.attackers.push(attackers);
        next.state.push(state);
        next.cost.push(cost);
        next.plan.push(plans.extend(layer.plan[node]!, option.costBits));
        for (let g = 0; g < groupCount; g++) next.units.push(layer.units[node * groupCount + g]! + option.units[g]!);
      }
    }
    if (next.state.length > maxDeclarations) throw new EnumerationTooLarge();
    budget.hold(next.state.length * (groupCount + 4));
    edges.push(childOf);
    layer = { ...next, units: Int32Array.from(next.units) };
  }
  return { edges, ...layer, plans, attackerSets };
}

/** The pool members among the declarations (restricted and payable), each with its profile's id. */
interface Members {
  readonly members: readonly number[];
  readonly profiles: ProfileIds;
  /** Per declaration, its profile's id (-1 for a non-member). */
  readonly profileId: Int32Array;
}

function poolMembers(model: Model, all: Enumerated, costs: CostCounter, budget: Budget, payer: CreaturePayer | undefined): Members {
  const n = model.creatures.length;
  const groupCount = model.groups.length;
  // Exact payability of a declaration paid with creatures: its cost bits and its relevant attackers.
  const bits: number[] = Array<number>(n).fill(0);
  const attacking = new Uint8Array(n);
  const creaturePayable = (d: number): boolean => {
    if (payer === undefined) return true;
    all.attackerSets.flagInto(all.attackers[d]!, attacking);
    return payer.payable(all.plans.bitsInto(all.plan[d]!, bits), (i) => attacking[i] === 1);
  };
  const members: number[] = [];
  // Profiles interned once (the process only sees profiles), then listed per plan without repeats.
  const profiles = new ProfileIds();
  const profileId = new Int32Array(all.state.length).fill(-1);
  for (let d = 0; d < all.state.length; d++) {
    budget.tick();
    const state = all.state[d]!;
    if (!isFinalValid(model, state) || !costs.payable(all.cost[d]!) || !creaturePayable(d)) continue;
    members.push(d);
    profileId[d] = profiles.idOf(finalProfile(model, state, all.units.subarray(d * groupCount, (d + 1) * groupCount)));
  }
  return { members, profiles, profileId };
}

export function buildEnumeratedGraph(model: Model, budget: Budget, maxDeclarations: number, payer?: CreaturePayer): LegalGraph {
  const resources = model.board.resources;
  const costs = new CostCounter(model, payer !== undefined && resources !== undefined ? optimisticResources(resources) : resources);
  const all = enumerateDeclarations(model, costs, budget, maxDeclarations, payer);
  const members = poolMembers(model, all, costs, budget, payer);
  const legal = judgeByPlan(model, all, members, budget, payer === undefined ? 10 * maxDeclarations : MAX_SUBPLAN_VISITS);
  return finishGraph(model, all.edges, legal, budget);
}

/**
 * Per plan of the members: its pool gathered from the plans within it (subPlanIndex), walked once per
 * distinct set of profiles, and its own members judged; the legal flag of every declaration.
 */
function judgeByPlan(model: Model, all: Enumerated, { members, profiles, profileId }: Members, budget: Budget, maxVisits: number): Uint8Array {
  // Plans of members, each with its members (the trie of plans walked back for its bits).
  const membersOf = new Map<number, number[]>();
  for (const d of members) {
    const list = membersOf.get(all.plan[d]!);
    if (list) list.push(d);
    else membersOf.set(all.plan[d]!, [d]);
  }
  const planOf = [...membersOf.keys()];
  const planProfiles = planOf.map((q) => [...new Set(membersOf.get(q)!.map((d) => profileId[d]!))]);
  const below = subPlanIndex(
    planOf.map((q) => all.plans.bits(q, model.creatures.length)),
    budget,
    maxVisits,
  );

  const legal = new Uint8Array(all.state.length);
  const walks = new PoolWalks(model, budget);
  // local[id]: the profile's index in the current pool when stamp[id] is the current round.
  const local = new Int32Array(profiles.profiles.length);
  const stamp = new Int32Array(profiles.profiles.length).fill(-1);
  // Pools with the same profiles have the same terminals (the process sees only profiles): one walk each.
  const terminalOfPool = new Map<string, Uint8Array>();
  planOf.forEach((plan, pi) => {
    budget.checkTime();
    const round = pi + 1;
    const ids: number[] = [];
    below(pi, (qi) => {
      for (const id of planProfiles[qi]!) {
        if (stamp[id] === round) continue;
        stamp[id] = round;
        ids.push(id);
      }
    });
    ids.sort((a, b) => a - b);
    ids.forEach((id, k) => (local[id] = k));
    const poolKey = ids.join(',');
    let terminal = terminalOfPool.get(poolKey);
    if (terminal === undefined) {
      budget.hold(ids.length);
      terminalOfPool.set(poolKey, (terminal = walks.walk(ids.map((id) => profiles.profiles[id]!))));
    }
    for (const d of membersOf.get(plan)!) if (terminal[local[profileId[d]!]!] === 1) legal[d] = 1;
  });
  return legal;
}
