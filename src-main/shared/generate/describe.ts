/**
 * The facts a generated board's prompt states (facts.ts), read off the finished board and the cards
 * placed on it: who controls which creature and permanent, planeswalkers and battles, the spells and
 * abilities that were used, the board-state each card's condition depends on, each card's text, and
 * the resources. prompt.ts writes them as sentences; check-prompt.ts derives them again.
 */
import type { BoardDraft, DraftCreature, JsonObject, JsonValue } from '#shared/cards/preset-model';
import type { BuiltBoard, PlacedCard } from './built-board.ts';
import { cardText } from './card-text.ts';
import type { CreatureFact, CreatureRef, PermanentFact, PromptFact } from './facts.ts';
import { controllerOf } from './reconcile.ts';

/** Effects that look at colors: the creature list then gives every creature's colors. */
export function colorsMatter(draft: Pick<BoardDraft, 'effects'>): boolean {
  return /"(colors|notColors|colorless)"/.test(JSON.stringify(draft.effects));
}

export function creatureFact(c: DraftCreature, showColors: boolean): CreatureFact {
  return {
    id: c.id,
    name: c.name,
    power: c.power ?? 0,
    toughness: c.toughness ?? 0,
    ...(showColors ? { colors: [...(c.colors ?? [])] } : {}),
    keywords: [...(c.keywords ?? [])],
    tapped: c.tapped === true,
    sick: c.sick === true,
    counters: { ...(c.counters ?? {}) },
  };
}

function creatureRef(draft: BoardDraft, id: string | number | undefined): CreatureRef {
  const c = draft.creatures.find((x) => x.id === id);
  return { id: String(id), name: c?.name ?? String(id), controller: c?.controller ?? '' };
}

const isSpell = (card: PlacedCard): boolean => card.entry.preset.types.includes('Instant') || card.entry.preset.types.includes('Sorcery');

/** A card that stands on the battlefield as a permanent its controller controls (not a creature, spell, goad or planeswalker). */
function permanentOf(card: PlacedCard, draft: BoardDraft): PermanentFact | undefined {
  const p = card.entry.preset;
  if (p.kind === 'creature' || isSpell(card) || p.types.length === 0 || p.types.includes('Planeswalker')) return undefined;
  const target = p.params.find((s) => s.type === 'creatureRef');
  if (target !== undefined) {
    const ref = creatureRef(draft, card.params[target.name]);
    return p.types.includes('Equipment') ? { card: p.name, equips: ref } : { card: p.name, enchants: ref };
  }
  if (typeof card.params.cursed === 'string') return { card: p.name, enchants: { player: card.params.cursed } };
  return { card: p.name };
}

function ownership(built: BuiltBoard): PromptFact[] {
  const { draft, cards } = built;
  const show = colorsMatter(draft);
  return draft.players.flatMap((player): PromptFact[] => {
    const creatures = draft.creatures.filter((c) => c.controller === player).map((c) => creatureFact(c, show));
    const permanents = cards.filter((c) => controllerOf(c, draft) === player).flatMap((c) => permanentOf(c, draft) ?? []);
    return creatures.length === 0 && permanents.length === 0 ? [] : [{ kind: 'controls', player, creatures, permanents }];
  });
}

