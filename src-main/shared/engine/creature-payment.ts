/**
 * Paying attack costs when creatures take part (spec §4, CR 508.1i, 508.1j): `{T}` mana abilities of
 * creatures (`resources.mana` entries with `from`) and costs that tap creatures (`tapCreatures`,
 * Hollow Warrior). Which creatures can help depends on the declaration, so payability is a function of
 * the attackers as well as of the costs, and the search is over the joint use of every creature:
 *
 * - a creature can tap for mana only if it is untapped when costs are paid: not tapped on the board,
 *   not declared as an attacker unless it has vigilance (attackers tap at CR 508.1f), not tapped for
 *   another cost, and not summoning sick unless it has haste (CR 302.6);
 * - a creature can be tapped for a `tapCreatures` cost if it is the attacking player's, untapped on
 *   the board and not declared as an attacker (vigilance or not); summoning sickness does not matter
 *   (the {T} symbol is not involved, CR 302.6) and it cannot then also tap for mana.
 */
import type { Board, Cost, Creature, CreatureSelector, Resources } from './board.ts';
import { isPayable, sumCosts } from './payment.ts';
import { creatureMatches } from './selectors.ts';

/**
 * Boards whose payability depends on which creatures attack: an attack cost and either creature mana
 * or a `tapCreatures` cost. They take the enumerate strategy with exact payment per declaration
 * (creature-members.ts); creature mana with nothing to pay changes nothing.
 */
export function needsCreaturePayment(board: Board): boolean {
  const costs = board.effects.filter((e) => e.kind === 'attackCost');
  if (costs.length === 0) return false;
  if (board.resources?.creatureMana !== undefined && board.resources.creatureMana.length > 0) return true;
  return costs.some((e) => e.kind === 'attackCost' && e.cost.tapCreatures !== undefined);
}

export function canTapForMana(c: Creature, attackers: ReadonlySet<string>): boolean {
  if (c.tapped) return false;
  if (attackers.has(c.id) && !c.keywords.includes('vigilance')) return false;
  return !c.sick || c.keywords.includes('haste');
}

export function canTapForCost(board: Board, c: Creature, attackers: ReadonlySet<string>): boolean {
  return c.controller === board.activePlayer && !c.tapped && !attackers.has(c.id);
}

/** One creature per slot, all distinct, each matching its slot's filter (bipartite matching, Kuhn). */
export function matchSlots(slots: readonly CreatureSelector[], creatures: readonly Creature[]): boolean {
  const owner = new Map<string, number>();
  const tryAssign = (slot: number, seen: Set<string>): boolean => {
    for (const c of creatures) {
      if (seen.has(c.id) || !creatureMatches(slots[slot]!, c)) continue;
      seen.add(c.id);
      const held = owner.get(c.id);
      if (held === undefined || tryAssign(held, seen)) {
        owner.set(c.id, slot);
        return true;
      }
    }
    return false;
  };
  return slots.every((_, i) => tryAssign(i, new Set()));
}

/** The resources with the mana of the creatures in `manaCreatures` added as ordinary sources. */
export function withCreatureMana(resources: Resources, manaCreatures: ReadonlySet<string>): Resources {
  const extra = (resources.creatureMana ?? []).filter((s) => manaCreatures.has(s.from)).flatMap((s) => s.mana);
  return { mana: [...resources.mana, ...extra], life: resources.life, permanents: resources.permanents };
}

/** Every `tapCreatures` cost unrolled into one slot per creature to tap. */
export function tapSlots(costs: readonly Cost[]): CreatureSelector[] {
  return costs.flatMap((c) => (c.tapCreatures === undefined ? [] : Array.from({ length: c.tapCreatures.count }, () => c.tapCreatures!.filter)));
}

/**
 * Whether `costs` can be paid when exactly `attackers` attack. Tries every set T of creatures tapped
 * for the tap costs (|T| = number of slots, a perfect matching of slots to T); every other creature
 * able to tap for mana does so. Tapping a creature for mana never hurts, so this is exact.
 */
export function isPayableWithCreatures(board: Board, attackers: ReadonlySet<string>, costs: readonly Cost[]): boolean {
  const resources = board.resources;
  const slots = tapSlots(costs);
  // Without resources mana, life and permanents are not modeled, but the creatures a tap cost can tap
  // are on the board, so tap costs are always decided (CR 118.3: a cost can't be paid with what isn't there).
  if (resources === undefined)
    return (
      slots.length === 0 ||
      matchSlots(
        slots,
        board.creatures.filter((c) => canTapForCost(board, c, attackers)),
      )
    );
  const need = sumCosts(costs);
  const manaOwners = new Set((resources.creatureMana ?? []).map((s) => s.from));
  const manaReady = board.creatures.filter((c) => manaOwners.has(c.id) && canTapForMana(c, attackers)).map((c) => c.id);
  if (slots.length === 0) return isPayable(need, withCreatureMana(resources, new Set(manaReady)));
  const tappable = board.creatures.filter((c) => canTapForCost(board, c, attackers) && slots.some((s) => creatureMatches(s, c)));
  if (tappable.length < slots.length) return false;
  let found = false;
  const chosen: Creature[] = [];
  const pick = (from: number): void => {
    if (found) return;
    if (chosen.length === slots.length) {
      if (!matchSlots(slots, chosen)) return;
      const tapped = new Set(chosen.map((c) => c.id));
      found = isPayable(need, withCreatureMana(resources, new Set(manaReady.filter((id) => !tapped.has(id)))));
      return;
    }
    for (let i = from; i <= tappable.length - (slots.length - chosen.length); i++) {
      chosen.push(tappable[i]!);
      pick(i + 1);
      chosen.pop();
      if (found) return;
    }
  };
  pick(0);
  return found;
}
