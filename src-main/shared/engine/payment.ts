/**
 * Paying the summed costs of a declaration from `resources` (spec §4): mana sources, life, and
 * permanents to sacrifice or return to hand. Each part is a bipartite matching (symbols to sources,
 * slots to permanents), solved exactly with augmenting paths; the engine calls this for many candidate
 * declarations, so the hot path reuses scratch buffers instead of allocating.
 */
import type { ManaSymbol, Resources } from './board.ts';
import type { ManaLetter } from './board-format.ts';
import { MANA_LETTERS } from './board-format.ts';
import { formatManaSymbols } from './mana.ts';
import { err, ok, type Result } from './result.ts';
import { pluralWord } from '#shared/text/learner-text';
import { matchPermanents } from './permanent-payment.ts';
import type { PaymentFailure, PaymentNeed, PaymentPlan } from './payment-need.ts';

export { sumCosts, type PaymentFailure, type PaymentNeed, type PaymentPlan } from './payment-need.ts';
export { makeFilterText } from './permanent-payment.ts';
export { makeCostTotal } from './cost-total.ts';

const EMPTY_PLAN: PaymentPlan = Object.freeze({
  manaSources: Object.freeze([]) as readonly number[],
  lifePaid: 0,
  permanentsUsed: Object.freeze([]) as readonly string[],
});

// ---------------------------------------------------------------------------------------------------
// Mana: a bipartite matching of symbols to sources. Symbols and sources are grouped into types (a
// symbol type per kind and color, a source type per set of letters), and the matching is solved as a
// flow between the types with augmenting paths (Kuhn's algorithm with capacities, shortest paths
// first). The answer is the same as matching one symbol at a time, but the work no longer grows with
// the number of identical symbols or sources: a board with {1000} and a thousand lands stays cheap.

const LETTER_BIT: Readonly<Record<ManaLetter, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
const ANY_SOURCE = 63;
const LETTER_INDEX: Readonly<Record<ManaLetter, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/** Symbol types: 0–5 colored W U B R G C, 6–15 hybrid pairs, 16 generic, 17–21 Phyrexian W U B R G. */
const TYPE_GENERIC = 16;
const TYPE_PHYREXIAN = 17;
const TYPE_COUNT = 22;
/** The bits of the letters a source needs to pay a symbol of each type. */
const TYPE_MASK = new Uint8Array(TYPE_COUNT);
/** Hybrid type by the mask of its two colors. */
const HYBRID_TYPE = new Int8Array(64).fill(-1);
{
  const letters = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
  letters.forEach((l, i) => (TYPE_MASK[i] = LETTER_BIT[l]));
  let t = 6;
  for (let a = 0; a < 5; a++) {
    for (let b = a + 1; b < 5; b++) {
      const mask = LETTER_BIT[letters[a]!] | LETTER_BIT[letters[b]!];
      TYPE_MASK[t] = mask;
      HYBRID_TYPE[mask] = t++;
    }
  }
  TYPE_MASK[TYPE_GENERIC] = ANY_SOURCE;
  for (let c = 0; c < 5; c++) TYPE_MASK[TYPE_PHYREXIAN + c] = LETTER_BIT[letters[c]!];
}

function symbolType(s: ManaSymbol): number {
  switch (s.kind) {
    case 'generic':
      return TYPE_GENERIC;
    case 'colored':
      return LETTER_INDEX[s.color];
    case 'hybrid': {
      const t = HYBRID_TYPE[LETTER_BIT[s.colors[0]] | LETTER_BIT[s.colors[1]]]!;
      // A hand-built {W/W} (never produced by parseManaCost) is just {W}.
      return t >= 0 ? t : LETTER_INDEX[s.colors[0]];
    }
    case 'phyrexian':
      return TYPE_PHYREXIAN + LETTER_INDEX[s.color];
  }
}

/** The sources of one `resources.mana` grouped by the letters they list. */
interface SourceTypes {
  /** Number of source types (distinct non-empty letter sets). */
  readonly count: number;
  readonly mask: Uint8Array;
  readonly size: Int32Array;
  /** Source indices grouped by type: type r owns `members[start[r]] … members[start[r + 1] - 1]`, ascending. */
  readonly members: Int32Array;
  readonly start: Int32Array;
  /** Source types, those listing the fewest letters first (the greedy start spends them first). */
  readonly narrowFirst: Int32Array;
}

