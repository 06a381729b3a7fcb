/**
 * The puzzle's prompt in plain English: who controls what (every card on the board named, with its
 * printed power and toughness), what each card does to attacking (from the preset's summary), the
 * board-state facts the presets' params stand for, planeswalkers and battles, and the resources for
 * paying costs. The question sentence is added by question.ts.
 */
import type { BoardDraft, DraftCreature, JsonObject, JsonValue } from '#shared/cards/types';
import type { PlacedCard } from './build-board.ts';
import { pluralWord } from '#shared/text/learner-text';

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

/** "Serra Angel (white, 4/4, flying, vigilance)": colors only when an effect on the board looks at them. */
function creatureText(c: DraftCreature, showColors: boolean): string {
  const colors = showColors ? [(c.colors ?? []).length === 0 ? 'colorless' : (c.colors ?? []).map((x) => COLOR_NAMES[x] ?? x).join(' and ')] : [];
  const notes = [...colors, `${c.power ?? 0}/${c.toughness ?? 0}`, ...(c.keywords ?? [])];
  if (c.tapped === true) notes.push('tapped');
  if (c.sick === true) notes.push('came under your control this turn, no haste');
  for (const [name, n] of Object.entries(c.counters ?? {})) notes.push(pluralWord(n, `a ${name} counter`, `${n} ${name} counters`));
  return `${c.name} (${notes.join(', ')})`;
}

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

function creatureName(draft: BoardDraft, id: string | number | undefined): string {
  return draft.creatures.find((c) => c.id === id)?.name ?? String(id);
}

/** "your Grizzly Bears"; a name that starts with "The" stands alone ("your The Gitrog Monster" reads wrong). */
function refName(draft: BoardDraft, id: string | number | undefined): string {
  const named = creatureName(draft, id);
  return named.startsWith('The ') ? named : `your ${named}`;
}

/** Board-state facts a card's params stand for (spec §1: conditions resolved by the author). */
function paramFacts(card: PlacedCard, draft: BoardDraft): string[] {
  const name = card.entry.preset.name;
  const facts: string[] = [];
  for (const spec of card.entry.preset.params) {
    const v = card.params[spec.name];
    if (spec.type === 'player' || spec.type === 'opponent') {
      if (spec.name === 'controller') continue;
      if (spec.name === 'noIsland') facts.push(`${playerName(String(v))} controls no Island.`);
      else if (spec.name === 'target') facts.push(`The opponent chosen at random for ${name} this combat is ${playerName(String(v))}.`);
      else if (spec.name === 'by') continue;
      else facts.push(`${name}: ${spec.label.toLowerCase()} is ${playerName(String(v))}.`);
    } else if (spec.type === 'count' || spec.type === 'number') {
      if (spec.name === 'handSize') facts.push(`${name}'s controller has ${v} ${pluralWord(Number(v), 'card')} in hand.`);
      else if (spec.name === 'x') facts.push(`${name} was activated this turn with X = ${v}.`);
      else facts.push(`${name}: ${spec.label} is ${v}.`);
    } else if (spec.type === 'manaCost' && spec.default !== v) facts.push(`${name}: ${spec.label.toLowerCase()} is ${v}.`);
    else if (spec.type === 'color') facts.push(`${name}: the chosen color is ${COLOR_NAMES[String(v)] ?? String(v)}.`);
    else if (spec.type === 'creatureRef' && card.entry.preset.kind === 'creature') facts.push(`${name}: ${spec.label.toLowerCase()} is ${refName(draft, v)}.`);
  }
  return facts;
}

function cardPlacement(card: PlacedCard, draft: BoardDraft): { owner?: string; sentence?: string } {
  const p = card.entry.preset;
  if (p.kind === 'creature') return {};
  const controller = card.params.controller;
  // Gideon Jura stands on the board as a planeswalker, which its own sentence names.
  if ((draft.defenders ?? []).some((d) => d.name === p.name)) return {};
  if (typeof controller === 'string') return { owner: controller };
  const target = p.params.find((s) => s.type === 'creatureRef');
  if (target !== undefined) {
    const on = refName(draft, card.params[target.name]);
    const by = card.params.by;
    if (typeof by === 'string') return { sentence: `${playerName(by)} has goaded ${on} (${p.name}).` };
    return { sentence: p.kind === 'aura' ? `${p.name} enchants ${on}.` : `${p.name} applies to ${on}.` };
  }
  return { sentence: `${p.name} is on the battlefield.` };
}

function manaText(entry: JsonValue): string {
  return String(entry).split('').join('/');
}

function resourceText(resources: JsonObject | undefined): string | undefined {
  if (resources === undefined) return undefined;
  const mana = Array.isArray(resources.mana) ? (resources.mana as readonly JsonValue[]) : [];
  const permanents = Array.isArray(resources.permanents) ? (resources.permanents as readonly JsonObject[]) : [];
  const manaPart = mana.length === 0 ? 'no mana' : `${mana.length} mana (${mana.map(manaText).join(', ')}; one mana from each source)`;
  const perms = permanents.length === 0 ? 'no permanents to sacrifice or return' : `these permanents to sacrifice or return: ${listText(permanents.map((x) => String(x.name)))}`;
  return `To pay costs to attack you have ${manaPart}, ${resources.life ?? 0} life, and ${perms}.`;
}

export function boardPrompt(draft: BoardDraft, cards: readonly PlacedCard[]): string {
  const lines: string[] = [];
  const others = draft.players.filter((p) => p !== draft.activePlayer);
  if (draft.players.length > 2) {
    lines.push(`A ${draft.players.length}-player game: you against ${listText(others.map(playerName))}.`);
    lines.push(
      draft.attackMultiplePlayers === false
        ? `This game does not let you attack more than one opponent in a combat: at the beginning of combat you chose ${playerName(draft.defendingPlayer ?? '')} as the defending player.`
        : 'You may attack several opponents in one combat.',
    );
  }
  const owned = new Map<string, string[]>(draft.players.map((p) => [p, []]));
  const showColors = /"(colors|notColors|colorless)"/.test(JSON.stringify(draft.effects));
  for (const c of draft.creatures) owned.get(c.controller)?.push(creatureText(c, showColors));
  const sentences: string[] = [];
  for (const card of cards) {
    const placement = cardPlacement(card, draft);
    if (placement.owner !== undefined) owned.get(placement.owner)?.push(card.entry.preset.name);
    if (placement.sentence !== undefined) sentences.push(placement.sentence);
  }
  for (const [player, things] of owned) {
    if (things.length === 0) continue;
    lines.push(`${player === draft.activePlayer ? 'You control' : `${playerName(player)} controls`} ${listText(things)}.`);
  }
  for (const d of draft.defenders ?? []) {
    lines.push(
      d.kind === 'battle'
        ? `${playerName(String(d.player))} protects the battle ${String(d.name)}.`
        : `${playerName(String(d.player))} controls the planeswalker ${String(d.name)}.`,
    );
  }
  lines.push(...sentences);
  for (const card of cards) lines.push(...paramFacts(card, draft));
  const notes = [...new Map(cards.filter((c) => !c.entry.roles.has('vanilla')).map((c) => [c.entry.preset.name, learnerSummary(c.entry.preset.summary)]))];
  if (notes.length > 0) lines.push(notes.map(([name, text]) => `${name}: ${capital(text)}`).join(' '));
  const res = resourceText(draft.resources);
  if (res !== undefined) lines.push(res);
  return lines.join(' ');
}
