/**
 * Parsing and validation of block-board/1 (§1.2): attack-board/1's strict readers, with every problem
 * collected with its JSON path. A board with any error has no value: a typo must never change the answer.
 */
import type { BoardError, Defender, Resources } from '../board.ts';
import { err, ok, type Result } from '../result.ts';
import { DEFENDER_FIELDS } from '../board-fields.ts';
import {
  at,
  type Ctx,
  get,
  index,
  isObject,
  type Obj,
  optArray,
  optString,
  optStringArray,
  readObject,
  report,
  reqPlayer,
  reqString,
  show,
} from '../board-readers.ts';
import { guardParse, type ManaEntry, openBoard, parsePlayerList, parseResourcesWith, readCreatureBasics, readCreatureList } from '../board-parts.ts';
import { parseManaText } from '../parse-mana-text.ts';
import type { BlockBoard, BlockCreature, Land } from './board.ts';
import { BLOCK_CREATURE_FIELDS, BLOCK_ROOT_FIELDS, LAND_FIELDS } from './fields.ts';
import { parseBlockEffects } from './parse-effects.ts';
import { optBlockKeywords } from './parse-keywords.ts';
import { BLOCK_BOARD_FORMAT } from './block-format.ts';

/** §1: ids are non-empty strings without `,` or `=` (the separators of the canonical key, §6). */
export function isBlockId(id: string): boolean {
  return id.length > 0 && !/[=,]/.test(id);
}

const BLOCK_IDS = { isId: isBlockId, rule: 'ids may not contain "=" or ","' };

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
  return guardParse(raw, parseUnguarded);
}

function parseUnguarded(raw: unknown): Result<BlockBoard, BoardError[]> {
  const { ctx, root } = openBoard(raw, BLOCK_ROOT_FIELDS, BLOCK_BOARD_FORMAT);
  if (root === undefined) return err(ctx.errors);

  const taken = new Set<string>();
  const players = parsePlayerList(ctx, root, BLOCK_IDS, taken);
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
  const raw = readCreatureList(ctx, root);
  if (raw === undefined) return [];
  const out: BlockCreature[] = [];
  const ids = new Set<string>();
  raw.forEach((item: unknown, i) => {
    const path = index('creatures', i);
    const o = readObject(ctx, item, path, BLOCK_CREATURE_FIELDS);
    if (o === undefined) return;
    const id = reqBlockId(ctx, o, 'id', path, taken, 'creature');
    if (id !== undefined) ids.add(id);
    const basics = readCreatureBasics(ctx, o, path);
    const keywords = optBlockKeywords(ctx, o, path) ?? [];
    const attacking = optString(ctx, o, 'attacking', path);
    if (id !== undefined && basics !== undefined) out.push({ id, ...basics, keywords, ...(attacking === undefined ? {} : { attacking }) });
  });
  ctx.creatures = ids;
  return out;
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
  return parseResourcesWith(ctx, root, {
    manaObject: (e, path) => parseManaEntry(ctx, e, path, creatures, defending),
    permanentId: (p, path, earlier) => {
      const id = reqString(ctx, p, 'id', path);
      if (id === undefined) return undefined;
      // A permanent may be one of the board's lands (the same id): it is the same object. Anything else is a duplicate.
      if (earlier.has(id) || (taken.has(id) && !isLandId(root, id))) report(ctx, at(path, 'id'), 'duplicate-id', `permanent id ${show(id)} is already used`);
      else if (!isBlockId(id)) report(ctx, at(path, 'id'), 'bad-id', `${show(id)} is not a usable id: ids may not contain "=" or ","`);
      return id;
    },
  });
}

/** An object `resources.mana` entry (§1.2): `from` is a creature of the defending player (it pays at 509.1e). */
function parseManaEntry(ctx: Ctx, e: Obj, path: string, creatures: readonly BlockCreature[], defending: string | undefined): ManaEntry | undefined {
  const m =
    get(e, 'mana') === undefined
      ? void report(ctx, at(path, 'mana'), 'missing-field', '"mana" is required: the mana the source makes, e.g. "G"')
      : parseManaText(ctx, get(e, 'mana'), at(path, 'mana'));
  const from = optString(ctx, e, 'from', path);
  if (from !== undefined) {
    const c = creatures.find((x) => x.id === from);
    if (c === undefined) return void report(ctx, at(path, 'from'), 'unknown-creature', `no creature has id ${show(from)}`);
    if (defending !== undefined && c.controller !== defending)
      return void report(
        ctx,
        at(path, 'from'),
        'unknown-creature',
        `${c.name} is controlled by ${show(c.controller)}, not by the defending player ${show(defending)}`,
      );
  }
  return m === undefined ? undefined : { from, mana: m };
}

function isLandId(root: Obj, id: string): boolean {
  const lands = get(root, 'lands');
  return Array.isArray(lands) && lands.some((l: unknown) => isObject(l) && get(l, 'id') === id);
}
