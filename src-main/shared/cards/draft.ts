/**
 * Building a board from presets: a fresh draft, param checking, placing a preset's output under
 * unused ids, removing a creature with what hangs on it, and retargeting an effect at chosen creatures
 * (the article's calculator). Every function returns a new draft; none mutates its input.
 */
import { parseManaCost } from '#shared/engine/mana';
import { isIdText } from '#shared/engine/parse-board';
import { err, ok, type Result } from '#shared/engine/result';
import { BOARD_FORMAT, COLORS } from '#shared/engine/board-format';
import { BLOCK_BOARD_FORMAT } from '#shared/engine/block/block-format';
import { BLOCK_PRESETS, CARD_PRESETS, findPreset } from './presets.ts';
import type {
  BoardDraft,
  CardPreset,
  DraftCreature,
  DraftEffect,
  JsonObject,
  JsonValue,
  PresetError,
  PresetOutput,
  PresetParams,
  ResolvedParams,
} from './preset-model.ts';

/** An empty board: these players (at least two, checked by parseBoard), no creatures, no effects. */
export function makeBoardDraft(players: readonly string[], activePlayer: string): BoardDraft {
  return { format: BOARD_FORMAT, players: [...players], activePlayer, creatures: [], effects: [] };
}

/**
 * An empty block-board/1 draft (docs/block-board-v1.md §1): `activePlayer` attacks, `defendingPlayer`
 * declares blockers. Attacking creatures are added by creature presets with their `attacking` param.
 */
export function makeBlockBoardDraft(players: readonly string[], activePlayer: string, defendingPlayer: string): BoardDraft {
  return { format: BLOCK_BOARD_FORMAT, players: [...players], activePlayer, defendingPlayer, creatures: [], effects: [] };
}

const opponents = (board: BoardDraft): string[] => board.players.filter((p) => p !== board.activePlayer);

/** What a creature may attack on a block board: an opponent of the active player, or a planeswalker or battle. */
function attackable(board: BoardDraft, target: string): boolean {
  if (target !== board.activePlayer && board.players.includes(target)) return true;
  return (board.defenders ?? []).some((d) => d.id === target);
}

/** Check `params` against the preset's specs and fill defaults. Every problem is reported. */
export function resolveParams(preset: CardPreset, board: BoardDraft, params: PresetParams = {}): Result<ResolvedParams, PresetError[]> {
  const errors: PresetError[] = [];
  const out: Record<string, string | number> = {};
  const known = new Set(preset.params.map((s) => s.name));
  for (const key of Object.keys(params)) {
    if (!known.has(key)) errors.push({ code: 'unknown-param', param: key, message: `${preset.name} has no param "${key}"` });
  }
  for (const spec of preset.params) {
    const given = Object.hasOwn(params, spec.name) ? params[spec.name] : undefined;
    const fail = (code: PresetError['code'], message: string): void => {
      errors.push({ code, param: spec.name, message: `${spec.label}: ${message}` });
    };
    switch (spec.type) {
      case 'count':
      case 'number': {
        const v = given ?? spec.default;
        if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < spec.min || v > spec.max) {
          fail('bad-param', `must be an integer from ${spec.min} to ${spec.max}, not ${JSON.stringify(v)}`);
        } else out[spec.name] = v;
        break;
      }
      case 'player': {
        const v = given ?? (spec.default === 'active' ? board.activePlayer : (board.defendingPlayer ?? board.activePlayer));
        if (typeof v !== 'string' || !board.players.includes(v)) fail('unknown-player', `${JSON.stringify(v)} is not one of the players`);
        else out[spec.name] = v;
        break;
      }
      case 'opponent': {
        const v = given ?? opponents(board)[0];
        if (typeof v !== 'string' || !board.players.includes(v)) fail('unknown-player', `${JSON.stringify(v)} is not one of the players`);
        else if (v === board.activePlayer) fail('not-an-opponent', `${v} is the active player, not an opponent`);
        else out[spec.name] = v;
        break;
      }
      case 'creatureRef': {
        if (given === undefined) {
          if (spec.optional !== true) fail('missing-param', 'choose a creature');
        } else if (typeof given !== 'string' || !board.creatures.some((c) => c.id === given)) {
          fail('unknown-creature', `no creature has id ${JSON.stringify(given)}`);
        } else out[spec.name] = given;
        break;
      }
      case 'color': {
        const v = given ?? spec.default;
        if (typeof v !== 'string' || !(COLORS as readonly string[]).includes(v))
          fail('bad-param', `must be one of ${COLORS.join(', ')}, not ${JSON.stringify(v)}`);
        else out[spec.name] = v;
        break;
      }
      case 'attackTarget': {
        if (given === undefined) break;
        if (typeof given !== 'string' || !attackable(board, given)) {
          fail('bad-param', `${JSON.stringify(given)} is neither an opponent of the active player nor a planeswalker or battle on the board`);
        } else out[spec.name] = given;
        break;
      }
      case 'manaCost': {
        const v = given ?? spec.default;
        const parsed = typeof v === 'string' ? parseManaCost(v) : undefined;
        if (parsed === undefined || !parsed.ok)
          fail('bad-param', `${JSON.stringify(v)} is not a mana cost like {2}{W/P}${parsed && !parsed.ok ? ` (${parsed.error})` : ''}`);
        else out[spec.name] = v as string;
        break;
      }
    }
  }
  return errors.length > 0 ? err(errors) : ok(out);
}

