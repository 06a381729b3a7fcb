/**
 * Build a candidate board for a theme from the card presets: players, planeswalkers and battles, the
 * theme's cards, vanilla creatures to fill, summoning sickness, counters and the resources costs are
 * paid from. Every card goes through applyPreset, so the board is exactly what the presets write.
 */
import { applyPreset, makeBoardDraft } from '#shared/cards/draft';
import type { BoardDraft, DraftCreature, JsonObject, ParamSpec } from '#shared/cards/preset-model';
import { CATALOG, vanillaCreatures, type CatalogEntry } from './catalog.ts';
import type { BuiltBoard, PlacedCard } from './built-board.ts';
import { CREATURE_RANGE, makeRecipe, type Recipe } from './recipes.ts';
import { reconcile } from './reconcile.ts';
import type { Rng } from './rng.ts';
import type { Target, Theme } from './puzzle-kinds.ts';

export const PLAYER_IDS = ['you', 'alice', 'bob', 'carol'] as const;

/** Real planeswalkers and battles (names only: the board models who can be attacked, spec §1). */
const PLANESWALKERS = ['Jace Beleren', 'Chandra, Torch of Defiance', 'Liliana of the Veil', 'Ajani Goldmane'] as const;
const BATTLES = ['Invasion of Tarkir', 'Invasion of Zendikar', 'Invasion of Ravnica'] as const;
const LANDS = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'] as const;
/** An enchantment that changes nothing about attacking, for Floodtide Serpent's return-to-hand cost. */
const SPARE_ENCHANTMENT = 'Sylvan Library';

/** Boards stay within this many declarations (before restrictions), so one puzzle builds in milliseconds. */
export const MAX_DECLARATIONS = 3000;

const opponentsOf = (draft: BoardDraft): string[] => draft.players.filter((p) => p !== draft.activePlayer);

/**
 * Params that state one fact about the world, shared by every card that reads it: Sea Monster and
 * Armored Galleon name the same opponent without an Island, two "not poisoned" cards the same player.
 */
const SHARED_PARAMS: ReadonlySet<string> = new Set(['noIsland', 'notPoisoned']);

/** Cards whose condition counts or looks for Islands. */
const ISLAND_READERS: ReadonlySet<string> = new Set(['harbor-serpent', 'armored-galleon', 'sea-monster', 'sea-serpent', 'island-fish-jasconius']);

/**
 * Smallest values a board can hold: a Phyrexian Marauder with no +1/+1 counter, or a Gaea's Liege
 * with no Forest, is a 0/0 that dies (CR 704.5f).
 */
const PARAM_FLOOR: Readonly<Record<string, Readonly<Record<string, number>>>> = { 'phyrexian-marauder': { x: 1 }, 'gaeas-liege': { forests: 1 } };

function paramValue(spec: ParamSpec, draft: BoardDraft, rng: Rng, side: string): string | number | undefined {
  switch (spec.type) {
    case 'player':
      return side;
    case 'opponent':
      return rng.pick(opponentsOf(draft));
    case 'creatureRef': {
      const mine = draft.creatures.filter((c) => c.controller === draft.activePlayer);
      return mine.length === 0 ? undefined : rng.pick(mine).id;
    }
    case 'count':
    case 'number':
      // Small values keep the stated board readable (a hand of 0–5 cards, War Tax with X up to 3).
      return rng.int(spec.min, Math.min(spec.max, spec.min + (spec.name === 'x' ? 3 : 5)));
    case 'manaCost':
      return spec.default;
    case 'color': {
      // A color some of the attacker's creatures have, so the choice (Teferi's Moat) matters.
      const colors = draft.creatures.filter((c) => c.controller === draft.activePlayer).flatMap((c) => c.colors ?? []);
      return colors.length === 0 ? spec.default : rng.pick([...new Set(colors)]);
    }
  }
}

/** A controller for a card whose preset names none; undefined for creatures and cards with a controller param. */
function statedController(entry: CatalogEntry, params: Readonly<Record<string, string | number>>, draft: BoardDraft, rng: Rng): string | undefined {
  const p = entry.preset;
  if (p.kind === 'creature' || p.params.some((s) => s.name === 'controller')) return undefined;
  // The goading player controls the Equipment that goads (Bloodthirsty Blade); goad itself has no card.
  if (typeof params.by === 'string') return p.types.length === 0 ? undefined : params.by;
  // Auras, curses and targeted spells on the attacker's creatures come from an opponent.
  if (p.kind === 'aura' || p.params.some((s) => s.type === 'creatureRef') || p.types.includes('Enchantment')) return rng.pick(opponentsOf(draft));
  return rng.pick(draft.players);
}

