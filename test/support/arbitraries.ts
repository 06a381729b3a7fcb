/**
 * fast-check arbitraries for RAW attack-board/1 boards: plain JSON objects as a file or a quiz pack
 * would hold them (spec §1–§4), valid by construction, for property tests and benches.
 *
 * Boards are small by default (1–5 eligible creatures, 1–3 opponents, 0–2 planeswalkers/battles,
 * 0–6 effects) because property tests compare the engine against a brute-force oracle that walks every
 * declaration: a board with n eligible creatures and d attackable defenders has (d+1)^n of them.
 *
 * Ids are fixed patterns so that a failing sample reads easily: the active player is `you`, opponents
 * `opp1`…, creatures `c1`…, planeswalkers `pw1`…, battles `bt1`…, permanents `perm1`…, explicit effect
 * ids `fx1`… (never `eN`, which the parser generates for effects without an id, spec §1).
 */
import fc from 'fast-check';
import { COLORS, type Color, type DefenderKind } from '#shared/engine/board-format';

// ---------------------------------------------------------------------------------------------------
// The raw (JSON) shape of attack-board/1. Optional fields are omitted, never `undefined`, so a value
// survives JSON.stringify/parse unchanged.

export interface RawCreatureSelector {
  ids?: string[];
  except?: string[];
  name?: string;
  controller?: string;
  colors?: Color[];
  colorless?: boolean;
  types?: string[];
  counter?: string;
  powerAtLeast?: number;
  powerAtMost?: number;
}

export interface RawDefenderSelector {
  ids?: string[];
  players?: string[];
  notPlayers?: string[];
  kinds?: DefenderKind[];
}

export interface RawPermanentFilter {
  ids?: string[];
  name?: string;
  types?: string[];
}

export interface RawPermanentCost {
  count: number;
  filter: RawPermanentFilter;
}

export interface RawCost {
  mana?: string;
  life?: number;
  sacrifice?: RawPermanentCost;
  returnToHand?: RawPermanentCost;
  note?: string;
}

interface RawEffectBase {
  id?: string;
  source?: string;
}

export type RawRequirement =
  | (RawEffectBase & { kind: 'mustAttack'; creatures: RawCreatureSelector; defenders?: RawDefenderSelector })
  | (RawEffectBase & { kind: 'atLeastOneAttacks'; creatures?: RawCreatureSelector; defenders?: RawDefenderSelector })
  | (RawEffectBase & { kind: 'goad'; creatures: RawCreatureSelector; by: string })
  | (RawEffectBase & { kind: 'conditional'; if: { anyAttacks: RawCreatureSelector }; then: RawRequirement[] });

export type RawRestriction =
  | (RawEffectBase & { kind: 'cantAttack'; creatures: RawCreatureSelector; defenders?: RawDefenderSelector })
  | (RawEffectBase & { kind: 'cantAttackAlone'; creatures: RawCreatureSelector })
  | (RawEffectBase & { kind: 'attacksAlone'; creatures: RawCreatureSelector })
  | (RawEffectBase & { kind: 'maxAttackers'; count: number; creatures?: RawCreatureSelector; defenders?: RawDefenderSelector })
  | (RawEffectBase & { kind: 'cantAttackUnless'; creatures: RawCreatureSelector; others: RawCreatureSelector; atLeast?: number });

export type RawAttackCost = RawEffectBase & {
  kind: 'attackCost';
  creatures: RawCreatureSelector;
  defenders?: RawDefenderSelector;
  cost: RawCost;
};

export type RawEffect = RawRestriction | RawRequirement | RawAttackCost;

export interface RawCreature {
  id: string;
  name: string;
  controller: string;
  colors?: Color[];
  types?: string[];
  power?: number;
  toughness?: number;
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
}

export interface RawDefender {
  id: string;
  kind: 'planeswalker' | 'battle';
  player: string;
  name: string;
}

export interface RawPermanent {
  id: string;
  name: string;
  types: string[];
}

