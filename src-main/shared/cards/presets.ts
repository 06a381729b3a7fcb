/**
 * The card library: every preset, in one list. Each card file holds one family (the article's cards,
 * taxes, restrictions, requirements and goad, company rules, defenders, auras); a card's preset is
 * written from its printed Oracle text (see docs/card-presets.md for how, and the table tests in
 * test/cards/preset-boards*.test.ts for the hand-worked board of each).
 */
import { ARTICLE_PRESETS } from './presets-article.ts';
import { AURA_PRESETS } from './presets-auras.ts';
import { COMPANY_PRESETS } from './presets-company.ts';
import { DEFENDER_PRESETS } from './presets-defenders.ts';
import { MANA_PRESETS } from './presets-mana.ts';
import { MORE_PRESETS } from './presets-more.ts';
import { BODY_PRESETS } from './presets-bodies.ts';
import { REQUIREMENT_PRESETS } from './presets-requirements.ts';
import { RESTRICTION_PRESETS } from './presets-restrictions.ts';
import { TAX_PRESETS } from './presets-taxes.ts';
import { BLOCK_PRESETS } from './presets-block.ts';
import type { CardPreset, PresetFormat } from './preset-model.ts';

export const CARD_PRESETS = [
  ...ARTICLE_PRESETS,
  ...TAX_PRESETS,
  ...RESTRICTION_PRESETS,
  ...REQUIREMENT_PRESETS,
  ...COMPANY_PRESETS,
  ...DEFENDER_PRESETS,
  ...AURA_PRESETS,
  ...MANA_PRESETS,
  ...MORE_PRESETS,
  ...BODY_PRESETS,
] as const satisfies readonly CardPreset[];

/**
 * The blocking cards (block-board/1): a separate list, so the attack library (and everything built on
 * it) is unchanged. A card in both (Silent Arbiter) has the same id in each, one preset per format.
 */
export { BLOCK_PRESETS };

/** The preset with this id among those writing `format` (attack-board/1 by default). */
export function findPreset(id: string, format: PresetFormat = 'attack-board/1'): CardPreset | undefined {
  const list: readonly CardPreset[] = format === 'block-board/1' ? BLOCK_PRESETS : CARD_PRESETS;
  return list.find((p) => p.id === id);
}
