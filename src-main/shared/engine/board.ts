/**
 * The typed, validated board of attack-board/1 (spec §1–§4). Produced only by `parseBoard`, so every
 * id it mentions exists, defaults are filled in and effect ids are assigned.
 */
import type { Color, DefenderKind, ManaLetter } from './board-format.ts';

export interface CreatureSelector {
  readonly ids?: readonly string[];
  readonly except?: readonly string[];
  readonly name?: string;
  readonly controller?: string;
  readonly colors?: readonly Color[];
  readonly colorless?: boolean;
  readonly types?: readonly string[];
  readonly counter?: string;
  /** Counters of a name (any name when absent) totalling atLeast..atMost (Kulrath Knight, Nils). */
  readonly counters?: CounterTest;
  /** Has at least one of these keywords (lower case). */
  readonly keywords?: readonly string[];
  /** Has none of these keywords (Moat: creatures without flying). */
  readonly notKeywords?: readonly string[];
  /** Has none of these colors (Elephant Grass: nonblack). */
  readonly notColors?: readonly Color[];
  /** Has none of these types (Akron Legionnaire: nonartifact). */
  readonly notTypes?: readonly string[];
  readonly powerAtLeast?: number;
  readonly powerAtMost?: number;
}

export interface CounterTest {
  readonly name?: string;
  /** Defaults to 1: "with a counter on it". */
  readonly atLeast: number;
  readonly atMost?: number;
}

export interface DefenderSelector {
  readonly ids?: readonly string[];
  readonly players?: readonly string[];
  readonly notPlayers?: readonly string[];
  readonly kinds?: readonly DefenderKind[];
}

export interface PermanentFilter {
  readonly ids?: readonly string[];
  readonly name?: string;
  readonly types?: readonly string[];
}

export interface PermanentCost {
  readonly count: number;
  readonly filter: PermanentFilter;
}

/** Tap `count` untapped creatures matching `filter` that the attacking player controls and does not attack with (Hollow Warrior). */
export interface TapCreaturesCost {
  readonly count: number;
  readonly filter: CreatureSelector;
}

export interface Cost {
  /** The mana cost as written, e.g. "{2}{W/P}". Parsed symbols are in `manaSymbols`. */
  readonly mana?: string;
  readonly manaSymbols: readonly ManaSymbol[];
  readonly life?: number;
  readonly sacrifice?: PermanentCost;
  readonly returnToHand?: PermanentCost;
  readonly tapCreatures?: TapCreaturesCost;
  readonly note?: string;
}

/** One mana symbol of a cost (spec §2, §4). Generic `{3}` is three `generic` symbols. */
export type ManaSymbol =
  | { readonly kind: 'generic' }
  | { readonly kind: 'colored'; readonly color: ManaLetter } // includes {C}
  | { readonly kind: 'hybrid'; readonly colors: readonly [Color, Color] }
  | { readonly kind: 'phyrexian'; readonly color: Color };

export interface Creature {
  readonly id: string;
  readonly name: string;
  readonly controller: string;
  readonly colors: readonly Color[];
  readonly types: readonly string[];
  readonly power: number;
  readonly toughness: number;
  readonly tapped: boolean;
  readonly sick: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /** Lower-case keywords (flying, haste, vigilance, …); `[]` when absent. */
  readonly keywords: readonly string[];
}

export interface Defender {
  readonly id: string;
  readonly kind: DefenderKind;
  /** The player itself for `player`; controller of a planeswalker; protector of a battle. */
  readonly player: string;
  readonly name: string;
}

interface EffectBase {
  readonly id: string;
  readonly source: string;
}

