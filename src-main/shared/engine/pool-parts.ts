/**
 * The merging search's pool parts (search.ts, file comment): for each restriction state a pool member
 * can be in, the best unit counts it can reach relative to D's, interned so that the many prefixes
 * sharing one summary share one id, and stepped creature by creature with a memo per layer.
 */
import type { Model } from './model.ts';
import { allowedUnder, step } from './model.ts';
import type { Budget } from './budget.ts';

/** For each restriction state a pool member can be in: the Pareto-best unit vectors (relative). */
interface PoolPart {
  readonly states: readonly number[];
  /** Pareto sets of unit vectors per state (boards with conditionals). */
  readonly vecs: readonly (readonly (readonly number[])[])[];
  /** Without conditionals there is one group, so a single best value per state suffices. */
  readonly best: readonly number[];
}

function insertPareto(list: number[][], v: number[]): void {
  for (const w of list) if (w.every((x, g) => x >= v[g]!)) return;
  for (let k = list.length - 1; k >= 0; k--) if (v.every((x, g) => x >= list[k]![g]!)) list.splice(k, 1);
  list.push(v);
}

export class PoolParts {
  readonly parts: PoolPart[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byHash = new Map<number, number[]>();

  constructor(private readonly budget: Budget) {}

  intern(map: Map<number, number[][]>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    const vecs = states.map((s) => map.get(s)!.sort(compareVec));
    const key = states.map((s, i) => `${s}:${vecs[i]!.map((v) => v.join('.')).join('/')}`).join(';');
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.parts.length;
      this.parts.push({ states, vecs, best: [] });
      this.byKey.set(key, id);
      // A part holds its vectors and its key (about as many characters as numbers).
      this.budget.hold(states.length + 2 * vecs.reduce((t, l) => t + l.length * (l[0]?.length ?? 0), 0));
      this.budget.checkTime();
    }
    return id;
  }

  internScalar(map: Map<number, number>): number {
    const states = [...map.keys()].sort((a, b) => a - b);
    return this.internSorted(
      states,
      states.map((s) => map.get(s)!),
    );
  }

