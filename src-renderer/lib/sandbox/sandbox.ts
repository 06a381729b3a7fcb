/**
 * Pure helpers of the sandbox calculator: the preset search, default param values for a form,
 * player management on a BoardDraft, and the text of a legal set. The draft itself is built with
 * src-main/shared/cards (applyPreset / removeCreature), so what the sandbox holds is always attack-board/1 JSON.
 */
import { playerName, pluralWord } from '#shared/text/learner-text';
import {
  applyPreset,
  CARD_PRESETS,
  makeColorText,
  makeTypeLine,
  PRESET_TAG_LABELS,
  removeCreature,
  takenIds,
  unusedId,
  type BoardDraft,
  type CardPreset,
  type PresetError,
  type PresetParams,
} from '#shared/cards/index';
import type { Result } from '#shared/engine/result';
import type { Declaration } from '#shared/engine/index';
import type { JsonObject } from '#shared/quiz/index';
import { idFromName } from './creature-form.ts';

/**
 * What a search matches: name, id, summary, type line (with P/T and keywords), colors and the labels
 * of what the card does ("tax", "goad", "can't attack", "must attack", …), lower case.
 */
export function presetSearchText(p: CardPreset): string {
  const does = p.tags.map((t) => `${t} ${PRESET_TAG_LABELS[t]}`).join(' ');
  return `${p.name} ${p.id} ${p.kind} ${p.summary} ${makeTypeLine(p)} ${makeColorText(p)} ${does}`.toLowerCase().replaceAll('’', "'");
}

/** Presets whose search text contains every word of the query (case-insensitive). */
export function filterPresets(query: string, presets: readonly CardPreset[] = CARD_PRESETS): CardPreset[] {
  const words = query
    .toLowerCase()
    .replaceAll('’', "'")
    .split(/\s+/)
    .filter((w) => w !== '');
  return presets.filter((p) => {
    const hay = presetSearchText(p);
    return words.every((w) => hay.includes(w));
  });
}

/** Add a preset in one step with its default params (a creature reference takes the first creature). */
export function quickAdd(board: BoardDraft, preset: CardPreset): Result<BoardDraft, PresetError[]> {
  const applied = applyPreset(board, preset, formParams(preset, defaultParams(preset, board)));
  return applied.ok ? { ok: true, value: applied.value.board } : applied;
}

/**
 * A form's starting values: numbers and mana costs take the spec default; a player param the active
 * player, an opponent param the first opponent; a creature reference the first creature (or none).
 */
export function defaultParams(preset: CardPreset, board: BoardDraft): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const firstOpponent = board.players.find((p) => p !== board.activePlayer);
  for (const spec of preset.params) {
    switch (spec.type) {
      case 'count':
      case 'number':
        out[spec.name] = spec.default;
        break;
      case 'manaCost':
      case 'color':
        out[spec.name] = spec.default;
        break;
      case 'player':
        out[spec.name] = board.activePlayer;
        break;
      case 'opponent':
        if (firstOpponent !== undefined) out[spec.name] = firstOpponent;
        break;
      case 'creatureRef': {
        const first = board.creatures[0];
        if (first !== undefined) out[spec.name] = first.id;
        break;
      }
    }
  }
  return out;
}

/** Form values as applyPreset takes them: numeric params as numbers (an input gives text). */
export function formParams(preset: CardPreset, values: Readonly<Record<string, string | number>>): PresetParams {
  const out: Record<string, string | number> = {};
  for (const spec of preset.params) {
    const v = values[spec.name];
    if (v === undefined || v === '') continue;
    out[spec.name] = spec.type === 'count' || spec.type === 'number' ? Number(v) : String(v);
  }
  return out;
}

/** A player id not used on the draft yet: opp2, opp3, … */
export function nextOpponentId(board: BoardDraft): string {
  const taken = new Set([...board.players, ...board.creatures.map((c) => c.id), ...(board.defenders ?? []).map((d) => String(d.id))]);
  for (let n = 2; ; n++) if (!taken.has(`opp${n}`)) return `opp${n}`;
}

export function addOpponent(board: BoardDraft, id: string = nextOpponentId(board)): BoardDraft {
  return { ...board, players: [...board.players, id] };
}

/**
 * The draft without a player: its creatures go (with what hangs on them, via removeCreature), its
 * planeswalkers and battles go too. The active player and the last two players cannot be removed
 * (a board has at least two players, spec §1): the draft is returned unchanged.
 */
