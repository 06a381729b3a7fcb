/**
 * The selector matchers of attack-board/1: creature selectors and defender selectors (spec §1) and the
 * permanent filter of sacrifice / return-to-hand costs (spec §2). A selector is a conjunction: every
 * field that is given must match, and an absent field does not constrain.
 */
import type { CounterTest, Creature, CreatureSelector, Defender, DefenderSelector, Permanent, PermanentFilter } from './board.ts';

/** Spec §1 "Creature selectors": `{}` matches every creature on the board. */
export function creatureMatches(sel: CreatureSelector, c: Creature): boolean {
  if (sel.ids !== undefined && !sel.ids.includes(c.id)) return false;
  if (sel.except !== undefined && sel.except.includes(c.id)) return false;
  if (sel.name !== undefined && sel.name !== c.name) return false;
  if (sel.controller !== undefined && sel.controller !== c.controller) return false;
  if (sel.colors !== undefined && !sel.colors.some((color) => c.colors.includes(color))) return false;
  if (sel.colorless !== undefined && sel.colorless !== (c.colors.length === 0)) return false;
  if (sel.types !== undefined && !sel.types.some((t) => c.types.includes(t))) return false;
  // Own-property lookup: a counter named "toString" must not be found on Object.prototype.
  if (sel.counter !== undefined && !(Object.hasOwn(c.counters, sel.counter) && (c.counters[sel.counter] ?? 0) >= 1)) return false;
  if (sel.counters !== undefined && !countersMatch(sel.counters, c)) return false;
  if (sel.keywords !== undefined && !sel.keywords.some((k) => c.keywords.includes(k))) return false;
  if (sel.notKeywords !== undefined && sel.notKeywords.some((k) => c.keywords.includes(k))) return false;
  if (sel.notColors !== undefined && sel.notColors.some((color) => c.colors.includes(color))) return false;
  if (sel.notTypes !== undefined && sel.notTypes.some((t) => c.types.includes(t))) return false;
  if (sel.powerAtLeast !== undefined && c.power < sel.powerAtLeast) return false;
  if (sel.powerAtMost !== undefined && c.power > sel.powerAtMost) return false;
  return true;
}

/** Spec §1 `counters`: the named counters, or all counters when no name is given, counted together. */
function countersMatch(test: CounterTest, c: Creature): boolean {
  const n =
    test.name === undefined ? Object.values(c.counters).reduce((a, b) => a + b, 0) : Object.hasOwn(c.counters, test.name) ? (c.counters[test.name] ?? 0) : 0;
  return n >= test.atLeast && (test.atMost === undefined || n <= test.atMost);
}

/**
 * Spec §1 "Defender selectors": absent or `{}` matches every defender. Whether the defender can be
 * attacked at all (its player is an opponent) is the caller's business, not the selector's.
 */
export function defenderMatches(sel: DefenderSelector | undefined, d: Defender): boolean {
  if (sel === undefined) return true;
  if (sel.ids !== undefined && !sel.ids.includes(d.id)) return false;
  if (sel.players !== undefined && !sel.players.includes(d.player)) return false;
  if (sel.notPlayers !== undefined && sel.notPlayers.includes(d.player)) return false;
  if (sel.kinds !== undefined && !sel.kinds.includes(d.kind)) return false;
  return true;
}

/** Spec §2 `filter` of a sacrifice / return-to-hand cost, over `resources.permanents`. */
export function permanentMatches(filter: PermanentFilter, p: Permanent): boolean {
  if (filter.ids !== undefined && !filter.ids.includes(p.id)) return false;
  if (filter.name !== undefined && filter.name !== p.name) return false;
  if (filter.types !== undefined && !filter.types.some((t) => p.types.includes(t))) return false;
  return true;
}
