/**
 * Parsing and validation of block-board/1 (§1.2): attack-board/1's strict readers, with every problem
 * collected with its JSON path. A board with any error has no value: a typo must never change the answer.
 */
import type { BoardError, CreatureManaSource, Defender, Permanent, Resources } from '../board.ts';
import type { ManaLetter } from '../board-format.ts';
import { err, ok, type Result } from '../result.ts';
import { DEFENDER_FIELDS, MANA_ENTRY_FIELDS, PERMANENT_FIELDS, RESOURCES_FIELDS } from '../board-fields.ts';
import {
  at,
  checkCount,
  type Ctx,
  describeThrown,
  get,
  index,
  isObject,
  type Obj,
  optArray,
  optBoolean,
  optColors,
  optCount,
  optInteger,
  optString,
  optStringArray,
  readObject,
  report,
  reqPlayer,
  reqString,
  show,
} from '../board-readers.ts';
import { parseManaText, MAX_CREATURES } from '../parse-board.ts';
import type { BlockBoard, BlockCreature, Land } from './board.ts';
import { BLOCK_CREATURE_FIELDS, BLOCK_ROOT_FIELDS, LAND_FIELDS } from './fields.ts';
import { parseBlockEffects } from './parse-effects.ts';
import { optBlockKeywords } from './parse-keywords.ts';
import { BLOCK_BOARD_FORMAT } from './block-format.ts';

/** §1: ids are non-empty strings without `,` or `=` (the separators of the canonical key, §6). */
export function isBlockId(id: string): boolean {
  return id.length > 0 && !/[=,]/.test(id);
}

function reqBlockId(ctx: Ctx, o: Obj, key: string, path: string, taken: Set<string>, what: string): string | undefined {
  const v = reqString(ctx, o, key, path);
  if (v === undefined) return undefined;
  const p = at(path, key);
  if (v === '') return void report(ctx, p, 'empty', `"${key}" must not be empty`);
  if (!isBlockId(v)) return void report(ctx, p, 'bad-id', `${show(v)} is not a usable id: ids may not contain "=" or ","`);
  if (taken.has(v)) return void report(ctx, p, 'duplicate-id', `${what} id ${show(v)} is already used by a player, defender, land or creature`);
  taken.add(v);
  return v;
}

/** Parse and validate an unknown JSON value into a BlockBoard (§1.2). Never throws. */
export function parseBlockBoard(raw: unknown): Result<BlockBoard, BoardError[]> {
  try {
    return parseUnguarded(raw);
  } catch (e) {
    return err([{ path: '', code: 'not-object', message: `the board could not be read as JSON data (${describeThrown(e)})` }]);
  }
}

function parseUnguarded(raw: unknown): Result<BlockBoard, BoardError[]> {
  const ctx: Ctx = { errors: [], players: null, activePlayer: null, creatures: null, defenders: null, permanents: null };
  const root = readObject(ctx, raw, '', BLOCK_ROOT_FIELDS);
  if (root === undefined) return err(ctx.errors);
  const format = get(root, 'format');
  if (format === undefined) report(ctx, 'format', 'missing-field', `"format" is required and must be "${BLOCK_BOARD_FORMAT}"`);
  else if (format !== BLOCK_BOARD_FORMAT) report(ctx, 'format', 'bad-format', `format ${show(format)} is not "${BLOCK_BOARD_FORMAT}"`);

  const taken = new Set<string>();
  const players = parsePlayers(ctx, root, taken);
  const activePlayer = readPlayerField(ctx, root, 'activePlayer');
  ctx.activePlayer = activePlayer ?? null;
  const defendingPlayer = readPlayerField(ctx, root, 'defendingPlayer');
  if (activePlayer !== undefined && defendingPlayer === activePlayer) {
    report(ctx, 'defendingPlayer', 'unknown-player', `the defending player must differ from the active (attacking) player ${show(activePlayer)}`);
  }
  const defenders = parseDefenders(ctx, root, taken);
  const lands = parseLands(ctx, root, taken);
  const creatures = parseCreatures(ctx, root, taken);
  checkAttacking(ctx, root, creatures, defenders, activePlayer);
  const resources = parseResources(ctx, root, creatures, defendingPlayer, taken);
  const effects = parseBlockEffects(ctx, root);
  if (ctx.errors.length > 0) return err(ctx.errors);
  return ok({
    format: BLOCK_BOARD_FORMAT,
    players,
    activePlayer: activePlayer ?? '',
    defendingPlayer: defendingPlayer ?? '',
    defenders,
    lands,
    creatures,
    effects,
    ...(resources === undefined ? {} : { resources }),
  });
}

