/**
 * Compiling a board into the Model of model.ts: the requirements as units in guard groups (spec §2),
 * each eligible creature's options in canonical order with their units, costs and restriction-state
 * updates, and the state layout with each effect retired after its last creature (restriction-state.ts).
 */
import type { AttackCostEffect, Board, Creature, Effect, RequirementEffect } from './board.ts';
import { creatureMatches, defenderMatches } from './selectors.ts';
import { compareStrings } from './declaration.ts';
import { buildLayout, effectSpans, isIdentity, type Span, type StateLayout, type StateUpdate } from './restriction-state.ts';
import {
  hasDefender,
  isAttackable,
  isEligible,
  isRequirement,
  MAX_CONDITIONALS,
  MAX_COST_EFFECTS,
  type AttackOption,
  type CompiledUnit,
  type GuardGroup,
  type Model,
  type ModelConditional,
  type ModelCreature,
} from './model.ts';
import { atLeastOneUnitText, goadUnitTexts, mustAttackUnitText } from '#shared/text/requirement-unit-text';

export type ModelError = { readonly code: 'too-large'; readonly message: string };

const DENSE_STEP_STATES = 1 << 16; // layouts this small memoize step() in a dense table, not a Map

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

  const requirements = compileRequirements(board);
  const { conditionals } = requirements;
  if (conditionals.length > MAX_CONDITIONALS) {
    return { code: 'too-large', message: `the board has ${conditionals.length} conditional requirements; the engine handles at most ${MAX_CONDITIONALS}` };
  }
  const costEffects = board.effects.filter((e): e is AttackCostEffect => e.kind === 'attackCost');
  if (costEffects.length > MAX_COST_EFFECTS) {
    return { code: 'too-large', message: `the board has ${costEffects.length} attack costs; the engine handles at most ${MAX_COST_EFFECTS}` };
  }
  const restrictions = restrictionEffects(board);
  const drafts = eligible.map((c) => ({ creature: c, options: draftOptions(board, c, { attackable, opponents, costEffects, requirements, restrictions }) }));
  const layout = layoutFor(board, drafts, { eligible: eligible.length, opponents: opponents.length, requirements, restrictions });
  if (layout === undefined) {
    return { code: 'too-large', message: 'the board has too many counting restrictions alive at once for the engine to track exactly' };
  }
  return {
    board,
    defenders,
    attackable,
    opponents,
    creatures: withStepMemos(drafts, layout),
    ineligible,
    groups: requirements.groups,
    units: requirements.units,
    conditionals,
    costEffects,
    hasConditionals: conditionals.length > 0,
    atLeastOne: requirements.atLeastOne,
    layout: layout.layout,
  };
}

/** The requirements of spec §2 as units: conditionals (nested ones too) and the guard groups of units. */
interface CompiledRequirements {
  readonly conditionals: readonly ModelConditional[];
  /** Index of each conditional effect (by id) in `conditionals`. */
  readonly condIndex: ReadonlyMap<string, number>;
  readonly groups: readonly GuardGroup[];
  readonly units: readonly CompiledUnit[];
  readonly atLeastOne: readonly { readonly group: number }[];
}

function compileRequirements(board: Board): CompiledRequirements {
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
          text: mustAttackUnitText(c.name, sel),
          guards: guardIds,
          group,
          satisfiedBy: (d) => defenderMatches(sel, d),
        });
      }
    } else if (e.kind === 'goad') {
      for (const c of board.creatures) {
        if (!creatureMatches(e.creatures, c)) continue;
        const text = goadUnitTexts(c.name, e.by);
        units.push({
          id: `${e.id}:${c.id}:attacks`,
          effectId: e.id,
          source: e.source,
          creatureId: c.id,
          text: text.attacks,
          guards: guardIds,
          group,
          satisfiedBy: () => true,
        });
        units.push({
          id: `${e.id}:${c.id}:player`,
          effectId: e.id,
          source: e.source,
          creatureId: c.id,
          text: text.player,
          guards: guardIds,
          group,
          satisfiedBy: (d) => d.kind === 'player' && d.player !== e.by,
        });
      }
    } else {
      const idx = atLeastOne.length;
      atLeastOne.push({ group });
      units.push({
        id: e.id,
        effectId: e.id,
        source: e.source,
        text: atLeastOneUnitText(e.creatures, e.defenders),
        guards: guardIds,
        group,
        atLeastOne: idx,
        countsFor: (c, d) => (!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d),
      });
    }
  };
  for (const e of board.effects) if (isRequirement(e)) addRequirement(e, []);
  return { conditionals, condIndex, groups, units, atLeastOne };
}

