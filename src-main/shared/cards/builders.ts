/**
 * The helpers every card file uses to turn a card's printed text into a CardPreset: a creature card
 * (the creature plus the effects of its own text), a non-creature card (effects only), and the
 * recurring effects (a tax on attacking a player, a land sacrificed per attacker, defender).
 */
import type { Color } from '#shared/engine/board-format';
import type { BoardDraft, CardPreset, DraftCreature, DraftEffect, JsonObject, ParamSpec, PresetPlacement, PresetTag, ResolvedParams } from './preset-model.ts';

/** Effect ids are `<instance>.<n>` in order, so a creature's own effects are `<creatureId>.1`, `.2`, … */
export function withIds(at: PresetPlacement, source: string, effects: readonly JsonObject[]): DraftEffect[] {
  return effects.map((e, i) => ({ id: `${at.instance}.${i + 1}`, source, ...e }) as DraftEffect);
}

/** A creature card's printed characteristics: colors, type line, P/T and keywords (lower case). */
export interface CreatureStats {
  readonly colors: readonly Color[];
  readonly types: readonly string[];
  readonly power: number;
  readonly toughness: number;
  readonly keywords?: readonly string[];
}

/** A non-creature card's printed colors and type line. */
export interface CardFace {
  readonly colors: readonly Color[];
  readonly types: readonly string[];
}

export const CONTROLLER: ParamSpec = { name: 'controller', label: 'Controller', type: 'player' };
export const OWNER_OPPONENT = (label: string): ParamSpec => ({ name: 'controller', label, type: 'opponent' });
export const ENCHANTED: ParamSpec = { name: 'creature', label: 'Enchanted creature', type: 'creatureRef' };

export function str(params: ResolvedParams, name: string): string {
  return String(params[name]);
}

export function num(params: ResolvedParams, name: string): number {
  return Number(params[name]);
}

export const self = (at: PresetPlacement): JsonObject => ({ ids: [at.self] });

type Effects = (at: PresetPlacement, p: ResolvedParams, board: BoardDraft) => readonly JsonObject[];

export const ARCADES = 'Arcades, the Strategist';

/**
 * CR 702.3b: a creature with defender can't attack. Arcades lets its controller's defenders attack
 * as though they had no defender, so a defender entering under an Arcades gets no restriction (and
 * Arcades entering removes the ones already there, see presets-defenders.ts).
 */
function defenderRestriction(at: PresetPlacement): JsonObject[] {
  return [{ kind: 'cantAttack', creatures: self(at) }];
}

export function underArcades(board: BoardDraft, controller: string): boolean {
  return board.creatures.some((c) => c.name === ARCADES && c.controller === controller);
}

/**
 * A creature card: the creature itself (controlled by the `controller` param, the active player by
 * default) plus the effects its own text creates; a creature with the defender keyword also gets its
 * defender restriction (first, as `<id>.1`).
 */
export interface CreatureOptions {
  /** True when the card's own text lets it attack despite defender (Ogre Jailbreaker with a Gate). */
  readonly defenderLifted?: (p: ResolvedParams) => boolean;
  /** `resources.mana` entries of its {T} mana ability (`from` is filled in). */
  readonly mana?: (p: ResolvedParams) => readonly string[];
  /** Overrides on the printed creature from params (Archangel of Tithes tapped, Gaea's Liege's power). */
  readonly creature?: (p: ResolvedParams) => Partial<Omit<DraftCreature, 'id' | 'name' | 'controller'>>;
}

/**
 * A creature card. `extraParams` may give its own `controller` param (an opponent's Windborn Muse):
 * it then replaces the default one (the active player).
 */
