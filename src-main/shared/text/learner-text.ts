/**
 * Every sentence a learner reads about declaring attackers, written once, in plain words with card
 * names: step titles and what each step checks, the rules each step applies, verdicts, eligibility problems, costs, requirement counts and the attack tree's words.
 * The engine's summaries, the CLI and the renderer all read it, so a screen never says "Restrictions"
 * where another says "Check restrictions", and no engine id reaches the learner: callers pass a
 * `TextNames` that turns ids into card names and player names.
 *
 * Pure (no node, electron or svelte imports); rule numbers come from rules.ts, the shared rule table.
 */
import type { CostTotal, EligibilityProblem } from '#shared/engine/api-types';
import { ruleEntry } from './rules.ts';
import { tapCostText } from './creature-payment-text.ts';
import { countText, pluralWord } from './counts.ts';

/* ------------------------------------------------------------------ counts and plurals (counts.ts) */

export { countText, formatCount, pluralWord } from './counts.ts';

/* ------------------------------------------------------------------ verdicts */

/** The verdict on a learner's answer to a quiz. */
export const answerVerdictText = (correct: boolean): string => (correct ? 'Correct' : 'Incorrect');

/** The verdict line above a declaration's steps; the engine's summary already opens with "Legal" or "Step N fails". */
export const legalityVerdictText = (ex: { readonly legal: boolean; readonly summary: string }): string => (ex.legal ? ex.summary : `Not legal. ${ex.summary}`);

/* ------------------------------------------------------------------ the seven steps */

export const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
export type StepNumber = (typeof STEP_NUMBERS)[number];

/** The article's seven steps of declaring attackers, one title each, on every screen and in the CLI. */
export const STEP_TITLES: Readonly<Record<StepNumber, string>> = {
  1: 'Choose the attackers',
  2: 'Check restrictions',
  3: 'Check requirements',
  4: 'Tap the attackers',
  5: 'Total the costs',
  6: 'Activate mana abilities',
  7: 'Pay the costs',
};

/** The Comprehensive Rules each step applies (numbers of rules.ts), the main rule first. */
export const STEP_RULES: Readonly<Record<StepNumber, readonly string[]>> = {
  1: ['508.1a', '508.1b', '302.6', '702.10'],
  2: ['508.1c'],
  3: ['508.1d'],
  4: ['508.1f', '702.20'],
  5: ['508.1h'],
  6: ['508.1i'],
  7: ['508.1j', '118.3'],
};

/** What each step checks, in general, in judge language (own words). */
export const STEP_CHECKS: Readonly<Record<StepNumber, string>> = {
  1: 'Each attacker must be an untapped creature the active player controls and has controlled since the turn began — or one with haste, which ignores that (CR 302.6). Each attacks an opponent, or a planeswalker or battle of an opponent.',
  2: 'No restriction may be disobeyed. A restriction that a cost lifts ("can\'t attack unless its controller pays …") does not count when the declaration plans to pay that cost.',
  3: 'The declaration must obey as many requirements as any declaration could without disobeying a restriction and without planning a cost this one does not. With requirements that switch on only when something attacks, the attack tree decides.',
  4: 'The attacking creatures become tapped; a creature with vigilance does not. Tapping here is not a cost.',
  5: 'Every cost to attack the declaration plans is added into one total, which is then locked in.',
  6: 'Before paying, the player may activate mana abilities to make the mana the total needs.',
  7: 'The whole total must be paid, in any order; a declaration whose total cannot be paid is not legal.',
};

/** "CR 508.1a, 508.1b, 302.6, 702.10": the citation printed beside a step. */
export function stepCitation(step: StepNumber): string {
  return `CR ${STEP_RULES[step].join(', ')}`;
}

/** "508.1d Check requirements: …" — the one-line summary shown on hover and focus of a rule number. */
export function ruleHint(number: string): string {
  const rule = ruleEntry(number);
  return rule === undefined ? `CR ${number}` : `CR ${rule.number} (${rule.title}): ${rule.summary}`;
}

/* ------------------------------------------------------------------ names */

/** How ids read: creatures by card name, defenders by name, players as "you", "your opponent" or their name. */
export interface TextNames {
  creature(id: string): string;
  defender(id: string): string;
  /** An effect's source as authored, with a player id in its brackets read as a name ("Propaganda (opp)" → "Propaganda (opponent)"). */
  source?(source: string): string;
}

/** The minimum a name table needs from a board (engine, CLI and renderer boards all have it). */
export interface NamedBoard {
  readonly players: readonly string[];
  readonly activePlayer: string;
  readonly creatures: readonly { readonly id: string; readonly name: string }[];
  readonly defenders: readonly { readonly id: string; readonly name: string; readonly kind?: string; readonly player?: string }[];
}

/**
 * A player as a judge would say it, never as an id: the active player is "you" when that is their id;
 * in a two-player game "opp" is "opponent"; "opp2" or "opponent-2" is "Opponent 2"; any other id is
 * the player's name, capitalized word by word ("alice" → "Alice", "player_b" → "Player B").
 */
