/**
 * The fields each object of attack-board/1 takes (spec §1, §2 tables): anything else is
 * `unknown-field`, because an unknown field anywhere is an error (spec §1).
 */
import type { EffectKind } from './board-format.ts';

// ---------------------------------------------------------------------------------------------------
// Field lists: anything else is `unknown-field` (spec §1: an unknown field anywhere is an error).

export const ROOT_FIELDS = [
  'format',
  'players',
  'activePlayer',
  'attackMultiplePlayers',
  'defendingPlayer',
  'defenders',
  'creatures',
  'effects',
  'resources',
] as const;
export const DEFENDER_FIELDS = ['id', 'kind', 'player', 'name'] as const;
export const CREATURE_FIELDS = ['id', 'name', 'controller', 'colors', 'types', 'power', 'toughness', 'tapped', 'sick', 'counters', 'keywords'] as const;
export const CREATURE_SELECTOR_FIELDS = [
  'ids',
  'except',
  'name',
  'controller',
  'colors',
  'colorless',
  'types',
  'counter',
  'counters',
  'keywords',
  'notKeywords',
  'notColors',
  'notTypes',
  'powerAtLeast',
  'powerAtMost',
] as const;
export const COUNTER_TEST_FIELDS = ['name', 'atLeast', 'atMost'] as const;
export const DEFENDER_SELECTOR_FIELDS = ['ids', 'players', 'notPlayers', 'kinds'] as const;
export const PERMANENT_FILTER_FIELDS = ['ids', 'name', 'types'] as const;
export const RESOURCES_FIELDS = ['mana', 'life', 'permanents'] as const;
export const PERMANENT_FIELDS = ['id', 'name', 'types'] as const;
export const COST_FIELDS = ['mana', 'life', 'sacrifice', 'returnToHand', 'tapCreatures', 'note'] as const;
export const MANA_ENTRY_FIELDS = ['mana', 'from'] as const;
export const TAP_COST_FIELDS = ['count', 'filter'] as const;
export const PERMANENT_COST_FIELDS = ['count', 'filter'] as const;
export const IF_FIELDS = ['anyAttacks'] as const;

/** Fields each effect kind takes besides `id`, `source` and `kind` (spec §2 tables). */
export const EFFECT_FIELDS: Readonly<Record<EffectKind, readonly string[]>> = {
  cantAttack: ['creatures', 'defenders'],
  cantAttackAlone: ['creatures'],
  attacksAlone: ['creatures'],
  maxAttackers: ['count', 'creatures', 'defenders'],
  cantAttackUnless: ['creatures', 'others', 'atLeast'],
  mustAttack: ['creatures', 'defenders'],
  atLeastOneAttacks: ['creatures', 'defenders'],
  goad: ['creatures', 'by'],
  conditional: ['if', 'then'],
  attackCost: ['creatures', 'defenders', 'cost'],
};
export const EFFECT_COMMON_FIELDS = ['id', 'source', 'kind'] as const;
export const ALL_EFFECT_FIELDS = [...new Set(Object.values(EFFECT_FIELDS).flat())];
