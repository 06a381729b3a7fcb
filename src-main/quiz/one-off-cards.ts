/**
 * Cards that appear as the `source` of an effect in a quiz without being a card preset
 * (src-main/cards/presets.ts): the pack linter accepts an effect whose source is a preset's name or
 * one of these. Each was checked against its Oracle text (Forge / XMage card scripts) when added:
 * add a card here only after reading its printed text, and model the quiz from that text.
 */
export const ONE_OFF_CARDS = [
  // {4} Artifact Creature — Golem Warrior 4/4: can't attack or block unless you tap an untapped
  // creature you control not declared as an attacking or blocking creature this combat.
  'Hollow Warrior',
  // {2}{W} Creature — Human Rogue 3/2, lifelink: the creature it returns can't attack or block for as
  // long as you control it.
  'Extraction Specialist',
  // {3}{R} Enchantment: each opponent must attack you or a planeswalker you control with at least one
  // creature each combat if able (and a Treasure at your end step).
  'Trove of Temptation',
  // {1}{U} Creature — Siren 1/1: {T}: target creature an opponent controls attacks you this turn if able.
  'Alluring Siren',
  // {U} Sorcery: during target player's next turn, creatures that player controls attack you if able.
  'Taunt',
  // {1}{G}{W} Enchantment: no more than one creature can attack each turn (and one block).
  'Dueling Grounds',
  // {1}{R} Creature — Human Berserker 2/2, haste; attacks each combat if able.
  'Valley Dasher',
  // {2}{R}{R} Sorcery: goad all creatures you don't control.
  'Disrupt Decorum',
  // {2}{R}{R} Creature — Spirit Dragon 3/4, flying: whenever it enters or attacks, goad target
  // creature; whenever a goaded creature attacks, it deals 1 damage to its controller.
  'Vengeful Ancestor',
  // {R} Creature — Orc Warrior 2/2: can't attack unless at least two other creatures attack; can't
  // block unless at least two other creatures block.
  'Orcish Conscripts',
  // {3}{W}{W} Legendary Planeswalker — Gideon: +2: during target opponent's next turn, creatures that
  // player controls attack Gideon Jura if able.
  'Gideon Jura',
] as const;

export type OneOffCard = (typeof ONE_OFF_CARDS)[number];
