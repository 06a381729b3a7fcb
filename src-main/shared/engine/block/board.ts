/**
 * The typed, validated board of block-board/1 (docs/block-board-v1.md). Produced only by
 * `parseBlockBoard`, so every id it mentions exists, defaults are filled in and effect ids are assigned.
 * Creatures, selectors, costs, defenders and resources are attack-board/1's types, reused.
 */
import type { Cost, Creature, CreatureSelector, Defender, Resources } from '../board.ts';

export interface Land {
  readonly id: string;
  readonly name: string;
  readonly controller: string;
  /** Card types, subtypes and supertypes in one list (§1): ["Basic", "Land", "Swamp"]. */
  readonly types: readonly string[];
}

export interface BlockCreature extends Creature {
  /** What the creature attacks (a player, planeswalker or battle id); absent when it is not attacking. */
  readonly attacking?: string;
}

interface Base {
  readonly id: string;
  readonly source: string;
}

export interface CantBlockEffect extends Base {
  readonly kind: 'cantBlock';
  readonly creatures: CreatureSelector;
  readonly attackers: CreatureSelector;
}
export interface CantBlockAloneEffect extends Base {
  readonly kind: 'cantBlockAlone';
  readonly creatures: CreatureSelector;
}
export interface MaxBlockersEffect extends Base {
  readonly kind: 'maxBlockers';
  readonly count: number;
  readonly creatures?: CreatureSelector;
}
export interface BlockedByAtLeastEffect extends Base {
  readonly kind: 'blockedByAtLeast';
  readonly attackers: CreatureSelector;
  readonly count: number;
}
export interface BlockedByAtMostEffect extends Base {
  readonly kind: 'blockedByAtMost';
  readonly attackers: CreatureSelector;
  readonly count: number;
}
export interface CanBlockAdditionalEffect extends Base {
  readonly kind: 'canBlockAdditional';
  readonly creatures: CreatureSelector;
  readonly count: number | 'any';
}
export interface MustBlockEffect extends Base {
  readonly kind: 'mustBlock';
  readonly creatures: CreatureSelector;
}
export interface MustBlockAttackerEffect extends Base {
  readonly kind: 'mustBlockAttacker';
  readonly creatures: CreatureSelector;
  readonly attackers: CreatureSelector;
}
export interface LureEffect extends Base {
  readonly kind: 'lure';
  readonly attackers: CreatureSelector;
}
export interface MustBeBlockedEffect extends Base {
  readonly kind: 'mustBeBlocked';
  readonly attackers: CreatureSelector;
}
export interface MustBeBlockedExactlyEffect extends Base {
  readonly kind: 'mustBeBlockedExactly';
  readonly attackers: CreatureSelector;
  readonly count: number;
}
export interface BlockCostEffect extends Base {
  readonly kind: 'blockCost';
  readonly creatures: CreatureSelector;
  readonly cost: Cost;
}

export type BlockEffect =
  | CantBlockEffect
  | CantBlockAloneEffect
  | MaxBlockersEffect
  | BlockedByAtLeastEffect
  | BlockedByAtMostEffect
  | CanBlockAdditionalEffect
  | MustBlockEffect
  | MustBlockAttackerEffect
  | LureEffect
  | MustBeBlockedEffect
  | MustBeBlockedExactlyEffect
  | BlockCostEffect;

export interface BlockBoard {
  readonly format: 'block-board/1';
  readonly players: readonly string[];
  /** The attacking player (506.2). */
  readonly activePlayer: string;
  /** The one player whose declaration this board is about (802.4). */
  readonly defendingPlayer: string;
  /** Planeswalkers and battles only (players are not listed here, unlike attack-board's Board). */
  readonly defenders: readonly Defender[];
  readonly lands: readonly Land[];
  readonly creatures: readonly BlockCreature[];
  readonly effects: readonly BlockEffect[];
  /** Absent: every cost is payable (§1). `creatureMana` sources are the defending player's creatures. */
  readonly resources?: Resources;
}

/** A declaration (§6): blocking creature id → the attacker it blocks, or the sorted attackers it blocks. */
export interface BlockDeclaration {
  readonly blocks: Readonly<Record<string, string | readonly string[]>>;
}