  /** `states` ascending, `best` their values. */
  internSorted(states: number[], best: number[]): number {
    // A numeric hash with an exact comparison on collision: no key string per part (the commander
    // board interns ~15 000 parts of ~100 states each).
    let h = 0x811c9dc5 ^ states.length;
    for (let k = 0; k < states.length; k++) {
      h = Math.imul(h ^ (states[k]! % 0x7fffffff), 0x01000193);
      h = Math.imul(h ^ (best[k]! | 0), 0x01000193);
    }
    const bucket = this.byHash.get(h);
    if (bucket !== undefined) {
      for (const id of bucket) {
        const p = this.parts[id]!;
        if (sameNumbers(p.states, states) && sameNumbers(p.best, best)) return id;
      }
    }
    const id = this.parts.length;
    this.parts.push({ states, vecs: [], best });
    if (bucket !== undefined) bucket.push(id);
    else this.byHash.set(h, [id]);
    this.budget.hold(4 * states.length);
    if ((id & 255) === 0) this.budget.checkTime();
    return id;
  }
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function compareVec(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** An empty slot of the dense table of BestPerState. */
const UNSEEN = -(2 ** 31);

/** The best value offered per state, taken in ascending order of state; reused from step to step. */
class BestPerState {
  /** Small state spaces: a reused table indexed by state and the states touched, no Map. */
  private readonly dense: boolean;
  private readonly table: Float64Array;
  private readonly touched: number[] = [];
  private sparse = new Map<number, number>();

  constructor(stateCount: number) {
    this.dense = stateCount <= 1 << 16;
    this.table = new Float64Array(this.dense ? stateCount : 0).fill(UNSEEN);
  }

  offer(state: number, value: number): void {
    if (this.dense) {
      const old = this.table[state]!;
      if (old === UNSEEN) this.touched.push(state);
      if (old === UNSEEN || value > old) this.table[state] = value;
      return;
    }
    const old = this.sparse.get(state);
    if (old === undefined || value > old) this.sparse.set(state, value);
  }

  /** The states offered, ascending, with their best values; then starts empty again. */
  take(): { states: number[]; values: number[] } {
    if (!this.dense) {
      const states = [...this.sparse.keys()].sort((a, b) => a - b);
      const values = states.map((state) => this.sparse.get(state)!);
      this.sparse = new Map();
      return { states, values };
    }
    // A copy: the part keeps its arrays, and `touched` is reused.
    const states = this.touched.slice().sort((a, b) => a - b);
    const values = states.map((state) => this.table[state]!);
    for (const state of states) this.table[state] = UNSEEN;
    this.touched.length = 0;
    return { states, values };
  }
}

/**
 * The pool part's transitions: the pool part after creature i takes option j, memoized per layer. A pool
 * step depends on the option only through the options it allows (its cost bits) and D's units with it:
 * options alike in both share one memo entry (attacking any of three players without a tax steps every
 * pool part the same way).
 */
export class PoolStepper {
  private readonly noConditionals: boolean;
  /** Per creature and option: the options a pool member may take in Ω(P) (model.ts allowedUnder). */
  private readonly allowed: readonly (readonly (readonly number[])[])[];
  /** E's best possible further gain over D from creature i on (no conditionals: a plain maximum). */
  private readonly gainFrom: readonly number[];
  private readonly flagMax: number;
  private readonly best: BestPerState;
  private creature = 0;
  private stepClass = new Int32Array(0);
  private classCount = 0;
  private memo = new Int32Array(0);

  constructor(
    private readonly model: Model,
    private readonly pools: PoolParts,
    private readonly budget: Budget,
  ) {
    this.noConditionals = !model.hasConditionals;
    this.allowed = model.creatures.map((mc) => mc.options.map((o) => allowedUnder(mc, o.costBits)));
    this.gainFrom = gainBounds(model);
    this.flagMax = model.atLeastOne.length;
    this.best = new BestPerState(model.layout.total);
  }

  /** The pool part every declaration starts from: the empty prefix, units 0. */
  rootPart(): number {
    const zero = Array<number>(this.model.groups.length).fill(0);
    return this.noConditionals ? this.pools.internScalar(new Map([[0, 0]])) : this.pools.intern(new Map([[0, [zero]]]));
  }

  /** Starts the layer of creature i: options classed by (cost bits, units), a fresh memo. */
  beginCreature(i: number): void {
    const options = this.model.creatures[i]!.options;
    this.creature = i;
    this.stepClass = new Int32Array(options.length);
    const classKeys = new Map<string, number>();
    for (let j = 0; j < options.length; j++) {
      const o = options[j]!;
      const key = `${o.costBits}|${o.units.join(',')}`;
      let c = classKeys.get(key);
      if (c === undefined) classKeys.set(key, (c = classKeys.size));
      this.stepClass[j] = c;
    }
    this.classCount = classKeys.size;
    // Parts interned during this layer grow the table.
    this.memo = new Int32Array(this.pools.parts.length * this.classCount + 64).fill(-1);
  }

  /** The pool part after option j of the current creature, from part `pid`. */
  step(pid: number, j: number): number {
    const memoKey = pid * this.classCount + this.stepClass[j]!;
    if (memoKey >= this.memo.length) {
      const grown = new Int32Array(Math.max(this.memo.length * 2, memoKey + 64)).fill(-1);
      grown.set(this.memo);
      this.memo = grown;
    }
    let out = this.memo[memoKey]!;
    if (out >= 0) return out;
    out = this.noConditionals ? this.stepBest(pid, j) : this.stepPareto(pid, j);
    this.memo[memoKey] = out;
    return out;
  }

  /**
   * Without conditionals the test is "no pool member beats D"; an entry that cannot end above D even
   * with every remaining unit can be dropped (values below `floor`).
   */
  private floor(): number {
    return -(this.gainFrom[this.creature + 1]! + this.flagMax);
  }

  /** Without conditionals: the best value (relative to D's) per state a member can be in. */
  private stepBest(pid: number, j: number): number {
    const { model, budget, best } = this;
    const creature = model.creatures[this.creature]!;
    const part = this.pools.parts[pid]!;
    const ownGain = creature.options[j]!.units[0]!;
    const memberOptions = this.allowed[this.creature]![j]!;
    const floor = this.floor();
    for (let si = 0; si < part.states.length; si++) {
      budget.tick();
      const state = part.states[si]!;
      const value = part.best[si]!;
      for (let k = 0; k < memberOptions.length; k++) {
        const option = creature.options[memberOptions[k]!]!;
        const next = step(model, state, option);
        if (next < 0) continue;
        const nextValue = value + option.units[0]! - ownGain;
        if (nextValue > floor) best.offer(next, nextValue);
      }
    }
    const { states, values } = best.take();
    return this.pools.internSorted(states, values);
  }

  /** With conditionals: the Pareto set of unit vectors (relative to D's) per state. */
  private stepPareto(pid: number, j: number): number {
    const { model, budget } = this;
    const creature = model.creatures[this.creature]!;
    const part = this.pools.parts[pid]!;
    const ownUnits = creature.options[j]!.units;
    const map = new Map<number, number[][]>();
    part.states.forEach((state, si) => {
      budget.tick();
      for (const a of this.allowed[this.creature]![j]!) {
        const option = creature.options[a]!;
        const next = step(model, state, option);
        if (next < 0) continue;
        for (const v of part.vecs[si]!) {
          budget.tick();
          const moved = v.map((x, g) => x + option.units[g]! - ownUnits[g]!);
          let list = map.get(next);
          if (!list) map.set(next, (list = []));
          insertPareto(list, moved);
        }
      }
    });
    return this.pools.intern(map);
  }
}

/** E's best possible further gain over D from creature i on, for every i (the last entry 0). */
function gainBounds(model: Model): number[] {
  const n = model.creatures.length;
  const gainFrom: number[] = Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let best = 0;
    for (const o of model.creatures[i]!.options) best = Math.max(best, o.units[0] ?? 0);
    gainFrom[i] = gainFrom[i + 1]! + best;
  }
  return gainFrom;
}
