/**
 * The terminal profiles of the process (spec §3) when only the verdicts are wanted, not the tree: the
 * strategies' last step (single-pool.ts, enumerate.ts, terminals.ts). It walks the same settled states
 * as `exploreProcess(…, { settle: true })` (process.ts, where settling and the merging of states are
 * proved) and gives the same terminal set, with shortcuts that only a verdict may take:
 *
 *  - **Terminals found one step early.** At a state K with candidates C, a candidate E whose requirement
 *    set r is new becomes a terminal in K's child for r exactly when E reaches the maximum of r over C
 *    (the child keeps the maximizers and has r in force). So E is marked when K is expanded, before the
 *    child is walked.
 *  - **Pruning.** The terminals are the union, over the reachable states, of their candidates whose set
 *    is in force. A state all of whose candidates are already marked adds nothing, and neither does any
 *    state below it (their candidates are subsets), so it is not expanded. Marking early makes this
 *    pruning bite sooner; the verdicts never depend on the order of the walk.
 *  - **A state is its candidates.** Every set in force is met equally by all candidates (process.ts,
 *    fact 1: the maximum of a set that comes back is the one it had), and settling adds every set a
 *    candidate has that all candidates meet equally; so the sets in force that a candidate has are
 *    exactly those, a function of the candidates. States reached again are recognized when reached,
 *    not when popped: most children of a state on a ring of conditionals against two opponents are states
 *    reached by another order of the same choices (the ring of 12 on 12: 492 238 children, 4 095 states).
 *  - **Tops and hopeless candidates** (walk-shortcuts.ts): a state with a candidate holding every group
 *    is judged without walking below it; root candidates no state can make terminals are closed first.
 *  - **Children named without building them** (superset-table.ts), with one unit bit per group: when
 *    some candidate meets every varying group of a set (`key`), its maximizers are the candidates
 *    holding the key; a state's candidates are those of its anchor (the last state built by a pass)
 *    holding the groups all of them hold, so the child is named by (anchor, those groups | key),
 *    compared in constant time, and built only when first popped; once built it is named again by the
 *    groups all its candidates hold, so one set reached under two names is walked once.
 */
import type { Model } from './model.ts';
import { ProcessTooLarge, type Profile } from './process.ts';
import { TooLarge } from './budget.ts';
import {
  groupSpread,
  holdingGroups,
  maximizers,
  numberRequirementSets,
  popcount,
  satisfactionOf,
  setsByKey,
  unitPlanes,
  type RequirementSets,
  type UnitPlanes,
} from './walk-profiles.ts';
import { SupersetTable } from './superset-table.ts';
import { GroupCompressor } from './group-compressor.ts';
import { PlaneIndex } from './plane-index.ts';
import { PairMap } from './pair-map.ts';
import { closeHopeless, hasTop, HOPELESS, markUnderTop } from './walk-shortcuts.ts';
import {
  BuiltStates,
  isAscending,
  TYPED_PER_CELL,
  type PendingChild,
  type State,
  type TerminalWalk,
  type TerminalWalkOptions,
  type WalkBudget,
} from './walk-states.ts';

/** The walk's state: the pool's numbering, the marks so far and the states already reached. */
class Walk {
  readonly terminal: Uint8Array;
  nodes = 0;
  readonly req: Int32Array;
  readonly masks: readonly number[];
  private readonly oneBit: boolean;
  readonly planes: Int32Array;
  private readonly sat: (i: number, mask: number) => number;
  // Scratch marks per requirement set, stamped so they need no clearing.
  private readonly stampSeen: Int32Array;
  private readonly stampPresent: Int32Array;
  private readonly stampGroup: Int32Array;
  private stamp = 0;
  private readonly built = new BuiltStates();
  /** Pending children by their anchor and the groups that name them (the parent's common groups and the set's key). */
  private readonly named = new PairMap<PendingChild>();
  /** Built children by their anchor and the groups all their candidates hold: one set, however it was named. */
  private readonly canonical = new PairMap<true>();
  private anchors = 0;
  private readonly fresh: number[] = [];
  private satScratch: Int32Array;
  private readonly compressor = new GroupCompressor();
  private readonly table = new SupersetTable();
  private readonly openTable = new SupersetTable();
  private indexScratch = new Int32Array(0);
  /** Per compressed key of a state, the stamp of the state that found it (keys found once each). */
  private keyStamps = new Int32Array(0);
  /** Per candidate of a state, its plane over the varying groups (superset-table.ts numbering). */
  private compressed = new Int32Array(0);

