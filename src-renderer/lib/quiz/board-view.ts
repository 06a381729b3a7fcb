/**
 * What the quiz screen draws from a parsed attack-board/1 board: who sits where, which creatures may
 * be declared as attackers, which defenders they may attack, and one readable sentence per effect.
 * Pure functions of the Board (no Svelte, no API), so they are tested as tables.
 */
import type {
  Board,
  Cost,
  Creature,
  CreatureSelector,
  Declaration,
  Defender,
  DefenderSelector,
  Effect,
  ManaLetter,
  PermanentCost,
  RequirementEffect,
} from '#shared/engine/index';
import { isAttackable, isEligible } from '#shared/engine/index';
import { declarationText as sharedDeclarationText, namesOfBoard, playerName, pluralWord } from '#shared/text/learner-text';

// Who may attack is the engine's rule (spec §1, with haste: CR 302.6, 702.10), never a copy of it.
export { isAttackable, isEligible };

export function eligibleCreatures(board: Board): Creature[] {
  return board.creatures.filter((c) => isEligible(board, c));
}

export function opponents(board: Board): string[] {
  return board.players.filter((p) => p !== board.activePlayer);
}

export interface DefenderGroup {
  /** The opponent the defenders belong to (the player, their planeswalkers, the battles they protect). */
  readonly player: string;
  readonly defenders: readonly Defender[];
}

/**
 * Attackable defenders grouped per opponent in the board's player order: the player first, then the
 * planeswalkers and battles associated with them in board order.
 */
export function defendersByPlayer(board: Board): DefenderGroup[] {
  return opponents(board).map((player) => {
    const own = board.defenders.filter((d) => d.player === player && isAttackable(board, d));
    const self = own.filter((d) => d.kind === 'player');
    const others = own.filter((d) => d.kind !== 'player');
    return { player, defenders: [...self, ...others] };
  });
}

export function attackableDefenders(board: Board): Defender[] {
  return defendersByPlayer(board).flatMap((g) => g.defenders);
}

/**
 * Display names for creatures: the card name, numbered when two creatures share it ("Crazed Goblin #1",
 * "Crazed Goblin #2") so that every select and every declaration reads unambiguously.
 */
export function creatureLabels(board: Board): Map<string, string> {
  const names = namesOfBoard(board);
  return new Map(board.creatures.map((c) => [c.id, names.creature(c.id)]));
}

/** Defender display names: planeswalkers and battles by name, players as a judge says them ("opponent"). */
export function defenderLabels(board: Board): Map<string, string> {
  const names = namesOfBoard(board);
  return new Map([...board.players, ...board.defenders.map((d) => d.id)].map((id) => [id, names.defender(id)]));
}

/** "Crazed Goblin → opponent, Bear Cub → opponent" in board order of the creatures, or "No attack". */
export function declarationText(board: Board, d: Declaration): string {
  const text = sharedDeclarationText(
    d.attacks,
    namesOfBoard(board),
    board.creatures.map((c) => c.id),
  );
  return text === 'no attack' ? 'No attack' : text;
}

export interface PlayerArea {
  readonly player: string;
  readonly active: boolean;
  readonly creatures: readonly Creature[];
  /** Planeswalkers the player controls and battles they protect. */
  readonly defenders: readonly Defender[];
}

/** The active player's area first, then each opponent's, in the board's player order. */
export function playerAreas(board: Board): PlayerArea[] {
  const order = [board.activePlayer, ...opponents(board)];
  return order.map((player) => ({
    player,
    active: player === board.activePlayer,
    creatures: board.creatures.filter((c) => c.controller === player),
    defenders: board.defenders.filter((d) => d.player === player && d.kind !== 'player'),
  }));
}

const COLOR_NAMES: Readonly<Record<ManaLetter, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

export const colorName = (c: ManaLetter): string => COLOR_NAMES[c];

/** "red", "black and green", "colorless" for a creature's colors. */
export function colorsText(colors: readonly ManaLetter[]): string {
  return colors.length === 0 ? 'colorless' : joinWords(colors.map(colorName), 'and');
}

/** Power/toughness as printed on a card. */
export const powerToughness = (c: Creature): string => `${c.power}/${c.toughness}`;

/** The counters of a creature as "magnet ×1", in name order. */
export function countersText(c: Creature): string[] {
  return Object.entries(c.counters)
    .filter(([, n]) => n > 0)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([name, n]) => `${name} ×${n}`);
}