/** Boards are immutable, so a `resources.mana` array is grouped once and reused by every call. */
const sourceTypesCache = new WeakMap<readonly (readonly ManaLetter[])[], SourceTypes>();
function sourceTypes(mana: readonly (readonly ManaLetter[])[]): SourceTypes {
  const cached = sourceTypesCache.get(mana);
  if (cached !== undefined) return cached;
  const typeOfMask = new Int8Array(64).fill(-1);
  const sourceType = new Int32Array(mana.length).fill(-1);
  const maskList: number[] = [];
  for (let i = 0; i < mana.length; i++) {
    let m = 0;
    for (const letter of mana[i]!) m |= LETTER_BIT[letter];
    // A source that lists no letter makes no mana: it gets no type and pays nothing.
    if (m === 0) continue;
    if (typeOfMask[m] === -1) {
      typeOfMask[m] = maskList.length;
      maskList.push(m);
    }
    sourceType[i] = typeOfMask[m]!;
  }
  const count = maskList.length;
  const size = new Int32Array(count);
  for (let i = 0; i < mana.length; i++) if (sourceType[i]! >= 0) size[sourceType[i]!]!++;
  const start = new Int32Array(count + 1);
  for (let r = 0; r < count; r++) start[r + 1] = start[r]! + size[r]!;
  const members = new Int32Array(start[count]!);
  const fillAt = start.slice(0, count);
  for (let i = 0; i < mana.length; i++) {
    const r = sourceType[i]!;
    if (r >= 0) members[fillAt[r]!++] = i;
  }
  const popcount = (m: number): number => MANA_LETTERS.filter((l) => (m & LETTER_BIT[l]) !== 0).length;
  const narrowFirst = Int32Array.from(maskList.map((_, r) => r).sort((a, b) => popcount(maskList[a]!) - popcount(maskList[b]!) || a - b));
  const types: SourceTypes = { count, mask: Uint8Array.from(maskList), size, members, start, narrowFirst };
  sourceTypesCache.set(mana, types);
  return types;
}

const plural = (n: number, word: string): string => `${n} ${pluralWord(n, word)}`;
const lettersOf = (mask: number): string => MANA_LETTERS.filter((l) => (mask & LETTER_BIT[l]) !== 0).join(' or ');

// Scratch state of the flow. The engine is single-threaded and nothing here re-enters itself, so
// module-level buffers are safe and spare the hot path any allocation. Nodes: symbol types
// 0 … TYPE_COUNT-1, then source type r as node TYPE_COUNT + r (at most 63 source types).
const MAX_NODES = TYPE_COUNT + 63;
/** Symbols of each type in the need, and how many of them are matched. */
const typeSize = new Int32Array(TYPE_COUNT);
const typeFlow = new Int32Array(TYPE_COUNT);
/** Matched sources of each source type. */
const sourceFlow = new Int32Array(63);
/** flow[t * R + r]: symbols of type t paid by sources of type r (R = number of source types). */
const flow = new Int32Array(TYPE_COUNT * 63);
const queue = new Int32Array(MAX_NODES);
const parent = new Int32Array(MAX_NODES);
const seen = new Int32Array(MAX_NODES);
let stamp = 0;
let current: SourceTypes = sourceTypes([]);

/**
 * Matches what it can without moving anything: symbol types in order (colored, hybrid, generic, or
 * Phyrexian), each onto free compatible sources that list the fewest letters first. This settles the
 * usual small need outright; augmenting paths then fix what the greedy start got wrong.
 */
function greedy(from: number, to: number): number {
  const R = current.count;
  let matched = 0;
  for (let t = from; t < to; t++) {
    let left = typeSize[t]! - typeFlow[t]!;
    if (left === 0) continue;
    const need = TYPE_MASK[t]!;
    for (let k = 0; k < R && left > 0; k++) {
      const r = current.narrowFirst[k]!;
      const free = current.size[r]! - sourceFlow[r]!;
      if (free === 0 || (current.mask[r]! & need) === 0) continue;
      const amount = free < left ? free : left;
      flow[t * R + r]! += amount;
      sourceFlow[r]! += amount;
      typeFlow[t]! += amount;
      left -= amount;
      matched += amount;
    }
  }
  return matched;
}

/**
 * One augmenting path found by breadth-first search from the symbol types below `startBelow` that
 * still have unmatched symbols; pushes as many symbols along it as it can carry and returns how many.
 * 0 when there is none; the nodes it reached then keep the mark `stamp` for `manaShortfall`.
 */