function parsePlayers(ctx: Ctx, root: Obj, taken: Set<string>): string[] {
  const raw = get(root, 'players');
  if (raw === undefined) return (report(ctx, 'players', 'missing-field', '"players" is required: the list of player ids, at least two'), []);
  if (!Array.isArray(raw)) return (report(ctx, 'players', 'wrong-type', `"players" must be an array of player ids, not ${show(raw)}`), []);
  const players: string[] = [];
  raw.forEach((p: unknown, i) => {
    const path = index('players', i);
    if (typeof p !== 'string') report(ctx, path, 'wrong-type', `a player id must be a string, not ${show(p)}`);
    else if (p === '') report(ctx, path, 'empty', 'a player id must not be empty');
    else if (!isBlockId(p)) report(ctx, path, 'bad-id', `${show(p)} is not a usable id: ids may not contain "=" or ","`);
    else if (taken.has(p)) report(ctx, path, 'duplicate-id', `player id ${show(p)} appears twice`);
    else {
      taken.add(p);
      players.push(p);
    }
  });
  if (raw.length < 2) report(ctx, 'players', 'too-few-players', `a board needs at least two players, found ${raw.length}`);
  ctx.players = new Set(players);
  return players;
}

function readPlayerField(ctx: Ctx, root: Obj, key: string): string | undefined {
  const id = reqString(ctx, root, key, '');
  if (id === undefined) return undefined;
  if (ctx.players !== null && !ctx.players.has(id)) return void report(ctx, key, 'unknown-player', `${show(id)} is not one of the players`);
  return id;
}

function parseDefenders(ctx: Ctx, root: Obj, taken: Set<string>): Defender[] {
  const list = optArray(ctx, root, 'defenders', '');
  const out: Defender[] = [];
  list?.forEach((item, i) => {
    const path = index('defenders', i);
    const o = readObject(ctx, item, path, DEFENDER_FIELDS);
    if (o === undefined) return;
    const id = reqBlockId(ctx, o, 'id', path, taken, 'defender');
    const kind = get(o, 'kind');
    if (kind === undefined) report(ctx, at(path, 'kind'), 'missing-field', '"kind" is required: "planeswalker" or "battle"');
    else if (kind !== 'planeswalker' && kind !== 'battle')
      report(ctx, at(path, 'kind'), 'bad-defender-kind', `defender kind ${show(kind)} is not "planeswalker" or "battle"`);
    const player = reqPlayer(ctx, o, 'player', path);
    const name = optString(ctx, o, 'name', path);
    if (id !== undefined && (kind === 'planeswalker' || kind === 'battle') && player !== undefined) out.push({ id, kind, player, name: name ?? id });
  });
  ctx.defenders = list === undefined && get(root, 'defenders') !== undefined ? null : new Set(out.map((d) => d.id));
  return out;
}

function parseLands(ctx: Ctx, root: Obj, taken: Set<string>): Land[] {
  const out: Land[] = [];
  optArray(ctx, root, 'lands', '')?.forEach((item, i) => {
    const path = index('lands', i);
    const o = readObject(ctx, item, path, LAND_FIELDS);
    if (o === undefined) return;
    const id = reqBlockId(ctx, o, 'id', path, taken, 'land');
    const name = optString(ctx, o, 'name', path);
    const controller = reqPlayer(ctx, o, 'controller', path);
    const types = optStringArray(ctx, o, 'types', path);
    if (types === undefined && get(o, 'types') === undefined)
      report(ctx, at(path, 'types'), 'missing-field', '"types" is required, e.g. ["Basic", "Land", "Swamp"]');
    if (id !== undefined && controller !== undefined && types !== undefined) out.push({ id, name: name ?? id, controller, types });
  });
  return out;
}