export interface RawResources {
  /** One string a source, e.g. "RG" (R or G), "C" (colorless). */
  mana: string[];
  life?: number;
  permanents?: RawPermanent[];
}

export interface RawBoard {
  format: 'attack-board/1';
  players: string[];
  activePlayer: string;
  attackMultiplePlayers?: boolean;
  defendingPlayer?: string;
  defenders?: RawDefender[];
  creatures: RawCreature[];
  effects: RawEffect[];
  resources?: RawResources;
}

export interface RawDeclaration {
  attacks: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------
// Options

export interface BoardOptions {
  /** Eligible creatures (controlled by `you`, untapped, not sick). Default 1. */
  minCreatures?: number;
  /** Default 5. Up to two ineligible creatures come on top (see `ineligible`). */
  maxCreatures?: number;
  /** Default 1. */
  minOpponents?: number;
  /** Default 3. */
  maxOpponents?: number;
  /** Planeswalkers and battles at all. Default true. */
  planeswalkers?: boolean;
  /** Default 0 (only when `planeswalkers`). */
  minDefenders?: number;
  /** Default 2 (only when `planeswalkers`). */
  maxDefenders?: number;
  /** Default 0. */
  minEffects?: number;
  /** Default 6. */
  maxEffects?: number;
  /** Conditional requirements (spec §2), sometimes nested. Default true. */
  conditionals?: boolean;
  /** `attackCost` effects. Default true. */
  costs?: boolean;
  /** A `resources` block (sometimes absent even when true: then every cost is payable). Default true. */
  resources?: boolean;
  /** Let `attackMultiplePlayers` vary (sometimes false); when false it is always left out (= true). Default true. */
  multiplePlayers?: boolean;
  /** Add 0–2 creatures that cannot attack (tapped, sick or an opponent's). Default true. */
  ineligible?: boolean;
}

type Required_ = Required<BoardOptions>;

const DEFAULTS: Required_ = {
  minCreatures: 1,
  maxCreatures: 5,
  minOpponents: 1,
  maxOpponents: 3,
  planeswalkers: true,
  minDefenders: 0,
  maxDefenders: 2,
  minEffects: 0,
  maxEffects: 6,
  conditionals: true,
  costs: true,
  resources: true,
  multiplePlayers: true,
  ineligible: true,
};

export const ACTIVE_PLAYER = 'you';

// Small pools so that name/type/color selectors often match several creatures, and sometimes none.
const CREATURE_NAMES = ['Crazed Goblin', 'Bear Cub', 'Goblin Token', 'Glory Seeker', 'Wall of Roots', 'Silent Arbiter'];
export const CREATURE_TYPES = ['Creature', 'Goblin', 'Warrior', 'Wall', 'Bear', 'Human', 'Construct'];
export const COUNTER_NAMES = ['magnet', '+1/+1'];
const PLANESWALKER_NAMES = ['Jace Beleren', 'Chandra Nalaar', 'Garruk Wildspeaker'];
const BATTLE_NAMES = ['Invasion of Tarkir', 'Invasion of Zendikar'];
const PERMANENT_KINDS: readonly RawPermanent[] = [
  { id: '', name: 'Island', types: ['Land', 'Island'] },
  { id: '', name: 'Forest', types: ['Land', 'Forest'] },
  { id: '', name: 'Treasure', types: ['Artifact', 'Treasure'] },
  { id: '', name: 'Goblin Token', types: ['Creature', 'Goblin'] },
];
const SOURCES = ['Crawlspace', 'Propaganda', 'Silent Arbiter', 'Magnetic Web', 'War Tax', 'Ghostly Prison', 'Scarred Puma'];
const MANA_SOURCE_LETTERS = ['W', 'U', 'B', 'R', 'G', 'C'];
const HYBRID_SYMBOLS = ['{W/U}', '{U/B}', '{B/R}', '{R/G}', '{G/W}', '{W/B}', '{U/R}', '{B/G}', '{R/W}', '{G/U}'];

/** What the effect and selector arbitraries may refer to: every id here exists on the board. */
interface Context {
  readonly creatureIds: string[];
  readonly creatureNames: string[];
  readonly players: string[];
  readonly opponents: string[];
  /** Ids a DefSel may name: opponents and every planeswalker/battle. */
  readonly defenderIds: string[];
  /** Ids of resources.permanents (empty when there are none). */
  readonly permanentIds: string[];
  readonly opts: Required_;
}

/** Drop `undefined` fields so that the value is exactly the JSON it prints as. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** `fc.subarray` with `maxLength` clamped to the array (fast-check rejects a larger one). */
function sub<T>(items: readonly T[], minLength: number, maxLength: number = items.length): fc.Arbitrary<T[]> {
  return fc.subarray([...items], { minLength, maxLength: Math.min(maxLength, items.length) });
}

/** Present with probability `present / (present + absent)`, else `undefined` (the field is left out). */
function maybe<T>(arb: fc.Arbitrary<T>, present: number, absent: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: absent, arbitrary: fc.constant(undefined) }, { weight: present, arbitrary: arb });
}

