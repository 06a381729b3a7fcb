/**
 * Parsing and validation of attack-board/1 (spec §1 "Validation is strict"). Every problem is
 * collected with its JSON path, so that an author sees all typos at once; a board with any error has
 * no value, because a typo must never silently change the legal set.
 */
import type { Board, BoardError, Creature, Defender, Resources } from './board.ts';
import { BOARD_FORMAT, type DefenderKind } from './board-format.ts';
import { err, ok, type Result } from './result.ts';
import { CREATURE_FIELDS, DEFENDER_FIELDS, ROOT_FIELDS } from './board-fields.ts';
import {
  at,
  type Ctx,
  get,
  index,
  isIdText,
  type Obj,
  optArray,
  optBoolean,
  optKeywords,
  optString,
  readObject,
  report,
  reqId,
  reqPlayer,
  reqString,
  show,
} from './board-readers.ts';
import { parseEffects } from './parse-effects.ts';
import { boardLimitErrors } from './board-limits.ts';
import { guardParse, type ManaEntry, openBoard, parsePlayerList, parseResourcesWith, readCreatureBasics, readCreatureList } from './board-parts.ts';
import { parseManaText } from './parse-mana-text.ts';

export { MAX_CREATURES } from './board-limits.ts';

/** Parse and validate an unknown JSON value into a Board (spec §1, strict validation). */
export function parseBoard(raw: unknown): Result<Board, BoardError[]> {
  return guardParse(raw, parseBoardUnguarded);
}

function parseBoardUnguarded(raw: unknown): Result<Board, BoardError[]> {
  const { ctx, root } = openBoard(raw, ROOT_FIELDS, BOARD_FORMAT);
  if (root === undefined) return err(ctx.errors);

  // Order matters: players, then defenders and creatures, then resources, then effects, so that
  // each reference is checked against names that are already known.
  const players = parsePlayerList(ctx, root, ATTACK_IDS, new Set());
  const activePlayer = parseActivePlayer(ctx, root);
  const attackMultiplePlayers = optBoolean(ctx, root, 'attackMultiplePlayers', '') ?? true;
  const defendingPlayer = parseDefendingPlayer(ctx, root, players, activePlayer, attackMultiplePlayers);
  const givenDefenders = parseDefenders(ctx, root);
  const creatures = parseCreatures(ctx, root);
  const resources = parseResources(ctx, root, creatures, activePlayer);
  const effects = parseEffects(ctx, root);

  if (ctx.errors.length > 0) return err(ctx.errors);
  const opponents = players.filter((p) => p !== activePlayer);
  const defenders: Defender[] = [...givenDefenders, ...opponents.map((p): Defender => ({ id: p, kind: 'player', player: p, name: p }))];
  const board: Board = {
    format: BOARD_FORMAT,
    players,
    activePlayer: activePlayer ?? '',
    attackMultiplePlayers,
    ...(defendingPlayer === undefined ? {} : { defendingPlayer }),
    defenders,
    creatures,
    effects,
    ...(resources === undefined ? {} : { resources }),
  };
  const limits = boardLimitErrors(board);
  return limits.length > 0 ? err(limits) : ok(board);
}

// ---------------------------------------------------------------------------------------------------
// Players, defenders, creatures, resources

/** Spec §1: ids are non-empty and free of the canonical key's separators and of white space. */
const ATTACK_IDS = { isId: isIdText, rule: 'ids may not contain "=", "," or spaces' };

function parseActivePlayer(ctx: Ctx, root: Obj): string | null {
  const active = reqString(ctx, root, 'activePlayer', '');
  if (active === undefined) return null;
  if (ctx.players !== null && !ctx.players.has(active)) {
    report(ctx, 'activePlayer', 'unknown-player', `active player ${show(active)} is not one of the players`);
    return null;
  }
  ctx.activePlayer = active;
  return active;
}

/**
 * CR 506.2a: without the attack-multiple-players option the active player chooses one opponent as the
 * defending player at the beginning of combat, before attackers are declared, and nothing ties that
 * choice to attack requirements. So a board about declaring attackers names the choice; with a single
 * opponent it is forced and filled in. Left out with several opponents, the board is the beginning of
 * combat before the choice: valid (a quiz may ask about the choice), but with no legal set (the engine
 * answers `no-defending-player`, legal.ts). With the option every opponent is a defending player (CR
 * 802.2), and naming one is an error rather than a silent no-op.
 */
function parseDefendingPlayer(ctx: Ctx, root: Obj, players: readonly string[], active: string | null, multiple: boolean): string | undefined {
  const given = optString(ctx, root, 'defendingPlayer', '');
  const opponents = players.filter((p) => p !== active);
  if (multiple) {
    if (given !== undefined) {
      report(
        ctx,
        'defendingPlayer',
        'unknown-field',
        '"defendingPlayer" is only for a game without the option to attack multiple players ("attackMultiplePlayers": false); with the option every opponent is a defending player',
      );
    }
    return undefined;
  }
  if (given === undefined) return opponents.length === 1 ? opponents[0] : undefined;
  if (ctx.players !== null && !ctx.players.has(given))
    report(ctx, 'defendingPlayer', 'unknown-player', `defending player ${show(given)} is not one of the players`);
  else if (given === active)
    report(ctx, 'defendingPlayer', 'unknown-player', `defending player ${show(given)} is the active player; the defending player is one of its opponents`);
  else return given;
  return undefined;
}

