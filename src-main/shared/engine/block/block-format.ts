/** The closed vocabularies of block-board/1 (docs/block-board-v1.md §1–§3). Types derive from these arrays. */

export const BLOCK_BOARD_FORMAT = 'block-board/1' as const;

/** §3.1: a declaration that breaks one is never legal (509.1b). */
export const BLOCK_RESTRICTION_KINDS = ['cantBlock', 'cantBlockAlone', 'maxBlockers', 'blockedByAtLeast', 'blockedByAtMost'] as const;
/** §3.3: each expands into unit requirements (509.1c). */
export const BLOCK_REQUIREMENT_KINDS = ['mustBlock', 'mustBlockAttacker', 'lure', 'mustBeBlocked', 'mustBeBlockedExactly'] as const;

export const BLOCK_EFFECT_KINDS = [...BLOCK_RESTRICTION_KINDS, 'canBlockAdditional', ...BLOCK_REQUIREMENT_KINDS, 'blockCost'] as const;
export type BlockEffectKind = (typeof BLOCK_EFFECT_KINDS)[number];

/** §2: the landwalk forms and the land each looks for among the defending player's lands. */
export const LANDWALK_FORMS = {
  plainswalk: { type: 'Plains' },
  islandwalk: { type: 'Island' },
  swampwalk: { type: 'Swamp' },
  mountainwalk: { type: 'Mountain' },
  forestwalk: { type: 'Forest' },
  desertwalk: { type: 'Desert' },
  'nonbasic landwalk': { without: 'Basic' },
  'legendary landwalk': { type: 'Legendary' },
} as const satisfies Readonly<Record<string, { readonly type: string } | { readonly without: string }>>;
export type LandwalkForm = keyof typeof LANDWALK_FORMS;

/** §2: the qualities `protection from …` may name. */
export const PROTECTION_QUALITIES = ['white', 'blue', 'black', 'red', 'green', 'artifacts', 'monocolored', 'multicolored', 'everything'] as const;
export type ProtectionQuality = (typeof PROTECTION_QUALITIES)[number];

/** §2: the evasion keywords that are pair restrictions (menace counts blockers instead). */
export const EVASION_KEYWORDS = ['flying', 'shadow', 'horsemanship', 'fear', 'intimidate', 'skulk'] as const;
/** @public Each vocabulary's type stands beside its array, used or not (knip). */
export type EvasionKeyword = (typeof EVASION_KEYWORDS)[number];

export const PROTECTION_PREFIX = 'protection from ';

export function isLandwalk(keyword: string): keyword is LandwalkForm {
  return Object.hasOwn(LANDWALK_FORMS, keyword);
}

export function isProtectionQuality(q: string): q is ProtectionQuality {
  return (PROTECTION_QUALITIES as readonly string[]).includes(q);
}