/** The state marks a tile shows, in reading order. */
export function creatureMarks(board: Board, c: Creature): string[] {
  const marks: string[] = [];
  if (c.tapped) marks.push('Tapped');
  if (c.sick) marks.push('Summoning sick');
  if (c.controller !== board.activePlayer) marks.push(`Controlled by ${playerName(board, c.controller)}`);
  return marks;
}

/** A one-line description of a creature for assistive technology and the tile's tooltip header. */
export function creatureDescription(board: Board, c: Creature): string {
  const parts = [`${powerToughness(c)}`, colorsText(c.colors)];
  if (c.types.length > 0) parts.push(c.types.join(' '));
  const counters = countersText(c);
  if (counters.length > 0) parts.push(`counters: ${counters.join(', ')}`);
  const marks = creatureMarks(board, c);
  parts.push(marks.length > 0 ? marks.join(', ') : 'untapped');
  return parts.join('; ');
}

export function joinWords(words: readonly string[], conj: 'and' | 'or'): string {
  if (words.length <= 1) return words[0] ?? '';
  if (words.length === 2) return `${words[0]} ${conj} ${words[1]}`;
  return `${words.slice(0, -1).join(', ')} ${conj} ${words[words.length - 1]}`;
}

const isEmptySelector = (s: object | undefined): boolean => s === undefined || Object.keys(s).length === 0;

/**
 * A creature selector in words. `plural`: "black creatures", "Crazed Goblin"; `any`: "a black
 * creature", "Viashino Bey" — the form after "if … attacks".
 */
