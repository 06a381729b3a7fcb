/**
 * Short rules summaries of the cards the quizzes use, written for this app in our own words (not
 * Oracle text, not the article's): what a judge needs to recall about the card when declaring
 * attackers. Shown when a creature tile or an effect line is hovered or focused.
 */
import type { EffectKind } from '#shared/engine/index';
import { BANK_CARD_SUMMARIES } from './card-summaries-bank.ts';
import { BLOCK_CARD_SUMMARIES } from './card-summaries-blocking.ts';

export const CARD_SUMMARIES: Readonly<Record<string, string>> = {
  ...BLOCK_CARD_SUMMARIES,
  ...BANK_CARD_SUMMARIES,
  // Creatures
  'Archon of Absolution': 'A flying 3/2 with protection from white. Each creature attacking its controller or their planeswalkers costs {1} more to send in.',
  'Armored Galleon': 'A blue 5/4 that can attack only a player who controls an Island (or that player’s planeswalkers).',
  'Avatar of Slaughter': 'Every creature on the battlefield has double strike and attacks each combat if able: one requirement for each creature.',
  'Bear Cub': 'A plain green 2/2 with no abilities.',
  'Crazed Goblin': 'A 1/1 that must attack each combat if able.',
  'Deathrite Shaman':
    'Can exile a land card from a graveyard to make mana, but that ability targets, so it is not a mana ability and cannot be used while paying an attack cost.',
  'Deranged Assistant':
    'A 1/1 whose ability costs {T} and milling a card and adds {C}. Since the August 2026 rules update a mana ability may not move a card to or from a library, so this one uses the stack and cannot be activated while attack costs are paid.',
  'Ekundu Cyclops': 'Whenever any creature you control attacks, the Cyclops must attack as well if able.',
  'Exalted Dragon': 'A flying 5/5 that can attack only if you sacrifice a land for it.',
  'Extraction Specialist':
    'Brings a small creature back from your graveyard when it enters; that creature cannot attack for as long as you keep the Specialist.',
  'Floodtide Serpent': 'A 4/4 that can attack only if you return an enchantment you control to its owner’s hand.',
  "Gaea's Liege": 'Its power and toughness count Forests: yours while it is not attacking, the defending player’s while it is.',
  'Glory Bearers': 'Its ability triggers when another creature you control attacks, so it only sees creatures once they are attacking.',
  'Glory Seeker': 'A plain white 2/2 with no abilities.',
  'Grizzly Bears': 'A plain green 2/2 with no abilities.',
  Hellrider: 'Whenever a creature you control attacks, Hellrider deals 1 damage to the player or permanent that creature attacks.',
  'Hollow Warrior': 'An artifact 4/4 that can attack only if you tap an untapped creature you control that is not attacking.',
  'Juniper Order Advocate': 'While it is untapped, your green creatures get +1/+1.',
  'Mogg Flunkies': 'A 3/3 that cannot attack unless another creature attacks with it.',
  'Old Man of the Sea': 'Can take control of a creature whose power is no greater than its own, and keeps it only while that stays true.',
  'Pili-Pala': 'An artifact 1/1: pay {2} and untap it to add one mana of any color — usable even after it tapped to attack.',
  'Qal Sisma Behemoth': 'A 5/5 Ogre Warrior that can attack (or block) only if you pay {2}.',
  'Ruhan of the Fomori': 'At the start of each combat an opponent is picked at random; Ruhan attacks that player this combat if able.',
  'Silent Arbiter': 'An artifact creature: no more than one creature can attack in each combat, whoever controls it.',
  'Skill Borrower': 'Has the activated abilities of the top card of your library while that card is an artifact or a creature.',
  'Takenuma Bleeder': 'A 3/3; when it attacks or blocks, you lose 1 life unless you control a Demon.',
  'The Gitrog Monster': 'A black and green 6/6 with deathtouch; whenever one or more land cards reach your graveyard, you draw a card.',
  'Vhal, Candlekeep Researcher': 'A 2/3 with vigilance that taps for colorless mana equal to its toughness: {C}{C}{C}.',
  'Viashino Bey': 'If the Bey attacks, every creature you control must attack too, if able.',
  'Wall of Roots': 'A wall with defender, so it can never attack; it can shrink itself to make green mana.',
  'Illusionary Wall': 'A wall with defender; face down it is a plain 2/2 without defender.',
  Leviathan: 'A huge sea monster that can attack only if you sacrifice two Islands.',
  'Raging Goblin': 'A 1/1 with haste.',
  // Effect sources that are not creatures on the board
  'Bloodshed Fever': 'Aura: the enchanted creature attacks each combat if able.',
  Brainwash: 'Aura: the enchanted creature can attack only if its controller pays {3}.',
  Crawlspace: 'No more than two creatures can attack its controller in a combat (planeswalkers are not covered).',
  'Ensnaring Bridge': 'Creatures whose power is greater than the number of cards in its controller’s hand cannot attack; the board states the hand size.',
  'Flooded Woodlands': 'A blue and black enchantment: each green creature can attack only if its controller sacrifices a land for it.',
  Reclamation: 'A green and white enchantment: each black creature can attack only if its controller sacrifices a land for it.',
  'Magnetic Web': 'Puts magnet counters on creatures; if a creature with a magnet counter attacks, every creature with one must attack too, if able.',
  "Norn's Annex": 'Each creature attacking its controller or their planeswalkers costs {W/P}: white mana or 2 life.',
  Propaganda: 'Each creature attacking its controller costs {2} to send in.',
  'War Tax': 'For this turn, each attacking creature costs its controller X, the amount chosen when War Tax was activated.',
  "War's Toll": 'If a creature of the opponent whose turn it is attacks, all of that player’s creatures must attack, if able.',
  'Trove of Temptation': 'Each opponent must attack its controller or that player’s planeswalkers with at least one creature each combat, if able.',
  'Alluring Siren': 'A 1/1 that taps to make a target creature an opponent controls attack the Siren’s controller this turn, if able.',
  Taunt: 'Sorcery: during the target player’s next turn, that player’s creatures attack the caster if able.',
  'Dueling Grounds': 'No more than one creature can attack each turn, and no more than one can block.',
  goad: 'A goaded creature must attack each combat if able, and must attack a player other than the one who goaded it if able.',
  // Permanents and cards the prompts mention
  Forest: 'A basic land that taps for {G}.',
  Island: 'A basic land that taps for {U}.',
  Swamp: 'A basic land that taps for {B}.',
  Mountain: 'A basic land that taps for {R}.',
  Plains: 'A basic land that taps for {W}.',
  'Stomping Ground': 'A land that taps for {R} or {G}.',
  'Spreading Seas': 'Aura: the enchanted land is an Island.',
  'Temporary Lockdown': 'Exiles small permanents while it stays; they come back when it leaves the battlefield.',
  'Sword of the Paruns':
    'Equipment: while the equipped creature is tapped, your tapped creatures get +2/+0; while it is untapped, your untapped creatures get +0/+2.',
  'Illusionary Mask': 'Lets you cast a creature face down as a 2/2 with no abilities; it turns face up when it becomes tapped.',
  'Phyrexian Tower': 'A land: tap and sacrifice a creature to add {B}{B}.',
  'Simian Spirit Guide': 'Exile it from your hand to add {R}.',
  'Darksteel Mutation': 'Aura: the enchanted creature is an indestructible 0/1 artifact Insect with no other abilities.',
  'Mycosynth Lattice': 'Every permanent is an artifact.',
  'Krark-Clan Ironworks': 'Sacrifice an artifact to add {C}{C}.',
  'Enchanted Evening': 'Every permanent is an enchantment.',
  'Prismatic Lace': 'Makes a permanent the colors of your choice.',
  'Quest for Renewal': 'Gets a counter whenever a creature you control becomes tapped.',
  'Ashaya, Soul of the Wild': 'Your nontoken creatures are Forest lands as well.',
  // Cards of the question bank (quizzes added after the article's 26 questions)
  'Boggart Brute': 'A 3/2 with menace, which only limits how it can be blocked and changes nothing about declaring it as an attacker.',
  'Chandra, Torch of Defiance': 'A planeswalker: your creatures may attack it instead of its controller.',
  'Disrupt Decorum': "Sorcery: goads every creature its caster doesn't control, until the caster's next turn.",
  'Gideon Jura': "A planeswalker whose +2 makes the target opponent's creatures attack it during that player's next turn, if able.",
  'Ghostly Prison': 'Each creature attacking its controller costs {2} to send in, just like Propaganda.',
  'Invasion of Tarkir': 'A Siege battle: an opponent of its controller protects it, and anyone but the protector may attack it.',
  'Jace Beleren': 'A planeswalker: your creatures may attack it instead of its controller.',
  Juggernaut: 'A 5/3 artifact creature that attacks each combat if able and cannot be blocked by Walls.',
  'Liliana of the Veil': 'A planeswalker: your creatures may attack it instead of its controller.',
  'Llanowar Elves': 'A 1/1 that taps for {G}; once it is tapped for attacking, it can make mana only if it has vigilance.',
  'Master of Cruelties': 'A 1/4 Demon with first strike and deathtouch that can only attack alone.',
  'Orcish Conscripts': 'A 2/2 that can attack only when at least two other creatures attack with it.',
  'Scarred Puma': 'A 2/1 that can attack only beside an attacking black or green creature.',
  'Valley Dasher': 'A 2/2 with haste that attacks each combat if able.',
  'Vengeful Ancestor':
    'A flying Spirit Dragon that goads a creature when it enters or attacks; a goaded creature that attacks deals 1 damage to its controller.',
};

