/**
 * The board compiled for search. Everything the legality definition (spec §3) looks at is reduced to
 * per-(creature, option) facts plus a small "restriction state" that summarizes a partial declaration:
 * every restriction of spec §2 depends only on a few capped counters and flags, so two partial
 * declarations with the same state are interchangeable for everything that follows.
 */
import type { AttackCostEffect, Board, Creature, Declaration, Defender, Effect, RequirementEffect } from './board.ts';
import type { RequirementUnit } from './api-types.ts';
import { creatureMatches, defenderMatches } from './selectors.ts';
import { compareStrings } from './declaration.ts';
import { buildLayout, computeStep, effectSpans, isIdentity, type StateLayout, type StateUpdate } from './restriction-state.ts';

/** One thing a creature can do: attack one attackable defender, or not attack (`defender` = -1). */
export interface AttackOption {
  readonly defender: number;
  /** Index of the opponent the defender is associated with (spec §1 attackMultiplePlayers), -1 if none. */
  readonly opponent: number;
  /** Units of each guard group this creature satisfies with this option (per-creature units only). */
  readonly units: Int32Array;
  /** Cost effects (indexes into Model.costEffects) whose instance (effect, creature) this option incurs. */
  readonly costs: readonly number[];
  /** Bit i set when cost effect i is incurred (cost effects are few; see MAX_COST_EFFECTS). */
  readonly costBits: number;
  /** Restriction-state update, precomputed (see Model.step). */
  readonly update: StateUpdate;
  /** Options with equal updates share one memo of step() (tokens and other look-alikes). */
  readonly stepMemo: Map<number, number>;
  /** The same memo as a dense table (-2 = not yet computed) when the state space is small. */
  readonly stepTable: Int32Array | undefined;
}

export interface ModelCreature {
  readonly creature: Creature;
  /** Options in canonical order: defenders by id, then "no attack" last (see legal.ts for why). */
  readonly options: readonly AttackOption[];
}

/** A set of units that exist together: those guarded by exactly these conditionals (spec §2). */
export interface GuardGroup {
  readonly guards: readonly number[];
  readonly mask: number;
}

export interface ModelConditional {
  readonly effectId: string;
  readonly source: string;
}

export interface CompiledUnit extends RequirementUnit {
  readonly group: number;
  /** For per-creature units: satisfied by an option of this creature. */
  readonly satisfiedBy?: (defender: Defender) => boolean;
  /** For atLeastOneAttacks: index into Model.atLeastOne, and which attacks count for it. */
  readonly atLeastOne?: number;
  readonly countsFor?: (creature: Creature, defender: Defender) => boolean;
}

/** Limits that keep the search's numeric encodings exact; boards beyond them answer too-large. */
export const MAX_COST_EFFECTS = 30;
export const MAX_CONDITIONALS = 24;
const DENSE_STEP_STATES = 1 << 16; // layouts this small memoize step() in a dense table, not a Map

export interface Model {
  readonly board: Board;
  readonly defenders: readonly Defender[];
  /** Attackable defenders sorted by id. */
  readonly attackable: readonly number[];
  readonly opponents: readonly string[];
  readonly creatures: readonly ModelCreature[];
  readonly ineligible: readonly Creature[];
  readonly groups: readonly GuardGroup[];
  readonly units: readonly CompiledUnit[];
  readonly conditionals: readonly ModelConditional[];
  readonly costEffects: readonly AttackCostEffect[];
  readonly hasConditionals: boolean;
  /** The atLeastOneAttacks units: a flag in the state while alive, then a count per group (restriction-state.ts). */
  readonly atLeastOne: readonly { readonly group: number }[];
  /** State layout (mixed radix). */
  readonly layout: StateLayout;
}

export type ModelError = { readonly code: 'too-large'; readonly message: string };

function isRequirement(e: Effect): e is RequirementEffect {
  return e.kind === 'mustAttack' || e.kind === 'atLeastOneAttacks' || e.kind === 'goad' || e.kind === 'conditional';
}

export function isEligible(board: Board, c: Creature): boolean {
  // CR 302.6 / 702.10: haste lets a creature attack the turn it came under its controller's control.
  return c.controller === board.activePlayer && !c.tapped && (!c.sick || c.keywords.includes('haste'));
}

/** CR 702.3b: a creature with defender can't attack, whether or not an effect says so too (spec §1). */
export function hasDefender(c: Creature): boolean {
  return c.keywords.includes('defender');
}

export function isAttackable(board: Board, d: Defender): boolean {
  // CR 506.2a: without the option only the defending player chosen at the beginning of combat, and its
  // planeswalkers and battles, can be attacked.
  if (!board.attackMultiplePlayers && board.defendingPlayer !== undefined && d.player !== board.defendingPlayer) return false;
  return d.player !== board.activePlayer && board.players.includes(d.player);
}