/** Build a record from a random choice of at most `max` of the given field arbitraries. */
function someFields<T extends object>(fields: { [K in keyof T]-?: fc.Arbitrary<T[K]> }, min: number, max: number): fc.Arbitrary<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  return fc
    .subarray(keys, { minLength: min, maxLength: max })
    .chain((chosen) =>
      fc.record(Object.fromEntries(chosen.map((k) => [k, fields[k]])) as { [K in keyof T]: fc.Arbitrary<T[K]> }, {
        // Boards are plain JSON: fast-check's default null-prototype records are not what a parser sees.
        noNullPrototype: true,
      }),
    )
    .map((r) => r as T);
}

// ---------------------------------------------------------------------------------------------------
// Selectors

export function arbCreatureSelector(ctx: Context): fc.Arbitrary<RawCreatureSelector> {
  const byBoard: Partial<{ [K in keyof RawCreatureSelector]-?: fc.Arbitrary<NonNullable<RawCreatureSelector[K]>> }> =
    ctx.creatureIds.length === 0
      ? {}
      : {
          ids: sub(ctx.creatureIds, 1, 3),
          except: sub(ctx.creatureIds, 1, 2),
          name: fc.constantFrom(...ctx.creatureNames),
        };
  const fields = {
    ...byBoard,
    controller: fc.constantFrom(...ctx.players),
    colors: sub([...COLORS], 1, 2),
    colorless: fc.boolean(),
    types: sub(CREATURE_TYPES.slice(1), 1, 2),
    counter: fc.constantFrom(...COUNTER_NAMES),
    powerAtLeast: fc.integer({ min: 0, max: 4 }),
    powerAtMost: fc.integer({ min: 0, max: 4 }),
  } as { [K in keyof RawCreatureSelector]-?: fc.Arbitrary<NonNullable<RawCreatureSelector[K]>> };
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({}) },
    // One creature by id: how most cards name themselves ("this creature").
    ...(ctx.creatureIds.length === 0 ? [] : [{ weight: 3, arbitrary: fc.constantFrom(...ctx.creatureIds).map((id) => ({ ids: [id] })) }]),
    { weight: 5, arbitrary: someFields<RawCreatureSelector>(fields, 1, 2) },
  );
}

export function arbDefenderSelector(ctx: Context): fc.Arbitrary<RawDefenderSelector> {
  const fields: { [K in keyof RawDefenderSelector]-?: fc.Arbitrary<NonNullable<RawDefenderSelector[K]>> } = {
    ids: sub(ctx.defenderIds, 1, 2),
    players: sub(ctx.players, 1, 2),
    notPlayers: sub(ctx.players, 1, 2),
    kinds: sub<DefenderKind>(['player', 'planeswalker', 'battle'], 1, 2),
  };
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({}) },
    // Crawlspace/Propaganda shape: one opponent, as a player.
    { weight: 2, arbitrary: fc.constantFrom(...ctx.opponents).map((p) => ({ players: [p], kinds: ['player' as const] })) },
    { weight: 4, arbitrary: someFields<RawDefenderSelector>(fields, 1, 2) },
  );
}