  constructor(
    sets: RequirementSets,
    planes: UnitPlanes,
    private readonly maxNodes: number,
    private readonly budget: WalkBudget | undefined,
    private readonly supersets: 'auto' | 'always' | 'never',
    private readonly tops: boolean,
    private readonly hopeless: boolean,
  ) {
    const profileCount = sets.req.length;
    this.terminal = new Uint8Array(profileCount);
    this.req = sets.req;
    this.masks = sets.masks;
    this.oneBit = planes.bits === 1;
    this.planes = planes.planes;
    this.sat = satisfactionOf(planes);
    this.stampSeen = new Int32Array(sets.masks.length);
    this.stampPresent = new Int32Array(sets.masks.length);
    this.stampGroup = new Int32Array(sets.masks.length);
    this.satScratch = new Int32Array(profileCount);
    budget?.hold(profileCount * (planes.bits + 2));
  }

  /** Step 1: the maximizers of req(∅) over the whole pool, settled. */
  root(first: number): State {
    const mask = this.masks[first]!;
    const profileCount = this.req.length;
    let max = this.sat(0, mask);
    for (let i = 1; i < profileCount; i++) max = Math.max(max, this.sat(i, mask));
    const cands: number[] = [];
    for (let i = 0; i < profileCount; i++) if (this.sat(i, mask) === max) cands.push(i);
    const root = this.filtered(Int32Array.from(cands), [first]);
    this.built.record(root);
    if (this.hopeless && this.oneBit) closeHopeless(this, root, this.compressor, this.budget);
    return root;
  }

  /** A state built by filtering, settled from the sets in force before: its own anchor. */
  private filtered(cands: Int32Array, seenIn: ArrayLike<number>): State {
    const { common, varying } = this.oneBit ? groupSpread(this.planes, cands) : { common: -1, varying: -1 };
    return { cands, seen: this.settle(cands, seenIn, varying), anchor: this.anchors++, common, varying, kept: true, refs: 1 };
  }

  /**
   * Settle (process.ts) and keep only the sets in force that a candidate has. `varying`: the groups in
   * which the candidates differ (-1 when unknown); a set whose mask misses all of them is met equally.
   */
  private settle(cands: Int32Array, seenIn: ArrayLike<number>, varying: number): Int32Array {
    const stamp = ++this.stamp;
    this.budget?.work(cands.length);
    for (let k = 0; k < seenIn.length; k++) this.stampSeen[seenIn[k]!] = stamp;
    const kept: number[] = [];
    for (let k = 0; k < cands.length; k++) {
      const r = this.req[cands[k]!]!;
      if (this.stampPresent[r] === stamp) continue;
      this.stampPresent[r] = stamp;
      if (this.stampSeen[r] === stamp) {
        kept.push(r);
        continue;
      }
      // A set every candidate meets equally is added without branching (process.ts, settling).
      const mask = this.masks[r]!;
      if ((mask & varying) === 0) {
        kept.push(r);
        continue;
      }
      const v = this.sat(cands[0]!, mask);
      let q = 1;
      while (q < cands.length && this.sat(cands[q]!, mask) === v) q++;
      this.budget?.work(q);
      if (q === cands.length) kept.push(r);
    }
    return Int32Array.from(kept).sort();
  }

  /** Whether the state still has an unmarked candidate: one with none adds nothing, nor does any state below it. */
  isOpen(s: State): boolean {
    for (let k = 0; k < s.cands.length; k++) if (this.terminal[s.cands[k]!] === 0) return true;
    return false;
  }

  /**
   * The child of `parent` holding `key`, named by its anchor and common groups: a new pending child, or
   * undefined when it was reached before (then built from `parent` if that is smaller and it waits).
   */
  private reachCommon(parent: State, key: number): PendingChild | undefined {
    const name = parent.common | key;
    const known = this.named.get(parent.anchor, name);
    if (known === undefined) {
      const pending: PendingChild = { parent, key, size: parent.cands.length };
      this.named.add(parent.anchor, name, pending);
      this.refer(parent);
      this.budget?.hold(2);
      return pending;
    }
    if (known.parent !== undefined && parent.cands.length < known.size) {
      this.release(known.parent);
      known.parent = parent;
      known.key = key;
      known.size = parent.cands.length;
      this.refer(parent);
    }
    return undefined;
  }

  /** Builds a named child from its parent's candidates; the parent's cells are freed with its last child. */
  build(pending: PendingChild): State | undefined {
    const { parent, key } = pending;
    if (parent === undefined) return undefined;
    pending.parent = undefined;
    const child = parent.index?.holding(key, parent.cands.length) ?? holdingGroups(this.planes, parent.cands, key);
    this.budget?.work(Math.min(parent.cands.length, 2 * child.length));
    this.release(parent);
    // Two names can hold one set (a key whose holders all hold more groups): the groups they all hold
    // name it once.
    const { common, varying } = groupSpread(this.planes, child);
    if (this.canonical.get(parent.anchor, common) !== undefined) return undefined;
    this.canonical.add(parent.anchor, common, true);
    this.budget?.hold(Math.ceil(child.length / TYPED_PER_CELL) + 1);
    return { cands: child, seen: this.settle(child, parent.seen, varying), anchor: parent.anchor, common, varying, kept: false, refs: 1 };
  }

