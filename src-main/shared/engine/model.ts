/**
 * The board compiled for search. Everything the legality definition (spec §3) looks at is reduced to
 * per-(creature, option) facts plus a small "restriction state" that summarizes a partial declaration:
 * every restriction of spec §2 depends only on a few capped counters and flags, so two partial
 * declarations with the same state are interchangeable for everything that follows.
 */
import type { AttackCostEffect, Board, Creature, Declaration, Defender, Effect, RequirementEffect } from './board.ts';
import type { RequirementUnit } from './api-types.ts';
import { computeStep, isIdentity, type StateLayout, type StateUpdate } from './restriction-state.ts';

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

export function isRequirement(e: Effect): e is RequirementEffect {
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
