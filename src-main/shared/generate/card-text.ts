/**
 * Each card's text as the prompt prints it: the preset's summary without the sentences meant for a
 * board's author ("The param …", "… with the counters field"), or a local sentence where the summary
 * leaves nothing a learner can use. The preset library stays the author's; this is the learner's view.
 */
import type { CardPreset } from '#shared/cards/preset-model';

/** Local text for cards whose summary speaks only to a board's author or misleads a learner. */
const CARD_TEXT: Readonly<Record<string, string>> = {
  // Summaries that carry an author's note, a comparison with another card or the article's reading
  // (the puzzle's interpretation sentence says that): the card's own rule instead.
  // (Its double strike for all creatures is left out: the creature lists show the board's keywords.)
  'avatar-of-slaughter': 'All creatures attack each combat if able.',
  'akron-legionnaire': "Its controller's creatures can't attack, except artifact creatures and creatures named Akron Legionnaire.",
  'wars-toll': 'If a creature an opponent of its controller controls attacks, all creatures that opponent controls attack if able.',
  'war-tax': "{X}{U}: This turn, creatures can't attack unless their controller pays {X} for each attacking creature they control.",
  'ghostly-prison': "Creatures can't attack its controller unless their controller pays {2} for each creature they control that's attacking that player.",
  moat: "Creatures without flying can't attack.",
  'magus-of-the-moat': "Creatures without flying can't attack.",
  juggernaut: 'Attacks each combat if able.',
  'crazed-goblin': 'Attacks each combat if able.',
  goad: 'A goaded creature attacks each combat if able, and attacks a player other than the player who goaded it if able.',
  'faiths-fetters': "The enchanted creature can't attack or block, and its activated abilities can't be activated unless they're mana abilities.",
  // Descriptions of a card ("A 2/2 Goblin that …", "Like Propaganda: …"): the card's rule, the way a judge reads it.
  'berserkers-of-blood-ridge': 'Attacks each combat if able.',
  'goblin-brigand': 'Attacks each combat if able.',
  'bloodrock-cyclops': 'Attacks each combat if able.',
  'volatile-rig': 'Attacks each combat if able.',
  'reckless-brute': 'Attacks each combat if able.',
  'zurgo-helmsmasher': 'Attacks each combat if able.',
  'valley-dasher': 'Attacks each combat if able.',
  'impetuous-sunchaser': 'Attacks each combat if able.',
  'loyal-pegasus': "Can't attack or block alone.",
  'ember-beast': "Can't attack or block alone.",
  'jackal-familiar': "Can't attack or block alone.",
  'bonded-construct': "Can't attack alone.",
  'mogg-flunkies': "Can't attack or block alone.",
  'orcish-conscripts': "Can't attack unless at least two other creatures attack.",
  'scarred-puma': "Can't attack unless a black or green creature also attacks.",
  'master-of-cruelties': 'Can only attack alone.',
  'goblin-goon': "Can't attack unless its controller controls more creatures than defending player.",
  'harbor-serpent': "Can't attack unless there are five or more Islands on the battlefield.",
  'armored-galleon': "Can't attack unless defending player controls an Island.",
  'sea-monster': "Can't attack unless defending player controls an Island.",
  'sea-serpent': "Can't attack unless defending player controls an Island.",
  'chained-throatseeker': "Can't attack unless defending player is poisoned.",
  'lupine-prototype': "Can't attack or block unless a player has no cards in hand.",
  propaganda: "Creatures can't attack its controller unless their controller pays {2} for each creature they control that's attacking that player.",
  'windborn-muse': "Creatures can't attack its controller unless their controller pays {2} for each creature they control that's attacking that player.",
  'koskun-falls': "Creatures can't attack its controller unless their controller pays {2} for each creature they control that's attacking that player.",
  'baird-steward-of-argive':
    "Creatures can't attack its controller or planeswalkers that player controls unless their controller pays {1} for each of those creatures.",
  'archon-of-absolution':
    "Creatures can't attack its controller or planeswalkers that player controls unless their controller pays {1} for each of those creatures.",
  'norns-annex':
    "Creatures can't attack its controller or planeswalkers that player controls unless their controller pays {W/P} for each of those creatures ({W} or 2 life each).",
  'sphere-of-safety':
    "Creatures can't attack its controller or planeswalkers that player controls unless their controller pays {X} for each of those creatures, where X is the number of enchantments that player controls.",
  'collective-restraint':
    "Domain — Creatures can't attack its controller unless their controller pays {X} for each creature they control that's attacking that player, where X is the number of basic land types among lands that player controls.",
  'archangel-of-tithes':
    "As long as it's untapped, creatures can't attack its controller or planeswalkers that player controls unless their controller pays {1} for each of those creatures.",
  'elephant-grass':
    "Black creatures can't attack its controller. Nonblack creatures can't attack that player unless their controller pays {2} for each creature they control that's attacking that player.",
  reverence: "Creatures with power 2 or less can't attack its controller.",
  peacekeeper: "Creatures can't attack.",
  crawlspace: 'No more than two creatures can attack its controller each combat.',
  'caverns-of-despair': 'No more than two creatures can attack each combat.',
  'dueling-grounds': 'No more than one creature can attack each turn.',
  'silent-arbiter': 'No more than one creature can attack each combat.',
  'teferis-moat': "Creatures of the chosen color without flying can't attack its controller.",
  // Abilities the board shows as used: the sentence says that they were.
  'goblin-diplomats': '{T}: Each creature attacks this turn if able. Its controller activated this ability this turn.',
  'bident-of-thassa': "{1}{U}, {T}: Creatures its controller's opponents control attack this turn if able. Its controller activated this ability this turn.",
  'gideon-jura':
    "+2: During target opponent's next turn, creatures that player controls attack Gideon Jura if able. Its controller activated this ability during their last turn, targeting you.",
  'alluring-siren': "{T}: Target creature an opponent controls attacks the Siren's controller this turn if able.",
  'kardur-doomscourge':
    "It entered the battlefield during its controller's last turn: until that player's next turn, creatures the player's opponents control attack each combat if able, and attack a player other than Kardur's controller if able.",
  // The summary's only sentence tells the author to add counters with a field.
  'slumbering-dragon': "Can't attack or block unless it has five or more +1/+1 counters on it.",
  // The summary says an opponent "owns" the creature; what matters is that the Blade's controller goads it.
  // A filler whose printed 0/0 the prompt shows as its Forests: the sentence says why.
  'gaeas-liege': "While it isn't attacking, its power and toughness are each equal to the number of Forests its controller controls.",
  'bloodthirsty-blade':
    "The equipped creature is goaded by the Blade's controller: it attacks each combat if able, and attacks a player other than that player if able.",
};

/** The preset's summary without the sentences that speak to a board author ("The param …", "… the counters field"). */
function learnerSummary(summary: string): string {
  // "(the printed cost; the param can change it)": an aside for authors inside a sentence learners need.
  const plain = summary.replace(/\s*\([^)]*\bparam\b[^)]*\)/gi, '');
  const sentences = plain.match(/[^.!?]+[.!?]+/g) ?? [plain];
  return (
    sentences
      .map((s) => s.trim())
      // "Adds Gideon as a planeswalker to attack": how the preset builds the board; the prompt names the planeswalker.
      .filter((s) => !/\bparam\b|\bfield\b|^Adds .* as a planeswalker/i.test(s))
      .join(' ')
  );
}

export function cardText(preset: CardPreset): string {
  return CARD_TEXT[preset.id] ?? learnerSummary(preset.summary);
}
