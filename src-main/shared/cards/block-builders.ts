/**
 * The helpers of the blocking cards (block-board/1, docs/block-board-v1.md): a creature card that may
 * be one of the defending player's creatures or an attacking creature, a non-creature card, and a land.
 * Every one carries its checked Oracle source (`PresetSource`).
 */
import { str, withIds, type CardFace, type CreatureStats } from './builders.ts';
import type { BoardDraft, CardPreset, DraftCreature, JsonObject, ParamSpec, PresetPlacement, PresetSource, PresetTag, ResolvedParams } from './preset-model.ts';

const FORMAT = 'block-board/1';

/** The Forge cardsfolder script a card was checked against, and its Oracle keywords as printed. */
export function forge(path: string, ...keywords: string[]): PresetSource {
  return { ref: `Card-Forge/forge forge-gui/res/${path}.txt`, keywords };
}

/** The defending player by default: on a block board the cards of the player declaring blockers. */
export const BLOCK_CONTROLLER: ParamSpec = { name: 'controller', label: 'Controller', type: 'player' };
export const ATTACKING: ParamSpec = { name: 'attacking', label: 'Attacking (a player, planeswalker or battle)', type: 'attackTarget' };

export const isAttacking = (p: ResolvedParams): boolean => p.attacking !== undefined;

type BlockEffects = (at: PresetPlacement, p: ResolvedParams, board: BoardDraft) => readonly JsonObject[];

export interface BlockCreatureOptions {
  readonly extraParams?: readonly ParamSpec[];
  /** `resources.mana` entries of its {T} mana ability. */
  readonly mana?: readonly string[];
  /** Fields set from params (an unleashed creature's +1/+1 counter). */
  readonly creature?: (p: ResolvedParams) => Partial<Omit<DraftCreature, 'id' | 'name' | 'controller'>>;
}

/**
 * A creature card on a block board. With the `attacking` param it is an attacking creature of the
 * active player (whatever `controller` says: only the active player's creatures attack, 508.1), tapped
 * unless it has vigilance; without it, a creature of `controller` (the defending player by default).
 */
export function blockCreature(
  id: string,
  name: string,
  stats: CreatureStats,
  tags: readonly PresetTag[],
  summary: string,
  source: PresetSource,
  effects: BlockEffects = () => [],
  options: BlockCreatureOptions = {},
): CardPreset {
  const keywords = stats.keywords ?? [];
  return {
    id,
    name,
    kind: 'creature',
    format: FORMAT,
    source,
    summary,
    colors: stats.colors,
    types: stats.types,
    tags,
    creature: { power: stats.power, toughness: stats.toughness, keywords },
    params: [BLOCK_CONTROLLER, ATTACKING, ...(options.extraParams ?? [])],
    apply(board, params, at) {
      const attacking = isAttacking(params) ? str(params, 'attacking') : undefined;
      const creature: DraftCreature = {
        id: at.self,
        name,
        controller: attacking === undefined ? str(params, 'controller') : board.activePlayer,
        colors: [...stats.colors],
        types: [...stats.types],
        power: stats.power,
        toughness: stats.toughness,
        ...(keywords.length > 0 ? { keywords: [...keywords] } : {}),
        ...(attacking === undefined ? {} : { attacking, ...(keywords.includes('vigilance') ? {} : { tapped: true }) }),
        ...options.creature?.(params),
      };
      // Only the defending player's creature mana pays costs to block (§5): an attacking Elves adds none.
      const pays = attacking === undefined && creature.controller === board.defendingPlayer;
      const mana = pays ? options.mana?.map((m): JsonObject => ({ mana: m, from: at.self })) : undefined;
      return { creatures: [creature], effects: withIds(at, name, effects(at, params, board)), ...(mana === undefined ? {} : { mana }) };
    },
  };
}

/** A non-creature blocking card (an enchantment, an aura, a spell): effects only. */
export function blockCard(
  id: string,
  name: string,
  kind: 'permanent' | 'aura' | 'ability',
  face: CardFace,
  tags: readonly PresetTag[],
  summary: string,
  source: PresetSource,
  params: readonly ParamSpec[],
  effects: BlockEffects,
): CardPreset {
  return {
    id,
    name,
    kind,
    format: FORMAT,
    source,
    summary,
    colors: face.colors,
    types: face.types,
    tags,
    params,
    apply(board, p, at) {
      return { creatures: [], effects: withIds(at, name, effects(at, p, board)) };
    },
  };
}

/** A land, for landwalk (block-board/1 §2): the defending player's by default. */
export function landPreset(id: string, name: string, types: readonly string[], summary: string, source: PresetSource): CardPreset {
  return {
    id,
    name,
    kind: 'land',
    format: FORMAT,
    source,
    summary,
    colors: [],
    types,
    tags: ['land'],
    params: [BLOCK_CONTROLLER],
    apply(_board, p, at) {
      return { creatures: [], effects: [], lands: [{ id: at.self, name, controller: str(p, 'controller'), types: [...types] }] };
    },
  };
}
