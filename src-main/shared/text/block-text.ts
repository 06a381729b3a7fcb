/**
 * Every sentence a learner reads about declaring blockers (CR 509.1), written once, in judge language
 * and in this project's own words: the steps of 509.1, the rules they apply, why a creature cannot
 * block, which restriction a declaration breaks, the requirements and costs. Callers pass TextNames,
 * so card names are read, never ids. Pure; the blocking engine's explanations carry these texts.
 */
import { countText, type TextNames } from './learner-text.ts';

export const BLOCK_STEPS = ['509.1a', '509.1b', '509.1c', '509.1d'] as const;
export type BlockStepId = (typeof BLOCK_STEPS)[number];

/** The steps of 509.1 as the explanation groups them (costs: 509.1d, 509.1e, 509.1f together). */
export const BLOCK_STEP_TITLES: Readonly<Record<BlockStepId, string>> = {
  '509.1a': 'Choose the blockers and what each blocks',
  '509.1b': 'Check restrictions',
  '509.1c': 'Check requirements',
  '509.1d': 'Total the costs, activate mana abilities and pay',
};

export const BLOCK_STEP_RULES: Readonly<Record<BlockStepId, readonly string[]>> = {
  '509.1a': ['509.1a', '302.6'],
  '509.1b': ['509.1b'],
  '509.1c': ['509.1c'],
  '509.1d': ['509.1d', '509.1e', '509.1f'],
};

/** The rules the blocking texts cite, each summarized in this project's words (never the rules' text). */
export const BLOCK_RULES: Readonly<Record<string, string>> = {
  '509.1a':
    'The defending player picks which of their untapped creatures block, and for each the attacking creature it blocks, among those attacking that player or their planeswalkers or battles; one attacker each unless an effect allows more.',
  '509.1b': 'If the chosen blocks disobey any restriction (evasion abilities, "can\'t block", "can\'t be blocked except by …"), the declaration is illegal.',
  '509.1c':
    'The declaration must obey as many blocking requirements as any declaration could without breaking a restriction; the player is never required to pay a cost to block in order to obey more.',
  '509.1d': 'The costs to block of every chosen blocker are added into one total, which is then locked in.',
  '509.1e': 'The defending player may then activate mana abilities, including those of the blocking creatures, which stay untapped.',
  '509.1f': 'The total is paid; a declaration whose total cannot be paid is illegal.',
  '302.6': 'Summoning sickness stops attacking and {T} abilities, never blocking.',
  '506.5': 'A creature blocks alone when it is the only creature declared as a blocker.',
};

/** What each step checks, in general: the worked example prints it above what the step found. */
export const BLOCK_STEP_CHECKS: Readonly<Record<BlockStepId, string>> = {
  '509.1a':
    'The defending player chooses which of their untapped creatures block and the attacking creature each one blocks: only creatures attacking that player or their planeswalkers or battles, and one each unless an effect lets a creature block more.',
  '509.1b':
    "Each block must obey every restriction: evasion such as flying, menace or landwalk, protection, and effects saying a creature can't block, or can't be blocked except in some way.",
  '509.1c':
    'Among the declarations that break no restriction, this one must obey as many blocking requirements (Lure, "blocks each combat if able", "must be blocked if able") as any can, without counting a declaration that needs a cost this one does not pay.',
  '509.1d':
    "The costs to block of every chosen blocker are added up and locked in; the player may then activate mana abilities, the blockers' own included, and pays the total. A total that cannot be paid makes the declaration illegal.",
};

/** The worked example's verdict after the declaration's name ("No block is not legal: it fails CR 509.1c …"). */
export function blockVerdictText(legal: boolean, failedStep: BlockStepId | undefined): string {
  if (legal) return 'is legal: it follows every step of CR 509.1.';
  return failedStep === undefined ? 'is not legal.' : `is not legal: it fails CR ${failedStep} (${BLOCK_STEP_TITLES[failedStep].toLowerCase()}).`;
}

/** "CR 509.1a, 302.6": the citation printed beside a step. */
export function blockStepCitation(step: BlockStepId): string {
  return `CR ${BLOCK_STEP_RULES[step].join(', ')}`;
}

/** Why a creature cannot be chosen as a blocker at all (509.1a and the keywords that say "can't block"). */
export function blockerProblemText(problem: 'not-defending-player' | 'tapped' | 'battle' | 'decayed' | 'unleash', creature: string): string {
  switch (problem) {
    case 'not-defending-player':
      return `${creature} is not a creature of the defending player, so it cannot block here (CR 509.1a).`;
    case 'tapped':
      return `${creature} is tapped; only untapped creatures can block (CR 509.1a).`;
    case 'battle':
      return `${creature} is a battle; a battle cannot be chosen as a blocker (CR 509.1a).`;
    case 'decayed':
      return `${creature} has decayed, so it can't block (CR 702.147a).`;
    case 'unleash':
      return `${creature} has unleash and a +1/+1 counter, so it can't block (CR 702.98a).`;
  }
}

export const notAttackingText = (blocker: string, attacker: string): string => `${blocker} cannot block ${attacker}: ${attacker} is not attacking (CR 509.1a).`;

export const attacksElsewhereText = (blocker: string, attacker: string, target: string): string =>
  `${blocker} cannot block ${attacker}: it attacks ${target}, and a defending player blocks only creatures attacking them or their planeswalkers or battles (CR 509.1a).`;

