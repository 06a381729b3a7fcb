/**
 * The field readers of a board parse (spec §1 "Validation is strict"): each reads one field of a JSON
 * object, reports its own errors with their JSON path into the parse's context, and returns undefined
 * when the value is absent or bad, so that one parse collects every problem at once.
 */
import type { BoardError, CounterTest } from './board.ts';
import { COLORS, EFFECT_KINDS, MANA_LETTERS, REQUIREMENT_KINDS, type BoardErrorCode, type Color, type EffectKind, type ManaLetter } from './board-format.ts';
import { COUNTER_TEST_FIELDS } from './board-fields.ts';

export type Obj = Readonly<Record<string, unknown>>;

/** The error sink of one parse, and the names known so far that later parts are checked against. */
export interface Ctx {
  readonly errors: BoardError[];
  /** `null` when the list itself was unusable: membership checks are skipped instead of cascading. */
  players: ReadonlySet<string> | null;
  activePlayer: string | null;
  creatures: ReadonlySet<string> | null;
  /** Planeswalker and battle ids (players are checked through `players`). */
  defenders: ReadonlySet<string> | null;
  permanents: ReadonlySet<string> | null;
}

// ---------------------------------------------------------------------------------------------------
// Field readers. Each reports its own errors and returns undefined when the value is absent or bad.

export function report(ctx: Ctx, path: string, code: BoardErrorCode, message: string): void {
  ctx.errors.push({ path, code, message });
}

/** Reads an object, reporting `not-object` and every field not in `allowed`. */
export function readObject(ctx: Ctx, raw: unknown, path: string, allowed: readonly string[]): Obj | undefined {
  if (!isObject(raw)) {
    report(ctx, path, 'not-object', `${path === '' ? 'the board' : `"${path}"`} must be an object, not ${show(raw)}`);
    return undefined;
  }
  reportUnknownFields(ctx, raw, path, allowed);
  return raw;
}

export function reportUnknownFields(ctx: Ctx, o: Obj, path: string, allowed: readonly string[]): void {
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key)) report(ctx, at(path, key), 'unknown-field', `unknown field ${show(key)}; allowed here: ${allowed.join(', ')}`);
  }
}

export function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own properties only: `{}` must not appear to have a `constructor` or `toString` field. */
export function get(o: Obj, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

export function reqString(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required`);
    return undefined;
  }
  return optString(ctx, o, key, path);
}

export function optString(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
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
export function optId(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
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

export function reqId(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required`);
    return undefined;
  }
  return optId(ctx, o, key, path);
}

export function checkPlayer(ctx: Ctx, id: string, path: string): void {
  if (ctx.players !== null && !ctx.players.has(id)) report(ctx, path, 'unknown-player', `${show(id)} is not one of the players`);
}

export function reqPlayer(ctx: Ctx, o: Obj, key: string, path: string): string | undefined {
  const id = reqString(ctx, o, key, path);
  if (id === undefined) return undefined;
  const before = ctx.errors.length;
  checkPlayer(ctx, id, at(path, key));
  return ctx.errors.length === before ? id : undefined;
}

export function optBoolean(ctx: Ctx, o: Obj, key: string, path: string): boolean | undefined {
  const v = get(o, key);
  if (v === undefined || typeof v === 'boolean') return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be true or false, not ${show(v)}`);
  return undefined;
}

/** Power and the power bounds: any integer, negative included. */
export function optInteger(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  const v = get(o, key);
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be an integer, not ${show(v)}`);
  return undefined;
}

/** Spec §1: a count must be a non-negative integer. A non-number is a type error; -1 or 1.5 is a bad count. */
export function checkCount(ctx: Ctx, v: unknown, path: string): number | undefined {
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

export function optCount(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  const v = get(o, key);
  return v === undefined ? undefined : checkCount(ctx, v, at(path, key));
}

export function reqCount(ctx: Ctx, o: Obj, key: string, path: string): number | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: a non-negative integer`);
    return undefined;
  }
  return optCount(ctx, o, key, path);
}

export function optArray(ctx: Ctx, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  const v = get(o, key);
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v;
  report(ctx, at(path, key), 'wrong-type', `"${key}" must be an array, not ${show(v)}`);
  return undefined;
}

export function reqArray(ctx: Ctx, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: an array`);
    return undefined;
  }
  return optArray(ctx, o, key, path);
}

/** An array whose items are each parsed by `item`; undefined when any item is bad. */
export function optArrayOf<T>(ctx: Ctx, o: Obj, key: string, path: string, item: (v: unknown, path: string) => T | undefined): T[] | undefined {
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
export function optStringArray(ctx: Ctx, o: Obj, key: string, path: string, check?: (s: string, path: string) => void): string[] | undefined {
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
export function optKeywords(ctx: Ctx, o: Obj, key: string, path: string): string[] | undefined {
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
export function optCounterTest(ctx: Ctx, s: Obj, path: string): CounterTest | undefined {
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

export function optColors(ctx: Ctx, o: Obj, key: string, path: string): Color[] | undefined {
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

export const isEffectKind = (s: string): s is EffectKind => (EFFECT_KINDS as readonly string[]).includes(s);
export const isRequirementKind = (s: string): boolean => (REQUIREMENT_KINDS as readonly string[]).includes(s);
export const isManaLetter = (s: string): s is ManaLetter => (MANA_LETTERS as readonly string[]).includes(s);

// ---------------------------------------------------------------------------------------------------
// Paths and messages

/** `a` + `b` → `a.b`; a key that is not a plain name is quoted: `counters["+1/+1"]`. */
export function at(path: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

export function index(path: string, i: number): string {
  return `${path}[${i}]`;
}

/** A short, safe rendering of any value for a message (never throws: cycles, bigints, symbols). */
export function show(v: unknown): string {
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

export function describeThrown(e: unknown): string {
  return e instanceof Error ? e.message : show(e);
}