function place(draft: BoardDraft, entry: CatalogEntry, rng: Rng, shared: Map<string, string | number>): { draft: BoardDraft; card: PlacedCard } | undefined {
  const side = entry.opponentSide ? rng.pick(opponentsOf(draft)) : draft.activePlayer;
  const params: Record<string, string | number> = {};
  for (const spec of entry.preset.params) {
    const raw = shared.get(spec.name) ?? paramValue(spec, draft, rng, side);
    if (raw === undefined) return undefined;
    const floor = PARAM_FLOOR[entry.preset.id]?.[spec.name];
    const v = typeof raw === 'number' && floor !== undefined ? Math.max(raw, floor) : raw;
    params[spec.name] = v;
    if (SHARED_PARAMS.has(spec.name)) shared.set(spec.name, v);
  }
  const applied = applyPreset(draft, entry.preset, params);
  if (!applied.ok) return undefined;
  const creatureId = applied.value.added.creatures[0]?.id;
  const instance = creatureId ?? applied.value.added.effects[0]?.id.split('.')[0] ?? entry.preset.id;
  const controller = statedController(entry, params, draft, rng);
  const card: PlacedCard = {
    entry,
    params,
    instance,
    ...(creatureId === undefined ? {} : { creatureId }),
    ...(controller === undefined ? {} : { controller }),
  };
  return { draft: applied.value.board, card };
}

function pickCards(recipe: Recipe, rng: Rng): CatalogEntry[] {
  const chosen: CatalogEntry[] = [];
  for (const roles of recipe.needs) {
    const pool = CATALOG.filter((e) => !chosen.includes(e) && roles.some((r) => e.roles.has(r)));
    if (pool.length > 0) chosen.push(rng.pick(pool));
  }
  for (let i = 0; i < recipe.extraEffects && chosen.length < 4; i++) {
    const pool = CATALOG.filter((e) => !chosen.includes(e) && !e.roles.has('vanilla'));
    if (pool.length > 0) chosen.push(rng.pick(pool));
  }
  return chosen;
}

function declarationCount(draft: BoardDraft): number {
  const targets = opponentsOf(draft).length + (draft.defenders?.length ?? 0);
  const eligible = draft.creatures.filter((c) => c.controller === draft.activePlayer && !c.tapped && !c.sick).length;
  return (targets + 1) ** eligible;
}

