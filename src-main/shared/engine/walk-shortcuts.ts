/**
 * Two shortcuts of the verdict walk (terminal-walk.ts) with one unit bit per group, each a way to learn
 * that walking further finds no terminal: a state with a top candidate, and hopeless candidates at the
 * root. Both rest on two facts about the process (process.ts):
 *
 *  - **Supersets stay.** A state below that holds a candidate E holds every candidate F of the state
 *    whose plane contains E's: a child keeps the maximizers of a set, and sat(F, R) ≥ sat(E, R) for every
 *    set R when F's plane contains E's.
 *  - **Sets in force are met equally.** E is a terminal in a state where its own set r is in force, and
 *    every set in force is met equally by all of that state's candidates. sat is a function of the
 *    profile alone, so sat(E, r) = sat(F, r) for every such F, in every state.
 */
import type { GroupCompressor } from './group-compressor.ts';
import type { WalkBudget } from './walk-states.ts';
import { TYPED_PER_CELL } from './walk-states.ts';
import { popcount } from './walk-profiles.ts';

/** The walk's numbering of the pool and its marks. */
interface WalkView {
  readonly planes: Int32Array;
  readonly req: Int32Array;
  readonly masks: readonly number[];
  /** 0 open, 1 a terminal, HOPELESS closed without being one. */
  readonly terminal: Uint8Array;
}

/** A candidate closed without being a terminal (`closeHopeless`); read as 0 by the walk's callers. */
export const HOPELESS = 2;

/** Varying groups at the root up to which hopeless candidates are looked for (2^20 numbers, 4 MB). */
const HOPELESS_MAX_GROUPS = 20;

/** Whether some candidate holds every group any candidate holds. */
export function hasTop(planes: Int32Array, cands: Int32Array, varying: number): boolean {
  for (let k = 0; k < cands.length; k++) if ((planes[cands[k]!]! & varying) === varying) return true;
  return false;
}

/**
 * A state with a top candidate F (one holding every group any candidate holds) adds no terminal below
 * itself beyond those it marks now, so its children are not walked:
 *  - F is in every state below (supersets stay), and stays top among fewer candidates.
 *  - A candidate E that is a terminal below, with its set r in force there, has sat(E, r) = sat(F, r)
 *    (sets in force are met equally), and F reaches r's maximum here: so does E.
 *  - Such an E is marked now: as a terminal if r is in force here (the caller has marked those), else
 *    one step early (it is a maximizer of r, so a terminal in the child for r).
 * On the ring of 16 conditionals on 24 creatures against two opponents, the root has a top (every
 * creature of the ring attacking): the walk ends there instead of walking 65,534 states to find no
 * terminal beyond the two the root marks.
 */
export function markUnderTop({ planes, req, masks, terminal }: WalkView, cands: Int32Array, varying: number, stampSeen: Int32Array, inForce: number): void {
  for (let k = 0; k < cands.length; k++) {
    const i = cands[k]!;
    const r = req[i]!;
    if (terminal[i] !== 0 || stampSeen[r] === inForce) continue;
    const key = masks[r]! & varying;
    if ((planes[i]! & key) === key) terminal[i] = 1;
  }
}

/**
 * Closes (marks HOPELESS) the root's candidates that no state can make terminals. A candidate E whose
 * set r holds a group that E lacks and that some root candidate F containing E's plane has is never a
 * terminal: F is in every state that holds E (supersets stay), and there sat(F, r) > sat(E, r), so r is
 * never in force with E (sets in force are met equally). The OR of the planes containing each plane is
 * one superset transform over the root's varying groups (2^d numbers, d ≤ HOPELESS_MAX_GROUPS).
 * A closed candidate keeps no state open, so states whose candidates are all marked or hopeless are not
 * walked. Against two opponents each limited in attackers, a ring of 14 conditionals on 24 creatures
 * has 14,912 hopeless candidates among 15,914.
 */
export function closeHopeless(
  view: WalkView,
  root: { readonly cands: Int32Array; readonly varying: number },
  compressor: GroupCompressor,
  budget: WalkBudget | undefined,
): void {
  const { planes, req, masks, terminal } = view;
  const { cands, varying } = root;
  if (popcount(varying) > HOPELESS_MAX_GROUPS) return;
  compressor.reset(varying);
  const groups = compressor.groups;
  const size = 1 << groups;
  const mark = budget?.held ?? 0;
  budget?.hold(Math.ceil(size / TYPED_PER_CELL));
  budget?.work(size * groups + 2 * cands.length);
  // above[y]: the OR of the root's candidates' planes that contain y (compressed to the varying groups).
  const above = new Int32Array(size);
  for (let k = 0; k < cands.length; k++) {
    const y = compressor.compress(planes[cands[k]!]!);
    above[y] = y;
  }
  for (let j = 0; j < groups; j++) {
    const bit = 1 << j;
    for (let y = 0; y < size; y++) if ((y & bit) === 0) above[y]! |= above[y | bit]!;
  }
  for (let k = 0; k < cands.length; k++) {
    const i = cands[k]!;
    if (terminal[i] !== 0) continue;
    const y = compressor.compress(planes[i]!);
    const key = compressor.compress(masks[req[i]!]! & varying);
    if ((key & above[y]! & ~y) !== 0) terminal[i] = HOPELESS;
  }
  budget?.releaseTo(mark);
}
