/** Card presets: cards as attack-board/1 or block-board/1 JSON. Pure TypeScript (no Node imports). */
export type * from './preset-model.ts';
export { CARD_PRESETS, BLOCK_PRESETS, findPreset } from './presets.ts';
export {
  makeBoardDraft,
  makeBlockBoardDraft,
  resolveParams,
  applyPreset,
  removeCreature,
  removeEffect,
  applyToCreatures,
  takenIds,
  unusedId,
} from './draft.ts';
export type { ApplyOptions } from './draft.ts';
export { makeCardList, makeCardCatalog, replaceCardCatalog, makeTypeLine, makeColorText, CATALOG_START, CATALOG_END } from './catalog.ts';
export { PRESET_TAG_LABELS } from './preset-model.ts';
