/**
 * Parsing and validation of attack-board/1 (spec §1 "Validation is strict"). Every problem is
 * collected with its JSON path, so that an author sees all typos at once; a board with any error has
 * no value, because a typo must never silently change the legal set.
 */
import type {
  Board,
  BoardError,
  Cost,
  CounterTest,
  Creature,
  CreatureManaSource,
  CreatureSelector,
  Defender,
  DefenderSelector,
  Effect,
  ManaSymbol,
  Permanent,
  PermanentCost,
  PermanentFilter,
  RequirementEffect,
  Resources,
  TapCreaturesCost,
} from './board.ts';
import {
  BOARD_FORMAT,
  COLORS,
  DEFENDER_KINDS,
  EFFECT_KINDS,
  MANA_LETTERS,
  REQUIREMENT_KINDS,
  type BoardErrorCode,
  type Color,
  type DefenderKind,
  type EffectKind,
  type ManaLetter,
} from './vocabulary.ts';
import { parseManaCost } from './mana.ts';
import { err, ok, type Result } from './result.ts';

/** More creatures than this is refused: the engine's search is exponential in attackers. */
export const MAX_CREATURES = 64;
/** Conditionals nested deeper than this are refused rather than recursed into without bound. */
export const MAX_NESTING = 16;

type Obj = Readonly<Record<string, unknown>>;

/** The error sink of one parse, and the names known so far that later parts are checked against. */
interface Ctx {
  readonly errors: BoardError[];
  /** `null` when the list itself was unusable: membership checks are skipped instead of cascading. */
  players: ReadonlySet<string> | null;
  activePlayer: string | null;
  creatures: ReadonlySet<string> | null;
  /** Planeswalker and battle ids (players are checked through `players`). */
  defenders: ReadonlySet<string> | null;
  permanents: ReadonlySet<string> | null;
}

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
  const givenDefenders = parseDefenders(ctx, root);
  const creatures = parseCreatures(ctx, root);
  const resources = parseResources(ctx, root, creatures, activePlayer);
  const effects = parseEffects(ctx, root);

  if (ctx.errors.length > 0) return err(ctx.errors);
  const opponents = players.filter((p) => p !== activePlayer);
  const defenders: Defender[] = [
    ...givenDefenders,
    ...opponents.map((p): Defender => ({ id: p, kind: 'player', player: p, name: p })),
  ];
  const board: Board = {
    format: BOARD_FORMAT,
    players,
    activePlayer: activePlayer ?? '',
    attackMultiplePlayers,
    defenders,
    creatures,
    effects,
    ...(resources === undefined ? {} : { resources }),
  };
  return ok(board);
}

// ---------------------------------------------------------------------------------------------------
// Field lists: anything else is `unknown-field` (spec §1: an unknown field anywhere is an error).

const ROOT_FIELDS = ['format', 'players', 'activePlayer', 'attackMultiplePlayers', 'defenders', 'creatures', 'effects', 'resources'] as const;
const DEFENDER_FIELDS = ['id', 'kind', 'player', 'name'] as const;
const CREATURE_FIELDS = ['id', 'name', 'controller', 'colors', 'types', 'power', 'toughness', 'tapped', 'sick', 'counters', 'keywords'] as const;
const CREATURE_SELECTOR_FIELDS = ['ids', 'except', 'name', 'controller', 'colors', 'colorless', 'types', 'counter', 'counters', 'keywords', 'notKeywords', 'notColors', 'notTypes', 'powerAtLeast', 'powerAtMost'] as const;
const COUNTER_TEST_FIELDS = ['name', 'atLeast', 'atMost'] as const;
const DEFENDER_SELECTOR_FIELDS = ['ids', 'players', 'notPlayers', 'kinds'] as const;
const PERMANENT_FILTER_FIELDS = ['ids', 'name', 'types'] as const;
const RESOURCES_FIELDS = ['mana', 'life', 'permanents'] as const;
const PERMANENT_FIELDS = ['id', 'name', 'types'] as const;
const COST_FIELDS = ['mana', 'life', 'sacrifice', 'returnToHand', 'tapCreatures', 'note'] as const;
const MANA_ENTRY_FIELDS = ['mana', 'from'] as const;
const TAP_COST_FIELDS = ['count', 'filter'] as const;
const PERMANENT_COST_FIELDS = ['count', 'filter'] as const;
const IF_FIELDS = ['anyAttacks'] as const;