/** An optional DefSel: absent half the time (then it matches every attackable defender). */
function optDefenders(ctx: Context): fc.Arbitrary<RawDefenderSelector | undefined> {
  return fc.option(arbDefenderSelector(ctx), { nil: undefined, freq: 2 });
}

// ---------------------------------------------------------------------------------------------------
// Costs

export const arbManaCost: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }).map((n) => `{${n}}`) },
      { weight: 2, arbitrary: fc.constantFrom(...MANA_SOURCE_LETTERS).map((c) => `{${c}}`) },
      { weight: 1, arbitrary: fc.constantFrom(...HYBRID_SYMBOLS) },
      { weight: 1, arbitrary: fc.constantFrom(...COLORS).map((c) => `{${c}/P}`) },
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((symbols) => symbols.join(''));

function arbPermanentCost(ctx: Context): fc.Arbitrary<RawPermanentCost> {
  const filter = fc.oneof(
    ...(ctx.permanentIds.length > 0 ? [sub(ctx.permanentIds, 1, 2).map((ids) => ({ ids }))] : []),
    fc.constantFrom(...PERMANENT_KINDS.map((p) => p.name)).map((name) => ({ name })),
    sub(['Land', 'Artifact', 'Creature', 'Island'], 1, 2).map((types) => ({ types })),
  );
  return fc.record({ count: fc.integer({ min: 1, max: 2 }), filter }, { noNullPrototype: true });
}

export function arbCost(ctx: Context): fc.Arbitrary<RawCost> {
  return fc
    .record({
      mana: fc.option(arbManaCost, { nil: undefined, freq: 3 }),
      life: maybe(fc.integer({ min: 0, max: 4 }), 1, 3),
      sacrifice: maybe(arbPermanentCost(ctx), 1, 4),
      returnToHand: maybe(arbPermanentCost(ctx), 1, 5),
      note: maybe(fc.constantFrom('X = 0', 'for each attacking creature'), 1, 5),
    })
    .map((c) => {
      const cost = compact(c);
      // A cost with nothing to pay is still an instance (War Tax with X = 0, spec §2); write it as
      // "{0}" the way the spec's example does.
      return cost.mana === undefined && cost.life === undefined && cost.sacrifice === undefined && cost.returnToHand === undefined
        ? { ...cost, mana: '{0}' }
        : cost;
    });
}

// ---------------------------------------------------------------------------------------------------
// Effects

/** A requirement effect without id or source (the caller adds those). */
function arbRequirement(ctx: Context, depth: number): fc.Arbitrary<RawRequirement> {
  const sel = arbCreatureSelector(ctx);
  const options: fc.WeightedArbitrary<RawRequirement>[] = [
    { weight: 4, arbitrary: fc.record({ creatures: sel, defenders: optDefenders(ctx) }).map((r) => compact({ kind: 'mustAttack' as const, ...r })) },
    {
      weight: 2,
      arbitrary: fc
        .record({ creatures: fc.option(sel, { nil: undefined, freq: 3 }), defenders: optDefenders(ctx) })
        .map((r) => compact({ kind: 'atLeastOneAttacks' as const, ...r })),
    },
    { weight: 2, arbitrary: fc.record({ creatures: sel, by: fc.constantFrom(...ctx.opponents) }).map((r) => ({ kind: 'goad' as const, ...r })) },
  ];
  if (ctx.opts.conditionals && depth > 0) {
    options.push({ weight: depth > 1 ? 3 : 1, arbitrary: arbConditional(ctx, depth - 1) });
  }
  return fc.oneof(...options);
}