function parseCreatures(ctx: Ctx, root: Obj, taken: Set<string>): BlockCreature[] {
  const raw = get(root, 'creatures');
  if (raw === undefined) return (report(ctx, 'creatures', 'missing-field', '"creatures" is required (it may be an empty array)'), []);
  if (!Array.isArray(raw)) return (report(ctx, 'creatures', 'wrong-type', `"creatures" must be an array, not ${show(raw)}`), []);
  if (raw.length > MAX_CREATURES) report(ctx, 'creatures', 'too-large', `a board may have at most ${MAX_CREATURES} creatures, this one has ${raw.length}`);
  const out: BlockCreature[] = [];
  const ids = new Set<string>();
  raw.forEach((item: unknown, i) => {
    const path = index('creatures', i);
    const o = readObject(ctx, item, path, BLOCK_CREATURE_FIELDS);
    if (o === undefined) return;
    const id = reqBlockId(ctx, o, 'id', path, taken, 'creature');
    if (id !== undefined) ids.add(id);
    const name = reqString(ctx, o, 'name', path);
    const controller = reqPlayer(ctx, o, 'controller', path);
    const colors = optColors(ctx, o, 'colors', path) ?? [];
    const types = optStringArray(ctx, o, 'types', path) ?? [];
    const power = optInteger(ctx, o, 'power', path) ?? 0;
    const toughness = optInteger(ctx, o, 'toughness', path) ?? 0;
    const tapped = optBoolean(ctx, o, 'tapped', path) ?? false;
    const sick = optBoolean(ctx, o, 'sick', path) ?? false;
    const counters = parseCounters(ctx, o, path);
    const keywords = optBlockKeywords(ctx, o, path) ?? [];
    const attacking = optString(ctx, o, 'attacking', path);
    if (id !== undefined && name !== undefined && controller !== undefined) {
      out.push({ id, name, controller, colors, types, power, toughness, tapped, sick, counters, keywords, ...(attacking === undefined ? {} : { attacking }) });
    }
  });
  ctx.creatures = ids;
  return out;
}

function parseCounters(ctx: Ctx, o: Obj, path: string): Record<string, number> {
  const p = at(path, 'counters');
  const raw = get(o, 'counters');
  if (raw === undefined) return {};
  if (!isObject(raw)) return (report(ctx, p, 'not-object', `"counters" must be an object of counter name → number, not ${show(raw)}`), {});
  const entries: [string, number][] = [];
  for (const key of Object.keys(raw)) {
    const n = checkCount(ctx, raw[key], at(p, key));
    if (n !== undefined) entries.push([key, n]);
  }
  return Object.fromEntries(entries);
}

/** §1: only the active player's creatures attack, and only an opponent of theirs or what that opponent has (508.1b). */
function checkAttacking(ctx: Ctx, root: Obj, creatures: readonly BlockCreature[], defenders: readonly Defender[], active: string | undefined): void {
  const raw = get(root, 'creatures');
  if (!Array.isArray(raw) || active === undefined) return;
  raw.forEach((item: unknown, i) => {
    if (!isObject(item)) return;
    const target = get(item, 'attacking');
    const id = get(item, 'id');
    const c = creatures.find((x) => x.id === id);
    if (typeof target !== 'string' || c === undefined) return;
    const p = at(index('creatures', i), 'attacking');
    if (c.controller !== active)
      return report(
        ctx,
        p,
        'unknown-defender',
        `${c.name} is controlled by ${show(c.controller)}, not by the attacking player ${show(active)}: only the active player's creatures attack`,
      );
    if (ctx.players?.has(target) === true) {
      if (target === active) report(ctx, p, 'unknown-defender', `${show(target)} is the attacking player, who cannot be attacked`);
      return;
    }
    const d = defenders.find((x) => x.id === target);
    if (d === undefined) return report(ctx, p, 'unknown-defender', `no player, planeswalker or battle has id ${show(target)}`);
    if (d.player === active) report(ctx, p, 'unknown-defender', `${d.name} belongs to the attacking player ${show(active)} and cannot be attacked`);
  });
}

