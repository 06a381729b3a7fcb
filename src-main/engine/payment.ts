/**
 * Paying the summed costs of a declaration from `resources` (spec §4): mana sources, life, and
 * permanents to sacrifice or return to hand. Each part is a bipartite matching (symbols to sources,
 * slots to permanents), solved exactly with augmenting paths; the engine calls this for many candidate
 * declarations, so the hot path reuses scratch buffers instead of allocating.
 */
import type { Cost, ManaSymbol, Permanent, PermanentCost, PermanentFilter, Resources } from './board.ts';
import type { CostTotal } from './api-types.ts';
import type { ManaLetter } from './vocabulary.ts';
import { MANA_LETTERS } from './vocabulary.ts';
import { formatManaSymbols } from './mana.ts';
import { permanentMatches } from './selectors.ts';
import { err, ok, type Result } from './result.ts';

/** The summed components of a set of cost instances (spec §4 "Sum the components"). */
export interface PaymentNeed {
  readonly manaSymbols: readonly ManaSymbol[];
  /** Life costs only; Phyrexian symbols paid with life are added when paying. */
  readonly life: number;
  readonly sacrifice: readonly PermanentCost[];
  readonly returnToHand: readonly PermanentCost[];
  /** Cost instances summed, including ones with no component (War Tax with X = 0). */
  readonly instances: number;
}

export interface PaymentPlan {
  /** For each symbol of `need.manaSymbols` in order: index into `resources.mana`, or -1 for a Phyrexian symbol paid with 2 life. */
  readonly manaSources: readonly number[];
  /** Life costs plus 2 per Phyrexian symbol paid with life. */
  readonly lifePaid: number;
  /** One permanent id per slot: the sacrifice slots in order, then the return-to-hand slots. */
  readonly permanentsUsed: readonly string[];
}

export const PAYMENT_FAILURE_CODES = ['mana', 'life', 'permanents'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];
export interface PaymentFailure {
  readonly code: PaymentFailureCode;
  readonly message: string;
}

const EMPTY_PLAN: PaymentPlan = Object.freeze({
  manaSources: Object.freeze([]) as readonly number[],
  lifePaid: 0,
  permanentsUsed: Object.freeze([]) as readonly string[],
});

/** Adds up cost instances: one entry of `costs` per instance (spec §2, §4). */
export function sumCosts(costs: readonly Cost[]): PaymentNeed {
  const manaSymbols: ManaSymbol[] = [];
  const sacrifice: PermanentCost[] = [];
  const returnToHand: PermanentCost[] = [];
  let life = 0;
  for (const cost of costs) {
    for (const s of cost.manaSymbols) manaSymbols.push(s);
    life += cost.life ?? 0;
    if (cost.sacrifice !== undefined && cost.sacrifice.count > 0) sacrifice.push(cost.sacrifice);
    if (cost.returnToHand !== undefined && cost.returnToHand.count > 0) returnToHand.push(cost.returnToHand);
  }
  return { manaSymbols, life, sacrifice, returnToHand, instances: costs.length };
}

// ---------------------------------------------------------------------------------------------------
// Bit masks: one bit per mana letter. A symbol can be paid by a source iff their masks intersect.

const LETTER_BIT: Readonly<Record<ManaLetter, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16, C: 32 };
const ANY_SOURCE = 63;

function symbolMask(s: ManaSymbol): number {
  switch (s.kind) {
    case 'generic':
      return ANY_SOURCE;
    case 'colored':
    case 'phyrexian':
      return LETTER_BIT[s.color];
    case 'hybrid':
      return LETTER_BIT[s.colors[0]] | LETTER_BIT[s.colors[1]];
  }
}