/** Fields each effect kind takes besides `id`, `source` and `kind` (spec §2 tables). */
const EFFECT_FIELDS: Readonly<Record<EffectKind, readonly string[]>> = {
  cantAttack: ['creatures', 'defenders'],
  cantAttackAlone: ['creatures'],
  attacksAlone: ['creatures'],
  maxAttackers: ['count', 'creatures', 'defenders'],
  cantAttackUnless: ['creatures', 'others', 'atLeast'],
  mustAttack: ['creatures', 'defenders'],
  atLeastOneAttacks: ['creatures', 'defenders'],
  goad: ['creatures', 'by'],
  conditional: ['if', 'then'],
  attackCost: ['creatures', 'defenders', 'cost'],
};
const EFFECT_COMMON_FIELDS = ['id', 'source', 'kind'] as const;
const ALL_EFFECT_FIELDS = [...new Set(Object.values(EFFECT_FIELDS).flat())];

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
 * activate mana abilities while paying attack costs (CR 508.1g).
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
function parseManaText(ctx: Ctx, entry: unknown, path: string): ManaLetter[][] | undefined {
  if (typeof entry === 'string' && entry.startsWith('{')) {
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

// ---------------------------------------------------------------------------------------------------
// Effects

/** A parsed effect before ids are assigned; `effect` is absent when the effect itself had errors. */
interface Draft {
  readonly path: string;
  readonly explicitId: string | undefined;
  readonly explicitSource: string | undefined;
  readonly effect: Effect | undefined;
  readonly children: readonly Draft[];
}

type WithId = { id: string; source: string };

function parseEffects(ctx: Ctx, root: Obj): Effect[] {
  const list = optArray(ctx, root, 'effects', '');
  if (list === undefined) return [];
  const drafts = list.map((item, i) => parseEffect(ctx, item, index('effects', i), 0));
  assignIds(ctx, drafts);
  return drafts.flatMap((d) => (d.effect === undefined ? [] : [d.effect]));
}

/**
 * Spec §1: effect ids are unique over all effects, nested ones included. Explicit ids are claimed
 * first, then the missing ones are generated (`e1`, `e2`, … at top level, `{parent}.1`, … in `then`);
 * a generated id that is already taken is a duplicate at the effect that lacks an id.
 */
function assignIds(ctx: Ctx, top: readonly Draft[]): void {
  const taken = new Set<string>();
  const claim = (drafts: readonly Draft[]): void => {
    for (const d of drafts) {
      if (d.explicitId !== undefined) {
        if (taken.has(d.explicitId)) report(ctx, at(d.path, 'id'), 'duplicate-id', `effect id ${show(d.explicitId)} appears twice`);
        taken.add(d.explicitId);
      }
      claim(d.children);
    }
  };
  claim(top);
  const generate = (drafts: readonly Draft[], prefix: string): void => {
    drafts.forEach((d, i) => {
      let id = d.explicitId;
      if (id === undefined) {
        id = `${prefix}${i + 1}`;
        if (taken.has(id)) {
          report(ctx, d.path, 'duplicate-id', `this effect has no id and its generated id ${show(id)} is already used: give it an explicit id`);
        }
        taken.add(id);
      }
      if (d.effect !== undefined) {
        const target = d.effect as WithId;
        target.id = id;
        target.source = d.explicitSource ?? id;
      }
      generate(d.children, `${id}.`);
    });
  };
  generate(top, 'e');
}

function parseEffect(ctx: Ctx, raw: unknown, path: string, depth: number): Draft {
  const nested = depth > 0;
  const failed = (explicitId?: string, explicitSource?: string): Draft => ({ path, explicitId, explicitSource, effect: undefined, children: [] });
  if (!isObject(raw)) {
    report(ctx, path, 'not-object', `an effect must be an object, not ${show(raw)}`);
    return failed();
  }
  const explicitId = optId(ctx, raw, 'id', path);
  const explicitSource = optString(ctx, raw, 'source', path);
  const kindRaw = get(raw, 'kind');
  if (kindRaw === undefined) {
    report(ctx, at(path, 'kind'), 'missing-field', '"kind" is required');
    reportUnknownFields(ctx, raw, path, [...EFFECT_COMMON_FIELDS, ...ALL_EFFECT_FIELDS]);
    return failed(explicitId, explicitSource);
  }
  if (typeof kindRaw !== 'string') {
    report(ctx, at(path, 'kind'), 'wrong-type', `"kind" must be a string, not ${show(kindRaw)}`);
    return failed(explicitId, explicitSource);
  }
  if (!isEffectKind(kindRaw)) {
    report(ctx, at(path, 'kind'), 'unknown-kind', `unknown effect kind ${show(kindRaw)}; known kinds: ${EFFECT_KINDS.join(', ')}`);
    return failed(explicitId, explicitSource);
  }
  const kind = kindRaw;
  if (nested && !isRequirementKind(kind)) {
    report(ctx, at(path, 'kind'), 'not-a-requirement', `${show(kind)} is not a requirement; "then" holds only ${REQUIREMENT_KINDS.join(', ')}`);
    return failed(explicitId, explicitSource);
  }
  reportUnknownFields(ctx, raw, path, [...EFFECT_COMMON_FIELDS, ...EFFECT_FIELDS[kind]]);

  const errorsBefore = ctx.errors.length;
  // Placeholders: the real id and source are set by assignIds once every explicit id is known.
  const base = { id: '', source: '' };
  let effect: Effect | undefined;
  let children: Draft[] = [];
  const creatures = (required: boolean) => (required ? reqCreatureSel(ctx, raw, 'creatures', path) : optCreatureSel(ctx, raw, 'creatures', path));
  const defenders = () => optDefenderSel(ctx, raw, 'defenders', path);
  switch (kind) {
    case 'cantAttack':
    case 'mustAttack': {
      const c = creatures(true);
      const d = defenders();
      if (c !== undefined) effect = { ...base, kind, creatures: c, ...(d === undefined ? {} : { defenders: d }) };
      break;
    }
    case 'cantAttackAlone':
    case 'attacksAlone': {
      const c = creatures(true);
      if (c !== undefined) effect = { ...base, kind, creatures: c };
      break;
    }
    case 'maxAttackers': {
      const count = reqCount(ctx, raw, 'count', path);
      const c = creatures(false);
      const d = defenders();
      if (count !== undefined) {
        effect = { ...base, kind, count, ...(c === undefined ? {} : { creatures: c }), ...(d === undefined ? {} : { defenders: d }) };
      }
      break;
    }
    case 'cantAttackUnless': {
      const c = creatures(true);
      const others = reqCreatureSel(ctx, raw, 'others', path);
      const atLeast = optCount(ctx, raw, 'atLeast', path) ?? 1;
      if (c !== undefined && others !== undefined) effect = { ...base, kind, creatures: c, others, atLeast };
      break;
    }
    case 'atLeastOneAttacks': {
      const c = creatures(false);
      const d = defenders();
      effect = { ...base, kind, ...(c === undefined ? {} : { creatures: c }), ...(d === undefined ? {} : { defenders: d }) };
      break;
    }
    case 'goad': {
      const c = creatures(true);
      const by = reqPlayer(ctx, raw, 'by', path);
      if (c !== undefined && by !== undefined) effect = { ...base, kind, creatures: c, by };
      break;
    }
    case 'conditional': {
      const cond = parseIf(ctx, raw, path);
      const thenList = reqArray(ctx, raw, 'then', path);
      if (thenList !== undefined && depth + 1 >= MAX_NESTING) {
        report(ctx, at(path, 'then'), 'too-large', `conditionals may be nested at most ${MAX_NESTING} deep`);
        break;
      }
      children = (thenList ?? []).map((item, i) => parseEffect(ctx, item, index(at(path, 'then'), i), depth + 1));
      if (cond !== undefined && thenList !== undefined) {
        const then = children.flatMap((d) => (d.effect === undefined ? [] : [d.effect as RequirementEffect]));
        effect = { ...base, kind, if: cond, then };
      }
      break;
    }
    case 'attackCost': {
      const c = creatures(true);
      const d = defenders();
      const cost = parseCost(ctx, raw, path);
      if (c !== undefined && cost !== undefined) effect = { ...base, kind, creatures: c, ...(d === undefined ? {} : { defenders: d }), cost };
      break;
    }
  }
  if (ctx.errors.length > errorsBefore) effect = undefined;
  return { path, explicitId, explicitSource, effect, children };
}

/** Spec §2: `if` is exactly `{ anyAttacks: Sel }`. */
function parseIf(ctx: Ctx, o: Obj, path: string): { anyAttacks: CreatureSelector } | undefined {
  const p = at(path, 'if');
  const raw = get(o, 'if');
  if (raw === undefined) {
    report(ctx, p, 'missing-field', '"if" is required: { "anyAttacks": <creature selector> }');
    return undefined;
  }
  const cond = readObject(ctx, raw, p, IF_FIELDS);
  if (cond === undefined) return undefined;
  const anyAttacks = reqCreatureSel(ctx, cond, 'anyAttacks', p);
  return anyAttacks === undefined ? undefined : { anyAttacks };
}

function parseCost(ctx: Ctx, o: Obj, path: string): Cost | undefined {
  const p = at(path, 'cost');
  const raw = get(o, 'cost');
  if (raw === undefined) {
    report(ctx, p, 'missing-field', '"cost" is required');
    return undefined;
  }
  const c = readObject(ctx, raw, p, COST_FIELDS);
  if (c === undefined) return undefined;
  const mana = optString(ctx, c, 'mana', p);
  let manaSymbols: ManaSymbol[] = [];
  if (mana !== undefined) {
    const parsed = parseManaCost(mana);
    if (parsed.ok) manaSymbols = parsed.value;
    else report(ctx, at(p, 'mana'), 'bad-mana', `mana cost ${show(mana)}: ${parsed.error}`);
  }
  const life = optCount(ctx, c, 'life', p);
  const sacrifice = parsePermanentCost(ctx, c, 'sacrifice', p);
  const returnToHand = parsePermanentCost(ctx, c, 'returnToHand', p);
  const note = optString(ctx, c, 'note', p);
  const tapCreatures = parseTapCreatures(ctx, c, p);
  return {
    ...(mana === undefined ? {} : { mana }),
    manaSymbols,
    ...(life === undefined ? {} : { life }),
    ...(sacrifice === undefined ? {} : { sacrifice }),
    ...(returnToHand === undefined ? {} : { returnToHand }),
    ...(tapCreatures === undefined ? {} : { tapCreatures }),
    ...(note === undefined ? {} : { note }),
  };
}

/** `tapCreatures: { count, filter: Sel }` (spec §2): Hollow Warrior's "tap an untapped creature you control". */
function parseTapCreatures(ctx: Ctx, c: Obj, path: string): TapCreaturesCost | undefined {
  const raw = get(c, 'tapCreatures');
  if (raw === undefined) return undefined;
  const p = at(path, 'tapCreatures');
  const o = readObject(ctx, raw, p, TAP_COST_FIELDS);
  if (o === undefined) return undefined;
  const count = reqCount(ctx, o, 'count', p);
  const filter = reqCreatureSel(ctx, o, 'filter', p);
  return count === undefined || filter === undefined ? undefined : { count, filter };
}

function parsePermanentCost(ctx: Ctx, o: Obj, key: string, path: string): PermanentCost | undefined {
  const p = at(path, key);
  const raw = get(o, key);
  if (raw === undefined) return undefined;
  const c = readObject(ctx, raw, p, PERMANENT_COST_FIELDS);
  if (c === undefined) return undefined;
  const count = reqCount(ctx, c, 'count', p);
  const filterRaw = get(c, 'filter');
  let filter: PermanentFilter | undefined;
  if (filterRaw === undefined) report(ctx, at(p, 'filter'), 'missing-field', '"filter" is required (use {} for any permanent)');
  else filter = parsePermanentFilter(ctx, filterRaw, at(p, 'filter'));
  return count === undefined || filter === undefined ? undefined : { count, filter };
}

function parsePermanentFilter(ctx: Ctx, raw: unknown, path: string): PermanentFilter | undefined {
  const o = readObject(ctx, raw, path, PERMANENT_FILTER_FIELDS);
  if (o === undefined) return undefined;
  const ids = optStringArray(ctx, o, 'ids', path, (id, p) => {
    if (ctx.permanents !== null && !ctx.permanents.has(id)) {
      report(ctx, p, 'unknown-permanent', `no permanent in resources.permanents has id ${show(id)}`);
    }
  });
  const name = optString(ctx, o, 'name', path);
  const types = optStringArray(ctx, o, 'types', path);
  return {
    ...(ids === undefined ? {} : { ids }),
    ...(name === undefined ? {} : { name }),
    ...(types === undefined ? {} : { types }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Selectors (spec §1)

function reqCreatureSel(ctx: Ctx, o: Obj, key: string, path: string): CreatureSelector | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: a creature selector ({} for every creature)`);
    return undefined;
  }
  return optCreatureSel(ctx, o, key, path);
}

function optCreatureSel(ctx: Ctx, o: Obj, key: string, path: string): CreatureSelector | undefined {
  const raw = get(o, key);
  if (raw === undefined) return undefined;
  const p = at(path, key);
  const s = readObject(ctx, raw, p, CREATURE_SELECTOR_FIELDS);
  if (s === undefined) return undefined;
  const creatureRef = (id: string, ip: string): void => {
    if (ctx.creatures !== null && !ctx.creatures.has(id)) report(ctx, ip, 'unknown-creature', `no creature has id ${show(id)}`);
  };
  const ids = optStringArray(ctx, s, 'ids', p, creatureRef);
  const except = optStringArray(ctx, s, 'except', p, creatureRef);
  const name = optString(ctx, s, 'name', p);
  const controller = get(s, 'controller') === undefined ? undefined : reqPlayer(ctx, s, 'controller', p);
  const colors = optColors(ctx, s, 'colors', p);
  const colorless = optBoolean(ctx, s, 'colorless', p);
  const types = optStringArray(ctx, s, 'types', p);
  const counter = optString(ctx, s, 'counter', p);
  const counters = optCounterTest(ctx, s, p);
  const keywords = optKeywords(ctx, s, 'keywords', p);
  const notKeywords = optKeywords(ctx, s, 'notKeywords', p);
  const notColors = optColors(ctx, s, 'notColors', p);
  const notTypes = optStringArray(ctx, s, 'notTypes', p);
  const powerAtLeast = optInteger(ctx, s, 'powerAtLeast', p);
  const powerAtMost = optInteger(ctx, s, 'powerAtMost', p);
  return {
    ...(ids === undefined ? {} : { ids }),
    ...(except === undefined ? {} : { except }),
    ...(name === undefined ? {} : { name }),
    ...(controller === undefined ? {} : { controller }),
    ...(colors === undefined ? {} : { colors }),
    ...(colorless === undefined ? {} : { colorless }),
    ...(types === undefined ? {} : { types }),
    ...(counter === undefined ? {} : { counter }),
    ...(counters === undefined ? {} : { counters }),
    ...(keywords === undefined ? {} : { keywords }),
    ...(notKeywords === undefined ? {} : { notKeywords }),
    ...(notColors === undefined ? {} : { notColors }),
    ...(notTypes === undefined ? {} : { notTypes }),
    ...(powerAtLeast === undefined ? {} : { powerAtLeast }),
    ...(powerAtMost === undefined ? {} : { powerAtMost }),
  };
}

function optDefenderSel(ctx: Ctx, o: Obj, key: string, path: string): DefenderSelector | undefined {
  const raw = get(o, key);
  if (raw === undefined) return undefined;
  const p = at(path, key);
  const s = readObject(ctx, raw, p, DEFENDER_SELECTOR_FIELDS);
  if (s === undefined) return undefined;
  const ids = optStringArray(ctx, s, 'ids', p, (id, ip) => {
    // Spec §1: a defender is a planeswalker, a battle or an opponent; the active player is none.
    if (ctx.activePlayer !== null && id === ctx.activePlayer) {
      report(ctx, ip, 'unknown-defender', `${show(id)} is the active player, who cannot be attacked`);
    } else if (ctx.players?.has(id) === true || ctx.defenders?.has(id) === true) {
      return;
    } else if (ctx.players !== null && ctx.defenders !== null) {
      report(ctx, ip, 'unknown-defender', `no opponent, planeswalker or battle has id ${show(id)}`);
    }
  });
  const playerRef = (id: string, ip: string): void => checkPlayer(ctx, id, ip);
  const players = optStringArray(ctx, s, 'players', p, playerRef);
  const notPlayers = optStringArray(ctx, s, 'notPlayers', p, playerRef);
  const kinds = optArrayOf(ctx, s, 'kinds', p, (v, ip): DefenderKind | undefined => {
    if (typeof v !== 'string') {
      report(ctx, ip, 'wrong-type', `a defender kind must be a string, not ${show(v)}`);
      return undefined;
    }
    if (!(DEFENDER_KINDS as readonly string[]).includes(v)) {
      report(ctx, ip, 'bad-defender-kind', `defender kind ${show(v)} is not one of ${DEFENDER_KINDS.join(', ')}`);
      return undefined;
    }
    return v as DefenderKind;
  });
  return {
    ...(ids === undefined ? {} : { ids }),
    ...(players === undefined ? {} : { players }),
    ...(notPlayers === undefined ? {} : { notPlayers }),
    ...(kinds === undefined ? {} : { kinds }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Field readers. Each reports its own errors and returns undefined when the value is absent or bad.

function report(ctx: Ctx, path: string, code: BoardErrorCode, message: string): void {
  ctx.errors.push({ path, code, message });
}

/** Reads an object, reporting `not-object` and every field not in `allowed`. */
function readObject(ctx: Ctx, raw: unknown, path: string, allowed: readonly string[]): Obj | undefined {
  if (!isObject(raw)) {
    report(ctx, path, 'not-object', `${path === '' ? 'the board' : `"${path}"`} must be an object, not ${show(raw)}`);
    return undefined;
  }
  reportUnknownFields(ctx, raw, path, allowed);
  return raw;
}

function reportUnknownFields(ctx: Ctx, o: Obj, path: string, allowed: readonly string[]): void {
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key)) report(ctx, at(path, key), 'unknown-field', `unknown field ${show(key)}; allowed here: ${allowed.join(', ')}`);
  }
}

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own properties only: `{}` must not appear to have a `constructor` or `toString` field. */
function get(o: Obj, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

function reqString(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required`);
    return undefined;
  }
  return optString(ctx, o, key, path);
}

function optString(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  const v = get(o, key);
  if (v === undefined || typeof v === 'string') return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be a string, not ${show(v)}`);
  return undefined;
}

/**
 * An id: a non-empty string without `=`, `,` or white space. Declarations are written
 * `creature=defender` joined by commas (CLI --attack, spec §5 sort keys), so those characters would make
 * ids ambiguous there.
 */
function optId(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  const v = optString(ctx, o, key, path);
  if (v === '') {
    report(ctx, at(path, key), 'empty', `"${key}" must not be empty`);
    return undefined;
  }
  if (v !== undefined && !isIdText(v)) {
    report(ctx, at(path, key), 'bad-id', `${show(v)} is not a usable id: ids may not contain "=", "," or spaces`);
    return undefined;
  }
  return v;
}

export function isIdText(id: string): boolean {
  return id.length > 0 && !/[=,\s]/.test(id);
}

function reqId(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required`);
    return undefined;
  }
  return optId(ctx, o, key, path);
}

