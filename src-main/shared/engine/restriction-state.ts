/**
 * The restriction state (docs/engine.md "Restriction state"): a mixed-radix number holding the few
 * capped counters and flags every restriction of spec §2 depends on.
 *
 * Counters are retired as soon as they are final. Creatures are placed in a fixed canonical order, so
 * once the last creature an effect can match has been placed, nothing can change its counter any more:
 * a `cantAttackUnless` is checked there (a prefix that breaks it is dropped, exactly as the final check
 * would drop every completion), a `maxAttackers` counter is simply forgotten (it was checked on every
 * bump), and an `atLeastOneAttacks` flag becomes one unit in a per-group count. Two prefixes that agree
 * on everything still live are interchangeable, so retiring merges them; and the digits of retired
 * effects are reused by effects that start later, so the layout is sized by the effects alive at one
 * layer, not by all of them (24 overlapping windows of three creatures need a handful of digits).
 */

/**
 * What the state functions read of a compiled board (model.ts's Model has these fields): the layout,
 * the guard groups, and the guard group of each atLeastOneAttacks unit.
 */
export interface StateSpace {
  readonly layout: StateLayout;
  readonly groups: readonly { readonly mask: number }[];
  readonly atLeastOne: readonly { readonly group: number }[];
}

/** What one option does to the state, precomputed (effect indexes are per kind). */
export interface StateUpdate {
  readonly attacks: boolean;
  readonly cantAloneMatched: boolean;
  readonly aloneMatched: boolean;
  readonly maxCounters: readonly number[];
  readonly unlessOthers: readonly number[];
  readonly unlessFlagA: readonly number[];
  readonly unlessFlagB: readonly number[];
  readonly conditionalsOn: readonly number[];
  readonly atLeastOne: readonly number[];
  /** Effects whose last matchable creature this is: retired after this creature's choice. */
  readonly retireMax: readonly number[];
  readonly retireUnless: readonly number[];
  readonly retireAtLeast: readonly number[];
}

export interface StateLayout {
  readonly radix: readonly number[];
  readonly mult: readonly number[];
  readonly total: number; // product of radices
  readonly iTotal: number;
  readonly iCantAlone: number;
  readonly iAlone: number;
  /** Digit per maxAttackers effect (-1: it can never be exceeded, no counter). */
  readonly iMax: readonly number[];
  readonly maxLimit: readonly number[];
  readonly iUnless: readonly { readonly others: number; readonly a: number; readonly b: number; readonly atLeast: number }[];
  readonly iPlayer: number;
  readonly iCond: readonly number[];
  /** Digit per atLeastOneAttacks flag while alive (-1 when no creature can satisfy it). */
  readonly iAtLeast: readonly number[];
  /** Per guard group: the digit counting retired, satisfied atLeastOneAttacks units (-1 if none). */
  readonly iAtLeastDone: readonly number[];
}

/** Per effect kind: the radices of its digits, or undefined when it needs none. */
export interface LayoutNeeds {
  readonly global: { readonly total: boolean; readonly cantAlone: boolean; readonly alone: boolean; readonly players: number; readonly conditionals: number };
  readonly max: readonly (number | undefined)[];
  readonly unlessAtLeast: readonly (number | undefined)[];
  readonly atLeast: readonly boolean[];
  /** Guard group of each atLeastOneAttacks unit, and the number of groups. */
  readonly atLeastGroup: readonly number[];
  readonly groups: number;
}

/** [first, last] creature index an effect's digits are alive on. */
export type Span = readonly [number, number];

/**
 * Digits for everything, reusing a retired effect's digits for effects that start after it (interval
 * colouring in order of first creature; a reused digit's radix is the largest asked of it).
 */
