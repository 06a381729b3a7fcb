/**
 * Auras that stop or tax the enchanted creature's attack. Checked against the printed Oracle text of
 * each card; what they do to blocking or activated abilities is not modeled (attacking only).
 */
import { effectPreset, ENCHANTED, onEnchanted } from './builders.ts';
import type { CardPreset, JsonObject, ResolvedParams } from './preset-model.ts';

const WHITE_AURA = { colors: ['W'] as const, types: ['Enchantment', 'Aura'] };
const cantAttack = (_at: unknown, p: ResolvedParams): JsonObject[] => [onEnchanted(p, { kind: 'cantAttack' })];

export const AURA_PRESETS = [
  effectPreset('pacifism', 'Pacifism', 'aura', WHITE_AURA, ['cant-attack'], 'The enchanted creature cannot attack (or block).', [ENCHANTED], cantAttack),
  effectPreset(
    'arrest',
    'Arrest',
    'aura',
    WHITE_AURA,
    ['cant-attack'],
    'The enchanted creature cannot attack, block or use activated abilities.',
    [ENCHANTED],
    cantAttack,
  ),
  effectPreset(
    'faiths-fetters',
    "Faith's Fetters",
    'aura',
    WHITE_AURA,
    ['cant-attack'],
    'On a creature: it cannot attack or block, and only its mana abilities still work.',
    [ENCHANTED],
    cantAttack,
  ),
  effectPreset(
    'forced-worship',
    'Forced Worship',
    'aura',
    WHITE_AURA,
    ['cant-attack'],
    'The enchanted creature cannot attack (it may still block).',
    [ENCHANTED],
    cantAttack,
  ),
  effectPreset(
    'cage-of-hands',
    'Cage of Hands',
    'aura',
    WHITE_AURA,
    ['cant-attack'],
    'The enchanted creature cannot attack or block.',
    [ENCHANTED],
    cantAttack,
  ),
  effectPreset(
    'luminous-bonds',
    'Luminous Bonds',
    'aura',
    WHITE_AURA,
    ['cant-attack'],
    'The enchanted creature cannot attack or block.',
    [ENCHANTED],
    cantAttack,
  ),
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
