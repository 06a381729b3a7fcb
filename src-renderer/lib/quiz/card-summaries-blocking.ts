/**
 * Summaries of the cards the blocking quizzes use: each blocking preset's own summary (written for
 * this app, checked against the card's Oracle text), without the notes meant for authors in the
 * sandbox (a parameter, another preset to add), and the vanilla creatures the quizzes stand beside them.
 */
import { BLOCK_PRESETS } from '#shared/cards/index';

/** An author's note in brackets ("(the param names …)", "(add one with the Swamp preset)") is not the card's. */
const withoutAuthorNotes = (text: string): string => text.replace(/\s*\([^()]*\b(?:param|preset)\b[^()]*\)/g, '').trim();

export const BLOCK_CARD_SUMMARIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(BLOCK_PRESETS.map((p) => [p.name, withoutAuthorNotes(p.summary)])),
  'Hill Giant': 'A plain red 3/3 with no abilities.',
  'Wind Drake': 'A blue 2/2 with flying: only creatures with flying or reach can block it, and it can block creatures with or without flying.',
  Ornithopter: 'A colorless 0/2 artifact creature with flying.',
};