export const capacityText = (blocker: string, blocked: number, capacity: number): string =>
  `${blocker} blocks ${countText(blocked, 'creature')} but can block only ${countText(capacity, 'creature')} (CR 509.1a; more only through an effect such as High Ground).`;

/** A keyword on the attacker (or shadow on the blocker) that forbids this pair (CR 702.x). */
export function keywordPairText(keyword: string, rule: string, on: 'attacker' | 'blocker', blocker: string, attacker: string): string {
  const cite = `(CR ${rule})`;
  if (on === 'blocker') return `${blocker} has shadow, so it can block only creatures with shadow, and ${attacker} has none ${cite}.`;
  if (keyword === 'flying') return `${attacker} has flying: only creatures with flying or reach can block it, and ${blocker} has neither ${cite}.`;
  if (keyword === 'shadow') return `${attacker} has shadow: only creatures with shadow can block it ${cite}.`;
  if (keyword === 'horsemanship') return `${attacker} has horsemanship: only creatures with horsemanship can block it ${cite}.`;
  if (keyword === 'fear') return `${attacker} has fear: only artifact creatures and black creatures can block it, and ${blocker} is neither ${cite}.`;
  if (keyword === 'intimidate') return `${attacker} has intimidate: only artifact creatures and creatures sharing a color with it can block it ${cite}.`;
  if (keyword === 'skulk') return `${attacker} has skulk: creatures with greater power can't block it, and ${blocker} has more power ${cite}.`;
  if (keyword.startsWith('protection from ')) return `${attacker} has ${keyword}: ${blocker} has that quality, so it can't block it ${cite}.`;
  return `${attacker} has ${keyword} and the defending player controls such a land, so it can't be blocked ${cite}.`;
}

export const cantBlockEffectText = (source: string, blocker: string, attacker: string): string => `${source}: ${blocker} can't block ${attacker} (CR 509.1b).`;

export const menaceText = (attacker: string, n: number): string =>
  `${attacker} has menace: it can't be blocked except by two or more creatures, and ${countText(n, 'creature')} ${n === 1 ? 'blocks' : 'block'} it (CR 702.111b).`;

export const atLeastText = (source: string, attacker: string, need: number, n: number): string =>
  `${source}: ${attacker} can't be blocked except by ${need} or more creatures, and ${countText(n, 'creature')} ${n === 1 ? 'blocks' : 'block'} it (CR 509.1b).`;

export const atMostText = (source: string, attacker: string, most: number, n: number): string =>
  `${source}: ${attacker} can't be blocked by more than ${countText(most, 'creature')}, and ${n} block it (CR 509.1b).`;

export const maxBlockersText = (source: string, most: number, n: number): string =>
  `${source}: no more than ${countText(most, 'creature')} can block, and ${n} do (CR 509.1b).`;

export const aloneText = (source: string, blocker: string): string =>
  `${source}: ${blocker} can't block alone, and it is the only creature declared as a blocker (CR 506.5, 509.1b).`;

export const NO_RESTRICTION_BROKEN = 'No restriction is broken (CR 509.1b).';

/** One requirement unit of §3.3, as the learner reads it. */
export type BlockUnitText =
  | { readonly kind: 'mustBlock'; readonly creature: string }
  | { readonly kind: 'mustBlockAttacker'; readonly creature: string; readonly attackers: string }
  | { readonly kind: 'lure'; readonly creature: string; readonly attacker: string }
  | { readonly kind: 'mustBeBlocked'; readonly attacker: string }
  | { readonly kind: 'mustBeBlockedExactly'; readonly attacker: string; readonly count: number };

export function blockUnitText(u: BlockUnitText, source: string): string {
  switch (u.kind) {
    case 'mustBlock':
      return `${u.creature} blocks (${source})`;
    case 'mustBlockAttacker':
      return `${u.creature} blocks ${u.attackers} (${source})`;
    case 'lure':
      return `${u.creature} blocks ${u.attacker} (${source})`;
    case 'mustBeBlocked':
      return `${u.attacker} is blocked (${source})`;
    case 'mustBeBlockedExactly':
      return `${u.attacker} is blocked by exactly ${countText(u.count, 'creature')} (${source})`;
  }
}

export function requirementsVerdictText(obeyed: number, max: number, units: number): string {
  if (units === 0) return 'No blocking requirement applies (CR 509.1c).';
  const of = `${obeyed} of ${countText(units, 'requirement')}`;
  if (obeyed === max) return `It obeys ${of}, the most any declaration can obey without breaking a restriction or paying a cost it does not pay (CR 509.1c).`;
  return `It obeys ${of}, but a declaration that breaks no restriction and pays no cost this one does not pay obeys ${max} (CR 509.1c).`;
}

export const betterBlockText = (witness: string, max: number): string =>
  `For example, this declaration obeys ${countText(max, 'requirement')} without paying more: ${witness}.`;

/** "Grizzly Bears blocks Hill Giant; Palace Guard blocks Goblin Piker and Taunting Elf", or "no block". */
export function blockDeclarationText(blocks: Readonly<Record<string, string | readonly string[]>>, names: TextNames): string {
  const entries = Object.entries(blocks);
  if (entries.length === 0) return 'no block';
  return entries.map(([b, as]) => `${names.creature(b)} blocks ${(typeof as === 'string' ? [as] : as).map((a) => names.creature(a)).join(' and ')}`).join('; ');
}

export const NOT_JUDGED_TEXT = 'Not judged: a declaration that fails an earlier step is never compared with others.';
