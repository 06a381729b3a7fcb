/**
 * Auras that stop or tax the enchanted creature's attack. Checked against the printed Oracle text of
 * each card; what they do to blocking or activated abilities is not modeled (attacking only).
 */
import { effectPreset, ENCHANTED, onEnchanted } from './builders.ts';
import type { CardPreset, JsonObject, ResolvedParams } from './preset-model.ts';

const WHITE_AURA = { colors: ['W'] as const, types: ['Enchantment', 'Aura'] };
const cantAttack = (_at: unknown, p: ResolvedParams): JsonObject[] => [onEnchanted(p, { kind: 'cantAttack' })];

/** A white Aura whose enchanted creature cannot attack (CR 508.1c); the summary says what else its text does. */
const whiteCantAttackAura = (id: string, name: string, summary: string): CardPreset =>
  effectPreset(id, name, 'aura', WHITE_AURA, ['cant-attack'], summary, [ENCHANTED], cantAttack);

export const AURA_PRESETS = [
  whiteCantAttackAura('pacifism', 'Pacifism', 'The enchanted creature cannot attack (or block).'),
  whiteCantAttackAura('arrest', 'Arrest', 'The enchanted creature cannot attack, block or use activated abilities.'),
  whiteCantAttackAura('faiths-fetters', "Faith's Fetters", 'On a creature: it cannot attack or block, and only its mana abilities still work.'),
  whiteCantAttackAura('forced-worship', 'Forced Worship', 'The enchanted creature cannot attack (it may still block).'),
  whiteCantAttackAura('cage-of-hands', 'Cage of Hands', 'The enchanted creature cannot attack or block.'),
  whiteCantAttackAura('luminous-bonds', 'Luminous Bonds', 'The enchanted creature cannot attack or block.'),
  effectPreset(
    'oppressive-rays',
    'Oppressive Rays',
    'aura',
    WHITE_AURA,
    ['cost'],
    'The enchanted creature may attack only if its controller pays {3}.',
    [ENCHANTED],
    (_at, p) => [onEnchanted(p, { kind: 'attackCost', cost: { mana: '{3}' } })],
  ),
] as const satisfies readonly CardPreset[];