/** The restriction effects of spec §2 by kind, in board order (their indexes number the state's digits). */
interface RestrictionEffects {
  readonly cantAlone: readonly Effect[];
  readonly alone: readonly Effect[];
  readonly max: readonly Effect[];
  readonly unless: readonly Effect[];
  readonly cant: readonly Effect[];
  readonly conditional: readonly Extract<Effect, { kind: 'conditional' }>[];
  readonly atLeast: readonly Extract<Effect, { kind: 'atLeastOneAttacks' }>[];
}

function restrictionEffects(board: Board): RestrictionEffects {
  return {
    cantAlone: board.effects.filter((e) => e.kind === 'cantAttackAlone'),
    alone: board.effects.filter((e) => e.kind === 'attacksAlone'),
    max: board.effects.filter((e) => e.kind === 'maxAttackers'),
    unless: board.effects.filter((e) => e.kind === 'cantAttackUnless'),
    cant: board.effects.filter((e) => e.kind === 'cantAttack'),
    conditional: collectConditionals(board.effects),
    atLeast: collectAtLeastOne(board.effects),
  };
}

type OptionDraft = Omit<AttackOption, 'stepMemo' | 'stepTable' | 'update'> & { update: StateUpdate };

interface OptionContext {
  readonly attackable: readonly number[];
  readonly opponents: readonly string[];
  readonly costEffects: readonly AttackCostEffect[];
  readonly requirements: CompiledRequirements;
  readonly restrictions: RestrictionEffects;
}

/** A creature's options in canonical order, each with its units, costs and state update. */
function draftOptions(board: Board, c: Creature, ctx: OptionContext): OptionDraft[] {
  const { requirements, restrictions: r } = ctx;
  const options: OptionDraft[] = [];
  for (const di of [...ctx.attackable, -1]) {
    const d = di >= 0 ? board.defenders[di]! : undefined;
    // cantAttack removes the option outright: no restricted declaration uses it (spec §2); so does
    // the defender keyword, which is a restriction by itself (CR 702.3b, spec §1).
    if (d && hasDefender(c)) continue;
    if (d && r.cant.some((e) => e.kind === 'cantAttack' && creatureMatches(e.creatures, c) && defenderMatches(e.defenders, d))) continue;
    const unitVec = new Int32Array(requirements.groups.length);
    if (d) {
      for (const u of requirements.units) if (u.creatureId === c.id && u.satisfiedBy && u.satisfiedBy(d)) unitVec[u.group]! += 1;
    }
    const costs: number[] = [];
    if (d) ctx.costEffects.forEach((e, i) => creatureMatches(e.creatures, c) && defenderMatches(e.defenders, d) && costs.push(i));
    const attacks = d !== undefined;
    const update: StateUpdate = {
      attacks,
      cantAloneMatched: attacks && r.cantAlone.some((e) => e.kind === 'cantAttackAlone' && creatureMatches(e.creatures, c)),
      aloneMatched: attacks && r.alone.some((e) => e.kind === 'attacksAlone' && creatureMatches(e.creatures, c)),
      maxCounters: attacks
        ? r.max.flatMap((e, i) =>
            e.kind === 'maxAttackers' && (!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d) ? [i] : [],
          )
        : [],
      unlessOthers: attacks ? r.unless.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.others, c) ? [i] : [])) : [],
      unlessFlagA: attacks
        ? r.unless.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.creatures, c) && !creatureMatches(e.others, c) ? [i] : []))
        : [],
      unlessFlagB: attacks
        ? r.unless.flatMap((e, i) => (e.kind === 'cantAttackUnless' && creatureMatches(e.creatures, c) && creatureMatches(e.others, c) ? [i] : []))
        : [],
      conditionalsOn: attacks ? r.conditional.flatMap((e) => (creatureMatches(e.if.anyAttacks, c) ? [requirements.condIndex.get(e.id)!] : [])) : [],
      atLeastOne: attacks ? r.atLeast.flatMap((e, i) => ((!e.creatures || creatureMatches(e.creatures, c)) && defenderMatches(e.defenders, d) ? [i] : [])) : [],
      retireMax: [],
      retireUnless: [],
      retireAtLeast: [],
    };
    const opponent = d ? ctx.opponents.indexOf(d.player) : -1;
    options.push({ defender: di, opponent, units: unitVec, costs, costBits: costs.reduce((m, i) => m | (1 << i), 0), update });
  }
  return options;
}

