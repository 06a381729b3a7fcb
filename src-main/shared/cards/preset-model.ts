/**
 * Card presets: one per card of the article that changes how creatures attack, each turning the card
 * into attack-board/1 JSON (spec §1–§2). A preset works on a BoardDraft, the raw board as a file holds
 * it, so its output is exactly what parseBoard validates and what a quiz pack or share code stores.
 */
import type { JsonObject, JsonValue } from '#shared/quiz/pack-model';
import type { Color, EffectKind } from '#shared/engine/board-format';
import type { BlockEffectKind } from '#shared/engine/block/block-format';

export type { JsonObject, JsonValue };

export const PRESET_KINDS = ['creature', 'permanent', 'aura', 'ability', 'land'] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

/**
 * The board format a preset writes: attack-board/1 (declaring attackers) or block-board/1 (declaring
 * blockers, docs/block-board-v1.md). A preset applies only to a draft of its own format.
 */
export const PRESET_FORMATS = ['attack-board/1', 'block-board/1'] as const;
export type PresetFormat = (typeof PRESET_FORMATS)[number];

interface ParamBase {
  /** Key in the params object, e.g. `x`, `controller`. */
  readonly name: string;
  /** Label for a form, e.g. "X", "Crawlspace's controller". */
  readonly label: string;
}