export function buildLayout(needs: LayoutNeeds, spans: { max: Span[]; unless: Span[]; atLeast: Span[] }): StateLayout {
  const radix: number[] = [];
  const freeAfter: number[] = []; // digit -> last creature index it is used on (Infinity: global)
  const digit = (r: number, span?: Span): number => {
    if (span) {
      // A free digit at least as large as asked (the smallest such), else the largest free one, grown.
      let fit = -1;
      let grow = -1;
      for (let d = 0; d < radix.length; d++) {
        if (freeAfter[d]! >= span[0]) continue;
        if (radix[d]! >= r) {
          if (fit < 0 || radix[d]! < radix[fit]!) fit = d;
        } else if (grow < 0 || radix[d]! > radix[grow]!) grow = d;
      }
      const pick = fit >= 0 ? fit : grow;
      if (pick >= 0) {
        radix[pick] = Math.max(radix[pick]!, r);
        freeAfter[pick] = span[1];
        return pick;
      }
    }
    radix.push(r);
    freeAfter.push(span ? span[1] : Infinity);
    return radix.length - 1;
  };
  const g = needs.global;
  const iTotal = g.total ? digit(3) : -1;
  const iCantAlone = g.cantAlone ? digit(2) : -1;
  const iAlone = g.alone ? digit(2) : -1;
  const iPlayer = g.players > 0 ? digit(g.players + 1) : -1;
  const iCond = Array.from({ length: g.conditionals }, () => digit(2));
  const doneCount = Array<number>(needs.groups).fill(0);
  needs.atLeast.forEach((live, k) => live && doneCount[needs.atLeastGroup[k]!]!++);
  const iAtLeastDone = doneCount.map((c) => (c > 0 ? digit(c + 1) : -1));

  // Effects alive on a window, allocated in order of their first creature.
  type Ask = { kind: 'max' | 'unless' | 'atLeast'; k: number; span: Span };
  const asks: Ask[] = [
    ...spans.max.map((span, k) => ({ kind: 'max' as const, k, span })),
    ...spans.unless.map((span, k) => ({ kind: 'unless' as const, k, span })),
    ...spans.atLeast.map((span, k) => ({ kind: 'atLeast' as const, k, span })),
  ].sort((x, y) => x.span[0] - y.span[0] || x.span[1] - y.span[1]);
  const iMax = needs.max.map(() => -1);
  const iUnless = needs.unlessAtLeast.map((atLeast) => ({ others: -1, a: -1, b: -1, atLeast: atLeast ?? 0 }));
  const iAtLeast = needs.atLeast.map(() => -1);
  for (const { kind, k, span } of asks) {
    if (kind === 'max') {
      const limit = needs.max[k];
      if (limit !== undefined) iMax[k] = digit(limit + 1, span);
    } else if (kind === 'unless') {
      const atLeast = needs.unlessAtLeast[k];
      if (atLeast !== undefined) iUnless[k] = { others: digit(atLeast + 2, span), a: digit(2, span), b: digit(2, span), atLeast };
    } else if (needs.atLeast[k]) iAtLeast[k] = digit(2, span);
  }
  const mult: number[] = [];
  let total = 1;
  for (const r of radix) {
    mult.push(total);
    total *= r;
  }
  const maxLimit = needs.max.map((l) => l ?? Infinity);
  return { radix, mult, total, iTotal, iCantAlone, iAlone, iMax, maxLimit, iUnless, iPlayer, iCond, iAtLeast, iAtLeastDone };
}

/** The creature-index span of each effect, from the options' updates; undefined when never touched. */
export function effectSpans(
  creatures: readonly { readonly options: readonly { readonly update: StateUpdate }[] }[],
  counts: { max: number; unless: number; atLeast: number },
) {
  const span = (n: number) => Array.from({ length: n }, () => [Infinity, -Infinity] as [number, number]);
  const max = span(counts.max);
  const unless = span(counts.unless);
  const atLeast = span(counts.atLeast);
  const touch = (s: [number, number][], k: number, i: number) => {
    s[k]![0] = Math.min(s[k]![0], i);
    s[k]![1] = Math.max(s[k]![1], i);
  };
  creatures.forEach((mc, i) => {
    for (const o of mc.options) {
      const u = o.update;
      for (const k of u.maxCounters) touch(max, k, i);
      for (const k of [...u.unlessOthers, ...u.unlessFlagA, ...u.unlessFlagB]) touch(unless, k, i);
      for (const k of u.atLeastOne) touch(atLeast, k, i);
    }
  });
  return { max, unless, atLeast };
}

// ---- transitions -------------------------------------------------------------------------------

const get = (L: StateLayout, s: number, i: number): number => Math.floor(s / L.mult[i]!) % L.radix[i]!;

/** Whether an option leaves every state as it is (no attack, and nothing retires here). */
export function isIdentity(u: StateUpdate): boolean {
  return !u.attacks && u.retireMax.length === 0 && u.retireUnless.length === 0 && u.retireAtLeast.length === 0;
}

/** State `r` with digit i counted up, unless it is at `cap` already. */
function bump(L: StateLayout, r: number, i: number, cap: number): number {
  return get(L, r, i) < cap ? r + L.mult[i]! : r;
}

/** State `r` with flag digit i set. */
function setFlag(L: StateLayout, r: number, i: number): number {
  return get(L, r, i) === 0 ? r + L.mult[i]! : r;
}

