/**
 * The parts of a board parse that attack-board/1 (parse-board.ts) and block-board/1 (block/parse-board.ts)
 * share (block-board §1.2 reuses attack-board's strict readers): the never-throwing guard, the root and
 * its format, the players, the creatures' common fields and the resources' outline. What differs between
 * the two contracts (which ids are usable, who may pay with a creature's mana) is passed in, so that
 * each parser keeps its own error codes, paths and messages.
 */
import type { BoardError, Creature, CreatureManaSource, Permanent, Resources } from './board.ts';
import type { ManaLetter } from './board-format.ts';
import { err, type Result } from './result.ts';
import { MANA_ENTRY_FIELDS, PERMANENT_FIELDS, RESOURCES_FIELDS } from './board-fields.ts';
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
} from './board-readers.ts';
import { parseManaText } from './parse-mana-text.ts';
import { MAX_CREATURES } from './board-limits.ts';

/** Runs a parse that must never throw (result.ts): whatever it throws becomes one error at the root. */
export function guardParse<T>(raw: unknown, parse: (raw: unknown) => Result<T, BoardError[]>): Result<T, BoardError[]> {
  try {
    return parse(raw);
  } catch (e) {
    // Only reachable with values JSON cannot produce (a throwing getter, a Proxy, a cycle): the
    // engine's promise is to answer with errors, never to throw (result.ts).
    return err([{ path: '', code: 'not-object', message: `the board could not be read as JSON data (${describeThrown(e)})` }]);
  }
}

/** A fresh parse context with the root object read and its `format` checked; no root when it is not an object. */
export function openBoard(raw: unknown, rootFields: readonly string[], format: string): { ctx: Ctx; root: Obj | undefined } {
  const ctx: Ctx = { errors: [], players: null, activePlayer: null, creatures: null, defenders: null, permanents: null };
  const root = readObject(ctx, raw, '', rootFields);
  if (root !== undefined) {
    const given = get(root, 'format');
    if (given === undefined) report(ctx, 'format', 'missing-field', `"format" is required and must be "${format}"`);
    else if (given !== format) report(ctx, 'format', 'bad-format', `format ${show(given)} is not "${format}"`);
  }
  return { ctx, root };
}

/** Which texts a contract accepts as an id, and the rule its `bad-id` message states. */
export interface IdRule {
  readonly isId: (id: string) => boolean;
  readonly rule: string;
}

/**
 * `players` (spec §1): at least two distinct usable ids. Each one is added to `taken` (block-board/1
 * shares one id namespace among players, defenders, lands and creatures), and `ctx.players` is set.
 */
export function parsePlayerList(ctx: Ctx, root: Obj, ids: IdRule, taken: Set<string>): string[] {
  const raw = get(root, 'players');
  if (raw === undefined) return (report(ctx, 'players', 'missing-field', '"players" is required: the list of player ids, at least two'), []);
  if (!Array.isArray(raw)) return (report(ctx, 'players', 'wrong-type', `"players" must be an array of player ids, not ${show(raw)}`), []);
  const players: string[] = [];
  raw.forEach((p: unknown, i) => {
    const path = index('players', i);
    if (typeof p !== 'string') report(ctx, path, 'wrong-type', `a player id must be a string, not ${show(p)}`);
    else if (p === '') report(ctx, path, 'empty', 'a player id must not be empty');
    else if (!ids.isId(p)) report(ctx, path, 'bad-id', `${show(p)} is not a usable id: ${ids.rule}`);
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

/** The `creatures` array (required, may be empty, at most MAX_CREATURES); undefined when it is unusable. */
export function readCreatureList(ctx: Ctx, root: Obj): readonly unknown[] | undefined {
  const raw = get(root, 'creatures');
  if (raw === undefined) return void report(ctx, 'creatures', 'missing-field', '"creatures" is required (it may be an empty array)');
  if (!Array.isArray(raw)) return void report(ctx, 'creatures', 'wrong-type', `"creatures" must be an array, not ${show(raw)}`);
  if (raw.length > MAX_CREATURES) report(ctx, 'creatures', 'too-large', `a board may have at most ${MAX_CREATURES} creatures, this one has ${raw.length}`);
  return raw as readonly unknown[];
}

type CreatureBasics = Omit<Creature, 'id' | 'keywords'>;

/** A creature's fields from `name` to `counters` (spec §1), each checked; undefined when name or controller is unusable. */
export function readCreatureBasics(ctx: Ctx, o: Obj, path: string): CreatureBasics | undefined {
  const name = reqString(ctx, o, 'name', path);
  const controller = reqPlayer(ctx, o, 'controller', path);
  const colors = optColors(ctx, o, 'colors', path) ?? [];
  const types = optStringArray(ctx, o, 'types', path) ?? [];
  const power = optInteger(ctx, o, 'power', path) ?? 0;
  const toughness = optInteger(ctx, o, 'toughness', path) ?? 0;
  const tapped = optBoolean(ctx, o, 'tapped', path) ?? false;
  const sick = optBoolean(ctx, o, 'sick', path) ?? false;
  const counters = parseCounters(ctx, o, path);
  if (name === undefined || controller === undefined) return undefined;
  return { name, controller, colors, types, power, toughness, tapped, sick, counters };
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
  // fromEntries defines own properties, so a counter named "__proto__" stays a plain entry.
  return Object.fromEntries(entries);
}

/** One mana source read from `resources.mana`: `from` is the creature whose {T} ability makes it. */
export interface ManaEntry {
  readonly from: string | undefined;
  readonly mana: ManaLetter[][];
}

/** How a contract reads what differs in `resources`: an object mana entry, and a permanent's id. */
export interface ResourceReaders {
  /** An object entry `{ "mana", "from" }` of `resources.mana` (its fields already checked); undefined when unusable. */
  readonly manaObject: (e: Obj, path: string) => ManaEntry | undefined;
  /** A permanent's id, checked against the ids of the permanents before it; undefined when unusable. */
  readonly permanentId: (p: Obj, path: string, earlier: ReadonlySet<string>) => string | undefined;
}

/** `resources` (spec §4): mana sources, life and permanents to pay costs with; sets `ctx.permanents`. */
export function parseResourcesWith(ctx: Ctx, root: Obj, readers: ResourceReaders): Resources | undefined {
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
  optArray(ctx, o, 'mana', 'resources')?.forEach((entry, i) => {
    const source = readManaEntry(ctx, entry, index('resources.mana', i), readers);
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
    const id = readers.permanentId(p, path, ids);
    if (id !== undefined) ids.add(id);
    const name = optString(ctx, p, 'name', path);
    const types = optStringArray(ctx, p, 'types', path) ?? [];
    if (id !== undefined) permanents.push({ id, name: name ?? id, types });
  });
  ctx.permanents = list === undefined && get(o, 'permanents') !== undefined ? null : ids;
  return { mana, life, permanents, ...(creatureMana.length > 0 ? { creatureMana } : {}) };
}

/** A `resources.mana` entry (spec §4): a string of mana text, or an object the contract reads. */
function readManaEntry(ctx: Ctx, entry: unknown, path: string, readers: ResourceReaders): ManaEntry | undefined {
  if (!isObject(entry)) {
    const mana = parseManaText(ctx, entry, path);
    return mana === undefined ? undefined : { from: undefined, mana };
  }
  const o = readObject(ctx, entry, path, MANA_ENTRY_FIELDS);
  return o === undefined ? undefined : readers.manaObject(o, path);
}