  /** A pending child will be built from the state's candidates: they are indexed by plane for it. */
  private refer(s: State): void {
    s.refs++;
    const groups = popcount(s.varying);
    if (s.index !== undefined || !PlaneIndex.fits(groups, s.cands.length)) return;
    const scratchSize = PlaneIndex.scratchSize(groups, s.cands.length);
    if (this.indexScratch.length < scratchSize) this.indexScratch = new Int32Array(2 * scratchSize);
    // A named state's candidates are never compared, so their order is free: the index reorders them.
    s.index = new PlaneIndex(s.cands, this.compressed, s.varying, !s.kept, this.indexScratch);
    this.budget?.work(s.index.size);
    this.budget?.hold(Math.ceil(s.index.size / TYPED_PER_CELL));
  }

  /** One reference to the state's candidates is gone; named states (never compared again) free their cells. */
  release(s: State): void {
    if (--s.refs > 0) return;
    const freed = (s.index === undefined ? 0 : s.index.size) + (s.kept ? 0 : s.cands.length);
    s.index = undefined;
    this.budget?.releaseTo(this.budget.held - Math.ceil(freed / TYPED_PER_CELL));
  }

  /** Marks the state's terminals (and its children's, one step early) and pushes the children not reached before. */
  expand(s: State, stack: (State | PendingChild)[]): void {
    const { cands, seen, varying } = s;
    if (this.nodes >= this.maxNodes) throw new ProcessTooLarge(`the attack tree has more than ${this.maxNodes} distinct states`);
    this.nodes++;
    const stamp = ++this.stamp;
    for (let k = 0; k < seen.length; k++) this.stampSeen[seen[k]!] = stamp;
    // Candidates whose set is in force are terminals here; the others' sets are the fresh ones.
    const fresh = this.fresh;
    fresh.length = 0;
    for (let k = 0; k < cands.length; k++) {
      const i = cands[k]!;
      const r = this.req[i]!;
      if (this.stampSeen[r] === stamp) this.terminal[i] = 1;
      else if (this.stampPresent[r] !== stamp) {
        this.stampPresent[r] = stamp;
        fresh.push(r);
      }
    }
    if (this.tops && this.oneBit && hasTop(this.planes, cands, varying)) {
      this.budget?.work(2 * cands.length);
      markUnderTop(this, cands, varying, this.stampSeen, stamp);
    } else if (this.bySupersets(varying, cands.length, fresh.length)) this.expandBySupersets(s, stack, fresh);
    else for (const g of setsByKey(this.masks, varying, fresh)) this.expandChild(s, stack, g);
    this.release(s);
  }

  /** Whether superset tables are the cheaper way (or the forced one) to expand a state. */
  private bySupersets(varying: number, candidates: number, keys: number): boolean {
    if (!this.oneBit || this.supersets === 'never') return false;
    const groups = popcount(varying);
    if (groups > SupersetTable.MAX_GROUPS) return false;
    return this.supersets === 'always' || SupersetTable.cost(groups, candidates) < candidates * keys;
  }

  /**
   * The children of `s` for fresh sets with the same maximizers, built by a pass over Cand(K): the next
   * maximum of a new set is taken over all of it, and the child keeps the maximizers with the set in
   * force (its sets in force are the settled ones: "A state is its candidates", above).
   */
  private expandChild(s: State, stack: (State | PendingChild)[], { key, sets }: { key: number; sets: readonly number[] }): void {
    if (this.satScratch.length < s.cands.length) this.satScratch = new Int32Array(2 * s.cands.length);
    this.budget?.work(2 * s.cands.length);
    const child = maximizers(s.cands, this.oneBit ? (i) => popcount(this.planes[i]! & key) : (i) => this.sat(i, key), this.satScratch);
    this.budget?.work(child.length);
    if (!this.markChild(child, sets)) return;
    // Built states are compared by their candidates, ascending (a named parent's are in bucket order).
    if (!isAscending(child)) child.sort();
    const state = this.filtered(child, s.seen);
    if (!this.built.record(state)) return;
    // Built states stay, to be compared with later ones: held for good. Their numbers are 4-byte
    // typed-array entries, a quarter of the ~16 bytes a cell stands for (budget.ts), so four count as one.
    this.budget?.hold(Math.ceil((child.length + state.seen.length) / TYPED_PER_CELL) + 8);
    stack.push(state);
  }