function parseDefenders(ctx: Ctx, root: Obj): Defender[] {
  const list = optArray(ctx, root, 'defenders', '');
  if (list === undefined) {
    ctx.defenders = get(root, 'defenders') === undefined ? new Set() : null;
    return [];
  }
  const ids = new Set<string>();
  const defenders: Defender[] = [];
  list.forEach((item, i) => {
    const path = index('defenders', i);
    const o = readObject(ctx, item, path, DEFENDER_FIELDS);
    if (o === undefined) return;
    const id = reqId(ctx, o, 'id', path);
    if (id !== undefined) {
      // Spec §1: player ids and defender ids share one namespace.
      if (ctx.players?.has(id)) report(ctx, at(path, 'id'), 'duplicate-id', `defender id ${show(id)} is already a player id`);
      else if (ids.has(id)) report(ctx, at(path, 'id'), 'duplicate-id', `defender id ${show(id)} appears twice`);
      ids.add(id);
    }
    const kindRaw = get(o, 'kind');
    let kind: DefenderKind | undefined;
    if (kindRaw === undefined) report(ctx, at(path, 'kind'), 'missing-field', '"kind" is required: "planeswalker" or "battle"');
    else if (kindRaw === 'planeswalker' || kindRaw === 'battle') kind = kindRaw;
    else if (kindRaw === 'player') {
      report(ctx, at(path, 'kind'), 'bad-defender-kind', 'players are defenders already and must not be listed: use "planeswalker" or "battle"');
    } else report(ctx, at(path, 'kind'), 'bad-defender-kind', `defender kind ${show(kindRaw)} is not "planeswalker" or "battle"`);
    const player = reqPlayer(ctx, o, 'player', path);
    const name = optString(ctx, o, 'name', path);
    if (id !== undefined && kind !== undefined && player !== undefined) defenders.push({ id, kind, player, name: name ?? id });
  });
  ctx.defenders = ids;
  return defenders;
}

function parseCreatures(ctx: Ctx, root: Obj): Creature[] {
  const raw = readCreatureList(ctx, root);
  if (raw === undefined) return [];
  const ids = new Set<string>();
  const creatures: Creature[] = [];
  raw.forEach((item: unknown, i) => {
    const path = index('creatures', i);
    const o = readObject(ctx, item, path, CREATURE_FIELDS);
    if (o === undefined) return;
    const id = reqId(ctx, o, 'id', path);
    if (id !== undefined) {
      if (ids.has(id)) report(ctx, at(path, 'id'), 'duplicate-id', `creature id ${show(id)} appears twice`);
      ids.add(id);
    }
    const basics = readCreatureBasics(ctx, o, path);
    const keywords = optKeywords(ctx, o, 'keywords', path) ?? [];
    if (id !== undefined && basics !== undefined) creatures.push({ id, ...basics, keywords });
  });
  ctx.creatures = ids;
  return creatures;
}

function parseResources(ctx: Ctx, root: Obj, creatures: readonly Creature[], activePlayer: string | null): Resources | undefined {
  return parseResourcesWith(ctx, root, {
    manaObject: (o, path) => parseManaEntry(ctx, o, path, creatures, activePlayer),
    permanentId: (p, path, earlier) => {
      const id = reqId(ctx, p, 'id', path);
      if (id !== undefined && earlier.has(id)) report(ctx, at(path, 'id'), 'duplicate-id', `permanent id ${show(id)} appears twice`);
      return id;
    },
  });
}

/**
 * An object `resources.mana` entry (spec §4), `{ "mana": string, "from": creatureId }`, for a creature's
 * {T} mana ability. A creature source must be the active player's: only they activate mana abilities
 * while paying attack costs (CR 508.1i).
 */
function parseManaEntry(ctx: Ctx, o: Obj, path: string, creatures: readonly Creature[], activePlayer: string | null): ManaEntry | undefined {
  const raw = get(o, 'mana');
  if (raw === undefined) {
    report(ctx, at(path, 'mana'), 'missing-field', '"mana" is required: the mana the source makes, e.g. "G" or "{C}{C}"');
    return undefined;
  }
  const mana = parseManaText(ctx, raw, at(path, 'mana'));
  const from = optString(ctx, o, 'from', path);
  if (from !== undefined) {
    const creature = creatures.find((c) => c.id === from);
    if (creature === undefined) {
      if (ctx.creatures !== null) report(ctx, at(path, 'from'), 'unknown-creature', `no creature has id ${show(from)}`);
      return undefined;
    }
    if (activePlayer !== null && creature.controller !== activePlayer) {
      report(ctx, at(path, 'from'), 'unknown-creature', `${show(from)} is controlled by ${creature.controller}, not by the attacking player ${activePlayer}`);
      return undefined;
    }
  }
  return mana === undefined ? undefined : { from, mana };
}

// Re-exported so that importers of the board parser keep their imports.
export { MAX_NESTING } from './parse-effects.ts';
export { isIdText } from './board-readers.ts';
