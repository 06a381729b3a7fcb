/**
 * Each card's text as the prompt prints it: the preset's summary without the sentences meant for a
 * board's author ("The param …", "… with the counters field"), or a local sentence where the summary
 * leaves nothing a learner can use. The preset library stays the author's; this is the learner's view.
 */
import type { CardPreset } from '#shared/cards/types';

/** Local text for cards whose summary speaks only to a board's author or misleads a learner. */
const CARD_TEXT: Readonly<Record<string, string>> = {
  // The summary's only sentence tells the author to add counters with a field.
  'slumbering-dragon': "Can't attack or block unless it has five or more +1/+1 counters on it.",
  // The summary says an opponent "owns" the creature; what matters is that the Blade's controller goads it.
  // A filler whose printed 0/0 the prompt shows as its Forests: the sentence says why.
  'gaeas-liege': "While it isn't attacking, its power and toughness are each equal to the number of Forests its controller controls.",
  'bloodthirsty-blade': "The equipped creature is goaded by the Blade's controller: it attacks each combat if able, and attacks a player other than that player if able.",
};

/** The preset's summary without the sentences that speak to a board author ("The param …", "… the counters field"). */
export function learnerSummary(summary: string): string {
  // "(the printed cost; the param can change it)": an aside for authors inside a sentence learners need.
  const plain = summary.replace(/\s*\([^)]*\bparam\b[^)]*\)/gi, '');
  const sentences = plain.match(/[^.!?]+[.!?]+/g) ?? [plain];
  return sentences
    .map((s) => s.trim())
    // "Adds Gideon as a planeswalker to attack": how the preset builds the board; the prompt names the planeswalker.
    .filter((s) => !/\bparam\b|\bfield\b|^Adds .* as a planeswalker/i.test(s))
    .join(' ');
}

export function cardText(preset: CardPreset): string {
  return CARD_TEXT[preset.id] ?? learnerSummary(preset.summary);
}