function augmentOnce(startBelow: number): number {
  if (stamp >= 0x7ffffff0) {
    seen.fill(0);
    stamp = 0;
  }
  const mark = ++stamp;
  const R = current.count;
  let head = 0;
  let tail = 0;
  for (let t = 0; t < startBelow; t++) {
    if (typeFlow[t]! < typeSize[t]!) {
      seen[t] = mark;
      parent[t] = -1;
      queue[tail++] = t;
    }
  }
  while (head < tail) {
    const v = queue[head++]!;
    if (v < TYPE_COUNT) {
      // Forward: any compatible source type (uncapacitated edge).
      const need = TYPE_MASK[v]!;
      for (let r = 0; r < R; r++) {
        const node = TYPE_COUNT + r;
        if (seen[node] === mark || (current.mask[r]! & need) === 0) continue;
        seen[node] = mark;
        parent[node] = v;
        if (sourceFlow[r]! < current.size[r]!) return push(node, R);
        queue[tail++] = node;
      }
    } else {
      // Backward: a symbol type that holds sources of this type can move to another source.
      const r = v - TYPE_COUNT;
      for (let t = 0; t < TYPE_COUNT; t++) {
        if (seen[t] === mark || flow[t * R + r] === 0) continue;
        seen[t] = mark;
        parent[t] = v;
        queue[tail++] = t;
      }
    }
  }
  return 0;
}

function push(end: number, R: number): number {
  const endType = end - TYPE_COUNT;
  let amount = current.size[endType]! - sourceFlow[endType]!;
  for (let node = end; ;) {
    const t = parent[node]!;
    const from = parent[t]!;
    if (from < 0) {
      amount = Math.min(amount, typeSize[t]! - typeFlow[t]!);
      break;
    }
    amount = Math.min(amount, flow[t * R + (from - TYPE_COUNT)]!);
    node = from;
  }
  sourceFlow[endType]! += amount;
  for (let node = end; ;) {
    const t = parent[node]!;
    const from = parent[t]!;
    flow[t * R + (node - TYPE_COUNT)]! += amount;
    if (from < 0) {
      typeFlow[t]! += amount;
      break;
    }
    flow[t * R + (from - TYPE_COUNT)]! -= amount;
    node = from;
  }
  return amount;
}

/**
 * After the last search failed, the symbol types it reached can only use the source types it
 * reached, and those are all taken: a Hall witness (more symbols than sources), which makes an
 * exact message.
 */
function manaShortfall(symbols: readonly ManaSymbol[]): PaymentFailure {
  const mark = stamp;
  let union = 0;
  for (let t = 0; t < TYPE_PHYREXIAN; t++) if (seen[t] === mark) union |= TYPE_MASK[t]!;
  let sources = 0;
  for (let r = 0; r < current.count; r++) if (seen[TYPE_COUNT + r] === mark) sources += current.size[r]!;
  const reached = symbols.filter((s) => s.kind !== 'phyrexian' && seen[symbolType(s)] === mark);
  const text = formatManaSymbols(reached);
  if (union === ANY_SOURCE) {
    return { code: 'mana', message: `needs ${reached.length} mana (${text}) but only ${plural(sources, 'source')} can pay them` };
  }
  const letters = lettersOf(union);
  const message =
    sources === 0
      ? `needs ${text} but no source makes ${letters}`
      : `needs ${text} but only ${sources} ${pluralWord(sources, 'source makes', 'sources make')} ${letters}`;
  return { code: 'mana', message };
}

/** Outcome of the mana part, before life is checked: Phyrexian symbols left to pay with life. */
type ManaOutcome = { readonly ok: true; readonly phyrexianWithLife: number } | { readonly ok: false; readonly failure: PaymentFailure };

