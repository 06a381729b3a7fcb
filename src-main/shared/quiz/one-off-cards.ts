/**
 * Cards that appear as the `source` of an effect in a quiz without being a card preset
 * (src-main/shared/cards/presets.ts): the pack linter accepts an effect whose source is a preset's name or
 * one of these. Each was checked against its Oracle text (Forge / XMage card scripts) when added:
 * add a card here only after reading its printed text, and model the quiz from that text.
 */
// Hollow Warrior was the one entry; it is a card preset now that tap costs are in the vocabulary.
export const ONE_OFF_CARDS: readonly string[] = [];

/** @public Each vocabulary's type stands beside its array, used or not (knip). */
export type OneOffCard = (typeof ONE_OFF_CARDS)[number];