/** Compile a board. Fails only when the board exceeds the encodings' limits. */
export function compileModel(board: Board): Model | ModelError {
  const defenders = board.defenders;
  const attackable = defenders
    .map((d, i) => [d, i] as const)
    .filter(([d]) => isAttackable(board, d))
    .sort((x, y) => compareStrings(x[0].id, y[0].id))
    .map(([, i]) => i);
  const opponents = board.players.filter((p) => p !== board.activePlayer);
  const eligible = board.creatures.filter((c) => isEligible(board, c)).sort((x, y) => compareStrings(`${x.id}=`, `${y.id}=`));
  const ineligible = board.creatures.filter((c) => !isEligible(board, c));

  // Conditionals (nested ones too) and the guard groups of units.
  const conditionals: ModelConditional[] = [];
  const condIndex = new Map<string, number>();
  const groups: GuardGroup[] = [{ guards: [], mask: 0 }];
  const groupIndex = new Map<number, number>([[0, 0]]);
  const units: CompiledUnit[] = [];
  const atLeastOne: { group: number }[] = [];
  const groupOf = (guards: readonly number[]): number => {
    const mask = guards.reduce((m, g) => m | (1 << g), 0);
    let gi = groupIndex.get(mask);
    if (gi === undefined) {
      gi = groups.length;
      groups.push({ guards: [...guards], mask });
      groupIndex.set(mask, gi);
    }
    return gi;
  };
  const creatureName = (c: Creature) => c.name;
  const addRequirement = (e: RequirementEffect, guards: readonly number[]): void => {
    const guardIds = guards.map((g) => conditionals[g]!.effectId);
    if (e.kind === 'conditional') {
      const ci = conditionals.length;
      conditionals.push({ effectId: e.id, source: e.source });
      condIndex.set(e.id, ci);
      for (const t of e.then) addRequirement(t, [...guards, ci]);
      return;
    }
    const group = groupOf(guards);
    if (e.kind === 'mustAttack') {
      for (const c of board.creatures) {
        if (!creatureMatches(e.creatures, c)) continue;
        const sel = e.defenders;
        units.push({
          id: `${e.id}:${c.id}`,
          effectId: e.id,
          source: e.source,
          creatureId: c.id,
          text: sel ? `${creatureName(c)} attacks ${describeDefSel(board, sel)}` : `${creatureName(c)} attacks`,
          guards: guardIds,
          group,
          satisfiedBy: (d) => defenderMatches(sel, d),
        });
      }
    } else if (e.kind === 'goad') {
      for (const c of board.creatures) {
        if (!creatureMatches(e.creatures, c)) continue;
        units.push({
          id: `${e.id}:${c.id}:attacks`,
          effectId: e.id,
          source: e.source,
          creatureId: c.id,
          text: `${creatureName(c)} attacks (goaded by ${e.by})`,
          guards: guardIds,
          group,
          satisfiedBy: () => true,
        });
        units.push({
          id: `${e.id}:${c.id}:player`,
          effectId: e.id,
          source: e.source,
          creatureId: c.id,
          text: `${creatureName(c)} attacks a player other than ${e.by}`,
          guards: guardIds,
          group,
          satisfiedBy: (d) => d.kind === 'player' && d.player !== e.by,
        });
      }
    } else {
      const idx = atLeastOne.length;
      atLeastOne.push({ group });
      const who = e.creatures ? describeSel(e.creatures) : 'a creature';
      units.push({
        id: e.id,
        effectId: e.id,
        source: e.source,
        text: `at least one of ${who} attacks${e.defenders ? ' ' + describeDefSel(board, e.defenders) : ''}`,
        guards: guardIds,
        group,
        atLeastOne: idx,
        countsFor: (c, d) => (!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d),
      });
    }
  };
  for (const e of board.effects) if (isRequirement(e)) addRequirement(e, []);
  if (conditionals.length > MAX_CONDITIONALS) {
    return { code: 'too-large', message: `the board has ${conditionals.length} conditional requirements; the engine handles at most ${MAX_CONDITIONALS}` };
  }
  const costEffects = board.effects.filter((e): e is AttackCostEffect => e.kind === 'attackCost');
  if (costEffects.length > MAX_COST_EFFECTS) {
    return { code: 'too-large', message: `the board has ${costEffects.length} attack costs; the engine handles at most ${MAX_COST_EFFECTS}` };
  }

  const cantAlone = board.effects.filter((e) => e.kind === 'cantAttackAlone');
  const alone = board.effects.filter((e) => e.kind === 'attacksAlone');
  const maxEffects = board.effects.filter((e) => e.kind === 'maxAttackers');
  const unlessEffects = board.effects.filter((e) => e.kind === 'cantAttackUnless');
  const cantEffects = board.effects.filter((e) => e.kind === 'cantAttack');
  const conditionalEffects = collectConditionals(board.effects);
  const atLeastEffects = collectAtLeastOne(board.effects);
  type Draft = Omit<AttackOption, 'stepMemo' | 'stepTable' | 'update'> & { update: StateUpdate };
  const drafts: { creature: Creature; options: Draft[] }[] = eligible.map((c) => {
    const optionDefenders = [...attackable, -1];
    const options: Draft[] = [];
    for (const di of optionDefenders) {
      const d = di >= 0 ? defenders[di]! : undefined;
      // cantAttack removes the option outright: no restricted declaration uses it (spec §2); so does
      // the defender keyword, which is a restriction by itself (CR 702.3b, spec §1).
      if (d && hasDefender(c)) continue;
      if (d && cantEffects.some((e) => e.kind === 'cantAttack' && creatureMatches(e.creatures, c) && defenderMatches(e.defenders, d))) continue;
      const unitVec = new Int32Array(groups.length);
      if (d) {
        for (const u of units) if (u.creatureId === c.id && u.satisfiedBy && u.satisfiedBy(d)) unitVec[u.group]! += 1;
      }
      const costs: number[] = [];
      if (d) costEffects.forEach((e, i) => creatureMatches(e.creatures, c) && defenderMatches(e.defenders, d) && costs.push(i));
      const attacks = d !== undefined;
      const update: StateUpdate = {
        attacks,
        cantAloneMatched: attacks && cantAlone.some((e) => e.kind === 'cantAttackAlone' && creatureMatches(e.creatures, c)),
        aloneMatched: attacks && alone.some((e) => e.kind === 'attacksAlone' && creatureMatches(e.creatures, c)),
        maxCounters: attacks
          ? maxEffects.flatMap((e, i) => (e.kind === 'maxAttackers' && (!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d) ? [i] : []))
          : [],
        unlessOthers: attacks ? unlessEffects.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.others, c) ? [i] : [])) : [],
        unlessFlagA: attacks
          ? unlessEffects.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.creatures, c) && !creatureMatches(e.others, c) ? [i] : []))
          : [],
        unlessFlagB: attacks
          ? unlessEffects.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.creatures, c) && creatureMatches(e.others, c) ? [i] : []))
          : [],
        conditionalsOn: attacks ? conditionalEffects.flatMap((e) => (creatureMatches(e.if.anyAttacks, c) ? [condIndex.get(e.id)!] : [])) : [],
        atLeastOne: attacks
          ? atLeastEffects.flatMap((e, i) => ((!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d) ? [i] : []))
          : [],
        retireMax: [],
        retireUnless: [],
        retireAtLeast: [],
      };
      const opponent = d ? opponents.indexOf(d.player) : -1;
      options.push({
        defender: di,
        opponent,
        units: unitVec,
        costs,
        costBits: costs.reduce((m, i) => m | (1 << i), 0),
        update,
      });
    }
    return { creature: c, options };
  });

  // State layout (restriction-state.ts): digits sized by the effects alive at one layer, each effect
  // retired after the last creature it can match.
  const spans = effectSpans(drafts, { max: maxEffects.length, unless: unlessEffects.length, atLeast: atLeastOne.length });
  const touched = (sp: [number, number]) => sp[0] <= sp[1];
  const matchedCount = (k: number) => drafts.filter((mc) => mc.options.some((o) => o.update.maxCounters.includes(k))).length;
  const layout = buildLayout(
    {
      global: { total: cantAlone.length + alone.length > 0, cantAlone: cantAlone.length > 0, alone: alone.length > 0, players: board.attackMultiplePlayers ? 0 : opponents.length, conditionals: conditionals.length },
      // A maxAttackers whose limit is at least the creatures it can match is never exceeded: no counter.
      max: maxEffects.map((e, k) => (e.kind === 'maxAttackers' && touched(spans.max[k]!) && e.count < matchedCount(k) ? e.count : undefined)),
      unlessAtLeast: unlessEffects.map((e, k) => (e.kind === 'cantAttackUnless' && touched(spans.unless[k]!) ? Math.min(e.atLeast, eligible.length + 1) : undefined)),
      atLeast: spans.atLeast.map(touched),
      atLeastGroup: atLeastOne.map((a) => a.group),
      groups: groups.length,
    },
    spans,
  );
  const total = layout.total;
  if (!Number.isSafeInteger(total) || total > 2 ** 40) {
    return { code: 'too-large', message: 'the board has too many counting restrictions alive at once for the engine to track exactly' };
  }
  const retiringAt = (sp: readonly [number, number][], i: number) => sp.flatMap((x, k) => (x[1] === i ? [k] : []));
  const memoByUpdate = new Map<string, Map<number, number>>();
  const memoFor = (u: StateUpdate, opponent: number): Map<number, number> => {
    const key = `${JSON.stringify(u)}|${opponent}`;
    let memo = memoByUpdate.get(key);
    if (!memo) memoByUpdate.set(key, (memo = new Map()));
    return memo;
  };
  const tables = new Map<Map<number, number>, Int32Array>();
  const tableFor = (memo: Map<number, number>): Int32Array | undefined =>
    total > DENSE_STEP_STATES ? undefined : (tables.get(memo) ?? tables.set(memo, new Int32Array(total).fill(-2)).get(memo));
  const creatures: ModelCreature[] = drafts.map((mc, i) => {
    const retire = { retireMax: retiringAt(spans.max, i), retireUnless: retiringAt(spans.unless, i), retireAtLeast: retiringAt(spans.atLeast, i) };
    const options = mc.options.map((o): AttackOption => {
      const update: StateUpdate = { ...o.update, ...retire };
      const stepMemo = memoFor(update, o.opponent);
      return { ...o, update, stepMemo, stepTable: isIdentity(update) ? undefined : tableFor(stepMemo) };
    });
    return { creature: mc.creature, options };
  });

  return {
    board,
    defenders,
    attackable,
    opponents,
    creatures,
    ineligible,
    groups,
    units,
    conditionals,
    costEffects,
    hasConditionals: conditionals.length > 0,
    atLeastOne,
    layout,
  };
}