function checkPlayer(ctx: Ctx, id: string, path: string): void {
  if (ctx.players !== null && !ctx.players.has(id)) report(ctx, path, 'unknown-player', `${show(id)} is not one of the players`);
}

function reqPlayer(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  const id = reqString(ctx, o, key, path);
  if (id === undefined) return undefined;
  const before = ctx.errors.length;
  checkPlayer(ctx, id, at(path, key));
  return ctx.errors.length === before ? id : undefined;
}

function optBoolean(ctx: Ctx, o: Obj, key: string, path: string): boolean | undefined {
  const v = get(o, key);
  if (v === undefined || typeof v === 'boolean') return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be true or false, not ${show(v)}`);
  return undefined;
}

/** Power and the power bounds: any integer, negative included. */
function optInteger(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  const v = get(o, key);
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be an integer, not ${show(v)}`);
  return undefined;
}

/** Spec §1: a count must be a non-negative integer. A non-number is a type error; -1 or 1.5 is a bad count. */
function checkCount(ctx: Ctx, v: unknown, path: string): number | undefined {
  if (typeof v !== 'number') {
    report(ctx, path, 'wrong-type', `a count must be a number, not ${show(v)}`);
    return undefined;
  }
  if (!Number.isSafeInteger(v) || v < 0) {
    report(ctx, path, 'bad-count', `a count must be a non-negative integer, not ${show(v)}`);
    return undefined;
  }
  return v;
}

