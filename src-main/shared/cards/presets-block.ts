/**
 * The blocking cards (block-board/1): every preset that writes a block board, in library order.
 * See docs/card-presets.md, "Blocking presets".
 */
import { BLOCK_EVASION_PRESETS } from './presets-block-evasion.ts';
import { BLOCK_RULE_PRESETS } from './presets-block-rules.ts';
import type { CardPreset } from './preset-model.ts';

export const BLOCK_PRESETS = [...BLOCK_EVASION_PRESETS, ...BLOCK_RULE_PRESETS] as const satisfies readonly CardPreset[];
