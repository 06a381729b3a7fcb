/**
 * The permanents part of spec §4: one slot per permanent a sacrifice or return-to-hand cost needs,
 * matched to distinct permanents with augmenting paths (the mana part is in payment.ts).
 */
import type { Permanent, PermanentCost, PermanentFilter } from './board.ts';
import { permanentMatches } from './selectors.ts';
import { err, ok, type Result } from './result.ts';
import { pluralWord } from '#shared/text/learner-text';
import type { PaymentFailure, PaymentNeed } from './payment-need.ts';

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

export function matchPermanents(need: PaymentNeed, permanents: readonly Permanent[]): Result<string[], PaymentFailure> {
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
      message: `needs ${slots} ${pluralWord(slots, 'permanent')} to ${describeGroups(groups)} but only ${p} ${pluralWord(p, 'is', 'are')} on the battlefield`,
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
        ? `needs ${describeGroups(involved)} but only ${visited} ${pluralWord(visited, 'matches', 'match')}`
        : `needs ${describeGroups(involved)} but only ${visited} ${pluralWord(visited, 'permanent')} can serve (none serves twice)`;
    return err({ code: 'permanents', message });
  }
  const used: string[] = new Array<string>(slots);
  for (let slot = 0; slot < slots; slot++) used[slot] = permanents[slotPerm[slot]!]!.id;
  return ok(used);
}

function describeGroups(groups: readonly SlotGroup[]): string {
  return groups.map(({ cost, action }) => `${cost.count} ${makeFilterText(cost.filter)} ${pluralWord(cost.count, 'permanent')} to ${action}`).join(' and ');
}
