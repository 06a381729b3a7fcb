/** The fields each object of block-board/1 takes (§1, §3): anything else is `unknown-field`. */
import type { BlockEffectKind } from './block-format.ts';
import { CREATURE_FIELDS } from '../board-fields.ts';

export const BLOCK_ROOT_FIELDS = ['format', 'players', 'activePlayer', 'defendingPlayer', 'defenders', 'lands', 'creatures', 'effects', 'resources'] as const;
export const LAND_FIELDS = ['id', 'name', 'controller', 'types'] as const;
/** §1: attack-board/1's creature, and what it attacks. */
export const BLOCK_CREATURE_FIELDS = [...CREATURE_FIELDS, 'attacking'] as const;

/** Fields each effect kind takes besides `id`, `source` and `kind` (§3 tables). */
export const BLOCK_EFFECT_FIELDS: Readonly<Record<BlockEffectKind, readonly string[]>> = {
  cantBlock: ['creatures', 'attackers'],
  cantBlockAlone: ['creatures'],
  maxBlockers: ['count', 'creatures'],
  blockedByAtLeast: ['attackers', 'count'],
  blockedByAtMost: ['attackers', 'count'],
  canBlockAdditional: ['creatures', 'count'],
  mustBlock: ['creatures'],
  mustBlockAttacker: ['creatures', 'attackers'],
  lure: ['attackers'],
  mustBeBlocked: ['attackers'],
  mustBeBlockedExactly: ['attackers', 'count'],
  blockCost: ['creatures', 'cost'],
};
export const ALL_BLOCK_EFFECT_FIELDS = [...new Set(Object.values(BLOCK_EFFECT_FIELDS).flat())];
