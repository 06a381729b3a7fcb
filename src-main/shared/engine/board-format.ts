/**
 * The closed vocabularies of the attack-board/1 format (spec §1–§2): effect, defender and color kinds,
 * and the codes a rejected board carries. Types derive from these arrays.
 */

export const BOARD_FORMAT = 'attack-board/1' as const;

export const RESTRICTION_KINDS = ['cantAttack', 'cantAttackAlone', 'attacksAlone', 'maxAttackers', 'cantAttackUnless'] as const;
/** @public Each vocabulary's type stands beside its array, used or not (knip). */
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export const REQUIREMENT_KINDS = ['mustAttack', 'atLeastOneAttacks', 'goad', 'conditional'] as const;
/** @public Each vocabulary's type stands beside its array, used or not (knip). */
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export const COST_KINDS = ['attackCost'] as const;
/** @public Each vocabulary's type stands beside its array, used or not (knip). */
export type CostKind = (typeof COST_KINDS)[number];

export const EFFECT_KINDS = [...RESTRICTION_KINDS, ...REQUIREMENT_KINDS, ...COST_KINDS] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export const DEFENDER_KINDS = ['player', 'planeswalker', 'battle'] as const;
export type DefenderKind = (typeof DEFENDER_KINDS)[number];

/** Colors a creature can have (`colors` field) and a mana source can produce (`C` = colorless). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];
export const MANA_LETTERS = [...COLORS, 'C'] as const;
export type ManaLetter = (typeof MANA_LETTERS)[number];

/** Why a board is rejected; every error also carries a JSON path and a readable reason. */
export const BOARD_ERROR_CODES = [
  'not-object',
  'wrong-type',
  'missing-field',
  'unknown-field',
  'bad-format',
  'unknown-kind',
  'unknown-player',
  'unknown-creature',
  'unknown-defender',
  'unknown-permanent',
  'duplicate-id',
  'bad-id',
  'bad-count',
  'bad-mana',
  'bad-color',
  'bad-keyword',
  'bad-defender-kind',
  'not-a-requirement',
  'too-few-players',
  'empty',
  'too-large',
] as const;
export type BoardErrorCode = (typeof BOARD_ERROR_CODES)[number];
