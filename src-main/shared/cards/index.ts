/** Card presets: cards as attack-board/1 or block-board/1 JSON. Pure TypeScript (no Node imports). */
export type * from './preset-model.ts';
export { PRESET_KINDS, PARAM_TYPES, PRESET_ERROR_CODES, PRESET_FORMATS } from './preset-model.ts';
export { CARD_PRESETS, BLOCK_PRESETS, findPreset, type CardPresetId } from './presets.ts';
export { makeBoardDraft, makeBlockBoardDraft, resolveParams, applyPreset, removeCreature, removeEffect, applyToCreatures, takenIds, unusedId } from './draft.ts';
export type { ApplyOptions, Applied, CreatureTarget } from './draft.ts';
export { makeCardList, makeCardCatalog, replaceCardCatalog, makeTypeLine, makeColorText, CATALOG_START, CATALOG_END, type CardListEntry } from './catalog.ts';
export { PRESET_TAGS, PRESET_TAG_LABELS } from './preset-model.ts';
