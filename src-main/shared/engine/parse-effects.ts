/**
 * The effects of attack-board/1 (spec §2): restrictions, requirements, costs and conditionals, each
 * checked against the names the board parse has collected so far.
 */
import type { Cost, CreatureSelector, Effect, ManaSymbol, PermanentCost, PermanentFilter, RequirementEffect, TapCreaturesCost } from './board.ts';
import { EFFECT_KINDS, REQUIREMENT_KINDS } from './board-format.ts';
import { parseManaCost } from './mana.ts';
import {
  ALL_EFFECT_FIELDS,
  COST_FIELDS,
  EFFECT_COMMON_FIELDS,
  EFFECT_FIELDS,
  IF_FIELDS,
  PERMANENT_COST_FIELDS,
  PERMANENT_FILTER_FIELDS,
  TAP_COST_FIELDS,
} from './board-fields.ts';
import {
  at,
  type Ctx,
  get,
  index,
  isEffectKind,
  isObject,
  isRequirementKind,
  type Obj,
  optArray,
  optCount,
  optId,
  optString,
  optStringArray,
  readObject,
  report,
  reportUnknownFields,
  reqArray,
  reqCount,
  reqPlayer,
  show,
} from './board-readers.ts';
import { optCreatureSel, optDefenderSel, reqCreatureSel } from './parse-selectors.ts';

/** Conditionals nested deeper than this are refused rather than recursed into without bound. */
export const MAX_NESTING = 16;

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

export function parseEffects(ctx: Ctx, root: Obj): Effect[] {
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

export function parseCost(ctx: Ctx, o: Obj, path: string): Cost | undefined {
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
