/**
 * The last step of building a board: params that state a fact about the finished board are set from
 * that board, and the cards re-applied with them, so the prompt never states a number the board does
 * not bear out. Sphere of Safety's X is the enchantments its controller controls as the prompt lists
 * them; Nils's taxes reach the most counters a creature has; Goblin Goon's opponents really have as
 * many creatures as its controller; Harbor Serpent counts the Islands the prompt mentions; Lupine
 * Prototype agrees with Ensnaring Bridge's hand size; a Gate that frees Ogre Jailbreaker is among the
 * lands the prompt lists.
 */
import { applyPreset } from '#shared/cards/draft';
import { resolveParams } from '#shared/cards/draft';
import type { BoardDraft, DraftEffect, JsonObject } from '#shared/cards/preset-model';
import type { BuiltBoard, PlacedCard } from './built-board.ts';
import { vanillaCreatures } from './catalog.ts';
import type { Rng } from './rng.ts';

const opponentsOf = (draft: BoardDraft): string[] => draft.players.filter((p) => p !== draft.activePlayer);

/** Who controls (or cast) the card: its controller param, the generator's choice, or the creature's controller now. */
export function controllerOf(card: PlacedCard, draft: BoardDraft): string | undefined {
  if (card.creatureId !== undefined) return draft.creatures.find((c) => c.id === card.creatureId)?.controller;
  const param = card.params.controller;
  return typeof param === 'string' ? param : card.controller;
}

/** A permanent (not an instant, a sorcery or the goad action) that is an enchantment. */
export function isEnchantmentPermanent(types: readonly string[]): boolean {
  return types.includes('Enchantment') && !types.includes('Instant') && !types.includes('Sorcery');
}

/** The card's effects written again with new params, in the place its old effects held. */
function reapply(built: BuiltBoard, index: number, change: Readonly<Record<string, string | number>>): BuiltBoard {
  const card = built.cards[index]!;
  const params = { ...card.params, ...change };
  const own = (e: DraftEffect): boolean => e.id.startsWith(`${card.instance}.`);
  const without = { ...built.draft, effects: built.draft.effects.filter((e) => !own(e)) };
  const resolved = resolveParams(card.entry.preset, without, params);
  if (!resolved.ok) return built;
  const fresh = card.entry.preset.apply(without, resolved.value, { self: card.instance, instance: card.instance }).effects;
  const at = built.draft.effects.findIndex(own);
  const effects = [...without.effects];
  effects.splice(at < 0 ? effects.length : at, 0, ...fresh);
  const cards = built.cards.map((c, i) => (i === index ? { ...c, params } : c));
  return { draft: { ...built.draft, effects }, cards };
}

function counted(draft: BoardDraft, player: string): number {
  return draft.creatures.filter((c) => c.controller === player).length;
}

/** Goblin Goon: the named opponent gets creatures until it has at least as many; every other such opponent is named too. */
function goblinGoon(built: BuiltBoard, index: number, rng: Rng): BuiltBoard {
  let { draft } = built;
  const cards = [...built.cards];
  const card = cards[index]!;
  const named = String(card.params.notOutnumbered);
  const own = controllerOf(card, draft) ?? draft.activePlayer;
  // Plain bodies only: a filler whose preset takes more params (Gaea's Liege's Forests) would need a sentence of its own.
  const pool = rng.shuffle(vanillaCreatures().filter((e) => e.preset.params.length === 1));
  while (counted(draft, named) < counted(draft, own) && pool.length > 0) {
    const entry = pool.pop()!;
    const applied = applyPreset(draft, entry.preset, { controller: named });
    if (!applied.ok) continue;
    draft = applied.value.board;
    const id = applied.value.added.creatures[0]!.id;
    cards.push({ entry, params: { controller: named }, instance: id, creatureId: id });
  }
  const base = draft.effects.find((e) => e.id.startsWith(`${card.instance}.`));
  const extra: DraftEffect[] = [];
  for (const p of opponentsOf(draft)) {
    if (p === named || counted(draft, p) < counted(draft, own) || base === undefined) continue;
    extra.push({
      ...base,
      id: `${card.instance}.${draft.effects.filter((e) => e.id.startsWith(`${card.instance}.`)).length + extra.length + 1}`,
      defenders: { players: [p] },
    });
  }
  return { draft: { ...draft, effects: [...draft.effects, ...extra] }, cards };
}