/** What happened with a spell, an ability or the goad action, and what the card's condition depends on. */
function cardFacts(card: PlacedCard, built: BuiltBoard): PromptFact[] {
  const { draft } = built;
  const p = card.entry.preset;
  const name = p.name;
  const v = card.params;
  const owner = controllerOf(card, draft) ?? draft.activePlayer;
  const ref = (key: string): CreatureRef => creatureRef(draft, v[key]);
  switch (p.id) {
    case 'goad':
      return [{ kind: 'goaded', card: name, by: String(v.by), creature: ref('creature') }];
    case 'vengeful-ancestor':
      return [{ kind: 'goaded', card: name, by: owner, creature: ref('creature') }];
    case 'nettling-imp':
    case 'alluring-siren':
      return [{ kind: 'targeted', card: name, by: owner, creature: ref('creature') }];
    case 'extraction-specialist':
      return [{ kind: 'returned', card: name, creature: ref('returned') }];
    case 'geode-rager':
      return [{ kind: 'landfall-goad', card: name, by: owner, target: String(v.target) }];
    case 'ensnaring-bridge':
      return [{ kind: 'hand', card: name, player: owner, count: Number(v.handSize) }];
    case 'lupine-prototype':
      return [{ kind: 'empty-hand', card: name, ...(card.emptyHand === undefined ? {} : { player: card.emptyHand }) }];
    case 'sphere-of-safety': {
      const names = built.cards
        .filter((c) => controllerOf(c, draft) === owner && permanentOf(c, draft) !== undefined && isEnchantment(c))
        .map((c) => c.entry.preset.name);
      return [{ kind: 'enchantments', card: name, player: owner, names }];
    }
    case 'collective-restraint':
      return [{ kind: 'land-types', card: name, player: owner, count: Number(v.x) }];
    case 'harbor-serpent':
      return [{ kind: 'islands', card: name, count: Number(v.islands) }];
    case 'gaeas-liege':
      return [{ kind: 'forests', card: name, player: owner, count: Number(v.forests) }];
    case 'ogre-jailbreaker':
      return [{ kind: 'gate', card: name, player: owner, has: v.gate === 1 }];
    case 'reckless-cohort':
      return [{ kind: 'other-ally', card: name, player: owner, has: v.anotherAlly === 1 }];
    case 'phyrexian-marauder':
      return [{ kind: 'entered-counters', card: name, count: Number(v.x) }];
    case 'war-tax':
      return [{ kind: 'activated-x', card: name, player: owner, x: Number(v.x) }];
    case 'teferis-moat':
      return [{ kind: 'color', card: name, player: owner, color: String(v.color) }];
    case 'ruhan-of-the-fomori':
      return [{ kind: 'random-opponent', card: name, player: String(v.target) }];
    case 'mystic-barrier':
    case 'pramikon-sky-rampart':
      return [{ kind: 'nearest', card: name, player: String(v.nearest) }];
    default:
      break;
  }
  if (!isSpell(card)) return [];
  const target = p.params.find((s) => s.type === 'creatureRef');
  const sorcery = p.types.includes('Sorcery');
  // Taunt targets a player: the attacking player, whose creatures it makes attack.
  const targetPlayer = p.id === 'taunt' ? { targetPlayer: draft.activePlayer } : {};
  return [{ kind: 'cast', card: name, caster: owner, sorcery, ...(target === undefined ? {} : { target: ref(target.name) }), ...targetPlayer }];
}

const isEnchantment = (card: PlacedCard): boolean => card.entry.preset.types.includes('Enchantment');

/** One fact per opponent for the world facts several cards share (an Island, poison counters). */
function worldFacts(built: BuiltBoard): PromptFact[] {
  const opponents = built.draft.players.filter((p) => p !== built.draft.activePlayer);
  const named = (key: string): Set<string> => new Set(built.cards.map((c) => c.params[key]).filter((x): x is string => typeof x === 'string'));
  const noIsland = named('noIsland');
  const notPoisoned = named('notPoisoned');
  return [
    ...(noIsland.size === 0 ? [] : opponents.map((player): PromptFact => ({ kind: 'island', player, has: !noIsland.has(player) }))),
    ...(notPoisoned.size === 0 ? [] : opponents.map((player): PromptFact => ({ kind: 'poison', player, poisoned: !notPoisoned.has(player) }))),
  ];
}

function manaText(entry: JsonValue): string {
  return String(entry).split('').join('/');
}

function resourcesFact(resources: JsonObject | undefined): PromptFact[] {
  if (resources === undefined) return [];
  const mana = Array.isArray(resources.mana) ? (resources.mana as readonly JsonValue[]) : [];
  const permanents = Array.isArray(resources.permanents) ? (resources.permanents as readonly JsonObject[]) : [];
  return [{ kind: 'resources', mana: mana.map(manaText), life: Number(resources.life ?? 0), permanents: permanents.map((x) => String(x.name)) }];
}

export function boardFacts(built: BuiltBoard): PromptFact[] {
  const { draft, cards } = built;
  const facts: PromptFact[] = [];
  if (draft.players.length > 2) {
    const chosen = draft.attackMultiplePlayers === false ? draft.defendingPlayer : undefined;
    facts.push({
      kind: 'game',
      players: [...draft.players],
      multiple: draft.attackMultiplePlayers !== false,
      ...(chosen === undefined ? {} : { defendingPlayer: chosen }),
    });
  }
  facts.push(...ownership(built));
  for (const d of draft.defenders ?? []) facts.push({ kind: 'defender', player: String(d.player), name: String(d.name), battle: d.kind === 'battle' });
  facts.push(...cards.flatMap((c) => cardFacts(c, built)), ...worldFacts(built));
  // Fillers have no text to read, except one whose stated state (Gaea's Liege's Forests) needs its rule.
  const readable = cards.filter((c) => !c.entry.roles.has('vanilla') || c.entry.preset.params.length > 1);
  const texts = new Map(readable.map((c) => [c.entry.preset.name, cardText(c.entry.preset)]));
  for (const [card, text] of texts) facts.push({ kind: 'text', card, text });
  facts.push(...resourcesFact(draft.resources));
  return facts;
}