export function describeCreatures(board: Board, sel: CreatureSelector | undefined, form: 'plural' | 'any' = 'plural'): string {
  const labels = creatureLabels(board);
  const named = (ids: readonly string[]): string[] => ids.map((id) => labels.get(id) ?? id);
  if (sel === undefined || isEmptySelector(sel)) return form === 'plural' ? 'creatures' : 'any creature';
  const keys = Object.keys(sel);
  if (sel.ids !== undefined && keys.length === 1) return joinWords(named(sel.ids), form === 'plural' ? 'and' : 'or');

  // Every field of the selector is said: a text that leaves one out claims the effect for creatures it
  // does not touch (Nils's one tax per number of counters read as several taxes on every creature).
  const adjectives: string[] = [];
  if (sel.colorless === true) adjectives.push('colorless');
  if (sel.colorless === false) adjectives.push('colored');
  if (sel.notColors !== undefined && sel.notColors.length > 0) adjectives.push(sel.notColors.map((c) => `non${colorName(c)}`).join(', '));
  if (sel.colors !== undefined && sel.colors.length > 0) adjectives.push(joinWords(sel.colors.map(colorName), 'or'));
  if (sel.notTypes !== undefined && sel.notTypes.length > 0) adjectives.push(sel.notTypes.map((t) => `non-${t}`).join(', '));
  if (sel.types !== undefined && sel.types.length > 0) adjectives.push(joinWords(sel.types, 'or'));
  const noun = form === 'plural' ? 'creatures' : 'creature';
  let text = [...adjectives, noun].join(' ');
  if (form === 'any') text = `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
  if (sel.name !== undefined) text += ` named ${sel.name}`;
  if (sel.keywords !== undefined && sel.keywords.length > 0) text += ` with ${joinWords(sel.keywords, 'or')}`;
  if (sel.notKeywords !== undefined && sel.notKeywords.length > 0) text += ` without ${joinWords(sel.notKeywords, 'or')}`;
  if (sel.controller !== undefined) text += ` controlled by ${playerName(board, sel.controller)}`;
  if (sel.counters !== undefined) text += ` ${countersPhrase(sel.counters)}`;
  if (sel.counter !== undefined) text += ` with ${/^[aeiou]/i.test(sel.counter) ? 'an' : 'a'} ${sel.counter} counter`;
  if (sel.powerAtLeast !== undefined && sel.powerAtMost !== undefined) {
    text += ` with power ${sel.powerAtLeast} to ${sel.powerAtMost}`;
  } else if (sel.powerAtLeast !== undefined) {
    text += ` with power ${sel.powerAtLeast} or greater`;
  } else if (sel.powerAtMost !== undefined) {
    text += ` with power ${sel.powerAtMost} or less`;
  }
  if (sel.ids !== undefined) text += ` among ${joinWords(named(sel.ids), 'and')}`;
  if (sel.except !== undefined && sel.except.length > 0) text += ` other than ${joinWords(named(sel.except), 'and')}`;
  return text;
}

/** "with exactly 2 counters", "with at least one shield counter", "with 1 to 3 counters" (spec §1 `counters`). */
function countersPhrase(t: NonNullable<CreatureSelector['counters']>): string {
  const what = (n: number) => `${n === 1 ? 'one' : n}${t.name === undefined ? '' : ` ${t.name}`} ${pluralWord(n, 'counter')}`;
  const least = t.atLeast ?? 1;
  if (t.atMost === undefined) return `with at least ${what(least)} on ${least === 1 ? 'it' : 'them'}`;
  if (t.atMost === least) return least === 0 ? `with no${t.name === undefined ? '' : ` ${t.name}`} counters` : `with exactly ${what(least)}`;
  return least === 0 ? `with at most ${what(t.atMost)}` : `with ${least} to ${t.atMost}${t.name === undefined ? '' : ` ${t.name}`} counters`;
}

const KIND_PLURALS = { player: 'players', planeswalker: 'planeswalkers', battle: 'battles' } as const;

/** A defender selector in words, or '' when it matches every attackable defender. */
export function describeDefenders(board: Board, sel: DefenderSelector | undefined): string {
  if (sel === undefined || isEmptySelector(sel)) return '';
  const labels = defenderLabels(board);
  // Players by name ("opponent", "Alice"), never by id.
  const parts: string[] = [];
  const onlyPlayers = sel.kinds !== undefined && sel.kinds.length === 1 && sel.kinds[0] === 'player';
  const players = sel.players?.map((p) => playerName(board, p));
  if (players !== undefined && onlyPlayers) {
    parts.push(joinWords(players, 'or'));
  } else if (players !== undefined) {
    const kinds =
      sel.kinds === undefined
        ? 'or their planeswalkers and battles'
        : `or ${joinWords(
            sel.kinds.filter((k) => k !== 'player').map((k) => KIND_PLURALS[k]),
            'or',
          )}`;
    parts.push(
      sel.kinds !== undefined && !sel.kinds.includes('player')
        ? `${joinWords(
            sel.kinds.map((k) => KIND_PLURALS[k]),
            'or',
          )} of ${joinWords(players, 'or')}`
        : `${joinWords(players, 'or')} ${kinds}`,
    );
  } else if (sel.kinds !== undefined) {
    parts.push(
      joinWords(
        sel.kinds.map((k) => KIND_PLURALS[k]),
        'or',
      ),
    );
  }
  if (sel.notPlayers !== undefined && sel.notPlayers.length > 0) {
    const others = joinWords(
      sel.notPlayers.map((p) => playerName(board, p)),
      'or',
    );
    parts.push(parts.length === 0 ? `anyone other than ${others}` : `other than ${others}`);
  }
  if (sel.ids !== undefined && sel.ids.length > 0) {
    const names = joinWords(
      sel.ids.map((id) => labels.get(id) ?? id),
      'or',
    );
    parts.push(parts.length === 0 ? names : `among ${names}`);
  }
  return parts.join(' ');
}

function describePermanentCost(verb: string, pc: PermanentCost): string {
  const what = pc.filter.name ?? (pc.filter.types !== undefined && pc.filter.types.length > 0 ? joinWords(pc.filter.types, 'or') : 'permanent');
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  return `${verb} ${pluralWord(pc.count, article, String(pc.count))} ${pluralWord(pc.count, what)}`;
}

/**
 * A cost in words: the author's note when there is one, else its components ("{2}", "2 life", "tap an
 * untapped creature you control that isn't attacking"). A cost with no component is still a cost
 * (War Tax with X = 0, spec §2): it reads "pay {0}", as the card would.
 */
export function describeCost(cost: Cost, board?: Board): string {
  if (cost.note !== undefined && cost.note !== '') return cost.note;
  const parts: string[] = [];
  if (cost.mana !== undefined) parts.push(`pay ${cost.mana}`);
  if (cost.life !== undefined) parts.push(`pay ${cost.life} life`);
  if (cost.sacrifice !== undefined) parts.push(describePermanentCost('sacrifice', cost.sacrifice));
  if (cost.returnToHand !== undefined) parts.push(`${describePermanentCost('return', cost.returnToHand)} to hand`);
  if (cost.tapCreatures !== undefined && cost.tapCreatures.count > 0) parts.push(describeTapCost(cost.tapCreatures, board));
  return parts.length === 0 ? 'pay {0}' : joinWords(parts, 'and');
}

/** Hollow Warrior's cost (spec §2 `tapCreatures`): untapped creatures the attacker controls, not attacking. */
function describeTapCost(tap: NonNullable<Cost['tapCreatures']>, board: Board | undefined): string {
  const one = tap.count === 1;
  const filter = isEmptySelector(tap.filter) || board === undefined ? '' : ` (${describeCreatures(board, tap.filter)})`;
  return `tap ${one ? 'an' : tap.count} untapped ${one ? 'creature' : 'creatures'}${filter} you control that ${one ? "isn't" : "aren't"} attacking`;
}

/** A creature selector that can only ever mean one creature reads in the singular. */
const isSingle = (sel: CreatureSelector | undefined): boolean =>
  sel !== undefined && Object.keys(sel).length === 1 && sel.ids !== undefined && sel.ids.length === 1;

const verb = (sel: CreatureSelector | undefined, singular: string, plural: string): string => (isSingle(sel) ? singular : plural);

function requirementSentence(board: Board, e: RequirementEffect): string {
  const who = describeCreatures(board, 'creatures' in e ? e.creatures : undefined);
  switch (e.kind) {
    case 'mustAttack': {
      const target = describeDefenders(board, e.defenders);
      const perCreature = isEmptySelector(e.creatures) ? ' (one requirement per creature)' : '';
      return `${who} ${verb(e.creatures, 'attacks', 'attack')}${target ? ` ${target}` : ''} if able${perCreature}`;
    }
    case 'atLeastOneAttacks': {
      const target = describeDefenders(board, e.defenders);
      const pool =
        e.creatures === undefined || isEmptySelector(e.creatures) ? 'at least one creature' : `at least one of ${describeCreatures(board, e.creatures)}`;
      return `${pool} attacks${target ? ` ${target}` : ''} if able`;
    }
    case 'goad':
      return `${who} ${verb(e.creatures, 'is', 'are')} goaded by ${playerName(board, e.by)}: ${verb(e.creatures, 'it attacks', 'they attack')} if able, and a player other than ${playerName(board, e.by)} if able`;
    case 'conditional':
      return `if ${describeCreatures(board, e.if.anyAttacks, 'any')} attacks, ${e.then.map((t) => requirementSentence(board, t)).join('; ')}`;
  }
}

/** One readable sentence per effect, without its source (see effectLine). */
export function effectSentence(board: Board, e: Effect): string {
  switch (e.kind) {
    case 'cantAttack': {
      const target = describeDefenders(board, e.defenders);
      return `${describeCreatures(board, e.creatures)} can't attack${target ? ` ${target}` : ''}`;
    }
    case 'cantAttackAlone':
      return `${describeCreatures(board, e.creatures)} can't attack alone`;
    case 'attacksAlone':
      return `${describeCreatures(board, e.creatures)} can only attack alone`;
    case 'maxAttackers': {
      const target = describeDefenders(board, e.defenders);
      const among =
        e.creatures === undefined || isEmptySelector(e.creatures)
          ? pluralWord(e.count, 'creature', 'creatures')
          : `of ${describeCreatures(board, e.creatures)}`;
      return `at most ${e.count} ${among} can attack${target ? ` ${target}` : ''}${target ? '' : ' in a combat'}`;
    }
    case 'cantAttackUnless': {
      const others = describeCreatures(board, e.others);
      return `${describeCreatures(board, e.creatures)} can't attack unless at least ${e.atLeast} other ${isEmptySelector(e.others) ? pluralWord(e.atLeast, 'creature attacks', 'creatures attack') : `${pluralWord(e.atLeast, 'creature')} (${others}) ${pluralWord(e.atLeast, 'attacks', 'attack')}`}`;
    }
    case 'attackCost': {
      const target = describeDefenders(board, e.defenders);
      const each = isSingle(e.creatures) ? '' : ' for each';
      return `${describeCreatures(board, e.creatures)} can't attack${target ? ` ${target}` : ''} unless you ${describeCost(e.cost, board)}${each}`;
    }
    default:
      return requirementSentence(board, e);
  }
}

const capitalize = (s: string): string => (s === '' ? s : s[0]!.toUpperCase() + s.slice(1));

/** "Crawlspace — at most 2 creatures can attack opp". */
export function effectLine(board: Board, e: Effect): string {
  return `${e.source} — ${effectSentence(board, e)}`;
}

/** The effect sentence alone, capitalized, for places where the source is shown separately. */
export const effectText = (board: Board, e: Effect): string => capitalize(effectSentence(board, e));

/** Which family an effect belongs to, for grouping and the colored edge of its line. */
export function effectFamily(e: Effect): 'restriction' | 'requirement' | 'cost' {
  switch (e.kind) {
    case 'cantAttack':
    case 'cantAttackAlone':
    case 'attacksAlone':
    case 'maxAttackers':
    case 'cantAttackUnless':
      return 'restriction';
    case 'attackCost':
      return 'cost';
    default:
      return 'requirement';
  }
}