/** Source masks per `resources.mana` array; boards are immutable, so this is computed once a board. */
const sourceMaskCache = new WeakMap<readonly (readonly ManaLetter[])[], Uint8Array>();
function sourceMasks(mana: readonly (readonly ManaLetter[])[]): Uint8Array {
  let masks = sourceMaskCache.get(mana);
  if (masks === undefined) {
    masks = new Uint8Array(mana.length);
    for (let i = 0; i < mana.length; i++) {
      let m = 0;
      for (const letter of mana[i]!) m |= LETTER_BIT[letter];
      masks[i] = m;
    }
    sourceMaskCache.set(mana, masks);
  }
  return masks;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const lettersOf = (mask: number): string => MANA_LETTERS.filter((l) => (mask & LETTER_BIT[l]) !== 0).join(' or ');

// ---------------------------------------------------------------------------------------------------
// Scratch state of the matcher. The engine is single-threaded and payNeed never re-enters itself, so
// module-level buffers are safe and save two allocations per call.

let symMask = new Uint8Array(64);
/** symbol index → source index, -1 when unmatched. */
let symSource = new Int32Array(64);
/** source index → symbol index, -1 when free. */
let sourceOwner = new Int32Array(64);
/** source index → stamp of the last search that visited it (avoids clearing a visited array). */
let sourceSeen = new Int32Array(64);
let stamp = 0;
let srcMask: Uint8Array = new Uint8Array(0);
let sourceCount = 0;

function ensureCapacity(symbols: number, sources: number): void {
  if (symMask.length < symbols) {
    const size = Math.max(symbols, symMask.length * 2);
    symMask = new Uint8Array(size);
    symSource = new Int32Array(size);
  }
  if (sourceOwner.length < sources) {
    const size = Math.max(sources, sourceOwner.length * 2);
    sourceOwner = new Int32Array(size);
    sourceSeen = new Int32Array(size);
    stamp = 0;
  }
}

function nextStamp(): number {
  if (stamp >= 0x7ffffff0) {
    sourceSeen.fill(0);
    stamp = 0;
  }
  return ++stamp;
}

/** Kuhn's augmenting path from `sym`: true when `sym` got a source, possibly by moving others along. */
function augment(sym: number, mark: number): boolean {
  const mask = symMask[sym]!;
  for (let s = 0; s < sourceCount; s++) {
    if ((srcMask[s]! & mask) === 0 || sourceSeen[s] === mark) continue;
    sourceSeen[s] = mark;
    const owner = sourceOwner[s]!;
    if (owner < 0 || augment(owner, mark)) {
      sourceOwner[s] = sym;
      symSource[sym] = s;
      return true;
    }
  }
  return false;
}

/** Gives `sym` a free compatible source directly when there is one, else searches for an augmenting path. */
function matchSymbol(sym: number): boolean {
  const mask = symMask[sym]!;
  for (let s = 0; s < sourceCount; s++) {
    if (sourceOwner[s]! < 0 && (srcMask[s]! & mask) !== 0) {
      sourceOwner[s] = sym;
      symSource[sym] = s;
      return true;
    }
  }
  return augment(sym, nextStamp());
}

/**
 * After `augment` failed from `sym` with `mark`, the symbols it reached (it and the owners of the
 * visited sources) can only use the visited sources, and there is one source too few: a Hall witness,
 * which makes an exact message.
 */
function manaShortfall(symbols: readonly ManaSymbol[], sym: number, mark: number): PaymentFailure {
  const reached: ManaSymbol[] = [symbols[sym]!];
  let union = symMask[sym]!;
  let visited = 0;
  for (let s = 0; s < sourceCount; s++) {
    if (sourceSeen[s] !== mark) continue;
    visited++;
    const owner = sourceOwner[s]!;
    reached.push(symbols[owner]!);
    union |= symMask[owner]!;
  }
  const text = formatManaSymbols(reached);
  if (union === ANY_SOURCE) {
    return { code: 'mana', message: `needs ${reached.length} mana (${text}) but only ${plural(visited, 'source')} can pay them` };
  }
  const letters = lettersOf(union);
  const message =
    visited === 0
      ? `needs ${text} but no source makes ${letters}`
      : `needs ${text} but only ${visited} source${visited === 1 ? ' makes' : 's make'} ${letters}`;
  return { code: 'mana', message };
}

/** Outcome of the mana part, before life is checked: Phyrexian symbols left to pay with life. */
type ManaOutcome = { readonly ok: true; readonly phyrexianWithLife: number } | { readonly ok: false; readonly failure: PaymentFailure };

function matchMana(symbols: readonly ManaSymbol[], mana: readonly (readonly ManaLetter[])[]): ManaOutcome {
  const n = symbols.length;
  let mandatory = 0;
  for (const s of symbols) if (s.kind !== 'phyrexian') mandatory++;
  if (mandatory > mana.length) {
    const text = formatManaSymbols(symbols.filter((s) => s.kind !== 'phyrexian'));
    const detail = text === `{${mandatory}}` ? '' : ` (${text})`;
    return { ok: false, failure: { code: 'mana', message: `needs ${mandatory} mana${detail} but only ${plural(mana.length, 'source')}` } };
  }
  ensureCapacity(n, mana.length);
  srcMask = sourceMasks(mana);
  sourceCount = mana.length;
  sourceOwner.fill(-1, 0, sourceCount);
  for (let i = 0; i < n; i++) {
    symMask[i] = symbolMask(symbols[i]!);
    symSource[i] = -1;
  }
  // Mandatory symbols first, the most constrained first (fewer augmentations; the outcome does not
  // depend on this order). A mandatory symbol that cannot be matched makes the need unpayable: Kuhn's
  // algorithm never fails on a vertex that some maximum matching covers together with those before it.
  for (let pass = 0; pass < 3; pass++) {
    for (let i = 0; i < n; i++) {
      const kind = symbols[i]!.kind;
      const inPass = pass === 0 ? kind === 'colored' : pass === 1 ? kind === 'hybrid' : kind === 'generic';
      if (!inPass) continue;
      // On failure `stamp` is still the mark of the failed search, which the witness reads.
      if (!matchSymbol(i)) return { ok: false, failure: manaShortfall(symbols, i, stamp) };
    }
  }
  // Then Phyrexian symbols. An augmenting path never unmatches a symbol matched earlier, and the sets
  // of symbols that can be covered at once form a transversal matroid, so Kuhn in this order is the
  // matroid greedy: it covers a largest set of Phyrexian symbols among those that keep every mandatory
  // symbol covered. That pays the fewest Phyrexian symbols with life, i.e. the least life (spec §4).
  let withLife = 0;
  for (let i = 0; i < n; i++) {
    if (symbols[i]!.kind === 'phyrexian' && !matchSymbol(i)) withLife++;
  }
  return { ok: true, phyrexianWithLife: withLife };
}

// ---------------------------------------------------------------------------------------------------
// Permanents: slots (one per permanent a cost needs) matched to distinct permanents, the same way.
// Sizes here are small (a handful of lands), so plain arrays are fine.

/** Text of a permanent filter for totals and messages: "Land", "Island or Swamp", "named Island", "isl1". */
export function makeFilterText(filter: PermanentFilter): string {
  const ids = filter.ids?.join(' or ');
  const types = filter.types === undefined ? undefined : filter.types.length === 0 ? 'permanent of no listed type' : filter.types.join(' or ');
  const named = filter.name === undefined ? undefined : `named ${filter.name}`;
  if (types === undefined && named === undefined) return ids ?? 'permanent';
  let text = types === undefined ? named! : named === undefined ? types : `${types} ${named}`;
  if (ids !== undefined) text += ` (${ids})`;
  return text;
}

interface SlotGroup {
  readonly cost: PermanentCost;
  readonly action: 'sacrifice' | 'return to hand';
}

function matchPermanents(need: PaymentNeed, permanents: readonly Permanent[]): Result<string[], PaymentFailure> {
  const groups: SlotGroup[] = [];
  for (const cost of need.sacrifice) groups.push({ cost, action: 'sacrifice' });
  for (const cost of need.returnToHand) groups.push({ cost, action: 'return to hand' });
  const slotGroup: number[] = [];
  for (let g = 0; g < groups.length; g++) for (let k = 0; k < groups[g]!.cost.count; k++) slotGroup.push(g);
  const slots = slotGroup.length;
  const p = permanents.length;
  if (slots > p) {
    return err({
      code: 'permanents',
      message: `needs ${slots} permanent${slots === 1 ? '' : 's'} to ${describeGroups(groups)} but only ${p} ${p === 1 ? 'is' : 'are'} on the battlefield`,
    });
  }
  // fits[g * p + j]: permanent j matches the filter of group g.
  const fits = new Uint8Array(groups.length * p);
  for (let g = 0; g < groups.length; g++) {
    for (let j = 0; j < p; j++) fits[g * p + j] = permanentMatches(groups[g]!.cost.filter, permanents[j]!) ? 1 : 0;
  }
  const owner = new Int32Array(p).fill(-1);
  const slotPerm = new Int32Array(slots).fill(-1);
  const seen = new Uint8Array(p);
  const aug = (slot: number): boolean => {
    const row = slotGroup[slot]! * p;
    // A free fitting permanent first: plans then read naturally (l1, l2, …) and searches stay short.
    for (let j = 0; j < p; j++) {
      if (fits[row + j] === 1 && owner[j]! < 0) {
        owner[j] = slot;
        slotPerm[slot] = j;
        return true;
      }
    }
    for (let j = 0; j < p; j++) {
      if (fits[row + j] === 0 || seen[j] === 1) continue;
      seen[j] = 1;
      if (owner[j]! < 0 || aug(owner[j]!)) {
        owner[j] = slot;
        slotPerm[slot] = j;
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < slots; slot++) {
    seen.fill(0);
    if (aug(slot)) continue;
    // Hall witness as for mana: the groups reached can only use the visited permanents.
    const reached = new Set<number>([slotGroup[slot]!]);
    let visited = 0;
    for (let j = 0; j < p; j++) {
      if (seen[j] === 1) {
        visited++;
        reached.add(slotGroup[owner[j]!]!);
      }
    }
    const involved = groups.filter((_, g) => reached.has(g));
    const message =
      involved.length === 1
        ? `needs ${describeGroups(involved)} but only ${visited} ${visited === 1 ? 'matches' : 'match'}`
        : `needs ${describeGroups(involved)} but only ${visited} permanent${visited === 1 ? '' : 's'} can serve (none serves twice)`;
    return err({ code: 'permanents', message });
  }
  const used: string[] = new Array<string>(slots);
  for (let slot = 0; slot < slots; slot++) used[slot] = permanents[slotPerm[slot]!]!.id;
  return ok(used);
}

function describeGroups(groups: readonly SlotGroup[]): string {
  return groups
    .map(({ cost, action }) => `${cost.count} ${makeFilterText(cost.filter)} permanent${cost.count === 1 ? '' : 's'} to ${action}`)
    .join(' and ');
}

// ---------------------------------------------------------------------------------------------------

const hasNothing = (need: PaymentNeed): boolean =>
  need.manaSymbols.length === 0 && need.life === 0 && need.sacrifice.length === 0 && need.returnToHand.length === 0;

function checkLife(need: PaymentNeed, withLife: number, available: number): PaymentFailure | undefined {
  const lifePaid = need.life + 2 * withLife;
  if (lifePaid <= available) return undefined;
  const parts = withLife === 0 ? '' : ` (${need.life} in life costs + ${2 * withLife} for ${withLife} Phyrexian symbol${withLife === 1 ? '' : 's'} no source can pay)`;
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
  const manaSources: number[] = new Array<number>(symbols.length);
  for (let i = 0; i < symbols.length; i++) manaSources[i] = symSource[i]!;
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

function mergeByFilter(costs: readonly PermanentCost[]): { count: number; filter: string }[] {
  const out: { count: number; filter: string }[] = [];
  for (const cost of costs) {
    if (cost.count === 0) continue;
    const filter = makeFilterText(cost.filter);
    const same = out.find((e) => e.filter === filter);
    if (same === undefined) out.push({ count: cost.count, filter });
    else same.count += cost.count;
  }
  return out;
}

/** The total of spec §4 as shown to the user (explanation step 5). `life` excludes Phyrexian symbols. */
export function makeCostTotal(need: PaymentNeed): CostTotal {
  return {
    mana: formatManaSymbols(need.manaSymbols),
    life: need.life,
    sacrifice: mergeByFilter(need.sacrifice),
    returnToHand: mergeByFilter(need.returnToHand),
    instances: need.instances,
  };
}
