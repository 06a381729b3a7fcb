/**
 * The Comprehensive Rules this trainer cites, each with a one-line summary in the project's own words
 * (never the rules' text). Pure: the engine's texts, the quiz pack's lint, the CLI and the renderer all
 * read this one table. A citation in any learner-facing text is written `CR 508.1d` (or a bare rule
 * number after `CR`, several joined by commas: `CR 508.1c, 508.1d`).
 *
 * Numbers follow the current Comprehensive Rules (checked against the 2026 rules, including the August
 * 2026 change to 605.1a; attacking alone is 506.5, goad 701.15, sacrifice 701.21, menace 702.111). Sub-rule letters skip "l" and "o" (the rules do,
 * to avoid confusion with 1 and 0), which is why 508.1k is followed by 508.1m.
 */

export interface RuleEntry {
  /** The rule number as printed, e.g. `508.1d`. */
  readonly number: string;
  /** A short name for the rule, for lists and headings. */
  readonly title: string;
  /** One sentence in this project's words: what the rule means for declaring attackers. */
  readonly summary: string;
}

export const RULES = [
  {
    number: '118.3',
    title: 'Paying costs',
    summary: 'A player can pay a cost only with resources they actually have; a cost that cannot be paid in full is not paid at all.',
  },
  {
    number: '302.6',
    title: 'Summoning sickness',
    summary:
      'A creature can attack, or use an ability with the tap symbol in its cost, only if its controller has controlled it continuously since the start of their most recent turn (unless it has haste).',
  },
  {
    number: '310.8b',
    title: 'Who can attack a battle',
    summary: 'A battle can be attacked by a player for whom its protector is a defending player; its protector can never attack it.',
  },
  {
    number: '500.4',
    title: 'Mana empties',
    summary: 'Unused mana leaves every mana pool when a step or phase ends, so mana made before the declare attackers step cannot pay attack costs.',
  },
  {
    number: '500.8',
    title: 'Extra phases',
    summary:
      'An effect can add phases to a turn, such as a second combat phase; each added combat phase has its own declare attackers step, and attackers are declared again from scratch.',
  },
  {
    number: '506.2',
    title: 'Who can be attacked',
    summary: 'In combat the active player attacks; in a two-player game the other player, their planeswalkers and the battles they protect can be attacked.',
  },
  {
    number: '506.2a',
    title: 'Defending players in multiplayer',
    summary:
      'In a multiplayer game without the option to attack several players, the attacking player picks one opponent to be the defending player for the combat.',
  },
  { number: '506.5', title: 'Attacking alone', summary: 'A creature attacks alone when it is the only creature declared as an attacker in that combat.' },
  {
    number: '506.6',
    title: 'Had to attack',
    summary: 'A creature "had to attack" when some effect required it to attack as attackers were declared, whether or not it could.',
  },
  {
    number: '507.1',
    title: 'Choosing the defending player',
    summary:
      'Without the option to attack several players, the defending player is chosen as the beginning of combat step starts, as a turn-based action, before any attacker is declared.',
  },
  {
    number: '508.1',
    title: 'Declaring attackers',
    summary:
      'The active player declares attackers by following the sub-steps in order; if any sub-step cannot be done, the whole declaration is illegal and the game goes back to before it.',
  },
  {
    number: '508.1a',
    title: 'Choose attackers',
    summary: 'Choose which untapped creatures attack; each must have haste or have been under its controller since the turn began.',
  },
  {
    number: '508.1b',
    title: 'Choose what each attacks',
    summary: 'For each chosen creature, choose the player, planeswalker or battle it attacks, among the opponents and what they control or protect.',
  },
  {
    number: '508.1c',
    title: 'Check restrictions',
    summary: 'If any effect that says a creature cannot attack (or cannot attack unless something is true) is disobeyed, the declaration is illegal.',
  },
  {
    number: '508.1d',
    title: 'Check requirements',
    summary:
      'The declaration must obey as many attack requirements as any declaration could without breaking a restriction; a cost to attack never has to be paid to obey more requirements.',
  },
  {
    number: '508.1e',
    title: 'Banding',
    summary:
      'Attackers with banding, or "bands with other", announce their bands at this point; the article\'s seven steps leave this out, and so does this trainer.',
  },
  {
    number: '508.1f',
    title: 'Tap the attackers',
    summary: 'The chosen creatures become tapped; a creature with vigilance does not. Tapping here is not a cost.',
  },
  {
    number: '508.1g',
    title: 'Optional costs to attack',
    summary:
      "Optional costs to attack, such as enlist and exert, are chosen now, after requirements are checked; the article's seven steps leave them out, and they never change which declarations are legal.",
  },
  {
    number: '508.1h',
    title: 'Total cost, locked in',
    summary: 'Add up every cost to attack into one total; once it is determined it stays fixed even if the game changes before it is paid.',
  },
  {
    number: '508.1i',
    title: 'Mana abilities',
    summary: 'Once the total is known, the player may activate mana abilities to produce the mana the total needs.',
  },
  {
    number: '508.1j',
    title: 'Pay the costs',
    summary: 'The player pays the total cost, its parts in any order; if it cannot be paid, the declaration is illegal.',
  },
  {
    number: '508.1k',
    title: 'Become attacking',
    summary:
      'Each chosen creature that the active player still controls becomes an attacking creature once the costs are paid; one that changed control during the declaration does not attack.',
  },
  {
    number: '508.1m',
    title: 'Attack triggers',
    summary: 'Abilities that trigger on attackers being declared (or on costs paid during the declaration) trigger now.',
  },
  {
    number: '508.2b',
    title: 'Triggers during the declaration',
    summary:
      'Abilities that triggered on attackers being declared, or on anything done while declaring them (tapping attackers, paying costs), go on the stack before the active player gets priority.',
  },
  {
    number: '508.3a',
    title: '"Whenever it attacks"',
    summary:
      'An ability that triggers when a creature attacks triggers only for a creature declared as an attacker, never for one put onto the battlefield attacking.',
  },
  {
    number: '508.4',
    title: 'Put onto the battlefield attacking',
    summary:
      'A creature put onto the battlefield attacking is an attacking creature that was never declared: its controller picks what it attacks, and it never counts as having attacked.',
  },
  {
    number: '508.4c',
    title: 'Not part of the declaration',
    summary:
      'Restrictions and requirements on declaring attackers do not apply to a creature put onto the battlefield attacking, and no cost to attack is paid for it, since costs are paid only for declared attackers.',
  },
  {
    number: '508.5',
    title: 'Which player is defending',
    summary:
      'A creature attacking a planeswalker or a battle has that permanent\'s controller or protector as its defending player, so "defending player" conditions look at that player.',
  },
  {
    number: '508.6',
    title: 'Attacked a player',
    summary:
      'A player has attacked another player only if they declared at least one creature attacking that player; creatures put onto the battlefield attacking do not count.',
  },
  {
    number: '509.1',
    title: 'Declaring blockers',
    summary:
      'The defending player declares blockers by following the sub-steps of 509.1 in order; a declaration that fails any of them is illegal and is taken back.',
  },
  {
    number: '509.1a',
    title: 'Choose blockers',
    summary:
      'The defending player picks which of their untapped creatures block and, for each, one creature attacking them or their planeswalkers or battles (more only when an effect allows it).',
  },
  {
    number: '509.1b',
    title: 'Check block restrictions',
    summary: 'A declaration that disobeys any blocking restriction (an evasion ability, a "can\'t block" effect, a limit on how many may block) is illegal.',
  },
  {
    number: '509.1c',
    title: 'Check block requirements',
    summary:
      'The declaration must obey as many blocking requirements as any declaration could without breaking a restriction; no one has to pay a cost to block to obey more.',
  },
  {
    number: '509.1d',
    title: 'Total the costs to block',
    summary: 'Every cost to block of the chosen blockers is added into one total, fixed once it is determined.',
  },
  {
    number: '509.1e',
    title: 'Mana abilities before paying',
    summary: "Once the total is known the defending player may activate mana abilities, the blocking creatures' own included.",
  },
  { number: '509.1f', title: 'Pay the costs to block', summary: 'The total is paid in any order; if it cannot be paid, the declaration is illegal.' },
  { number: '509.1g', title: 'Become blocking', summary: 'Each chosen creature becomes a blocking creature, blocking the attackers it was declared to block.' },
  {
    number: '509.1h',
    title: 'Become blocked',
    summary: 'Each attacking creature that a creature blocks becomes blocked, and stays blocked even if its blockers leave combat.',
  },
  {
    number: '605.1a',
    title: 'What a mana ability is',
    summary:
      'An activated ability is a mana ability only if it has no target, could add mana, is not a loyalty ability and (since the August 2026 update) moves no card to or from a library.',
  },
  { number: '701.15', title: 'Goad', summary: 'A goaded creature attacks each combat if able, and attacks a player other than the goading player if able.' },
  {
    number: '701.15b',
    title: 'What goad requires',
    summary: 'A goaded creature has two requirements: it attacks each combat if able, and it attacks a player other than the one who goaded it if able.',
  },
  {
    number: '701.21',
    title: 'Sacrifice',
    summary:
      "To sacrifice a permanent, its controller moves it to its owner's graveyard; only your own permanents can be sacrificed, and doing so is not destruction.",
  },
  { number: '701.43a', title: 'Exert', summary: "An exerted permanent does not untap during its controller's next untap step." },
  {
    number: '701.43d',
    title: 'Exert as it attacks',
    summary: 'Exerting a creature as it attacks is an optional cost to attack, chosen after requirements are checked (508.1g).',
  },
  { number: '702.3', title: 'Defender', summary: 'A creature with defender cannot attack.' },
  { number: '702.3b', title: 'Defender cannot attack', summary: 'A creature with defender cannot attack; no other effect is needed to stop it.' },
  {
    number: '702.9',
    title: 'Flying',
    summary:
      'Flying is an evasion ability: it changes how a creature can be blocked, and matters to declaring attackers only when an effect such as Moat names it.',
  },
  {
    number: '702.10',
    title: 'Haste',
    summary: 'A creature with haste can attack and use its tap abilities even if its controller has not controlled it since the turn began.',
  },
  {
    number: '702.14',
    title: 'Landwalk',
    summary: 'Landwalk, such as islandwalk, is an evasion ability: it matters to declaring attackers only when an effect such as Stormtide Leviathan names it.',
  },
  { number: '702.20', title: 'Vigilance', summary: 'Attacking does not cause a creature with vigilance to tap.' },
  {
    number: '702.22',
    title: 'Banding (keyword)',
    summary: 'Creatures with banding can attack together as a band that is blocked as one; the declaration announces the bands (508.1e).',
  },
  {
    number: '702.49',
    title: 'Ninjutsu',
    summary:
      "Ninjutsu returns an unblocked attacker to its owner's hand and puts the ninja onto the battlefield tapped and attacking, after blockers are declared.",
  },
  {
    number: '702.51',
    title: 'Convoke',
    summary:
      'Convoke lets its controller tap creatures to help pay for the spell that has it; it works only while that spell is cast, never for costs to attack.',
  },
  {
    number: '702.66',
    title: 'Delve',
    summary: 'Delve lets its controller exile cards from their graveyard to pay generic mana of the spell that has it; it works only while that spell is cast.',
  },
  { number: '702.111', title: 'Menace', summary: 'Menace changes only how a creature can be blocked; it has no effect on declaring attackers.' },
  {
    number: '702.126',
    title: 'Improvise',
    summary: 'Improvise lets its controller tap artifacts to pay generic mana of the spell that has it; it works only while that spell is cast.',
  },
  {
    number: '702.154',
    title: 'Enlist',
    summary:
      'Enlist is an optional cost to attack: tap a creature that is not attacking and that has haste or has been under your control since the turn began, to add its power; chosen under 508.1g.',
  },
  { number: '702.9b', title: 'Flying blocks', summary: 'A creature with flying can be blocked only by creatures with flying or reach.' },
  {
    number: '702.13b',
    title: 'Intimidate',
    summary: 'A creature with intimidate can be blocked only by artifact creatures and creatures sharing a color with it.',
  },
  {
    number: '702.14c',
    title: 'Landwalk blocks',
    summary: 'A creature with landwalk cannot be blocked while the defending player controls a land of the named kind.',
  },
  {
    number: '702.16f',
    title: 'Protection blocks',
    summary: 'An attacking creature with protection from a quality cannot be blocked by creatures having that quality.',
  },
  {
    number: '702.16j',
    title: 'Protection from everything',
    summary: 'Protection from everything is protection from every object, so no creature can block a creature that has it.',
  },
  { number: '702.17b', title: 'Reach', summary: 'A creature with reach can block creatures with flying.' },
  { number: '702.28b', title: 'Shadow', summary: 'A creature with shadow can block or be blocked only by creatures that also have shadow.' },
  { number: '702.31b', title: 'Horsemanship', summary: 'A creature with horsemanship can be blocked only by creatures that also have horsemanship.' },
  { number: '702.36b', title: 'Fear', summary: 'A creature with fear can be blocked only by artifact creatures and black creatures.' },
  {
    number: '702.39a',
    title: 'Provoke',
    summary:
      'When a creature with provoke attacks, its controller may untap a creature the defending player controls, which then blocks the provoking creature if able.',
  },
  { number: '702.98a', title: 'Unleash', summary: 'A creature that entered unleashed keeps a +1/+1 counter and cannot block while it has one.' },
  { number: '702.111b', title: 'Menace blocks', summary: 'A creature with menace cannot be blocked except by two or more creatures.' },
  { number: '702.118b', title: 'Skulk', summary: 'A creature with skulk cannot be blocked by creatures with greater power.' },
  { number: '702.147a', title: 'Decayed', summary: 'A creature with decayed cannot block, and is sacrificed at end of combat when it attacks.' },
  {
    number: '802.1',
    title: 'Attack multiple players',
    summary: 'In a multiplayer game with this option, the active player may attack several opponents at once, and their planeswalkers and battles.',
  },
  {
    number: '802.2',
    title: 'Every opponent is defending',
    summary:
      'With the option to attack multiple players, no defending player is chosen at the beginning of combat: every opponent of the attacking player is a defending player.',
  },
  {
    number: '803.1a',
    title: 'Attack left',
    summary:
      "With the attack left option, a player can attack only the opponent seated immediately to their left, and that player's planeswalkers and battles.",
  },
  {
    number: '803.1b',
    title: 'Attack right',
    summary:
      "With the attack right option, a player can attack only the opponent seated immediately to their right, and that player's planeswalkers and battles.",
  },
] as const satisfies readonly RuleEntry[];

