/**
 * The states of the verdict walk (terminal-walk.ts) and how states reached again are recognized: states
 * built by filtering are compared by their candidates (hash, then exact), children named by superset
 * tables by their anchor and common groups (pair-map.ts). Built states are sorted typed arrays with a numeric hash and
 * an exact comparison on collision: no key strings (the ring of 16 conditionals on 24 creatures walks
 * thousands of states of thousands of candidates).
 */
import type { PlaneIndex } from './plane-index.ts';

/** What the walk reports to the call's budget (budget.ts): numbers it holds and frees, and work done. */
export interface WalkBudget {
  hold(numbers: number): void;
  work(units: number): void;
  readonly held: number;
  releaseTo(mark: number): void;
}

export interface TerminalWalkOptions {
  /** Distinct states expanded before giving up (a state budget). */
  readonly maxNodes: number;
  readonly budget?: WalkBudget;
  /**
   * When states are expanded through superset tables (superset-table.ts): 'auto' when cheaper than a
   * pass per fresh set; tests force each way (the verdicts are the same).
   */
  readonly supersets?: 'auto' | 'always' | 'never';
  /**
   * Whether a state with a top candidate is walked no further (terminal-walk.ts, `markUnderTop`): on by
   * default; tests turn it off so that the states below are walked and checked too.
   */
  readonly tops?: boolean;
  /** Whether the root's hopeless candidates are closed (terminal-walk.ts, `closeHopeless`): on by default, as `tops`. */
  readonly hopeless?: boolean;
}

export interface TerminalWalk {
  /** 1 for the profiles of the pool that are terminals. */
  readonly terminal: Uint8Array;
  /** States expanded (pruned ones not counted). */
  readonly nodes: number;
}

export interface State {
  /** Indices of the pool's profiles in Cand(K), ascending (a named state's in any order: plane-index.ts). */
  readonly cands: Int32Array;
  /** Requirement-set ids in force that some candidate has, ascending (nothing else decides the future). */
  readonly seen: Int32Array;
  /** The state whose candidates these are a superset filter of (itself when built by filtering). */
  readonly anchor: number;
  /** The unit groups every candidate has (with one bit per group): Cand(K) = the anchor's holding them. */
  readonly common: number;
  /** The unit groups some candidates have and others not (with one bit per group; -1 otherwise). */
  readonly varying: number;
  /** Built by filtering and kept to be compared with later states (named states are not compared). */
  readonly kept: boolean;
  /** Children waiting to be built from these candidates, plus one while expanded: a named state's cells are freed at 0. */
  refs: number;
  /** The candidates by plane, while children wait to be built from them. */
  index?: PlaneIndex | undefined;
}

/**
 * A child named by (anchor, the parent's common groups | key), not built yet: the parent's candidates holding `key`.
 * Reached again from a smaller parent before it is built, it is built from that one instead (the walk
 * is depth first, so the root's children would otherwise all be filtered out of the whole pool).
 */
export interface PendingChild {
  /** Undefined once built: a built child no longer holds its parent's candidates alive. */
  parent: State | undefined;
  key: number;
  /** The parent's candidates' count, compared without reading the parent. */
  size: number;
}

function hashState(cands: Int32Array, seen: Int32Array): number {
  let h = 0x811c9dc5 ^ cands.length;
  for (let k = 0; k < cands.length; k++) h = Math.imul(h ^ cands[k]!, 0x01000193);
  h = Math.imul(h ^ 0x5bd1e995, 0x01000193);
  for (let k = 0; k < seen.length; k++) h = Math.imul(h ^ seen[k]!, 0x01000193);
  return h;
}

/** Int32Array entries per cell of the memory budget (a cell stands for ~16 bytes: budget.ts). */
export const TYPED_PER_CELL = 4;

export function isAscending(a: Int32Array): boolean {
  for (let k = 1; k < a.length; k++) if (a[k - 1]! > a[k]!) return false;
  return true;
}

function sameArray(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** States built by filtering, by hash of their candidates. */
export class BuiltStates {
  private readonly byHash = new Map<number, State[]>();

  /** Records a state built by filtering; false when it was reached before. */
  record(s: State): boolean {
    const h = hashState(s.cands, s.seen);
    const bucket = this.byHash.get(h);
    if (bucket === undefined) {
      this.byHash.set(h, [s]);
      return true;
    }
    for (const t of bucket) if (sameArray(t.cands, s.cands) && sameArray(t.seen, s.seen)) return false;
    bucket.push(s);
    return true;
  }
}