/** A non-negative integer (a hand size); `number` allows any integer within its bounds (War Tax's X). */
export interface CountParam extends ParamBase {
  readonly type: 'count' | 'number';
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/**
 * A player id; defaults to the active player on an attack board. On a block board it defaults to the
 * defending player (whose creatures and cards shape the blocks) unless `default` is `active`.
 */
export interface PlayerParam extends ParamBase {
  readonly type: 'player';
  readonly default?: 'active';
}

/** An opponent of the active player; defaults to the first opponent in `players` order. */
export interface OpponentParam extends ParamBase {
  readonly type: 'opponent';
}

/** The id of a creature already on the draft (the enchanted or goaded creature); no default. */
export interface CreatureRefParam extends ParamBase {
  readonly type: 'creatureRef';
  /**
   * On a block board: whether the card expects an attacking creature (Lure's, a provoker's) or one of
   * the defending player's creatures (Culling Mark's target). Only a hint for a form or the CLI to
   * offer the right creatures; any creature on the draft is accepted.
   */
  readonly side?: 'attacking' | 'blocking';
  /** True when the card may leave it unchosen (provoke: "you may"); absent, it must be chosen. */
  readonly optional?: boolean;
}

/**
 * What a creature attacks on a block board (block-board/1 §1): an opponent of the active player, or a
 * planeswalker or battle on the draft. Optional, no default: absent, the creature is not attacking.
 */
export interface AttackTargetParam extends ParamBase {
  readonly type: 'attackTarget';
}

/** A mana cost in the spec's symbols, e.g. "{2}", "{W/P}". */
export interface ManaCostParam extends ParamBase {
  readonly type: 'manaCost';
  readonly default: string;
}

/** A color chosen as the card enters (Teferi's Moat). */
export interface ColorParam extends ParamBase {
  readonly type: 'color';
  readonly default: Color;
}

export type ParamSpec = CountParam | PlayerParam | OpponentParam | CreatureRefParam | ManaCostParam | ColorParam | AttackTargetParam;

/**
 * What a card does to attacking, for search ("tax", "goad", "can't attack"): a preset carries every
 * tag that applies. Labels are the words a judge types; see PRESET_TAG_LABELS.
 */
export const PRESET_TAGS = [
  'tax',
  'cost',
  'cant-attack',
  'must-attack',
  'goad',
  'conditional',
  'alone',
  'limit',
  'defender',
  'mana',
  'plain',
  'evasion',
  'cant-block',
  'must-block',
  'lure',
  'must-be-blocked',
  'extra-blocks',
  'block-limit',
  'block-alone',
  'block-cost',
  'land',
] as const;
export type PresetTag = (typeof PRESET_TAGS)[number];

export const PRESET_TAG_LABELS: Readonly<Record<PresetTag, string>> = {
  tax: 'tax: pay mana for each attacker',
  cost: 'cost to attack: sacrifice, return or pay for this creature',
  'cant-attack': "can't attack",
  'must-attack': 'must attack (attacks each combat if able)',
  goad: 'goad',
  conditional: 'conditional requirement (if one attacks, others must)',
  alone: "attacks alone / can't attack alone / needs company",
  limit: 'limit on the number of attackers',
  defender: 'defender',
  mana: 'mana creature',
  plain: 'no attack text (a body for examples)',
  evasion: 'evasion: limits which creatures can block it',
  'cant-block': "can't block (at all, or some attackers)",
  'must-block': 'must block (blocks each combat if able, provoke)',
  lure: 'lure: all creatures able to block it do so',
  'must-be-blocked': 'must be blocked if able',
  'extra-blocks': 'can block additional creatures',
  'block-limit': 'limit on the number of blockers',
  'block-alone': "can't block alone",
  'block-cost': 'cost to block: pay for each blocking creature',
  land: 'a land (for landwalk)',
};

/** Param values as a form gives them; `resolveParams` checks them and fills defaults. */
export type PresetParams = Readonly<Record<string, string | number | undefined>>;
/** Checked params, every one present. */
export type ResolvedParams = Readonly<Record<string, string | number>>;

/**
 * A creature as attack-board/1 or block-board/1 writes it (§1 of each); optional fields take the
 * spec's defaults. `attacking` exists on block boards only.
 */
export interface DraftCreature {
  readonly id: string;
  readonly name: string;
  readonly controller: string;
  readonly colors?: readonly Color[];
  readonly types?: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  readonly tapped?: boolean;
  readonly sick?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly keywords?: readonly string[];
  readonly attacking?: string;
}

/** An effect as the draft's format writes it; presets always give `id` and `source`. */
export interface DraftEffect extends JsonObject {
  readonly id: string;
  readonly source: string;
  readonly kind: EffectKind | BlockEffectKind;
}

/** A land as block-board/1 writes it (§1): only landwalk looks at lands. */
export interface DraftLand {
  readonly id: string;
  readonly name?: string;
  readonly controller: string;
  readonly types: readonly string[];
}

/**
 * The raw board being built: attack-board/1 JSON (parseBoard) or block-board/1 JSON (parseBlockBoard),
 * as `format` says, passed to the parser as it is. `lands` exist on block boards only,
 * `attackMultiplePlayers` on attack boards only; `defendingPlayer` is the blocking player on a block
 * board, and on an attack board without the option the opponent chosen at the beginning of combat
 * (CR 506.2a, spec §1).
 */
export interface BoardDraft {
  readonly format: PresetFormat;
  readonly players: readonly string[];
  readonly activePlayer: string;
  readonly defendingPlayer?: string;
  readonly lands?: readonly DraftLand[];
  readonly attackMultiplePlayers?: boolean;
  readonly defenders?: readonly JsonObject[];
  readonly creatures: readonly DraftCreature[];
  readonly effects: readonly DraftEffect[];
  readonly resources?: JsonObject;
}

/** What applying a preset adds to a draft. */
export interface PresetOutput {
  readonly creatures: readonly DraftCreature[];
  readonly effects: readonly DraftEffect[];
  /**
   * `resources.mana` entries the card brings (`{ "mana": "G", "from": id }` for a creature's {T} mana
   * ability). Added only when the draft has `resources`: without them every cost is payable anyway
   * (spec §1), and creating them would make every other cost unpayable.
   */
  readonly mana?: readonly JsonObject[];
  /** Planeswalkers or battles the card puts on the board (Gideon Jura), as attack-board/1 defenders. */
  readonly defenders?: readonly JsonObject[];
  /** Lands the card is (a Swamp for swampwalk), as block-board/1 lands. */
  readonly lands?: readonly DraftLand[];
  /**
   * Ids of effects already on the draft that the card switches off (Arcades lets its controller's
   * defenders attack: their defender restrictions go). Absent for nearly every card.
   */
  readonly removesEffects?: readonly string[];
  /**
   * Creatures already on the draft that the card changes, by id (Arcades: its controller's defenders
   * are written without the defender keyword, since they attack as though they didn't have it).
   */
  readonly updatesCreatures?: readonly DraftCreature[];
}

/**
 * Where a preset's output is placed: `self` is the new creature's id (creature presets), `instance`
 * the prefix of the new effects' ids (spec of ids in docs/card-presets.md).
 */
export interface PresetPlacement {
  readonly self: string;
  readonly instance: string;
}

/**
 * Where the preset's card text was checked: the Oracle keywords as printed (capitalized as on the card,
 * "Protection from red") and the reference read (a Forge cardsfolder script or an XMage card class).
 * A test holds `creature.keywords` equal to these keywords in lower case.
 */
export interface PresetSource {
  readonly ref: string;
  readonly keywords: readonly string[];
}

export interface CardPreset {
  readonly id: string;
  readonly name: string;
  readonly kind: PresetKind;
  /** The board format the preset writes. */
  readonly format: PresetFormat;
  /** The checked Oracle source (every block-board/1 preset has one). */
  readonly source?: PresetSource;
  /** One or two sentences in the project's own words: what the card does to attacking. */
  readonly summary: string;
  /** The printed card's colors ([] for colorless, and for a rule such as goad that is no card). */
  readonly colors: readonly Color[];
  /** The printed type line's words, supertypes and subtypes included, e.g. ["Enchantment", "Aura"]. */
  readonly types: readonly string[];
  /** What it does to attacking, for search. */
  readonly tags: readonly PresetTag[];
  /** A creature card's printed power, toughness and keywords (lower case). */
  readonly creature?: { readonly power: number; readonly toughness: number; readonly keywords: readonly string[] };
  readonly params: readonly ParamSpec[];
  /**
   * A static ability over creatures the card does not add (Hellraiser Goblin: "Creatures you control
   * have haste"): `applyPreset` passes every creature added after the card through it, with one of
   * the card's own effects on the board (`source` is the card's name) to say whose creatures it covers.
   */
  readonly grants?: (creature: DraftCreature, effect: DraftEffect) => DraftCreature;
  /**
   * The creatures and effects the card adds. `params` must come from `resolveParams` (every param
   * checked and present); `at` names the new ids (see `applyPreset`, which picks unused ones).
   */
  apply(board: BoardDraft, params: ResolvedParams, at: PresetPlacement): PresetOutput;
}

export const PRESET_ERROR_CODES = [
  'unknown-preset',
  'unknown-param',
  'missing-param',
  'bad-param',
  'unknown-player',
  'not-an-opponent',
  'unknown-creature',
  'duplicate-id',
  'bad-id',
  'no-subject',
  'wrong-format',
] as const;
export type PresetErrorCode = (typeof PRESET_ERROR_CODES)[number];

export interface PresetError {
  readonly code: PresetErrorCode;
  /** The param name, `id`, or '' for the preset itself. */
  readonly param: string;
  readonly message: string;
}