/** One creature's option applied to a state; -1 when a restriction is broken for every completion. */
export function computeStep(m: StateSpace, s: number, u: StateUpdate, opponent: number): number {
  const L = m.layout;
  let r = s;
  if (u.attacks) {
    if (L.iTotal >= 0) r = bump(L, r, L.iTotal, 2);
    if (u.cantAloneMatched) r = setFlag(L, r, L.iCantAlone);
    if (u.aloneMatched) r = setFlag(L, r, L.iAlone);
    for (const i of u.maxCounters) {
      const d = L.iMax[i]!;
      if (d < 0) continue;
      if (get(L, r, d) >= L.maxLimit[i]!) return -1; // maxAttackers (spec §2): more attackers never helps
      r += L.mult[d]!;
    }
    for (const i of u.unlessOthers) r = bump(L, r, L.iUnless[i]!.others, L.iUnless[i]!.atLeast + 1);
    for (const i of u.unlessFlagA) r = setFlag(L, r, L.iUnless[i]!.a);
    for (const i of u.unlessFlagB) r = setFlag(L, r, L.iUnless[i]!.b);
    if (L.iPlayer >= 0) {
      const v = get(L, r, L.iPlayer);
      if (v === 0) r += (opponent + 1) * L.mult[L.iPlayer]!;
      else if (v !== opponent + 1) return -1; // attackMultiplePlayers false (spec §1)
    }
    for (const i of u.conditionalsOn) r = setFlag(L, r, L.iCond[i]!);
    for (const i of u.atLeastOne) if (L.iAtLeast[i]! >= 0) r = setFlag(L, r, L.iAtLeast[i]!);
  }
  // Retiring: the counters are final (no later creature can match these effects).
  for (const i of u.retireMax) {
    const d = L.iMax[i]!;
    if (d >= 0) r -= get(L, r, d) * L.mult[d]!;
  }
  for (const i of u.retireUnless) {
    const x = L.iUnless[i]!;
    if (x.others < 0) continue;
    const others = get(L, r, x.others);
    const a = get(L, r, x.a);
    const b = get(L, r, x.b);
    if (a === 1 && others < x.atLeast) return -1; // cantAttackUnless (spec §2), checked once final
    if (b === 1 && others < x.atLeast + 1) return -1;
    r -= others * L.mult[x.others]! + a * L.mult[x.a]! + b * L.mult[x.b]!;
  }
  for (const i of u.retireAtLeast) {
    const d = L.iAtLeast[i]!;
    if (d < 0 || get(L, r, d) === 0) continue;
    r -= L.mult[d]!;
    r += L.mult[L.iAtLeastDone[m.atLeastOne[i]!.group]!]!;
  }
  return r;
}

/** Whether a complete declaration with this state satisfies every restriction (spec §2). */
export function isFinalValid(m: StateSpace, s: number): boolean {
  const L = m.layout;
  if (L.iTotal >= 0) {
    const total = get(L, s, L.iTotal);
    if (L.iCantAlone >= 0 && get(L, s, L.iCantAlone) === 1 && total < 2) return false;
    if (L.iAlone >= 0 && get(L, s, L.iAlone) === 1 && total > 1) return false;
  }
  // Every cantAttackUnless was checked when it retired (its last creature is placed by now).
  return true;
}

/** Bitmask of the conditionals whose `if` holds (σ). */
export function signature(m: StateSpace, s: number): number {
  const L = m.layout;
  let sig = 0;
  for (let c = 0; c < L.iCond.length; c++) if (get(L, s, L.iCond[c]!) === 1) sig |= 1 << c;
  return sig;
}

/** Bitmask of guard groups whose units exist when the conditionals in `sig` are on: R(σ). */
export function requirementMask(m: StateSpace, sig: number): number {
  let mask = 0;
  m.groups.forEach((g, i) => {
    if ((g.mask & sig) === g.mask) mask |= 1 << i;
  });
  return mask;
}

/** The atLeastOneAttacks units a final state satisfies, per group (all of them retired by then). */
export function globalUnits(m: StateSpace, s: number): Int32Array {
  const v = new Int32Array(m.groups.length);
  addGlobalUnits(m, s, v);
  return v;
}

/** Adds a final state's atLeastOneAttacks units to `v`, group by group (a profile's vector, built without a copy). */
export function addGlobalUnits(m: StateSpace, s: number, v: number[] | Int32Array): void {
  const L = m.layout;
  for (let g = 0; g < L.iAtLeastDone.length; g++) {
    const d = L.iAtLeastDone[g]!;
    if (d >= 0) v[g] = v[g]! + get(L, s, d);
  }
}