type CreatureDraft = { readonly creature: Creature; readonly options: readonly OptionDraft[] };

/** The state layout and the creature at which each effect retires. */
interface PlacedLayout {
  readonly layout: StateLayout;
  readonly spans: { max: Span[]; unless: Span[]; atLeast: Span[] };
}

/**
 * State layout (restriction-state.ts): digits sized by the effects alive at one layer, each effect
 * retired after the last creature it can match. Undefined when the numbers would not stay exact.
 */
function layoutFor(
  board: Board,
  drafts: readonly CreatureDraft[],
  counts: { eligible: number; opponents: number; requirements: CompiledRequirements; restrictions: RestrictionEffects },
): PlacedLayout | undefined {
  const { restrictions: r, requirements } = counts;
  const spans = effectSpans(drafts, { max: r.max.length, unless: r.unless.length, atLeast: requirements.atLeastOne.length });
  const touched = (sp: Span) => sp[0] <= sp[1];
  const matchedCount = (k: number) => drafts.filter((mc) => mc.options.some((o) => o.update.maxCounters.includes(k))).length;
  const layout = buildLayout(
    {
      global: {
        total: r.cantAlone.length + r.alone.length > 0,
        cantAlone: r.cantAlone.length > 0,
        alone: r.alone.length > 0,
        players: board.attackMultiplePlayers ? 0 : counts.opponents,
        conditionals: requirements.conditionals.length,
      },
      // A maxAttackers whose limit is at least the creatures it can match is never exceeded: no counter.
      max: r.max.map((e, k) => (e.kind === 'maxAttackers' && touched(spans.max[k]!) && e.count < matchedCount(k) ? e.count : undefined)),
      unlessAtLeast: r.unless.map((e, k) =>
        e.kind === 'cantAttackUnless' && touched(spans.unless[k]!) ? Math.min(e.atLeast, counts.eligible + 1) : undefined,
      ),
      atLeast: spans.atLeast.map(touched),
      atLeastGroup: requirements.atLeastOne.map((a) => a.group),
      groups: requirements.groups.length,
    },
    spans,
  );
  const total = layout.total;
  if (!Number.isSafeInteger(total) || total > 2 ** 40) return undefined;
  return { layout, spans };
}

/** The options with their retirements and their step memos, shared by options with equal updates. */
function withStepMemos(drafts: readonly CreatureDraft[], { layout, spans }: PlacedLayout): ModelCreature[] {
  const total = layout.total;
  const retiringAt = (sp: readonly Span[], i: number) => sp.flatMap((x, k) => (x[1] === i ? [k] : []));
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
  return drafts.map((mc, i) => {
    const retire = { retireMax: retiringAt(spans.max, i), retireUnless: retiringAt(spans.unless, i), retireAtLeast: retiringAt(spans.atLeast, i) };
    const options = mc.options.map((o): AttackOption => {
      const update: StateUpdate = { ...o.update, ...retire };
      const stepMemo = memoFor(update, o.opponent);
      return { ...o, update, stepMemo, stepTable: isIdentity(update) ? undefined : tableFor(stepMemo) };
    });
    return { creature: mc.creature, options };
  });
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
