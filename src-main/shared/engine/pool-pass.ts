/**
 * The forward pass over one pool Ω(P) (spec §3). Its members are the restricted declarations whose
 * options incur, creature by creature, only cost instances that the plan P incurs too (such a member
 * is payable whenever P is: paying less is never harder). The pass needs nothing but each member's
 * profile, so its nodes are (restriction state, unit vector) merged layer by layer, and the last
 * layer's restricted nodes give the pool's profiles. The single pool of a cost-free board keeps the
 * pass's edges as its answer graph (single-pool.ts); plan-pools.ts passes once per payable plan.
 */
import type { AttackOption, Model } from './model.ts';
import { step } from './model.ts';
import { computeStep, isFinalValid, isIdentity } from './restriction-state.ts';
import type { Budget } from './budget.ts';
import { NodeAllowance } from './merged-layer.ts';
import { LayerNodes, StateNumbers } from './pool-nodes.ts';
import type { UnitVectors } from './unit-vectors.ts';
import { finalProfile, ProfileIds } from './final-profiles.ts';

export interface PoolPass {
  /** The last layer's nodes: restriction state and unit vector id. */
  readonly states: ArrayLike<number>;
  readonly units: ArrayLike<number>;
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

/**
 * One layer of the pass. A node names its restriction state by its index in the layer's `stateValues`,
 * so that a creature's steps are taken once per (state, option) however many nodes share the state
 * (a thousand nodes on a few hundred states midway through the conditional rings).
 */
interface Layer {
  readonly size: number;
  /** Node → index into stateValues, and node → unit vector id. */
  readonly stateOf: Int32Array;
  readonly unitOf: Int32Array;
  readonly stateValues: readonly number[];
}

export function passPool(model: Model, vectors: UnitVectors, budget: Budget, { plan, keepEdges, cellsPerNode, counted }: PassOptions): PoolPass {
  const allowance = new NodeAllowance(budget, counted, cellsPerNode);
  let layer: Layer = { size: 1, stateOf: new Int32Array(1), unitOf: new Int32Array(1), stateValues: [0] };
  const edges: Int32Array[] = [];
  const numbers = new StateNumbers(model.layout.total);
  for (let i = 0; i < model.creatures.length; i++) {
    budget.checkTime();
    const options = model.creatures[i]!.options;
    const optionCount = options.length;
    vectors.beginCreature(options);
    const { stepTo, stateValues } = layerSteps(model, layer.stateValues, options, plan === undefined ? -1 : plan[i]!, numbers);
    const childOf = keepEdges ? new Int32Array(layer.size * optionCount).fill(-1) : undefined;
    const nodes = new LayerNodes(stateValues.length, layer.size * 2);
    for (let node = 0; node < layer.size; node++) {
      budget.work(optionCount);
      const from = layer.stateOf[node]! * optionCount;
      const unit = layer.unitOf[node]!;
      for (let j = 0; j < optionCount; j++) {
        const state = stepTo[from + j]!;
        if (state < 0) continue;
        const after = vectors.after(unit, j);
        let child = nodes.find(state, after);
        if (child < 0) {
          allowance.take();
          child = nodes.add(state, after);
        }
        if (childOf !== undefined) childOf[node * optionCount + j] = child;
      }
    }
    if (childOf !== undefined) edges.push(childOf);
    layer = { size: nodes.size, stateOf: nodes.stateOf, unitOf: nodes.unitOf, stateValues };
  }
  const states = new Float64Array(layer.size);
  for (let node = 0; node < layer.size; node++) states[node] = layer.stateValues[layer.stateOf[node]!]!;
  return { states, units: layer.unitOf.subarray(0, layer.size), edges };
}

/**
 * A creature's steps from each of a layer's states: per (state index, option) the next layer's state
 * index, -1 when the option is outside the plan or breaks a restriction; and the next layer's states.
 */
export function layerSteps(
  model: Model,
  from: readonly number[],
  options: readonly AttackOption[],
  allowedBits: number,
  numbers: StateNumbers,
): { stepTo: Int32Array; stateValues: number[] } {
  const stepTo = new Int32Array(from.length * options.length).fill(-1);
  for (let s = 0; s < from.length; s++) {
    for (let j = 0; j < options.length; j++) {
      const option = options[j]!;
      if ((option.costBits & ~allowedBits) !== 0) continue;
      const state = stepOnce(model, from[s]!, option);
      if (state >= 0) stepTo[s * options.length + j] = numbers.numberOf(state);
    }
  }
  return { stepTo, stateValues: numbers.take() };
}

/**
 * A step the pass takes once per (layer state, option): the dense table when the layout is small
 * (cheap, and shared with later passes), else computed outright, since a Map memo would be looked up
 * once and hold 10^5 entries nobody reads again.
 */
function stepOnce(model: Model, state: number, option: AttackOption): number {
  if (option.stepTable !== undefined) return step(model, state, option);
  return isIdentity(option.update) ? state : computeStep(model, state, option.update, option.opponent);
}

/** The pool's distinct profiles (its restricted final nodes'), and each final node's profile id (-1: not restricted). */
export function passProfiles(model: Model, pass: PoolPass, vectors: UnitVectors): { profiles: ProfileIds; profileOfNode: Int32Array } {
  const profiles = new ProfileIds();
  const profileOfNode = new Int32Array(pass.states.length).fill(-1);
  for (let node = 0; node < pass.states.length; node++) {
    const state = pass.states[node]!;
    if (isFinalValid(model, state)) profileOfNode[node] = profiles.idOf(finalProfile(model, state, vectors.vector(pass.units[node]!)));
  }
  return { profiles, profileOfNode };
}
