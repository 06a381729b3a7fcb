/**
 * The restriction state of a partial block declaration (§4, restricted(D)): per counted attacker its
 * number of blockers (capped), per maxBlockers effect its blockers, and for cantBlockAlone the number
 * of blocking creatures (capped at 2) and whether such a creature blocks. Two prefixes with the same
 * state are interchangeable for everything after them.
 */
import type { BlockModel } from './model.ts';

const digitOf = (state: number, mul: number, radix: number): number => Math.floor(state / mul) % radix;

/** The state after blocker `i` takes option `o`, or -1 when that breaks a restriction for good. */
export function stepState(m: BlockModel, state: number, i: number, o: number): number {
  if (o === 0) return state;
  const L = m.layout;
  let next = state;
  for (const j of m.options[i]![o]!) {
    const mul = L.attackerMul[j]!;
    if (mul < 0) continue;
    const cap = L.attackerCap[j]!;
    const v = digitOf(state, mul, cap + 1);
    if (v + 1 > m.atMost[j]!) return -1;
    if (v < cap) next += mul;
  }
  for (let k = 0; k < m.maxCounters.length; k++) {
    const counter = m.maxCounters[k]!;
    if (!counter.members.has(i)) continue;
    const mul = L.maxMul[k]!;
    const v = digitOf(state, mul, counter.count + 1);
    if (v + 1 > counter.count) return -1;
    next += mul;
  }
  if (L.totalMul >= 0) {
    if (digitOf(state, L.totalMul, 3) < 2) next += L.totalMul;
    if (m.alone.has(i) && digitOf(state, L.flagMul, 2) === 0) next += L.flagMul;
  }
  return next;
}

/** Whether a complete declaration in `state` keeps the final count rules (blockedByAtLeast, menace, cantBlockAlone). */
export function finalOk(m: BlockModel, state: number): boolean {
  const L = m.layout;
  for (let j = 0; j < m.attackers.length; j++) {
    const mul = L.attackerMul[j]!;
    if (mul < 0 || m.atLeast[j] === 0) continue;
    const v = digitOf(state, mul, L.attackerCap[j]! + 1);
    if (v > 0 && v < m.atLeast[j]!) return false;
  }
  if (L.totalMul >= 0 && digitOf(state, L.flagMul, 2) === 1 && digitOf(state, L.totalMul, 3) === 1) return false;
  return true;
}

/** The attacker-level units (mustBeBlocked, mustBeBlockedExactly) a complete declaration in `state` satisfies. */
export function finalUnits(m: BlockModel, state: number): number {
  const L = m.layout;
  let units = 0;
  for (let j = 0; j < m.attackers.length; j++) {
    const mul = L.attackerMul[j]!;
    if (mul < 0) continue;
    const v = digitOf(state, mul, L.attackerCap[j]! + 1);
    if (v >= 1) units += m.mustBeBlocked[j]!;
    for (const n of m.exactly[j]!) if (v === n) units++;
  }
  return units;
}

/**
 * stepState memoized per (layer, state): plans walk the same states with the same options, so a
 * transition is computed once for all of them. Each entry holds the next state per option (-2 unknown).
 */
export class StepCache {
  private readonly layers: Map<number, Float64Array>[];
  constructor(private readonly m: BlockModel) {
    this.layers = m.blockers.map(() => new Map());
  }
  step(state: number, i: number, o: number): number {
    const layer = this.layers[i]!;
    let row = layer.get(state);
    if (row === undefined) layer.set(state, (row = new Float64Array(this.m.options[i]!.length).fill(-2)));
    let t = row[o]!;
    if (t === -2) row[o] = t = stepState(this.m, state, i, o);
    return t;
  }
}