function parseResources(
  ctx: Ctx,
  root: Obj,
  creatures: readonly BlockCreature[],
  defending: string | undefined,
  taken: ReadonlySet<string>,
): Resources | undefined {
  const raw = get(root, 'resources');
  if (raw === undefined) {
    ctx.permanents = new Set();
    return undefined;
  }
  const o = readObject(ctx, raw, 'resources', RESOURCES_FIELDS);
  if (o === undefined) return undefined;
  const mana: ManaLetter[][] = [];
  const creatureMana: CreatureManaSource[] = [];
  optArray(ctx, o, 'mana', 'resources')?.forEach((entry, i) => {
    const path = index('resources.mana', i);
    if (!isObject(entry)) {
      const m = parseManaText(ctx, entry, path);
      if (m !== undefined) mana.push(...m);
      return;
    }
    const e = readObject(ctx, entry, path, MANA_ENTRY_FIELDS);
    if (e === undefined) return;
    const m =
      get(e, 'mana') === undefined
        ? void report(ctx, at(path, 'mana'), 'missing-field', '"mana" is required: the mana the source makes, e.g. "G"')
        : parseManaText(ctx, get(e, 'mana'), at(path, 'mana'));
    const from = optString(ctx, e, 'from', path);
    if (from !== undefined) {
      const c = creatures.find((x) => x.id === from);
      // §1.2: a creature-mana entry's `from` is a creature of the defending player (it pays at 509.1e).
      if (c === undefined) return report(ctx, at(path, 'from'), 'unknown-creature', `no creature has id ${show(from)}`);
      if (defending !== undefined && c.controller !== defending)
        return report(
          ctx,
          at(path, 'from'),
          'unknown-creature',
          `${c.name} is controlled by ${show(c.controller)}, not by the defending player ${show(defending)}`,
        );
    }
    if (m === undefined) return;
    if (from === undefined) mana.push(...m);
    else creatureMana.push({ from, mana: m });
  });
  const life = optCount(ctx, o, 'life', 'resources') ?? 0;
  const permanents: Permanent[] = [];
  const ids = new Set<string>();
  const list = optArray(ctx, o, 'permanents', 'resources');
  list?.forEach((item, i) => {
    const path = index('resources.permanents', i);
    const p = readObject(ctx, item, path, PERMANENT_FIELDS);
    if (p === undefined) return;
    const id = reqString(ctx, p, 'id', path);
    if (id !== undefined) {
      // A permanent may be one of the board's lands (the same id): it is the same object. Anything else is a duplicate.
      if (ids.has(id) || (taken.has(id) && !isLandId(root, id))) report(ctx, at(path, 'id'), 'duplicate-id', `permanent id ${show(id)} is already used`);
      else if (!isBlockId(id)) report(ctx, at(path, 'id'), 'bad-id', `${show(id)} is not a usable id: ids may not contain "=" or ","`);
      ids.add(id);
    }
    const name = optString(ctx, p, 'name', path);
    const types = optStringArray(ctx, p, 'types', path) ?? [];
    if (id !== undefined) permanents.push({ id, name: name ?? id, types });
  });
  ctx.permanents = list === undefined && get(o, 'permanents') !== undefined ? null : ids;
  return { mana, life, permanents, ...(creatureMana.length > 0 ? { creatureMana } : {}) };
}

function isLandId(root: Obj, id: string): boolean {
  const lands = get(root, 'lands');
  return Array.isArray(lands) && lands.some((l: unknown) => isObject(l) && get(l, 'id') === id);
}
