/**
 * Parsing and validation of attack-board/1 (spec §1 "Validation is strict"). Every problem is
 * collected with its JSON path, so that an author sees all typos at once; a board with any error has
 * no value, because a typo must never silently change the legal set.
 */
import type { Board, BoardError, Creature, CreatureManaSource, Defender, Permanent, Resources } from './board.ts';
import { BOARD_FORMAT, type DefenderKind, type ManaLetter } from './board-format.ts';
import { err, ok, type Result } from './result.ts';
import { CREATURE_FIELDS, DEFENDER_FIELDS, MANA_ENTRY_FIELDS, PERMANENT_FIELDS, RESOURCES_FIELDS, ROOT_FIELDS } from './board-fields.ts';
import {
  at,
  checkCount,
  type Ctx,
  describeThrown,
  get,
  index,
  isIdText,
  isManaLetter,
  isObject,
  type Obj,
  optArray,
  optBoolean,
  optColors,
  optCount,
  optInteger,
  optKeywords,
  optString,
  optStringArray,
  readObject,
  report,
  reqId,
  reqPlayer,
  reqString,
  show,
} from './board-readers.ts';
import { parseEffects } from './parse-effects.ts';
import { boardLimitErrors, MAX_CREATURES, MAX_MANA } from './board-limits.ts';

export { MAX_CREATURES } from './board-limits.ts';

/** Parse and validate an unknown JSON value into a Board (spec §1, strict validation). */
export function parseBoard(raw: unknown): Result<Board, BoardError[]> {
  try {
    return parseBoardUnguarded(raw);
  } catch (e) {
    // Only reachable with values JSON cannot produce (a throwing getter, a Proxy, a cycle): the
    // engine's promise is to answer with errors, never to throw (result.ts).
    return err([{ path: '', code: 'not-object', message: `the board could not be read as JSON data (${describeThrown(e)})` }]);
  }
}

function parseBoardUnguarded(raw: unknown): Result<Board, BoardError[]> {
  const ctx: Ctx = { errors: [], players: null, activePlayer: null, creatures: null, defenders: null, permanents: null };
  const root = readObject(ctx, raw, '', ROOT_FIELDS);
  if (root === undefined) return err(ctx.errors);

  const format = get(root, 'format');
  if (format === undefined) report(ctx, 'format', 'missing-field', `"format" is required and must be "${BOARD_FORMAT}"`);
  else if (format !== BOARD_FORMAT) report(ctx, 'format', 'bad-format', `format ${show(format)} is not "${BOARD_FORMAT}"`);

  // Order matters: players, then defenders and creatures, then resources, then effects, so that
  // each reference is checked against names that are already known.
  const players = parsePlayers(ctx, root);
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

function parsePlayers(ctx: Ctx, root: Obj): string[] {
  const raw = get(root, 'players');
  if (raw === undefined) {
    report(ctx, 'players', 'missing-field', '"players" is required: the list of player ids, at least two');
    return [];
  }
  if (!Array.isArray(raw)) {
    report(ctx, 'players', 'wrong-type', `"players" must be an array of player ids, not ${show(raw)}`);
    return [];
  }
  const players: string[] = [];
  const seen = new Set<string>();
  raw.forEach((p: unknown, i) => {
    const path = index('players', i);
    if (typeof p !== 'string') report(ctx, path, 'wrong-type', `a player id must be a string, not ${show(p)}`);
    else if (p === '') report(ctx, path, 'empty', 'a player id must not be empty');
    else if (!isIdText(p)) report(ctx, path, 'bad-id', `${show(p)} is not a usable id: ids may not contain "=", "," or spaces`);
    else if (seen.has(p)) report(ctx, path, 'duplicate-id', `player id ${show(p)} appears twice`);
    else {
      seen.add(p);
      players.push(p);
    }
  });
  if (raw.length < 2) report(ctx, 'players', 'too-few-players', `a board needs at least two players, found ${raw.length}`);
  ctx.players = seen;
  return players;
}

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
  const raw = get(root, 'creatures');
  if (raw === undefined) {
    report(ctx, 'creatures', 'missing-field', '"creatures" is required (it may be an empty array)');
    return [];
  }
  if (!Array.isArray(raw)) {
    report(ctx, 'creatures', 'wrong-type', `"creatures" must be an array, not ${show(raw)}`);
    return [];
  }
  if (raw.length > MAX_CREATURES) {
    report(ctx, 'creatures', 'too-large', `a board may have at most ${MAX_CREATURES} creatures, this one has ${raw.length}`);
  }
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
    const name = reqString(ctx, o, 'name', path);
    const controller = reqPlayer(ctx, o, 'controller', path);
    const colors = optColors(ctx, o, 'colors', path) ?? [];
    const types = optStringArray(ctx, o, 'types', path) ?? [];
    const power = optInteger(ctx, o, 'power', path) ?? 0;
    const toughness = optInteger(ctx, o, 'toughness', path) ?? 0;
    const tapped = optBoolean(ctx, o, 'tapped', path) ?? false;
    const sick = optBoolean(ctx, o, 'sick', path) ?? false;
    const counters = parseCounters(ctx, o, path);
    const keywords = optKeywords(ctx, o, 'keywords', path) ?? [];
    if (id !== undefined && name !== undefined && controller !== undefined) {
      creatures.push({ id, name, controller, colors, types, power, toughness, tapped, sick, counters, keywords });
    }
  });
  ctx.creatures = ids;
  return creatures;
}