const totalCounters = (c: BoardDraft['creatures'][number]): number => Object.values(c.counters ?? {}).reduce((a, b) => a + b, 0);

/** The Islands the prompt says are on the battlefield: the attacker's lands and the opponents said to control one. */
function knownIslands(built: BuiltBoard): number {
  const permanents = (built.draft.resources?.permanents as readonly JsonObject[] | undefined) ?? [];
  const own = permanents.filter((p) => Array.isArray(p.types) && p.types.includes('Island')).length;
  const without = built.cards.map((c) => c.params.noIsland).filter((v) => typeof v === 'string');
  if (without.length === 0) return own;
  return own + opponentsOf(built.draft).filter((p) => !without.includes(p)).length;
}

function withGate(draft: BoardDraft): BoardDraft {
  const resources = draft.resources;
  if (resources === undefined) return draft;
  const permanents = (resources.permanents as readonly JsonObject[] | undefined) ?? [];
  if (permanents.some((p) => p.id === 'azorius-guildgate')) return draft;
  return {
    ...draft,
    resources: { ...resources, permanents: [...permanents, { id: 'azorius-guildgate', name: 'Azorius Guildgate', types: ['Land', 'Gate'] }] },
  };
}

export function reconcile(start: BuiltBoard, rng: Rng): BuiltBoard {
  let built = start;
  const bridges = () => built.cards.filter((c) => c.entry.preset.id === 'ensnaring-bridge');
  for (let i = 0; i < built.cards.length; i++) {
    const card = built.cards[i]!;
    const { draft } = built;
    const owner = controllerOf(card, draft);
    switch (card.entry.preset.id) {
      case 'sphere-of-safety': {
        const x = built.cards.filter((c) => controllerOf(c, draft) === owner && isEnchantmentPermanent(c.entry.preset.types)).length;
        if (x !== card.params.x) built = reapply(built, i, { x });
        break;
      }
      case 'nils-discipline-enforcer': {
        const upTo = Math.max(1, ...draft.creatures.filter((c) => c.controller === draft.activePlayer).map(totalCounters));
        if (upTo !== card.params.upTo) built = reapply(built, i, { upTo });
        break;
      }
      case 'harbor-serpent': {
        const islands = Math.max(Number(card.params.islands), knownIslands(built));
        if (islands !== card.params.islands) built = reapply(built, i, { islands });
        break;
      }
      case 'reckless-cohort': {
        const ally = draft.creatures.some((c) => c.id !== card.creatureId && c.controller === owner && (c.types ?? []).includes('Ally')) ? 1 : 0;
        if (ally !== card.params.anotherAlly) built = reapply(built, i, { anotherAlly: ally });
        break;
      }
      case 'goblin-goon':
        built = goblinGoon(built, i, rng);
        break;
      case 'ogre-jailbreaker':
        if (card.params.gate === 1 && owner === draft.activePlayer) built = { ...built, draft: withGate(draft) };
        break;
      default:
        break;
    }
  }
  // Lupine Prototype last: Ensnaring Bridge's hand sizes are settled by then.
  const i = built.cards.findIndex((c) => c.entry.preset.id === 'lupine-prototype');
  if (i >= 0) {
    const empty = bridges().find((b) => b.params.handSize === 0);
    const card = built.cards[i]!;
    const emptyHand = empty !== undefined ? 1 : Number(card.params.emptyHand);
    if (emptyHand !== card.params.emptyHand) built = reapply(built, i, { emptyHand });
    if (emptyHand === 1) {
      const stated = new Set(bridges().map((b) => controllerOf(b, built.draft)));
      const player =
        empty !== undefined ? controllerOf(empty, built.draft) : [...opponentsOf(built.draft), built.draft.activePlayer].find((p) => !stated.has(p));
      if (player !== undefined) built = { ...built, cards: built.cards.map((c, k) => (k === i ? { ...c, emptyHand: player } : c)) };
    }
  }
  return built;
}