  /** Marks the child's candidates whose set is one of `sets` (they reach its maximum); whether one is left open. */
  private markChild(child: Int32Array, sets: readonly number[]): boolean {
    const stamp = ++this.stamp;
    for (const r of sets) this.stampGroup[r] = stamp;
    let open = false;
    for (let k = 0; k < child.length; k++) {
      const i = child[k]!;
      if (this.stampGroup[this.req[i]!] === stamp) this.terminal[i] = 1;
      else if (this.terminal[i] === 0) open = true;
    }
    // Marks only grow, so a child with none open now is pruned when popped: it is not built.
    return open;
  }

  /**
   * The children of `s` with one unit bit per group, through superset tables: a set whose varying
   * groups some candidate meets all of has the candidates holding them as maximizers, so its
   * candidates' marks are one test each and its child is named by the groups they all share; the
   * other sets' children are built by a pass.
   */
  private expandBySupersets(s: State, stack: (State | PendingChild)[], fresh: readonly number[]): void {
    const { compressor, table, openTable, planes, req, masks, terminal } = this;
    const { cands, varying } = s;
    compressor.reset(varying);
    const groups = compressor.groups;
    table.reset(groups);
    if (this.compressed.length < cands.length) this.compressed = new Int32Array(2 * cands.length);
    const compressed = this.compressed;
    for (let k = 0; k < cands.length; k++) {
      const y = compressor.compress(planes[cands[k]!]!);
      compressed[k] = y;
      table.add(y);
    }
    table.close();
    this.budget?.work(SupersetTable.cost(groups, cands.length));
    // Sets whose key no candidate covers: their maximum is below the key's size, found by a pass.
    const uncovered: number[] = [];
    const covered: number[] = [];
    const stamp = ++this.stamp;
    if (this.keyStamps.length < 1 << groups) this.keyStamps = new Int32Array(1 << groups);
    const keyStamps = this.keyStamps;
    for (const r of fresh) {
      const key = masks[r]! & varying;
      const y = compressor.compress(key);
      if (!table.covers(y)) {
        uncovered.push(r);
        continue;
      }
      this.stampGroup[r] = stamp;
      if (keyStamps[y] !== stamp) {
        keyStamps[y] = stamp;
        covered.push(key);
      }
    }
    for (const g of setsByKey(masks, varying, uncovered)) this.expandChild(s, stack, g);
    // A candidate holding its own covered set's key reaches that set's maximum: a terminal in its child.
    // The candidates left unmarked fill the table of open ones.
    openTable.reset(groups);
    for (let k = 0; k < cands.length; k++) {
      const i = cands[k]!;
      if (terminal[i] !== 0) continue;
      const r = req[i]!;
      if (this.stampGroup[r] === stamp) {
        const key = masks[r]! & varying;
        if ((planes[i]! & key) === key) {
          terminal[i] = 1;
          continue;
        }
      }
      openTable.add(compressed[k]!);
    }
    openTable.close();
    for (const key of covered) {
      // Marks only grow, so a child with none open now would be pruned when popped.
      if (!openTable.covers(compressor.compress(key))) continue;
      const pending = this.reachCommon(s, key);
      if (pending !== undefined) stack.push(pending);
    }
  }
}

export function terminalProfiles(model: Model, pool: readonly Profile[], options: TerminalWalkOptions): TerminalWalk {
  if (pool.length === 0) return { terminal: new Uint8Array(0), nodes: 0 };
  const sets = numberRequirementSets(model, pool);
  const walk = new Walk(sets, unitPlanes(pool), options.maxNodes, options.budget, options.supersets ?? 'auto', options.tops ?? true, options.hopeless ?? true);
  const stack: (State | PendingChild)[] = [walk.root(sets.first)];
  while (stack.length > 0) {
    const next = stack.pop()!;
    const s = 'parent' in next ? walk.build(next) : next;
    if (s === undefined) continue;
    if (walk.isOpen(s)) walk.expand(s, stack);
    else walk.release(s);
  }
  const terminal = walk.terminal;
  for (let i = 0; i < terminal.length; i++) if (terminal[i] === HOPELESS) terminal[i] = 0;
  return { terminal, nodes: walk.nodes };
}

/**
 * A strategy's walk of one pool in the states left of its budget (`room` of `maxNodes`): a walk that
 * outgrows them is the engine's too-large answer, worded once for every strategy.
 */
export function walkPoolWithin(model: Model, pool: readonly Profile[], room: number, maxNodes: number, budget: WalkBudget): TerminalWalk {
  try {
    return terminalProfiles(model, pool, { maxNodes: room, budget });
  } catch (e) {
    if (e instanceof ProcessTooLarge) throw new TooLarge(`the attack tree has more than ${maxNodes} distinct states`);
    throw e;
  }
}