/** `depth` bounds how deep another conditional may nest inside this one's `then`. */
function arbConditional(ctx: Context, depth: number): fc.Arbitrary<RawRequirement> {
  return fc
    .record({
      anyAttacks: arbCreatureSelector(ctx),
      then: fc.array(
        fc
          .record({ req: arbRequirement(ctx, depth), source: fc.option(fc.constantFrom(...SOURCES), { nil: undefined, freq: 3 }) })
          .map(({ req, source }) => compact({ source, ...req }) as RawRequirement),
        { minLength: 1, maxLength: 2 },
      ),
    })
    .map(({ anyAttacks, then }) => ({ kind: 'conditional' as const, if: { anyAttacks }, then }));
}

function arbRestriction(ctx: Context): fc.Arbitrary<RawRestriction> {
  const sel = arbCreatureSelector(ctx);
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ creatures: sel, defenders: optDefenders(ctx) }).map((r) => compact({ kind: 'cantAttack' as const, ...r })) },
    { weight: 2, arbitrary: sel.map((creatures) => ({ kind: 'cantAttackAlone' as const, creatures })) },
    { weight: 1, arbitrary: sel.map((creatures) => ({ kind: 'attacksAlone' as const, creatures })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          count: fc.integer({ min: 0, max: 3 }),
          creatures: fc.option(sel, { nil: undefined, freq: 2 }),
          defenders: optDefenders(ctx),
        })
        .map((r) => compact({ kind: 'maxAttackers' as const, ...r })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ creatures: sel, others: sel, atLeast: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined, freq: 2 }) })
        .map((r) => compact({ kind: 'cantAttackUnless' as const, ...r })),
    },
  );
}

function arbAttackCost(ctx: Context): fc.Arbitrary<RawAttackCost> {
  return fc
    .record({ creatures: arbCreatureSelector(ctx), defenders: optDefenders(ctx), cost: arbCost(ctx) })
    .map((r) => compact({ kind: 'attackCost' as const, ...r }));
}

export function arbEffect(ctx: Context): fc.Arbitrary<RawEffect> {
  const options: fc.WeightedArbitrary<RawEffect>[] = [
    { weight: 4, arbitrary: arbRestriction(ctx) },
    { weight: 4, arbitrary: arbRequirement(ctx, 0) },
  ];
  if (ctx.opts.conditionals) options.push({ weight: 2, arbitrary: arbConditional(ctx, 1) });
  if (ctx.opts.costs) options.push({ weight: 3, arbitrary: arbAttackCost(ctx) });
  return fc.oneof(...options);
}

/** Top-level effects: each sometimes with an explicit id (`fxN`, unique) and a display source. */
function arbEffects(ctx: Context): fc.Arbitrary<RawEffect[]> {
  const one = fc.record({
    effect: arbEffect(ctx),
    withId: fc.boolean(),
    source: fc.option(fc.constantFrom(...SOURCES), { nil: undefined, freq: 2 }),
  });
  return fc
    .array(one, { minLength: ctx.opts.minEffects, maxLength: ctx.opts.maxEffects })
    .map((list) => list.map(({ effect, withId, source }, i) => compact({ ...(withId ? { id: `fx${i + 1}` } : {}), source, ...effect }) as RawEffect));
}

// ---------------------------------------------------------------------------------------------------
// Creatures, defenders, resources

type CreatureRole = 'eligible' | 'tapped' | 'sick' | 'opponent';

