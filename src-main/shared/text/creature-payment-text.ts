/**
 * What a learner reads when creatures help pay attack costs: tap costs (Hollow Warrior) and the {T}
 * mana abilities of creatures (Llanowar Elves, Vhal). Own words; rule numbers from rules.ts.
 */
import type { CreatureSelector } from '#shared/engine/board';
import { pluralWord } from './counts.ts';

export const MANA_BLOCKED = ['tapped', 'attacking', 'sick', 'tapped-for-cost'] as const;
export type ManaBlocked = (typeof MANA_BLOCKED)[number];

/** Why a creature's {T} mana ability cannot be activated while costs are paid (CR 508.1i). */
export function manaBlockedText(creature: string, why: ManaBlocked): string {
  switch (why) {
    case 'tapped':
      return `${creature} is already tapped, so it can't tap for mana`;
    case 'attacking':
      return `${creature} attacks without vigilance, so it became tapped in step 4 and can't tap for mana (CR 508.1f)`;
    case 'sick':
      return `${creature} has summoning sickness, so its {T} ability can't be activated (CR 302.6)`;
    case 'tapped-for-cost':
      return `${creature} is tapped to pay a cost to attack, so it can't also tap for mana`;
  }
}

/** Not enough creatures to tap for the tap costs (attacking creatures can't be tapped, even with vigilance). */
export function tapShortText(needed: number, available: readonly string[]): string {
  const have = available.length === 0 ? 'none can be' : `only ${available.join(', ')} can be`;
  return `the costs need ${needed} untapped ${pluralWord(needed, 'creature')} you control that ${pluralWord(needed, 'is', 'are')} not attacking to tap, and ${have} (a creature declared as an attacker can't be tapped for a cost, even with vigilance)`;
}

/** "creature", "creature with flying", "Elf creature": what a tap cost's filter asks for, roughly as printed. */
export function creatureFilterText(sel: CreatureSelector): string {
  const parts: string[] = [];
  if (sel.types !== undefined && sel.types.length > 0) parts.push(sel.types.filter((t) => t !== 'Creature').join(' '));
  parts.push('creature');
  const extra: string[] = [];
  if (sel.keywords !== undefined && sel.keywords.length > 0) extra.push(`with ${sel.keywords.join(' and ')}`);
  if (sel.colors !== undefined && sel.colors.length > 0) extra.push(`of color ${sel.colors.join('/')}`);
  if (Object.keys(sel).some((k) => k !== 'types' && k !== 'keywords' && k !== 'colors')) extra.push('as the card specifies');
  return [...parts.filter((p) => p !== ''), ...extra].join(' ');
}

/** Step 5: "tap 1 untapped creature you control that isn't attacking". */
export function tapCostText(count: number, filter: string): string {
  return `tap ${count} untapped ${pluralWord(count, filter)} you control that ${pluralWord(count, "isn't", "aren't")} attacking`;
}

/** Steps 6–7 on success. */
export function creaturesTappedText(creatures: readonly string[]): string {
  return `Tapped to pay: ${creatures.join(', ')}`;
}

export function manaCreaturesText(creatures: readonly string[]): string {
  return `Mana abilities of creatures used: ${creatures.join(', ')}`;
}