export function creaturePreset(
  id: string,
  name: string,
  stats: CreatureStats,
  tags: readonly PresetTag[],
  summary: string,
  effects: Effects = () => [],
  extraParams: readonly ParamSpec[] = [],
  options: CreatureOptions = {},
): CardPreset {
  const keywords = stats.keywords ?? [];
  const ownController = extraParams.some((s) => s.name === 'controller');
  return {
    id,
    name,
    kind: 'creature',
    format: 'attack-board/1',
    summary,
    colors: stats.colors,
    types: stats.types,
    tags,
    creature: { power: stats.power, toughness: stats.toughness, keywords },
    params: ownController ? extraParams : [CONTROLLER, ...extraParams],
    apply(board, params, at) {
      const controller = str(params, 'controller');
      const lifted = keywords.includes('defender') && (options.defenderLifted?.(params) === true || underArcades(board, controller));
      // The defender keyword restricts by itself (CR 702.3b, spec §1); a creature that can attack as
      // though it didn't have defender is written without it (the author resolves the board, spec §1).
      const written = lifted ? keywords.filter((k) => k !== 'defender') : keywords;
      const creature: DraftCreature = {
        id: at.self,
        name,
        controller,
        colors: [...stats.colors],
        types: [...stats.types],
        power: stats.power,
        toughness: stats.toughness,
        ...(written.length > 0 ? { keywords: [...written] } : {}),
        ...options.creature?.(params),
      };
      const restricted = keywords.includes('defender') && !lifted;
      const own = [...(restricted ? defenderRestriction(at) : []), ...effects(at, params, board)];
      const mana = options.mana?.(params).map((m): JsonObject => ({ mana: m, from: at.self }));
      return { creatures: [creature], effects: withIds(at, name, own), ...(mana === undefined || mana.length === 0 ? {} : { mana }) };
    },
  };
}

/** A non-creature card, aura or ability: effects only. */
export function effectPreset(
  id: string,
  name: string,
  kind: 'permanent' | 'aura' | 'ability',
  face: CardFace,
  tags: readonly PresetTag[],
  summary: string,
  params: readonly ParamSpec[],
  effects: Effects,
  source: (p: ResolvedParams) => string = () => name,
): CardPreset {
  return {
    id,
    name,
    kind,
    format: 'attack-board/1',
    summary,
    colors: face.colors,
    types: face.types,
    tags,
    params,
    apply(board, params, at) {
      return { creatures: [], effects: withIds(at, source(params), effects(at, params, board)) };
    },
  };
}

export const plain = (id: string, name: string, stats: CreatureStats, summary: string): CardPreset => creaturePreset(id, name, stats, ['plain'], summary);

/** "Creatures can't attack P unless their controller pays C for each": one cost instance per attacker (spec §2). */
export function taxOn(player: string, mana: string, planeswalkersToo: boolean, creatures: JsonObject = {}): JsonObject {
  return {
    kind: 'attackCost',
    creatures,
    defenders: { players: [player], kinds: planeswalkersToo ? ['player', 'planeswalker'] : ['player'] },
    cost: { mana },
  };
}

/** "<Color> creatures can't attack unless their controller sacrifices a land for each": one instance per attacker. */
export function landTaxOn(color: Color): JsonObject {
  return { kind: 'attackCost', creatures: { colors: [color] }, cost: { sacrifice: { count: 1, filter: { types: ['Land'] } } } };
}

/** "Creatures can't attack you" (and, for some cards, your planeswalkers). */
export function cantAttackPlayer(player: string, creatures: JsonObject = {}, planeswalkersToo = false): JsonObject {
  return { kind: 'cantAttack', creatures, defenders: { players: [player], ...(planeswalkersToo ? {} : { kinds: ['player'] }) } };
}

/** The "enchanted creature …" aura shape: one effect on the creature the `creature` param names. */
export function onEnchanted(p: ResolvedParams, effect: JsonObject): JsonObject {
  return { ...effect, creatures: { ids: [str(p, 'creature')] } };
}

/**
 * A card that also changes the creature its `creature` param names (an equipment's or aura's +N/+0,
 * Incite's color, Agitator Ant's counters): the change is written onto that creature, because the
 * board is read as it is when attackers are declared (Ensnaring Bridge and Reverence read power,
 * Elephant Grass reads color, Kulrath Knight reads counters; spec §1).
 */
export function changingTarget(preset: CardPreset, change: (creature: DraftCreature) => DraftCreature): CardPreset {
  return {
    ...preset,
    apply(board, params, at) {
      const out = preset.apply(board, params, at);
      const target = board.creatures.find((c) => c.id === str(params, 'creature'));
      return target === undefined ? out : { ...out, updatesCreatures: [change(target)] };
    },
  };
}

/** +P/+T written into a creature's power and toughness (a creature with no power written counts as 0). */
export const pumped =
  (power: number, toughness: number) =>
  (c: DraftCreature): DraftCreature => ({ ...c, power: (c.power ?? 0) + power, ...(toughness === 0 ? {} : { toughness: (c.toughness ?? 0) + toughness }) });