function collectConditionals(effects: readonly Effect[]): Extract<Effect, { kind: 'conditional' }>[] {
  const out: Extract<Effect, { kind: 'conditional' }>[] = [];
  const walk = (es: readonly Effect[]) => {
    for (const e of es) {
      if (e.kind !== 'conditional') continue;
      out.push(e);
      walk(e.then);
    }
  };
  walk(effects);
  return out;
}

/** atLeastOneAttacks effects in the same order addRequirement numbered them (depth-first). */
function collectAtLeastOne(effects: readonly Effect[]): Extract<Effect, { kind: 'atLeastOneAttacks' }>[] {
  const out: Extract<Effect, { kind: 'atLeastOneAttacks' }>[] = [];
  const walk = (es: readonly Effect[]) => {
    for (const e of es) {
      if (e.kind === 'atLeastOneAttacks') out.push(e);
      else if (e.kind === 'conditional') walk(e.then);
    }
  };
  walk(effects.filter(isRequirement));
  return out;
}

function describeSel(sel: object): string {
  const parts = Object.entries(sel).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('/') : String(v)}`);
  return parts.length === 0 ? 'any creature' : `creatures with ${parts.join(', ')}`;
}

function describeDefSel(board: Board, sel: object): string {
  void board;
  const parts = Object.entries(sel).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('/') : String(v)}`);
  return parts.length === 0 ? '' : `(${parts.join(', ')})`;
}

