/**
 * The forward pass over one pool Ω(P) (spec §3). Its members are the restricted declarations whose
 * options incur, creature by creature, only cost instances that the plan P incurs too (such a member
 * is payable whenever P is: paying less is never harder). The pass needs nothing but each member's
 * profile, so its nodes are (restriction state, unit vector) merged layer by layer, and the last
 * layer's restricted nodes give the pool's profiles. The single pool of a cost-free board keeps the
 * pass's edges as its answer graph (single-pool.ts); plan-pools.ts passes once per payable plan.
 */
import type { Model } from './model.ts';
import { step } from './model.ts';
import { isFinalValid } from './restriction-state.ts';
import type { Budget } from './budget.ts';
import { MergedLayer, NodeAllowance } from './merged-layer.ts';
import type { UnitVectors } from './unit-vectors.ts';
import { finalProfile, ProfileIds } from './final-profiles.ts';

export interface PoolPass {
  /** The last layer's nodes: restriction state and unit vector id. */
  readonly states: readonly number[];
  readonly units: readonly number[];
  /** Per layer: node → child per option (-1 = none); kept only when asked for. */
  readonly edges: Int32Array[];
}

export interface PassOptions {
  /** The plan's cost bits per creature; undefined on a board where no option incurs a cost. */
  readonly plan: readonly number[] | undefined;
  readonly keepEdges: boolean;
  /** Cells held per node, and nodes counted against maxStates before the pass (merged-nodes.ts). */
  readonly cellsPerNode: number;
  readonly counted: number;
}

export function passPool(model: Model, vectors: UnitVectors, budget: Budget, { plan, keepEdges, cellsPerNode, counted }: PassOptions): PoolPass {
  const allowance = new NodeAllowance(budget, counted, cellsPerNode);
  // Node: (restriction state, unit vector id, 0).
  let layer = MergedLayer.root(allowance, 0, 0, 0);
  const edges: Int32Array[] = [];
  for (let i = 0; i < model.creatures.length; i++) {
    budget.checkTime();
    const options = model.creatures[i]!.options;
    const optionCount = options.length;
    const allowedBits = plan === undefined ? -1 : plan[i]!;
    vectors.beginCreature(options);
    const childOf = keepEdges ? new Int32Array(layer.size * optionCount).fill(-1) : undefined;
    const next = new MergedLayer(allowance, layer.size);
    for (let node = 0; node < layer.size; node++) {
      budget.work(optionCount);
      for (let j = 0; j < optionCount; j++) {
        const option = options[j]!;
        if ((option.costBits & ~allowedBits) !== 0) continue;
        const state = step(model, layer.state[node]!, option);
        if (state < 0) continue;
        const child = next.merge(state, vectors.after(layer.second[node]!, j), 0);
        if (childOf !== undefined) childOf[node * optionCount + j] = child;
      }
    }
    if (childOf !== undefined) edges.push(childOf);
    layer = next;
  }
  return { states: layer.state, units: layer.second, edges };
}

/** The pool's distinct profiles (its restricted final nodes'), and each final node's profile id (-1: not restricted). */
export function passProfiles(model: Model, pass: PoolPass, vectors: UnitVectors): { profiles: ProfileIds; profileOfNode: Int32Array } {
  const profiles = new ProfileIds();
  const profileOfNode = new Int32Array(pass.states.length).fill(-1);
  for (let node = 0; node < pass.states.length; node++) {
    const state = pass.states[node]!;
    if (isFinalValid(model, state)) profileOfNode[node] = profiles.idOf(finalProfile(model, state, vectors.table[pass.units[node]!]!));
  }
  return { profiles, profileOfNode };
}
