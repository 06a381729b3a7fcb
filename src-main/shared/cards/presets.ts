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
import type { CardPreset } from './types.ts';

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

export type CardPresetId = (typeof CARD_PRESETS)[number]['id'];

export function findPreset(id: string): CardPreset | undefined {
  return CARD_PRESETS.find((p) => p.id === id);
}