export function removePlayer(board: BoardDraft, player: string): BoardDraft {
  if (player === board.activePlayer || board.players.length <= 2 || !board.players.includes(player)) return board;
  let out: BoardDraft = board;
  for (const c of board.creatures) if (c.controller === player) out = removeCreature(out, c.id);
  const defenders = (out.defenders ?? []).filter((d) => d.player !== player);
  return withDefendingPlayer({ ...out, players: out.players.filter((p) => p !== player), defenders });
}

export function setActivePlayer(board: BoardDraft, player: string): BoardDraft {
  return board.players.includes(player) ? withDefendingPlayer({ ...board, activePlayer: player }) : board;
}

/**
 * Spec §1, CR 506.2a: without the attack-multiple-players option the board names the defending player
 * chosen at the beginning of combat (an opponent; the first one until the user picks another), and
 * with the option it names none.
 */
function withDefendingPlayer(board: BoardDraft, wanted: string | undefined = board.defendingPlayer): BoardDraft {
  const { defendingPlayer: _old, ...rest } = board;
  if (board.attackMultiplePlayers !== false) return rest;
  const opponents = board.players.filter((p) => p !== board.activePlayer);
  const chosen = wanted !== undefined && opponents.includes(wanted) ? wanted : opponents[0];
  return chosen === undefined ? rest : { ...rest, defendingPlayer: chosen };
}

export function setDefendingPlayer(board: BoardDraft, player: string): BoardDraft {
  return withDefendingPlayer(board, player);
}

export const DEFENDER_KINDS = ['planeswalker', 'battle'] as const;
export type DefenderKind = (typeof DEFENDER_KINDS)[number];

/** A planeswalker (controlled by `player`) or a battle (protected by `player`): spec §1 writes both as `player`. */
export function addDefender(board: BoardDraft, kind: DefenderKind, name: string, player: string): BoardDraft {
  const taken = new Set([...board.players, ...board.creatures.map((c) => c.id), ...(board.defenders ?? []).map((d) => String(d.id))]);
  let n = 1;
  while (taken.has(`${kind === 'planeswalker' ? 'pw' : 'battle'}${n}`)) n++;
  const id = `${kind === 'planeswalker' ? 'pw' : 'battle'}${n}`;
  return { ...board, defenders: [...(board.defenders ?? []), { id, kind, name, player }] };
}

export function removeDefender(board: BoardDraft, id: string): BoardDraft {
  return { ...board, defenders: (board.defenders ?? []).filter((d) => d.id !== id) };
}

/** "N legal declarations" (the count is a decimal string: it can exceed 2^53). */
/** A declaration as a person reads it: "Crazed Goblin → opp, Avatar of Slaughter → opp" or "No attack". */
export function declarationText(d: Declaration, names: ReadonlyMap<string, string>): string {
  const pairs = Object.entries(d.attacks).map(([c, t]) => `${names.get(c) ?? c} → ${names.get(t) ?? t}`);
  return pairs.length === 0 ? 'No attack' : pairs.join(', ');
}

/** Display names of creatures and defenders by id (players show their id). */
export function namesOf(board: BoardDraft): Map<string, string> {
  const m = new Map<string, string>();
  // Players as the quiz screens say them ("opponent" in a two-player game), from the shared text module.
  for (const p of board.players) m.set(p, playerName(board, p));
  for (const d of board.defenders ?? []) if (typeof d.id === 'string' && typeof d.name === 'string') m.set(d.id, d.name);
  for (const c of board.creatures) m.set(c.id, c.name);
  return m;
}

/** Distinct creature names on the draft, sorted, for "apply to all creatures named …". */
export function creatureNames(board: BoardDraft): string[] {
  return [...new Set(board.creatures.map((c) => c.name))].sort();
}

/** Spec §1: `attackMultiplePlayers` defaults to true, so only `false` is written. */
export function setAttackMultiplePlayers(board: BoardDraft, allowed: boolean): BoardDraft {
  const { attackMultiplePlayers: _old, ...rest } = board;
  return withDefendingPlayer(allowed ? rest : { ...rest, attackMultiplePlayers: false });
}

/** The permanents of `resources` (spec §4), as the draft holds them. */
export function permanentsOf(board: BoardDraft): readonly JsonObject[] {
  const list = board.resources?.['permanents'];
  return Array.isArray(list) ? (list as readonly JsonObject[]) : [];
}