function arbCreature(role: CreatureRole, opponents: string[]): fc.Arbitrary<Omit<RawCreature, 'id'>> {
  return fc
    .record({
      name: fc.constantFrom(...CREATURE_NAMES),
      controller: role === 'opponent' ? fc.constantFrom(...opponents) : fc.constant(ACTIVE_PLAYER),
      colors: fc.option(sub([...COLORS], 0, 2), { nil: undefined, freq: 4 }),
      types: fc.option(
        sub(CREATURE_TYPES.slice(1), 1, 2).map((t) => ['Creature', ...t]),
        { nil: undefined, freq: 4 },
      ),
      power: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined, freq: 4 }),
      toughness: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined, freq: 4 }),
      // Eligible creatures sometimes state `false` explicitly, to exercise both forms of the default.
      tapped: role === 'tapped' ? fc.constant(true) : role === 'opponent' ? fc.boolean() : fc.constantFrom(undefined, false),
      sick: role === 'sick' ? fc.constant(true) : role === 'opponent' ? fc.boolean() : fc.constantFrom(undefined, undefined, false),
      counters: maybe(
        sub(COUNTER_NAMES, 1).chain((names) =>
          fc.tuple(...names.map(() => fc.integer({ min: 1, max: 2 }))).map((ns) => Object.fromEntries(names.map((n, i) => [n, ns[i]!]))),
        ),
        1,
        2,
      ),
    })
    .map((c) => compact(c) as Omit<RawCreature, 'id'>);
}

function arbDefender(index: number, players: string[], opponents: string[]): fc.Arbitrary<RawDefender> {
  return fc
    .record({
      kind: fc.constantFrom<'planeswalker' | 'battle'>('planeswalker', 'planeswalker', 'battle'),
      // Mostly an opponent's; rarely the active player's own, which is then not attackable (spec §1).
      player: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...opponents) }, { weight: 1, arbitrary: fc.constantFrom(...players) }),
      pick: fc.nat(),
    })
    .map(({ kind, player, pick }) => {
      const names = kind === 'planeswalker' ? PLANESWALKER_NAMES : BATTLE_NAMES;
      return { id: `${kind === 'planeswalker' ? 'pw' : 'bt'}${index + 1}`, kind, player, name: names[pick % names.length]! };
    });
}

const arbManaSource: fc.Arbitrary<string> = fc.subarray(MANA_SOURCE_LETTERS, { minLength: 1, maxLength: 3 }).map((letters) => letters.join(''));

const arbResources: fc.Arbitrary<RawResources> = fc
  .record({
    mana: fc.array(arbManaSource, { maxLength: 8 }),
    life: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined, freq: 4 }),
    permanents: fc.option(
      fc.array(fc.constantFrom(...PERMANENT_KINDS), { maxLength: 4 }).map((ps) => ps.map((p, i) => ({ ...p, types: [...p.types], id: `perm${i + 1}` }))),
      { nil: undefined, freq: 4 },
    ),
  })
  .map((r) => compact(r));

// ---------------------------------------------------------------------------------------------------
// Boards

interface Shape {
  opponents: number;
  roles: CreatureRole[];
  defenders: number;
  attackMultiplePlayers: boolean | undefined;
  /** Which opponent was chosen at the beginning of combat when the option is off (CR 506.2a). */
  chosen: number;
  withResources: boolean;
}

function arbShape(o: Required_): fc.Arbitrary<Shape> {
  return fc
    .record({
      opponents: fc.integer({ min: o.minOpponents, max: o.maxOpponents }),
      eligible: fc.integer({ min: o.minCreatures, max: o.maxCreatures }),
      ineligible: o.ineligible ? fc.array(fc.constantFrom<CreatureRole>('tapped', 'sick', 'opponent'), { maxLength: 2 }) : fc.constant<CreatureRole[]>([]),
      defenders: o.planeswalkers ? fc.integer({ min: o.minDefenders, max: o.maxDefenders }) : fc.constant(0),
      attackMultiplePlayers: o.multiplePlayers ? fc.constantFrom(undefined, true, false) : fc.constant(undefined),
      chosen: fc.nat({ max: 7 }),
      withResources: o.resources ? fc.boolean() : fc.constant(false),
    })
    .chain(({ eligible, ineligible, ...rest }) => {
      const roles: CreatureRole[] = [...Array.from({ length: eligible }, () => 'eligible' as const), ...ineligible];
      // Shuffle so that ineligible creatures are not always last in id order.
      return fc.shuffledSubarray(roles, { minLength: roles.length, maxLength: roles.length }).map((shuffled) => ({ ...rest, roles: shuffled }));
    });
}