export function playerName(board: Pick<NamedBoard, 'players' | 'activePlayer'>, id: string): string {
  if (id === board.activePlayer && id === 'you') return 'you';
  if (board.players.length === 2 && board.players.includes(id) && /^opp(onent)?$/i.test(id)) return 'opponent';
  const numbered = /^opp(?:onent)?[-_ ]?(\d+)$/i.exec(id);
  if (numbered) return `Opponent ${numbered[1]}`;
  if (/^opp(onent)?$/i.test(id)) return 'Opponent';
  return id
    .split(/[-_]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Names from a board: card names, numbered with a "#" and a number when two creatures share one, and
 * defenders by name (players by playerName). Unknown ids stay as they are.
 */
export function namesOfBoard(board: NamedBoard): TextNames {
  const counts = new Map<string, number>();
  for (const c of board.creatures) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const creatures = new Map<string, string>();
  for (const c of board.creatures) {
    if ((counts.get(c.name) ?? 0) > 1) {
      const n = (seen.get(c.name) ?? 0) + 1;
      seen.set(c.name, n);
      creatures.set(c.id, `${c.name} #${n}`);
    } else creatures.set(c.id, c.name);
  }
  const defenders = new Map<string, string>();
  for (const p of board.players) defenders.set(p, playerName(board, p));
  for (const d of board.defenders) defenders.set(d.id, d.kind === 'player' || board.players.includes(d.id) ? playerName(board, d.id) : d.name);
  const source = (text: string): string =>
    text.replace(/\(([^()]+)\)$/, (whole, inner: string) => (board.players.includes(inner) ? `(${playerName(board, inner)})` : whole));
  return { creature: (id) => creatures.get(id) ?? id, defender: (id) => defenders.get(id) ?? id, source };
}

/** Ids as they are: for a caller with no board (the texts then still read, only less nicely). */
export const ID_NAMES: TextNames = { creature: (id) => id, defender: (id) => id };

/** "Viashino Bey → opponent, Bear Cub → opponent", or "no attack". */
export function declarationText(attacks: Readonly<Record<string, string>>, names: TextNames, order?: readonly string[]): string {
  const entries = Object.entries(attacks);
  if (order !== undefined) {
    const at = new Map(order.map((id, i) => [id, i]));
    entries.sort((a, b) => (at.get(a[0]) ?? 1e9) - (at.get(b[0]) ?? 1e9));
  }
  if (entries.length === 0) return 'no attack';
  return entries.map(([c, t]) => `${names.creature(c)} → ${names.defender(t)}`).join(', ');
}

/** "Magnetic Web's requirement is on" / "Magnetic Web's and War's Toll's requirements are on" / "no conditional requirement is on". */
export function conditionalsOnText(sources: readonly string[]): string {
  const unique = [...new Set(sources)];
  if (unique.length === 0) return 'no conditional requirement is on';
  const owners = unique.map((s) => `${s}'s`);
  const list = owners.length === 1 ? owners[0]! : `${owners.slice(0, -1).join(', ')} and ${owners.at(-1)!}`;
  return `${list} ${pluralWord(owners.length, 'requirement is', 'requirements are')} on`;
}

/* ------------------------------------------------------------------ step 1: eligibility */

/** The engine's eligibility problems (step 1), one type for the engine and the sentences about them. */
export type EligibilityText = EligibilityProblem;

/** Why a creature cannot attack as declared (step 1), in one clause. */
export function eligibilityText(p: EligibilityText, names: TextNames): string {
  switch (p.kind) {
    case 'unknown-creature':
      return `there is no creature "${p.creatureId}" on the board`;
    case 'not-controlled':
      return `${names.creature(p.creatureId)} is controlled by ${names.defender(p.controller)}, not by the active player`;
    case 'tapped':
      return `${names.creature(p.creatureId)} is tapped`;
    case 'sick':
      return `${names.creature(p.creatureId)} has summoning sickness: it has not been under its controller's control since the turn began, and it has no haste (CR 302.6)`;
    case 'unknown-defender':
      return `${names.creature(p.creatureId)} is declared against "${p.defenderId}", which is no player, planeswalker or battle on the board`;
    case 'not-attackable':
      return p.defenderId === p.player
        ? `${names.creature(p.creatureId)} cannot attack ${names.defender(p.player)}: that is not an opponent of the active player`
        : `${names.creature(p.creatureId)} cannot attack ${names.defender(p.defenderId)}: it belongs to ${names.defender(p.player)}, who is not an opponent`;
    case 'multiple-players':
      return `this game does not allow attacking several players, but the attack goes to ${p.players.map((x) => names.defender(x)).join(' and ')}`;
    case 'not-defending-player':
      return `${names.creature(p.creatureId)} cannot attack ${names.defender(p.defenderId)}: this game does not allow attacking several players, and ${names.defender(p.defendingPlayer)} was chosen as the defending player at the beginning of combat (CR 506.2a)`;
  }
}

/* ------------------------------------------------------------------ costs */

/** "{3}{W}, 2 life, sacrifice 1 land" or "nothing". */
export function costTotalText(t: CostTotal): string {
  const parts: string[] = [];
  if (t.mana !== '') parts.push(t.mana);
  if (t.life > 0) parts.push(`${t.life} life`);
  for (const s of t.sacrifice) parts.push(`sacrifice ${s.count} ${s.filter}`);
  for (const r of t.returnToHand) parts.push(`return ${r.count} ${r.filter} to its owner's hand`);
  for (const c of t.tapCreatures ?? []) parts.push(tapCostText(c.count, c.filter));
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

/** "Propaganda's cost for Bear Cub attacking opponent". */
export function costForText(source: string, creatureId: string, defenderId: string, names: TextNames): string {
  return `${names.source?.(source) ?? source}'s cost for ${names.creature(creatureId)} attacking ${names.defender(defenderId)}`;
}

/** A cost plan of the attack tree: "pay nothing" or "pay Propaganda's cost for Bear Cub attacking opponent; …". */
export function costPlanText(plan: readonly { readonly source: string; readonly creatureId: string; readonly defenderId: string }[], names: TextNames): string {
  if (plan.length === 0) return 'pay nothing';
  return `pay ${plan.map((c) => costForText(c.source, c.creatureId, c.defenderId, names)).join('; ')}`;
}

/* ------------------------------------------------------------------ requirements (step 3) */

/** "4 requirements exist; this declaration obeys 3" — plus "; this one obeys 4" for a better declaration. */
export function requirementCountText(total: number, obeyed: number, better?: number): string {
  const head =
    total === 0 ? 'No requirement applies' : `${countText(total, 'requirement')} ${pluralWord(total, 'exists', 'exist')}; this declaration obeys ${obeyed}`;
  return better === undefined ? head : `${head}; this one obeys ${better}`;
}

/** Step 3 passes: "5 requirements exist; this declaration obeys 3, the most that any declaration … can obey." */
export function requirementsMaxText(total: number, obeyed: number): string {
  if (total === 0) return 'no requirement applies.';
  return `${requirementCountText(total, obeyed)}, the most that any declaration that plans no cost this one doesn't can obey.`;
}

/** Step 3 fails: "4 requirements exist; this declaration obeys 3; attacking with … obeys 4 and plans no cost this one doesn't." */
export function requirementsBeatenText(total: number, obeyed: number, better: number, betterDeclaration: string): string {
  return `${requirementCountText(total, obeyed)}; ${betterDeclaration} obeys ${better} and plans no cost this one doesn't.`;
}

/** The result screen's short label for a step-3 failure by a better declaration (spec §3). */
export const BEATEN_LABEL = "Step 3: another declaration that plans no cost this one doesn't obeys more requirements";
/** The result screen's short label for a step-3 failure in the attack tree. */
export const NOT_TREE_END_LABEL = 'Step 3: the attack tree does not end at this declaration';

/* ------------------------------------------------------------------ the attack tree (step 3 with conditional requirements) */

/** The tree ends at the declaration after `steps` steps (spec §3). */
export function treeEndsText(steps: number): string {
  return `the attack tree ends at this declaration: after ${countText(steps, 'step')} it comes up again as a choice whose own set of requirements has already come up, so choosing it ends the process.`;
}

/** The declaration fails the first step of the tree. */
export function treeFirstStepText(atLeast: number, obeyed: number): string {
  return `the attack tree does not end at this declaration: its first step must obey ${atLeast} of the requirements that exist before anything attacks, and this declaration obeys ${obeyed}`;
}

/** Another choice beats the declaration whenever its own requirement set comes up. */
export function treeBeatenText(best: number, obeyed: number): string {
  return `the attack tree does not end at this declaration: whenever its own set of requirements comes up, another choice obeys ${best} of them and this declaration obeys ${obeyed}`;
}

export const TREE_NEVER_TEXT = 'the attack tree does not end at this declaration: no branch keeps it as a choice once its own set of requirements comes up';

/** The verdicts when the branch that shows them is longer than an explanation walks (engine/explain.ts). */
export const TREE_ENDS_UNSHOWN_TEXT =
  'the attack tree ends at this declaration: a branch of choices reaches it after its own set of requirements has already come up, but that branch is too long to list here, and the tree view draws only its start';
export const TREE_NEVER_UNSHOWN_TEXT =
  'the attack tree does not end at this declaration: in every branch that keeps it as a choice, another choice obeys more of its own set of requirements when that set comes up, and those branches are too many to list here';

/** Added when the quick count (without the tree) already finds a better declaration. */
export function treeAlsoBeatenText(betterDeclaration: string, better: number): string {
  return ` (even without the tree, ${betterDeclaration} obeys ${better} of the requirements)`;
}

/** A set of requirements in the tree: "3 requirements; Magnetic Web's requirement is on". */
export function requirementSetText(units: number, conditionalSources: readonly string[]): string {
  return `${countText(units, 'requirement')}; ${conditionalsOnText(conditionalSources)}`;
}