/**
 * The draft with `resources` rebuilt from its parts. Emptying every part leaves explicit resources
 * (no mana, no life, nothing to sacrifice: a cost with any of those cannot be paid); only the
 * "payment not modeled" switch removes `resources`, which makes every such cost payable (spec §4).
 */
function withResourceParts(board: BoardDraft, mana: readonly (string | JsonObject)[], life: number | null, permanents: readonly JsonObject[]): BoardDraft {
  const { resources: _old, ...rest } = board;
  return { ...rest, resources: { mana: [...mana], ...(life === null ? {} : { life }), ...(permanents.length === 0 ? {} : { permanents: [...permanents] }) } };
}

/** What a new sandbox board starts with, as a judge expects: no mana, a starting life total of 20 (CR 103.4). */
export const startingResources = (): JsonObject => ({ mana: [], life: 20 });

/** Is payment modeled (the board lists its resources), or does every mana, life and sacrifice cost count as payable? */
export const isPaymentModeled = (board: BoardDraft): boolean => board.resources !== undefined;

/**
 * The "payment not modeled" switch: off removes `resources` (every mana, life and sacrifice cost counts
 * as payable, spec §4; the board view says so); on keeps the board's resources or starts from startingResources.
 */
export function setPaymentModeled(board: BoardDraft, modeled: boolean): BoardDraft {
  const { resources: _old, ...rest } = board;
  return modeled ? { ...rest, resources: board.resources ?? startingResources() } : rest;
}

const lifeOf = (board: BoardDraft): number | null => (typeof board.resources?.['life'] === 'number' ? board.resources['life'] : null);
const manaEntries = (board: BoardDraft): (string | JsonObject)[] =>
  Array.isArray(board.resources?.['mana']) ? (board.resources['mana'] as (string | JsonObject)[]) : [];
/** The plain sources (lands and the like), which the mana text field edits. */
const manaOf = (board: BoardDraft): string[] => manaEntries(board).filter((m): m is string => typeof m === 'string');
/** Creature mana (`{mana, from}` entries, written by mana-creature presets): kept when the text changes. */
const creatureManaOf = (board: BoardDraft): JsonObject[] => manaEntries(board).filter((m): m is JsonObject => typeof m === 'object' && m !== null);

/**
 * The draft's resources from the form: mana sources as text ("R, R, RG": one source per item, each the
 * colors it can make, spec §4) and life; its permanents stay. Nothing left removes `resources`.
 */
export function withResources(board: BoardDraft, manaText: string, life: number | null): BoardDraft {
  const mana = manaText.split(/[\s,]+/).filter((m) => m !== '');
  return withResourceParts(board, [...mana, ...creatureManaOf(board)], life, permanentsOf(board));
}

/** The mana and life fields of the form for a draft (a loaded board shows what it has). */
export function resourceFields(board: BoardDraft): { manaText: string; lifeText: string } {
  const life = lifeOf(board);
  return { manaText: manaOf(board).join(', '), lifeText: life === null ? '' : String(life) };
}

/**
 * A permanent a cost can sacrifice or return (Leviathan's Islands, Floodtide Serpent's enchantment):
 * its id is made from its name, unused by anything else on the board.
 */
export function addPermanent(board: BoardDraft, name: string, typesText: string): BoardDraft {
  const types = typesText
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const permanents = permanentsOf(board);
  const taken = new Set([...takenIds(board), ...permanents.map((p) => String(p['id']))]);
  const id = unusedId(idFromName(name), taken);
  return withResourceParts(board, manaEntries(board), lifeOf(board), [...permanents, { id, name: name.trim(), types }]);
}

export function removePermanent(board: BoardDraft, id: string): BoardDraft {
  return withResourceParts(
    board,
    manaEntries(board),
    lifeOf(board),
    permanentsOf(board).filter((p) => p['id'] !== id),
  );
}

/** The board's resources in a sentence: "Resources: mana sources R, G; life 20." */
export function resourcesText(r: Record<string, unknown>): string {
  const mana = Array.isArray(r['mana']) ? (r['mana'] as unknown[]).map(String) : [];
  const parts = [mana.length === 0 ? 'no mana sources' : `mana sources ${mana.join(', ')}`];
  if (typeof r['life'] === 'number') parts.push(`life ${r['life']}`);
  const permanents = Array.isArray(r['permanents']) ? r['permanents'].length : 0;
  if (permanents > 0) parts.push(`${permanents} ${pluralWord(permanents, 'permanent')} to sacrifice or return`);
  return `Resources: ${parts.join('; ')}.`;
}