/** Solves the mana part into the scratch flow; `assignSources` then reads a plan out of it. */
function matchMana(symbols: readonly ManaSymbol[], mana: readonly (readonly ManaLetter[])[]): ManaOutcome {
  typeSize.fill(0);
  typeFlow.fill(0);
  let phyrexian = 0;
  for (const s of symbols) {
    const t = symbolType(s);
    typeSize[t]!++;
    if (t >= TYPE_PHYREXIAN) phyrexian++;
  }
  const mandatory = symbols.length - phyrexian;
  if (mandatory > mana.length) {
    const text = formatManaSymbols(symbols.filter((s) => s.kind !== 'phyrexian'));
    const detail = text === `{${mandatory}}` ? '' : ` (${text})`;
    return { ok: false, failure: { code: 'mana', message: `needs ${mandatory} mana${detail} but only ${plural(mana.length, 'source')}` } };
  }
  current = sourceTypes(mana);
  const R = current.count;
  sourceFlow.fill(0, 0, R);
  flow.fill(0, 0, TYPE_COUNT * R);
  // Mandatory symbols first: if they cannot all be matched the need is unpayable.
  let matched = greedy(0, TYPE_PHYREXIAN);
  while (matched < mandatory) {
    const more = augmentOnce(TYPE_PHYREXIAN);
    if (more === 0) return { ok: false, failure: manaShortfall(symbols) };
    matched += more;
  }
  // Then Phyrexian symbols. An augmenting path starts at an unmatched symbol and never unmatches a
  // symbol matched earlier, so every mandatory symbol stays paid. The sets of symbols that can be
  // matched at once form a transversal matroid, so growing the matching this way is the matroid
  // greedy: it pays the most Phyrexian symbols with mana among the matchings that pay every
  // mandatory symbol, hence the fewest with life, i.e. the least life (spec §4).
  let paid = phyrexian > 0 ? greedy(TYPE_PHYREXIAN, TYPE_COUNT) : 0;
  if (paid < phyrexian) for (let more = augmentOnce(TYPE_COUNT); more > 0; more = augmentOnce(TYPE_COUNT)) paid += more;
  return { ok: true, phyrexianWithLife: phyrexian - paid };
}

/** Reads one source per symbol out of the solved flow: earlier symbols first, lowest indices first. */
function assignSources(symbols: readonly ManaSymbol[]): number[] {
  const R = current.count;
  const next = current.start.slice(0, R);
  const out = new Array<number>(symbols.length);
  for (let i = 0; i < symbols.length; i++) {
    const t = symbolType(symbols[i]!);
    let source = -1;
    for (let r = 0; r < R; r++) {
      const k = t * R + r;
      if (flow[k]! > 0) {
        flow[k]!--;
        source = current.members[next[r]!++]!;
        break;
      }
    }
    out[i] = source;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------

const hasNothing = (need: PaymentNeed): boolean =>
  need.manaSymbols.length === 0 && need.life === 0 && need.sacrifice.length === 0 && need.returnToHand.length === 0;

function checkLife(need: PaymentNeed, withLife: number, available: number): PaymentFailure | undefined {
  const lifePaid = need.life + 2 * withLife;
  if (lifePaid <= available) return undefined;
  const parts =
    withLife === 0 ? '' : ` (${need.life} in life costs + ${2 * withLife} for ${withLife} Phyrexian ${pluralWord(withLife, 'symbol')} no source can pay)`;
  return { code: 'life', message: `needs ${lifePaid} life${parts} but only ${available} is available` };
}

/**
 * Decides spec §4 payability of a summed need and, when payable, returns one way to pay it: the plan
 * pays as few Phyrexian symbols with life as possible. Without `resources` everything is payable.
 */
export function payNeed(need: PaymentNeed, resources: Resources | undefined): Result<PaymentPlan, PaymentFailure> {
  if (resources === undefined || hasNothing(need)) return ok(EMPTY_PLAN);
  const symbols = need.manaSymbols;
  let withLife = 0;
  if (symbols.length > 0) {
    const mana = matchMana(symbols, resources.mana);
    if (!mana.ok) return err(mana.failure);
    withLife = mana.phyrexianWithLife;
  }
  const lifeFailure = checkLife(need, withLife, resources.life);
  if (lifeFailure !== undefined) return err(lifeFailure);
  let permanentsUsed: readonly string[] = EMPTY_PLAN.permanentsUsed;
  if (need.sacrifice.length > 0 || need.returnToHand.length > 0) {
    const perms = matchPermanents(need, resources.permanents);
    if (!perms.ok) return perms;
    permanentsUsed = perms.value;
  }
  // Permanent matching does not touch the mana scratch, so the flow is still the one solved above.
  const manaSources = symbols.length > 0 ? assignSources(symbols) : [];
  return ok({ manaSources, lifePaid: need.life + 2 * withLife, permanentsUsed });
}

/** Whether `need` can be paid (spec §4); allocates nothing for mana-and-life needs. */
export function isPayable(need: PaymentNeed, resources: Resources | undefined): boolean {
  if (resources === undefined || hasNothing(need)) return true;
  let withLife = 0;
  if (need.manaSymbols.length > 0) {
    const mana = matchMana(need.manaSymbols, resources.mana);
    if (!mana.ok) return false;
    withLife = mana.phyrexianWithLife;
  }
  if (need.life + 2 * withLife > resources.life) return false;
  if (need.sacrifice.length > 0 || need.returnToHand.length > 0) return matchPermanents(need, resources.permanents).ok;
  return true;
}