/** What each kind of effect does, for effects whose source has no summary of its own. */
export const EFFECT_KIND_SUMMARIES: Readonly<Record<EffectKind, string>> = {
  cantAttack: 'A restriction: the creatures it names cannot attack (or cannot attack the defenders it names).',
  cantAttackAlone: 'A restriction: these creatures can attack only together with at least one other attacker.',
  attacksAlone: 'A restriction: if one of these creatures attacks, no other creature may attack.',
  maxAttackers: 'A restriction: it caps how many creatures may attack (the defenders it names) in one combat.',
  cantAttackUnless: 'A restriction: these creatures can attack only when enough other creatures of a kind attack too.',
  mustAttack: 'A requirement: each creature it names should attack if able; every creature counts as its own requirement.',
  atLeastOneAttacks: 'A requirement: at least one of these creatures should attack if able; it counts once.',
  goad: 'A requirement twice over: the goaded creature should attack, and should attack a player other than the goader.',
  conditional: 'Requirements that only exist when something attacks: the attack tree decides which declarations they make legal.',
  attackCost: 'A cost to attack: you choose whether to pay it; if you don’t, the creature is treated as unable to attack that way.',
};

/** Face-down creatures have no abilities; the name under them is only for the reader's benefit. */
const FACE_DOWN = 'A face-down 2/2 with no name, color or abilities.';

function lookup(name: string): string | undefined {
  const exact = CARD_SUMMARIES[name];
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(CARD_SUMMARIES)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

/**
 * The summary of a card by its display name. Sources carry notes ("Propaganda (alice)", "Ensnaring
 * Bridge (3 cards in hand)"): the note is dropped for the lookup.
 */
export function cardSummary(name: string): string | undefined {
  const trimmed = name.trim();
  const direct = lookup(trimmed);
  if (direct !== undefined) return direct;
  const base = trimmed.replace(/\s*\([^)]*\)\s*$/, '');
  if (base !== trimmed) {
    const b = lookup(base);
    if (b !== undefined) return b;
  }
  const faceDown = /^face-down\s+(.+)$/i.exec(base);
  if (faceDown !== null) {
    const under = lookup(faceDown[1]!);
    return under === undefined ? FACE_DOWN : `${FACE_DOWN} Face up it is ${faceDown[1]}: ${under}`;
  }
  return undefined;
}

/** The summary for an effect line: its source's card summary, else what the effect kind does. */
export function effectSummary(source: string, kind: EffectKind): string {
  return cardSummary(source) ?? EFFECT_KIND_SUMMARIES[kind];
}