export interface ApplyOptions {
  /** The new creature's id (creature presets) or the effects' id prefix; default: an unused slug of the preset id. */
  readonly id?: string;
  /**
   * Fields to set on the new creature over the card's printed ones, e.g. `{ counters: { magnet: 1 } }`
   * for Magnetic Web, `{ sick: true }`, `{ colors: ['B'] }` for a recolored Bear Cub.
   */
  readonly creature?: Partial<Omit<DraftCreature, 'id'>>;
}

export interface Applied {
  readonly board: BoardDraft;
  readonly added: PresetOutput;
}

/** Every id a new creature, effect or instance must avoid: players, creatures, defenders, effects and effect instance prefixes. */
export function takenIds(board: BoardDraft): Set<string> {
  const taken = new Set<string>([...board.players, ...board.creatures.map((c) => c.id)]);
  for (const d of board.defenders ?? []) if (typeof d.id === 'string') taken.add(d.id);
  for (const l of board.lands ?? []) taken.add(l.id);
  for (const e of board.effects) {
    taken.add(e.id);
    const dot = e.id.indexOf('.');
    if (dot > 0) taken.add(e.id.slice(0, dot));
  }
  return taken;
}

/** `base`, or `base-2`, `base-3`, … the first one not taken. */
export function unusedId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Add a preset to a draft. Creature presets place the creature at `id` and its own effects at
 * `<id>.1`, `<id>.2`, …; other presets place their effects at `<instance>.1`, … with an instance id
 * that names no creature, player or earlier instance, so `removeCreature` never mistakes them.
 */
export function applyPreset(
  board: BoardDraft,
  presetOrId: CardPreset | string,
  params: PresetParams = {},
  options: ApplyOptions = {},
): Result<Applied, PresetError[]> {
  const preset = typeof presetOrId === 'string' ? findPreset(presetOrId, board.format) : presetOrId;
  if (preset === undefined) return err([{ code: 'unknown-preset', param: '', message: `no ${board.format} card preset has id ${JSON.stringify(presetOrId)}` }]);
  if (preset.format !== board.format) {
    return err([{ code: 'wrong-format', param: '', message: `${preset.name} (${preset.id}) writes ${preset.format} boards, not ${board.format}` }]);
  }
  const resolved = resolveParams(preset, board, params);
  if (!resolved.ok) return resolved;
  const taken = takenIds(board);
  let id = options.id;
  if (id !== undefined) {
    if (!isIdText(id) || id.includes('.')) {
      return err([{ code: 'bad-id', param: 'id', message: `${JSON.stringify(id)} is not a usable id: no ".", "=", "," or spaces` }]);
    }
    if (taken.has(id)) return err([{ code: 'duplicate-id', param: 'id', message: `the id ${JSON.stringify(id)} is already used on this board` }]);
  } else id = unusedId(preset.id, taken);
  const out = preset.apply(board, resolved.value, { self: id, instance: id });
  const placed = options.creature === undefined ? out.creatures : out.creatures.map((c) => ({ ...c, ...options.creature, id: c.id }));
  const creatures = withGrants(board, placed);
  const added: PresetOutput = {
    creatures,
    effects: out.effects,
    ...(out.defenders === undefined ? {} : { defenders: out.defenders }),
    ...(out.mana === undefined ? {} : { mana: out.mana }),
    ...(out.lands === undefined ? {} : { lands: out.lands }),
    ...(out.removesEffects === undefined ? {} : { removesEffects: out.removesEffects }),
    ...(out.updatesCreatures === undefined ? {} : { updatesCreatures: out.updatesCreatures }),
  };
  const removed = new Set(out.removesEffects ?? []);
  const updated = new Map((out.updatesCreatures ?? []).map((c) => [c.id, c]));
  return ok({
    board: {
      ...board,
      ...(out.defenders === undefined ? {} : { defenders: [...(board.defenders ?? []), ...out.defenders] }),
      ...(out.mana === undefined || board.resources === undefined ? {} : { resources: withMana(board.resources, out.mana) }),
      ...(out.lands === undefined ? {} : { lands: [...(board.lands ?? []), ...out.lands] }),
      creatures: [...board.creatures.map((c) => updated.get(c.id) ?? c), ...added.creatures],
      effects: [...board.effects.filter((e) => !removed.has(e.id)), ...added.effects],
    },
    added,
  });
}