function setCreature(draft: BoardDraft, id: string, change: Partial<DraftCreature>): BoardDraft {
  return { ...draft, creatures: draft.creatures.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

function resources(draft: BoardDraft, tight: boolean, needsEnchantment: boolean, rng: Rng): JsonObject {
  const colors = [...new Set(draft.effects.flatMap((e) => JSON.stringify(e).match(/\{([WUBRG])(?:\/P)?\}/g) ?? []).map((s) => s[1]!))];
  const letters = [...colors, 'R', 'G', 'W', 'U', 'B', 'C'];
  const mana = Array.from({ length: tight ? rng.int(0, 3) : rng.int(1, 5) }, () => rng.pick(letters));
  const life = tight ? rng.pick([1, 2, 3, 4, 20]) : rng.pick([20, 20, 12, 3]);
  const lands = rng.shuffle(LANDS).slice(0, tight ? rng.int(0, 2) : rng.int(1, 3));
  const permanents: JsonObject[] = lands.map((name) => ({ id: name.toLowerCase(), name, types: ['Land', name] }));
  if (needsEnchantment && rng.chance(0.6)) permanents.push({ id: 'sylvan-library', name: SPARE_ENCHANTMENT, types: ['Enchantment'] });
  return { mana, life, permanents };
}

export function buildBoard(theme: Theme, target: Target, rng: Rng): BuiltBoard | undefined {
  const recipe = makeRecipe(theme, target, rng);
  const players = PLAYER_IDS.slice(0, recipe.players);
  let draft: BoardDraft = makeBoardDraft(players, 'you');
  const opponents = opponentsOf(draft);
  // CR 506.2a: without the option the defending player is chosen at the beginning of combat, before
  // attackers are declared; the puzzle states that choice as a fact of the board.
  if (!recipe.attackMultiplePlayers) draft = { ...draft, attackMultiplePlayers: false, defendingPlayer: rng.pick(opponents) };
  const defenders: JsonObject[] = [];
  for (let i = 0; i < recipe.defenders; i++) {
    const battle = rng.chance(0.4);
    const names = battle ? BATTLES : PLANESWALKERS;
    const name = names[i % names.length]!;
    defenders.push({ id: battle ? `battle-${i + 1}` : `walker-${i + 1}`, kind: battle ? 'battle' : 'planeswalker', player: rng.pick(opponents), name });
  }
  if (defenders.length > 0) draft = { ...draft, defenders };

  const cards: PlacedCard[] = [];
  const shared = new Map<string, string | number>();
  const chosen = pickCards(recipe, rng);
  // Stormtide Leviathan makes every creature an Island: the Islands a card counts or looks for would
  // no longer be the ones the prompt states, so such a pair is not built.
  const ids = new Set(chosen.map((e) => e.preset.id));
  if (ids.has('stormtide-leviathan') && chosen.some((e) => ISLAND_READERS.has(e.preset.id))) return undefined;
  // Creature cards that point at a creature (Vengeful Ancestor goads one) wait until the fillers are in.
  const creatureCards = chosen.filter((e) => e.preset.kind === 'creature' && !e.needsCreature);
  const otherCards = chosen.filter((e) => e.preset.kind !== 'creature' || e.needsCreature);
  for (const entry of creatureCards) {
    const placed = place(draft, entry, rng, shared);
    if (placed === undefined) return undefined;
    draft = placed.draft;
    cards.push(placed.card);
  }
  const [lo, hi] = CREATURE_RANGE[target];
  const wanted = rng.int(lo, hi);
  // Gaea's Liege's Forests are lands its controller has: on a board with costs they would have to be
  // among the lands to sacrifice, so it fills only boards without costs.
  const costs = chosen.some((e) => e.roles.has('cost'));
  const fillers = rng.shuffle(vanillaCreatures().filter((e) => !chosen.includes(e) && !(costs && e.preset.params.some((s) => s.name === 'forests'))));
  while (draft.creatures.length < wanted && fillers.length > 0) {
    const placed = place(draft, fillers.pop()!, rng, shared);
    if (placed === undefined) break;
    draft = placed.draft;
    cards.push(placed.card);
  }
  // Too many declarations: hand vanilla creatures to opponents, then tap some, until the board is small.
  const vanillaIds = cards.filter((c) => c.entry.roles.has('vanilla') && c.creatureId !== undefined).map((c) => c.creatureId!);
  for (const id of rng.shuffle(vanillaIds)) {
    if (declarationCount(draft) <= MAX_DECLARATIONS) break;
    draft = setCreature(draft, id, { controller: rng.pick(opponents) });
  }
  for (const c of rng.shuffle(draft.creatures)) {
    if (declarationCount(draft) <= MAX_DECLARATIONS) break;
    if (c.controller === draft.activePlayer) draft = setCreature(draft, c.id, { tapped: true });
  }
  for (const entry of otherCards) {
    const placed = place(draft, entry, rng, shared);
    if (placed === undefined) return undefined;
    draft = placed.draft;
    cards.push(placed.card);
  }
  const mine = () => draft.creatures.filter((c) => c.controller === draft.activePlayer && !c.tapped);
  for (const counter of new Set(cards.flatMap((c) => c.entry.counters))) {
    for (const c of rng.shuffle(mine()).slice(0, rng.int(2, 3))) draft = setCreature(draft, c.id, { counters: { ...(c.counters ?? {}), [counter]: 1 } });
  }
  for (const c of rng.shuffle(mine()).slice(0, recipe.sick)) draft = setCreature(draft, c.id, { sick: true });
  if (cards.some((c) => c.entry.roles.has('cost'))) {
    const needsEnchantment = JSON.stringify(draft.effects).includes('"Enchantment"');
    draft = { ...draft, resources: resources(draft, recipe.tightResources, needsEnchantment, rng) };
  }
  if (draft.creatures.length < 2 || mine().length === 0) return undefined;
  return reconcile({ draft, cards }, rng);
}