function optCount(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  const v = get(o, key);
  return v === undefined ? undefined : checkCount(ctx, v, at(path, key));
}

function reqCount(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: a non-negative integer`);
    return undefined;
  }
  return optCount(ctx, o, key, path);
}

function optArray(ctx: Ctx, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  const v = get(o, key);
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be an array, not ${show(v)}`);
  return undefined;
}

function reqArray(ctx: Ctx, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: an array`);
    return undefined;
  }
  return optArray(ctx, o, key, path);
}

/** An array whose items are each parsed by `item`; undefined when any item is bad. */
function optArrayOf<T>(ctx: Ctx, o: Obj, key: string, path: string, item: (v: unknown, path: string) => T | undefined): T[] | undefined {
  const list = optArray(ctx, o, key, path);
  if (list === undefined) return undefined;
  const out: T[] = [];
  let bad = false;
  list.forEach((v, i) => {
    const parsed = item(v, index(at(path, key), i));
    if (parsed === undefined) bad = true;
    else out.push(parsed);
  });
  return bad ? undefined : out;
}

/** An array of strings; `check` may report more (an id that names nothing). */
function optStringArray(ctx: Ctx, o: Obj, key: string, path: string, check?: (s: string, path: string) => void): string[] | undefined {
  return optArrayOf(ctx, o, key, path, (v, p) => {
    if (typeof v !== 'string') {
      report(ctx, p, 'wrong-type', `expected a string, not ${show(v)}`);
      return undefined;
    }
    check?.(v, p);
    return v;
  });
}

/** Keywords are lower-case words ("flying", "first strike"), so a board cannot say "Flying" and miss. */
function optKeywords(ctx: Ctx, o: Obj, key: string, path: string): string[] | undefined {
  return optArrayOf(ctx, o, key, path, (v, p): string | undefined => {
    if (typeof v !== 'string') {
      report(ctx, p, 'wrong-type', `a keyword must be a string, not ${show(v)}`);
      return undefined;
    }
    if (v === '' || v !== v.toLowerCase()) {
      report(ctx, p, 'bad-keyword', `keyword ${show(v)} must be a non-empty lower-case word, e.g. "flying"`);
      return undefined;
    }
    return v;
  });
}

/** Selector `counters` (spec §1): `{ "name"?, "atLeast"? (default 1), "atMost"? }`. */
function optCounterTest(ctx: Ctx, s: Obj, path: string): CounterTest | undefined {
  const raw = get(s, 'counters');
  if (raw === undefined) return undefined;
  const p = at(path, 'counters');
  const o = readObject(ctx, raw, p, COUNTER_TEST_FIELDS);
  if (o === undefined) return undefined;
  const name = optString(ctx, o, 'name', p);
  const atLeast = optCount(ctx, o, 'atLeast', p) ?? 1;
  const atMost = optCount(ctx, o, 'atMost', p);
  if (atMost !== undefined && atMost < atLeast) {
    report(ctx, at(p, 'atMost'), 'bad-count', `atMost (${atMost}) is below atLeast (${atLeast})`);
    return undefined;
  }
  return { ...(name === undefined ? {} : { name }), atLeast, ...(atMost === undefined ? {} : { atMost }) };
}

function optColors(ctx: Ctx, o: Obj, key: string, path: string): Color[] | undefined {
  return optArrayOf(ctx, o, key, path, (v, p): Color | undefined => {
    if (typeof v !== 'string') {
      report(ctx, p, 'wrong-type', `a color must be a string, not ${show(v)}`);
      return undefined;
    }
    if (!(COLORS as readonly string[]).includes(v)) {
      report(ctx, p, 'bad-color', `unknown color ${show(v)}: colors are W, U, B, R, G`);
      return undefined;
    }
    return v as Color;
  });
}

const isEffectKind = (s: string): s is EffectKind => (EFFECT_KINDS as readonly string[]).includes(s);
const isRequirementKind = (s: string): boolean => (REQUIREMENT_KINDS as readonly string[]).includes(s);
const isManaLetter = (s: string): s is ManaLetter => (MANA_LETTERS as readonly string[]).includes(s);

// ---------------------------------------------------------------------------------------------------
// Paths and messages

/** `a` + `b` → `a.b`; a key that is not a plain name is quoted: `counters["+1/+1"]`. */
function at(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function index(path: string, i: number): string {
  return `${path}[${i}]`;
}

/** A short, safe rendering of any value for a message (never throws: cycles, bigints, symbols). */
function show(v: unknown): string {
  let text: string;
  try {
    if (v === undefined) text = 'undefined';
    else if (typeof v === 'bigint') text = `${v.toString()}n`;
    else if (typeof v === 'symbol' || typeof v === 'function') text = typeof v;
    else if (typeof v === 'number' && !Number.isFinite(v)) text = String(v);
    else text = JSON.stringify(v) ?? typeof v;
  } catch {
    text = Array.isArray(v) ? 'an array' : typeof v;
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeThrown(e: unknown): string {
  return e instanceof Error ? e.message : show(e);
}
