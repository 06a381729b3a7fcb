/**
 * What a generated puzzle's prompt states, as data: every sentence of the prompt (before the question)
 * is written from one of these facts by `factSentence`, and `checkPromptFacts` (check-prompt.ts)
 * derives each fact again from the board. A count, a chosen player or a value of X is therefore never
 * a second, independent source next to the board: either the board was built from the fact (a hand
 * size, an opponent without an Island) or the fact was read off the board (Sphere of Safety's X, the
 * creatures each player controls).
 */
import { pluralWord } from '#shared/text/learner-text';

/** A player named as the learner reads it: "you", "Alice". */
export function playerName(id: string): string {
  return id === 'you' ? 'you' : id.charAt(0).toUpperCase() + id.slice(1);
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "A", "A and B", "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const COLOR_NAMES: Readonly<Record<string, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** A creature a fact points at (an aura's, a goad's or a target's). */
export interface CreatureRef {
  readonly id: string;
  readonly name: string;
  readonly controller: string;
}

/** A creature as the prompt lists it: exactly the board's fields that matter to attacking. */
export interface CreatureFact {
  readonly id: string;
  readonly name: string;
  readonly power: number;
  readonly toughness: number;
  /** Only when an effect on the board looks at colors; [] is "colorless". */
  readonly colors?: readonly string[];
  readonly keywords: readonly string[];
  readonly tapped: boolean;
  readonly sick: boolean;
  readonly counters: Readonly<Record<string, number>>;
}

/** A non-creature permanent a player controls, and what it is attached to (an aura, an Equipment). */
export interface PermanentFact {
  readonly card: string;
  readonly enchants?: CreatureRef | { readonly player: string };
  readonly equips?: CreatureRef;
}

export type PromptFact =
  | { readonly kind: 'game'; readonly players: readonly string[]; readonly multiple: boolean; readonly defendingPlayer?: string }
  | { readonly kind: 'controls'; readonly player: string; readonly creatures: readonly CreatureFact[]; readonly permanents: readonly PermanentFact[] }
  | { readonly kind: 'defender'; readonly player: string; readonly name: string; readonly battle: boolean }
  /** A spell: an instant this turn, a sorcery during its caster's last turn (it can be cast only then). */
  | {
      readonly kind: 'cast';
      readonly card: string;
      readonly caster: string;
      readonly sorcery: boolean;
      readonly target?: CreatureRef;
      readonly targetPlayer?: string;
    }
  | { readonly kind: 'goaded'; readonly card: string; readonly by: string; readonly creature: CreatureRef }
  | { readonly kind: 'targeted'; readonly card: string; readonly by: string; readonly creature: CreatureRef }
  | { readonly kind: 'returned'; readonly card: string; readonly creature: CreatureRef }
  | { readonly kind: 'landfall-goad'; readonly card: string; readonly by: string; readonly target: string }
  | { readonly kind: 'hand'; readonly card: string; readonly player: string; readonly count: number }
  | { readonly kind: 'empty-hand'; readonly card: string; readonly player?: string }
  | { readonly kind: 'enchantments'; readonly card: string; readonly player: string; readonly names: readonly string[] }
  | { readonly kind: 'land-types'; readonly card: string; readonly player: string; readonly count: number }
  | { readonly kind: 'island'; readonly player: string; readonly has: boolean }
  | { readonly kind: 'islands'; readonly card: string; readonly count: number }
  | { readonly kind: 'forests'; readonly card: string; readonly player: string; readonly count: number }
  | { readonly kind: 'gate'; readonly card: string; readonly player: string; readonly has: boolean }
  | { readonly kind: 'other-ally'; readonly card: string; readonly player: string; readonly has: boolean }
  | { readonly kind: 'poison'; readonly player: string; readonly poisoned: boolean }
  | { readonly kind: 'entered-counters'; readonly card: string; readonly count: number }
  | { readonly kind: 'activated-x'; readonly card: string; readonly player: string; readonly x: number }
  | { readonly kind: 'color'; readonly card: string; readonly player: string; readonly color: string }
  | { readonly kind: 'random-opponent'; readonly card: string; readonly player: string }
  | { readonly kind: 'nearest'; readonly card: string; readonly player: string }
  | { readonly kind: 'text'; readonly card: string; readonly text: string }
  | { readonly kind: 'resources'; readonly mana: readonly string[]; readonly life: number; readonly permanents: readonly string[] };

type FactKind = PromptFact['kind'];

/** "your Grizzly Bears", "Alice's Hill Giant"; a name that starts with "The" reads "The Gitrog Monster". */
function refText(ref: CreatureRef): string {
  if (ref.name.startsWith('The ')) return ref.name;
  return ref.controller === 'you' ? `your ${ref.name}` : `${playerName(ref.controller)}'s ${ref.name}`;
}

/** "Serra Angel (white, 4/4, flying, vigilance)". */
function creatureText(c: CreatureFact): string {
  const colors = c.colors === undefined ? [] : [c.colors.length === 0 ? 'colorless' : c.colors.map((x) => COLOR_NAMES[x] ?? x).join(' and ')];
  const notes = [...colors, `${c.power}/${c.toughness}`, ...c.keywords];
  if (c.tapped) notes.push('tapped');
  if (c.sick) notes.push('came under your control this turn, no haste');
  for (const [name, n] of Object.entries(c.counters)) notes.push(pluralWord(n, `a ${name} counter`, `${n} ${name} counters`));
  return `${c.name} (${notes.join(', ')})`;
}

function permanentText(p: PermanentFact): string {
  if (p.equips !== undefined) return `${p.card} (attached to ${refText(p.equips)})`;
  if (p.enchants === undefined) return p.card;
  return `${p.card} (enchanting ${'id' in p.enchants ? refText(p.enchants) : playerName(p.enchants.player)})`;
}

/** The subject of a sentence: "You control", "Alice controls". */
const controls = (player: string): string => (player === 'you' ? 'You control' : `${playerName(player)} controls`);
const has = (player: string): string => (player === 'you' ? 'You have' : `${playerName(player)} has`);
const number = (n: number, one: string, many = `${one}s`): string => `${n} ${pluralWord(n, one, many)}`;

type Sentences = { readonly [K in FactKind]: (f: Extract<PromptFact, { kind: K }>) => string };

const SENTENCES: Sentences = {
  game: (f) =>
    `A ${f.players.length}-player game: you against ${listText(f.players.filter((p) => p !== 'you').map(playerName))}. ` +
    (f.multiple
      ? 'You may attack several opponents in one combat.'
      : // CR 506.2a: the defending player was chosen at the beginning of combat, a fact of the board.
        `This game does not let you attack more than one opponent in a combat: at the beginning of combat you chose ${playerName(f.defendingPlayer ?? '')} as the defending player.`),
  controls: (f) => `${controls(f.player)} ${listText([...f.creatures.map(creatureText), ...f.permanents.map(permanentText)])}.`,
  defender: (f) =>
    f.battle ? `${capital(playerName(f.player))} protects the battle ${f.name}.` : `${capital(playerName(f.player))} controls the planeswalker ${f.name}.`,
  cast: (f) => {
    const target =
      f.target !== undefined ? `, targeting ${refText(f.target)}` : f.targetPlayer !== undefined ? `, targeting ${playerName(f.targetPlayer)}` : '';
    if (!f.sorcery) return `${capital(playerName(f.caster))} cast ${f.card} this turn${target}.`;
    return f.caster === 'you'
      ? `You cast ${f.card} during your last turn${target}.`
      : `During ${playerName(f.caster)}'s last turn, ${playerName(f.caster)} cast ${f.card}${target}.`;
  },
  goaded: (f) =>
    f.card === 'Goad'
      ? `${capital(playerName(f.by))} has goaded ${refText(f.creature)} (Goad).`
      : `${playerName(f.by) === 'you' ? 'Your' : `${playerName(f.by)}'s`} ${f.card} goaded ${refText(f.creature)}.`,
  targeted: (f) => `${capital(playerName(f.by))} activated ${f.card}'s ability this turn, targeting ${refText(f.creature)}.`,
  returned: (f) => `${f.card}'s ability returned ${refText(f.creature)} from the graveyard to the battlefield.`,
  'landfall-goad': (f) =>
    `This turn a land entered the battlefield under ${playerName(f.by) === 'you' ? 'your' : `${playerName(f.by)}'s`} control, and ${f.card}'s landfall ability, targeting ${playerName(f.target)}, goaded each creature ${f.target === 'you' ? 'you control' : `${playerName(f.target)} controls`}.`,
  hand: (f) => `${has(f.player)} ${number(f.count, 'card')} in hand.`,
  'empty-hand': (f) => (f.player === undefined ? 'Every player has at least one card in hand.' : `${has(f.player)} no cards in hand.`),
  enchantments: (f) => `${controls(f.player)} ${number(f.names.length, 'enchantment')} (${listText(f.names)}), so X is ${f.names.length} for ${f.card}.`,
  'land-types': (f) =>
    `The lands ${f.player === 'you' ? 'you control' : `${playerName(f.player)} controls`} have ${number(f.count, 'basic land type')} among them, so X is ${f.count} for ${f.card}.`,
  island: (f) => `${controls(f.player)} ${f.has ? 'an Island' : 'no Island'}.`,
  islands: (f) => `There ${f.count === 1 ? 'is 1 Island' : `are ${f.count} Islands`} on the battlefield.`,
  forests: (f) => `${controls(f.player)} ${f.count === 0 ? 'no Forests' : number(f.count, 'Forest')}.`,
  gate: (f) => `${controls(f.player)} ${f.has ? 'a Gate' : 'no Gate'}.`,
  'other-ally': (f) => `${controls(f.player)} ${f.has ? 'another Ally' : 'no other Ally'}.`,
  poison: (f) => `${has(f.player)} ${f.poisoned ? 'a poison counter' : 'no poison counters'}.`,
  'entered-counters': (f) => `${f.card} entered the battlefield with ${number(f.count, '+1/+1 counter')} on it.`,
  'activated-x': (f) => `${capital(playerName(f.player))} activated ${f.card}'s ability this turn with X = ${f.x}.`,
  color: (f) => `${capital(playerName(f.player))} chose ${COLOR_NAMES[f.color] ?? f.color} as ${f.card} entered the battlefield.`,
  'random-opponent': (f) => `${capital(playerName(f.player))} was chosen at random for ${f.card} at the beginning of this combat.`,
  nearest: (f) => `In the direction last chosen for ${f.card}, your nearest opponent is ${playerName(f.player)}.`,
  text: (f) => `${f.card}: ${capital(f.text)}`,
  resources: (f) => {
    const manaPart = f.mana.length === 0 ? 'no mana' : `${f.mana.length} mana (${f.mana.join(', ')}; one mana from each source)`;
    const perms = f.permanents.length === 0 ? 'no permanents to sacrifice or return' : `these permanents to sacrifice or return: ${listText(f.permanents)}`;
    return `To pay costs to attack you have ${manaPart}, ${f.life} life, and ${perms}.`;
  },
};

export function factSentence(fact: PromptFact): string {
  return (SENTENCES[fact.kind] as (f: PromptFact) => string)(fact);
}

/** The prompt's board part: one sentence (or two, for the game) per fact, in order. */
export function factsText(facts: readonly PromptFact[]): string {
  return facts.map(factSentence).join(' ');
}