// ---- restriction state (restriction-state.ts) ---------------------------------------------------

/** Apply one creature's option to a state; -1 when a restriction that can only get worse is broken. */
export function step(m: Model, s: number, o: AttackOption): number {
  const t = o.stepTable;
  if (t !== undefined) {
    let r = t[s]!;
    if (r === -2) t[s] = r = computeStep(m, s, o.update, o.opponent);
    return r;
  }
  if (isIdentity(o.update)) return s;
  let r = o.stepMemo.get(s);
  if (r === undefined) o.stepMemo.set(s, (r = computeStep(m, s, o.update, o.opponent)));
  return r;
}

// ---- declarations <-> option choices ------------------------------------------------------------

/** Option index per model creature for a declaration, or undefined when D uses a removed option. */
export function choicesOf(m: Model, d: Declaration): number[] | undefined {
  const out: number[] = [];
  for (const mc of m.creatures) {
    const target = d.attacks[mc.creature.id];
    const idx = mc.options.findIndex((o) => (target === undefined ? o.defender < 0 : o.defender >= 0 && m.defenders[o.defender]!.id === target));
    if (idx < 0) return undefined;
    out.push(idx);
  }
  return out;
}

export function declarationOf(m: Model, choices: readonly number[]): Declaration {
  const attacks: Record<string, string> = {};
  m.creatures.forEach((mc, i) => {
    const o = mc.options[choices[i]!]!;
    if (o.defender >= 0) attacks[mc.creature.id] = m.defenders[o.defender]!.id;
  });
  return { attacks };
}

/** Allowed options of creature i in Ω(P) when P incurs `costBits` for it: C(E) ⊆ P (spec §3). */
export function allowedUnder(mc: ModelCreature, costBits: number): number[] {
  const out: number[] = [];
  mc.options.forEach((o, j) => {
    if ((o.costBits & ~costBits) === 0) out.push(j);
  });
  return out;
}