function parseCounters(ctx: Ctx, o: Obj, path: string): Record<string, number> {
  const p = at(path, 'counters');
  const raw = get(o, 'counters');
  if (raw === undefined) return {};
  if (!isObject(raw)) {
    report(ctx, p, 'not-object', `"counters" must be an object of counter name → number, not ${show(raw)}`);
    return {};
  }
  const entries: [string, number][] = [];
  for (const key of Object.keys(raw)) {
    const n = checkCount(ctx, raw[key], at(p, key));
    if (n !== undefined) entries.push([key, n]);
  }
  // fromEntries defines own properties, so a counter named "__proto__" stays a plain entry.
  return Object.fromEntries(entries);
}

function parseResources(ctx: Ctx, root: Obj, creatures: readonly Creature[], activePlayer: string | null): Resources | undefined {
  const raw = get(root, 'resources');
  if (raw === undefined) {
    // No resources: every cost is payable (spec §1), and there are no permanents to name.
    ctx.permanents = new Set();
    return undefined;
  }
  const o = readObject(ctx, raw, 'resources', RESOURCES_FIELDS);
  if (o === undefined) return undefined;
  const mana: ManaLetter[][] = [];
  const creatureMana: CreatureManaSource[] = [];
  const manaList = optArray(ctx, o, 'mana', 'resources');
  manaList?.forEach((entry, i) => {
    const source = parseManaEntry(ctx, entry, index('resources.mana', i), creatures, activePlayer);
    if (source === undefined) return;
    if (source.from === undefined) mana.push(...source.mana);
    else creatureMana.push({ from: source.from, mana: source.mana });
  });
  const life = optCount(ctx, o, 'life', 'resources') ?? 0;
  const permanents: Permanent[] = [];
  const ids = new Set<string>();
  const list = optArray(ctx, o, 'permanents', 'resources');
  list?.forEach((item, i) => {
    const path = index('resources.permanents', i);
    const p = readObject(ctx, item, path, PERMANENT_FIELDS);
    if (p === undefined) return;
    const id = reqId(ctx, p, 'id', path);
    if (id !== undefined) {
      if (ids.has(id)) report(ctx, at(path, 'id'), 'duplicate-id', `permanent id ${show(id)} appears twice`);
      ids.add(id);
    }
    const name = optString(ctx, p, 'name', path);
    const types = optStringArray(ctx, p, 'types', path) ?? [];
    if (id !== undefined) permanents.push({ id, name: name ?? id, types });
  });
  ctx.permanents = list === undefined && get(o, 'permanents') !== undefined ? null : ids;
  return { mana, life, permanents, ...(creatureMana.length > 0 ? { creatureMana } : {}) };
}

/**
 * One `resources.mana` entry (spec §4): a string, or `{ "mana": string, "from": creatureId }` for a
 * creature's {T} mana ability. The string is letters ("RG": one mana, R or G) or symbols
 * ("{C}{C}{C}": all three at once). A creature source must be the active player's: only they
 * activate mana abilities while paying attack costs (CR 508.1i).
 */
function parseManaEntry(
  ctx: Ctx,
  entry: unknown,
  path: string,
  creatures: readonly Creature[],
  activePlayer: string | null,
): { from: string | undefined; mana: ManaLetter[][] } | undefined {
  if (!isObject(entry)) {
    const mana = parseManaText(ctx, entry, path);
    return mana === undefined ? undefined : { from: undefined, mana };
  }
  const o = readObject(ctx, entry, path, MANA_ENTRY_FIELDS);
  if (o === undefined) return undefined;
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

/** Letters ("RG": one mana of either) or symbols ("{C}{C}{C}": one mana each). */
export function parseManaText(ctx: Ctx, entry: unknown, path: string): ManaLetter[][] | undefined {
  if (typeof entry === 'string' && entry.startsWith('{')) {
    // Bounded before the pattern runs: a megabyte of "{C}" is a typo, and would exhaust the regex's stack.
    if (entry.length > 3 * MAX_MANA) {
      report(
        ctx,
        path,
        'too-large',
        `mana ${show(entry.slice(0, 12))}… is ${entry.length} characters long; all sources together make at most ${MAX_MANA} mana`,
      );
      return undefined;
    }
    const symbols = /^(\{[WUBRGC]\})+$/.test(entry) ? entry.slice(1, -1).split('}{') : undefined;
    if (symbols === undefined) {
      report(ctx, path, 'bad-mana', `mana ${show(entry)} must be symbols of one color each, like "{C}{C}" or "{G}"`);
      return undefined;
    }
    return symbols.map((l) => [l as ManaLetter]);
  }
  const letters = parseManaSource(ctx, entry, path);
  return letters === undefined ? undefined : [letters];
}

/** One mana source (spec §4): the letters of the colors it can make, e.g. "RG"; duplicates collapse. */
function parseManaSource(ctx: Ctx, entry: unknown, path: string): ManaLetter[] | undefined {
  if (typeof entry !== 'string') {
    report(ctx, path, 'wrong-type', `a mana source is a string of letters from WUBRGC, not ${show(entry)}`);
    return undefined;
  }
  if (entry === '') {
    report(ctx, path, 'empty', 'a mana source must make at least one color: use letters from WUBRGC');
    return undefined;
  }
  const letters: ManaLetter[] = [];
  for (const ch of entry) {
    if (!isManaLetter(ch)) {
      report(ctx, path, 'bad-mana', `mana source ${show(entry)} has ${show(ch)}, which is not one of W, U, B, R, G, C`);
      return undefined;
    }
    if (!letters.includes(ch)) letters.push(ch);
  }
  return letters;
}

// Re-exported so that importers of the board parser keep their imports.
export { MAX_NESTING } from './parse-effects.ts';
export { isIdText } from './board-readers.ts';