export type RuleNumber = (typeof RULES)[number]['number'];

const BY_NUMBER: ReadonlyMap<string, RuleEntry> = new Map(RULES.map((rule) => [rule.number, rule]));

export function isRuleNumber(text: string): text is RuleNumber {
  return BY_NUMBER.has(text);
}

export function ruleEntry(number: string): RuleEntry | undefined {
  return BY_NUMBER.get(number);
}

/** `CR 508.1d` or `CR 508.1c, 508.1d` (also `and`/`or`/`–` between numbers); the numbers are captured. */
const CITATION = /\bCR\s+(\d{3}(?:\.\d+[a-z]?)?(?:\s*(?:,|and|or|\/)\s*\d{3}(?:\.\d+[a-z]?)?)*)/g;
const NUMBER = /\d{3}(?:\.\d+[a-z]?)?/g;

/** Every rule number cited in a text, in order of appearance, each once. */
export function citedRules(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CITATION)) {
    for (const number of match[1]!.matchAll(NUMBER)) if (!found.includes(number[0])) found.push(number[0]);
  }
  return found;
}

/**
 * Rule numbers written otherwise than the Comprehensive Rules write them: an upper-case sub-rule letter
 * (`508.1D`), letters run together as a range or with a slash (`508.1g–i`, `508.1a/b`), or a list
 * without its space (`508.1a,508.1b`). The rules write each number in full, lower case, and a list
 * as `508.1a, 508.1b`. Returns the offending pieces, in order.
 */
const MISWRITTEN = /\b\d{3}\.\d+[A-Z]\b|\b\d{3}\.\d+[a-z]\s*[–—\-/]\s*[a-z]\b|\b\d{3}\.\d+[a-z]?,\d{3}\b/g;

export function miswrittenRuleNumbers(text: string): string[] {
  return [...text.matchAll(MISWRITTEN)].map((m) => m[0]);
}