/** A raw attack-board/1 board, valid by construction. */
export function arbBoard(options: BoardOptions = {}): fc.Arbitrary<RawBoard> {
  const o: Required_ = { ...DEFAULTS, ...options };
  if (o.minOpponents < 1) throw new RangeError('arbBoard: a board needs at least one opponent (spec §1: two players)');
  return arbShape(o).chain((shape) => {
    const opponents = Array.from({ length: shape.opponents }, (_, i) => `opp${i + 1}`);
    const players = [ACTIVE_PLAYER, ...opponents];
    return fc
      .record({
        creatures: fc.tuple(...shape.roles.map((r) => arbCreature(r, opponents))),
        defenders: fc.tuple(...Array.from({ length: shape.defenders }, (_, i) => arbDefender(i, players, opponents))),
        resources: shape.withResources ? arbResources : fc.constant(undefined),
      })
      .chain(({ creatures: bodies, defenders, resources }) => {
        const creatures: RawCreature[] = bodies.map((c, i) => ({ id: `c${i + 1}`, ...c }));
        // Battles and planeswalkers share the counter: `pw1`, `bt2`, … stay unique without renaming.
        const ctx: Context = {
          creatureIds: creatures.map((c) => c.id),
          creatureNames: [...new Set(creatures.map((c) => c.name))],
          players,
          opponents,
          defenderIds: [...opponents, ...defenders.map((d) => d.id)],
          permanentIds: resources?.permanents?.map((p) => p.id) ?? [],
          opts: o,
        };
        return arbEffects(ctx).map((effects) =>
          compact<RawBoard>({
            format: 'attack-board/1',
            players,
            activePlayer: ACTIVE_PLAYER,
            attackMultiplePlayers: shape.attackMultiplePlayers,
            defendingPlayer: shape.attackMultiplePlayers === false ? opponents[shape.chosen % opponents.length] : undefined,
            defenders: defenders.length > 0 ? defenders : undefined,
            creatures,
            effects,
            resources,
          }),
        );
      });
  });
}

/** Ids of the creatures that may attack (spec §1: the active player's, untapped, not sick). */
export function eligibleCreatureIds(board: RawBoard): string[] {
  return board.creatures.filter((c) => c.controller === board.activePlayer && c.tapped !== true && c.sick !== true).map((c) => c.id);
}

/** Ids of the defenders that may be attacked: every opponent, and planeswalkers/battles of opponents. */
export function attackableDefenderIds(board: RawBoard): string[] {
  const opponents = board.players.filter((p) => p !== board.activePlayer);
  return [...opponents, ...(board.defenders ?? []).filter((d) => d.player !== board.activePlayer).map((d) => d.id)];
}

/**
 * Any declaration of eligible creatures against attackable defenders, legal or not: restrictions,
 * requirements, costs and `attackMultiplePlayers` are not respected (that is the engine's job).
 */
export function arbDeclaration(board: RawBoard): fc.Arbitrary<RawDeclaration> {
  const creatures = eligibleCreatureIds(board);
  const defenders = attackableDefenderIds(board);
  return fc.tuple(...creatures.map(() => fc.option(fc.constantFrom(...defenders), { nil: undefined }))).map((targets) => ({
    attacks: Object.fromEntries(creatures.flatMap((c, i) => (targets[i] === undefined ? [] : [[c, targets[i]] as const]))),
  }));
}

/** A board together with one declaration over it. */
export function arbBoardAndDeclaration(options: BoardOptions = {}): fc.Arbitrary<{ board: RawBoard; declaration: RawDeclaration }> {
  return arbBoard(options).chain((board) => arbDeclaration(board).map((declaration) => ({ board, declaration })));
}