/**
 * New creatures under the static abilities of cards already on the board (`CardPreset.grants`):
 * Hellraiser Goblin's haste reaches a creature its controller gets after it (CR 611.3a: a static
 * ability applies to every object it covers, whenever it arrives).
 */
function withGrants(board: BoardDraft, creatures: readonly DraftCreature[]): readonly DraftCreature[] {
  const library: readonly CardPreset[] = board.format === 'block-board/1' ? BLOCK_PRESETS : CARD_PRESETS;
  const granting = board.effects.flatMap((e) => {
    const preset = library.find((p) => p.grants !== undefined && p.name === e.source);
    return preset === undefined ? [] : [(c: DraftCreature) => preset.grants!(c, e)];
  });
  return granting.length === 0 ? creatures : creatures.map((c) => granting.reduce((acc, grant) => grant(acc), c));
}

function withMana(resources: JsonObject, entries: readonly JsonObject[]): JsonObject {
  const mana = Array.isArray(resources.mana) ? (resources.mana as readonly JsonValue[]) : [];
  return { ...resources, mana: [...mana, ...entries] };
}

/** The resources without the mana entries of a creature that leaves (`from` is its id). */
function withoutManaOf(resources: JsonObject | undefined, creatureId: string): JsonObject | undefined {
  if (resources === undefined || !Array.isArray(resources.mana)) return resources;
  const mana = (resources.mana as readonly JsonValue[]).filter((m) => !(isObj(m) && m.from === creatureId));
  return { ...resources, mana };
}

// ---------------------------------------------------------------------------------------------------
// Removing a creature

type Sel = Readonly<Record<string, JsonValue>>;

const isObj = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The selector without `id`; `emptied` when its `ids` list named only removed creatures. */
function dropFromSelector(sel: JsonValue | undefined, id: string): { sel: JsonValue | undefined; emptied: boolean } {
  if (!isObj(sel)) return { sel, emptied: false };
  const out: Record<string, JsonValue> = { ...sel };
  let emptied = false;
  if (Array.isArray(sel.ids)) {
    const ids = (sel.ids as readonly JsonValue[]).filter((x) => x !== id);
    out.ids = ids;
    emptied = ids.length === 0;
  }
  if (Array.isArray(sel.except)) {
    const except = (sel.except as readonly JsonValue[]).filter((x) => x !== id);
    // `except: []` excludes nothing, the same as no `except` at all.
    if (except.length === 0) delete out.except;
    else out.except = except;
  }
  return { sel: out as Sel, emptied };
}

/**
 * The effect with the creature's id taken out of its selectors, or undefined when the effect is left
 * with no subject and means nothing any more (see docs/card-presets.md, "Removing a creature").
 */
function dropFromEffect(effect: JsonObject, id: string): JsonObject | undefined {
  const out: Record<string, JsonValue> = { ...effect };
  if (effect.creatures !== undefined) {
    const r = dropFromSelector(effect.creatures, id);
    // Its subjects were all the removed creature: a restriction, requirement or cost on no creature.
    if (r.emptied) return undefined;
    if (r.sel !== undefined) out.creatures = r.sel;
  }
  if (effect.attackers !== undefined) {
    // A block board's attacking-creature selector (block-board/1 §1.3): a Lure or provoke on the removed
    // attacker means nothing any more.
    const r = dropFromSelector(effect.attackers, id);
    if (r.emptied) return undefined;
    if (r.sel !== undefined) out.attackers = r.sel;
  }
  if (effect.others !== undefined) {
    // Kept even when emptied: `others: {ids: []}` still means "unless a creature that is gone attacks", i.e. never.
    const r = dropFromSelector(effect.others, id);
    if (r.sel !== undefined) out.others = r.sel;
  }
  if (isObj(effect.if)) {
    const r = dropFromSelector(effect.if.anyAttacks, id);
    // The condition can never hold again: the conditional never turns on (spec §2).
    if (r.emptied) return undefined;
    out.if = { ...effect.if, ...(r.sel === undefined ? {} : { anyAttacks: r.sel }) };
  }
  if (Array.isArray(effect.then)) {
    const then: JsonValue[] = [];
    for (const t of effect.then as readonly JsonValue[]) {
      const kept = isObj(t) ? dropFromEffect(t, id) : t;
      if (kept !== undefined) then.push(kept);
    }
    if (then.length === 0) return undefined;
    out.then = then;
  }
  return out;
}

/**
 * The draft without the creature: its own effects (ids `<creatureId>.<n>`) go, its id leaves every
 * selector, and an effect whose `ids` list named only it (an aura on it, its goad) goes too.
 * Unknown ids leave the draft unchanged.
 */