export interface CantAttackEffect extends EffectBase {
  readonly kind: 'cantAttack';
  readonly creatures: CreatureSelector;
  readonly defenders?: DefenderSelector;
}
export interface CantAttackAloneEffect extends EffectBase {
  readonly kind: 'cantAttackAlone';
  readonly creatures: CreatureSelector;
}
export interface AttacksAloneEffect extends EffectBase {
  readonly kind: 'attacksAlone';
  readonly creatures: CreatureSelector;
}
export interface MaxAttackersEffect extends EffectBase {
  readonly kind: 'maxAttackers';
  readonly count: number;
  readonly creatures?: CreatureSelector;
  readonly defenders?: DefenderSelector;
}
export interface CantAttackUnlessEffect extends EffectBase {
  readonly kind: 'cantAttackUnless';
  readonly creatures: CreatureSelector;
  readonly others: CreatureSelector;
  readonly atLeast: number;
}
export interface MustAttackEffect extends EffectBase {
  readonly kind: 'mustAttack';
  readonly creatures: CreatureSelector;
  readonly defenders?: DefenderSelector;
}
export interface AtLeastOneAttacksEffect extends EffectBase {
  readonly kind: 'atLeastOneAttacks';
  readonly creatures?: CreatureSelector;
  readonly defenders?: DefenderSelector;
}
export interface GoadEffect extends EffectBase {
  readonly kind: 'goad';
  readonly creatures: CreatureSelector;
  readonly by: string;
}
export interface ConditionalEffect extends EffectBase {
  readonly kind: 'conditional';
  readonly if: { readonly anyAttacks: CreatureSelector };
  readonly then: readonly RequirementEffect[];
}
export interface AttackCostEffect extends EffectBase {
  readonly kind: 'attackCost';
  readonly creatures: CreatureSelector;
  readonly defenders?: DefenderSelector;
  readonly cost: Cost;
}

export type RestrictionEffect = CantAttackEffect | CantAttackAloneEffect | AttacksAloneEffect | MaxAttackersEffect | CantAttackUnlessEffect;
export type RequirementEffect = MustAttackEffect | AtLeastOneAttacksEffect | GoadEffect | ConditionalEffect;
export type Effect = RestrictionEffect | RequirementEffect | AttackCostEffect;

export interface Permanent {
  readonly id: string;
  readonly name: string;
  readonly types: readonly string[];
}

/**
 * A `{T}` mana ability of a creature (spec §4): one activation gives every mana of `mana` (one entry
 * a mana, each the letters it may be), and only if the creature is untapped at CR 508.1i.
 */
export interface CreatureManaSource {
  /** The creature's id; it is controlled by the active player (checked by parseBoard). */
  readonly from: string;
  readonly mana: readonly (readonly ManaLetter[])[];
}

export interface Resources {
  /** One entry a mana; each letter is a color it can be (`C` colorless). Sources that are not creatures. */
  readonly mana: readonly (readonly ManaLetter[])[];
  /** Mana from creatures (`from`); absent when the board names none. */
  readonly creatureMana?: readonly CreatureManaSource[];
  readonly life: number;
  readonly permanents: readonly Permanent[];
}

export interface Board {
  readonly format: 'attack-board/1';
  readonly players: readonly string[];
  readonly activePlayer: string;
  readonly attackMultiplePlayers: boolean;
  /**
   * Without the attack-multiple-players option: the opponent chosen as the defending player at the
   * beginning of combat (CR 506.2a, spec §1); only that player and its planeswalkers and battles are
   * attackable. Filled in when there is a single opponent; absent whenever the option is on.
   */
  readonly defendingPlayer?: string;
  /** Planeswalkers and battles as given, then one `player` defender per player (spec §1). */
  readonly defenders: readonly Defender[];
  readonly creatures: readonly Creature[];
  readonly effects: readonly Effect[];
  /** Absent: every cost is payable (spec §1). */
  readonly resources?: Resources;
}

/** A declaration: attacking creature id → defender id. Creatures not listed do not attack. */
export interface Declaration {
  readonly attacks: Readonly<Record<string, string>>;
}

export interface BoardError {
  readonly path: string;
  readonly code: import('./board-format.ts').BoardErrorCode;
  readonly message: string;
}