export function removeCreature(board: BoardDraft, creatureId: string): BoardDraft {
  const own = `${creatureId}.`;
  const effects: DraftEffect[] = [];
  for (const e of board.effects) {
    if (typeof e.id === 'string' && e.id.startsWith(own)) continue;
    const kept = dropFromEffect(e, creatureId);
    if (kept !== undefined) effects.push(kept as DraftEffect);
  }
  const resources = withoutManaOf(board.resources, creatureId);
  return { ...board, creatures: board.creatures.filter((c) => c.id !== creatureId), effects, ...(resources === undefined ? {} : { resources }) };
}

/** The draft without one effect (by id); a creature preset's creature stays. */
export function removeEffect(board: BoardDraft, effectId: string): BoardDraft {
  return { ...board, effects: board.effects.filter((e) => e.id !== effectId) };
}

// ---------------------------------------------------------------------------------------------------
// Retargeting

export interface CreatureTarget {
  /** Every creature with one of these names (one effect per name: a selector has one `name`). */
  readonly names?: readonly string[];
  /** These creatures (one effect for all of them). */
  readonly ids?: readonly string[];
}

/** A placeholder creature id the preset is applied to before its selectors are retargeted. */
const SUBJECT = '\u0000subject';

function isSubject(v: JsonValue | undefined): boolean {
  return isObj(v) && Object.keys(v).length === 1 && Array.isArray(v.ids) && v.ids.length === 1 && v.ids[0] === SUBJECT;
}

function mentionsSubject(v: JsonValue | undefined): boolean {
  if (Array.isArray(v)) return v.some((x: JsonValue) => mentionsSubject(x));
  if (isObj(v)) return Object.values(v).some((x) => mentionsSubject(x));
  return v === SUBJECT;
}

function retarget(v: JsonValue, target: JsonObject): JsonValue {
  if (isSubject(v)) return target;
  if (Array.isArray(v)) return v.map((x: JsonValue) => retarget(x, target));
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, retarget(x, target)]));
  return v;
}

/**
 * An ability preset that gives the chosen creatures what `preset` gives its subject: a creature
 * preset's own effects ("must attack" like Crazed Goblin), or an aura's or goad's effects on its
 * creature. The subject's `{ids: [self]}` selectors become `{name}` for each name and `{ids}` for the
 * chosen creatures. A preset with no subject (Propaganda, Crawlspace) is refused: `no-subject`.
 */
export function applyToCreatures(preset: CardPreset, target: CreatureTarget): Result<CardPreset, PresetError[]> {
  const refParam = preset.params.find((s) => s.type === 'creatureRef');
  const selectors: JsonObject[] = [
    ...(target.names ?? []).map((name): JsonObject => ({ name })),
    ...(target.ids !== undefined && target.ids.length > 0 ? [{ ids: [...target.ids] }] : []),
  ];
  if (selectors.length === 0) return err([{ code: 'missing-param', param: '', message: 'choose at least one creature name or creature' }]);
  const probe = (board: BoardDraft, params: ResolvedParams) => {
    const withSubject: BoardDraft = {
      ...board,
      creatures: [...board.creatures, { id: SUBJECT, name: SUBJECT, controller: board.activePlayer }],
    };
    const p = refParam === undefined ? params : { ...params, [refParam.name]: SUBJECT };
    return preset.apply(withSubject, p, { self: SUBJECT, instance: SUBJECT }).effects;
  };
  const params = preset.params.filter((s) => s !== refParam);
  const names = [...(target.names ?? []), ...(target.ids ?? [])].join(', ');
  const derived: CardPreset = {
    id: `${preset.id}-on-creatures`,
    name: preset.name,
    kind: 'ability',
    format: preset.format,
    summary: `${preset.name}'s effect on ${names}.`,
    colors: preset.colors,
    types: preset.types,
    tags: preset.tags,
    params,
    apply(board, resolved, at) {
      const effects = probe(board, resolved);
      const out: DraftEffect[] = [];
      for (const sel of selectors) {
        for (const e of effects) {
          const { id: _id, ...rest } = e;
          out.push({ ...(retarget(rest, sel) as JsonObject), id: `${at.instance}.${out.length + 1}` } as DraftEffect);
        }
      }
      return { creatures: [], effects: out };
    },
  };
  // Probe once on a two-player board: a preset whose effects never name the subject has none to retarget.
  const sample = makeBoardDraft(['p1', 'p2'], 'p1');
  const sampleParams = resolveParams(derived, sample, {});
  const hasSubject = sampleParams.ok ? probe(sample, sampleParams.value).some((e) => mentionsSubject(e)) : refParam !== undefined;
  if (!hasSubject) return err([{ code: 'no-subject', param: '', message: `${preset.name} does not apply to particular creatures` }]);
  return ok(derived);
}
