/**
 * The engine's answers: legal sets, explanations and the attack tree. These shapes are what the CLI
 * prints with --json, what the store snapshots and what the renderer draws, so they are plain JSON.
 */
import type { Declaration } from './board.ts';

/** Why the engine gave no answer for a valid board. */
/**
 * `no-defending-player`: the board has no attack-multiple-players option and several opponents but
 * does not say which was chosen as the defending player at the beginning of combat (CR 506.2a), so
 * which declarations are legal is not decided yet.
 */
export const ENGINE_ERROR_CODES = ['too-large', 'bad-declaration', 'no-defending-player'] as const;
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
  /** For bad-declaration: which part of the declaration, e.g. `attacks.goblin`. */
  readonly path?: string;
}

/** Work limits: heavy boards answer `too-large` instead of running unbounded. */
export interface EngineBudget {
  /** Time limit in milliseconds of `clock` for one call (default 10 000). */
  readonly timeLimitMs?: number;
  /** Limit on search states held at once (default 2 000 000). */
  readonly maxStates?: number;
  /** Limit on numbers held in pool summaries and process states (default 12 000 000, ~500 MB in all). */
  readonly maxCells?: number;
  /**
   * Milliseconds, monotonic (default: the host's performance.now()). A worker may pass a CPU clock so
   * that a busy machine does not shorten the budget; tests pass a clock they move.
   */
  readonly clock?: EngineClock;
  /**
   * The host's memory in use and the most a call may reach (default: not read). Read with the clock, it
   * protects as the clock does: the cells decide (the same board gets the same answer anywhere), and the
   * probe stops a call whose real memory outgrows what its cells stand for. The CLI passes its
   * process's resident memory.
   */
  readonly memory?: EngineMemory;
  /**
   * How the legal set is searched (default 'auto'): 'enumerate' walks every declaration of Ω (brute
   * force with the process walk), 'layered' merges prefixes by state, 'single-pool' judges every
   * declaration in one pool when no attack incurs a cost (otherwise it is 'layered'), 'plan-pools'
   * walks one pool per payable plan when they are few (otherwise it is 'layered'). Answers are
   * identical; 'auto' enumerates small Ω on boards with conditional requirements, uses one pool for
   * larger cost-free ones and one pool per plan when plans are few. Tests force each one. Boards whose
   * costs creatures help pay (creature mana, tapCreatures) are always enumerated: no other strategy is
   * sound for them (creature-members.ts).
   */
  readonly strategy?: EngineStrategy;
}

export type EngineClock = () => number;
export interface EngineMemory {
  /** Bytes in use now. */
  readonly read: () => number;
  /** A call that finds more in use answers too-large (said in MB of 2^20 bytes, as V8's heap limits are). */
  readonly limitBytes: number;
}
export type EngineStrategy = 'auto' | 'layered' | 'enumerate' | 'single-pool' | 'plan-pools';

export interface LegalOptions {
  /** List at most this many declarations (the first ones in canonical order, spec §5). */
  readonly limit?: number;
  /**
   * Only the declarations with exactly this many attackers: `legal`, `count` and `complete` of the
   * answer then all refer to that part of the legal set (a group of a LegalBreakdown, opened).
   */
  readonly attackers?: number;
  readonly budget?: EngineBudget;
}

export interface LegalSet {
  /** Canonically sorted (spec §5); the first `limit` when a limit was given. */
  readonly legal: readonly Declaration[];
  /** Exact number of legal declarations, as a decimal string (it can exceed 2^53). */
  readonly count: string;
  /** True when `legal` holds every legal declaration. */
  readonly complete: boolean;
}

/**
 * A legal set summarized without listing it (for sets too large to read): exact counts, as decimal
 * strings like LegalSet.count.
 */
export interface LegalBreakdown {
  /** Number of legal declarations. */
  readonly count: string;
  /** Legal declarations by number of attacking creatures, ascending; sizes with none are left out. */
  readonly bySize: readonly { readonly attackers: number; readonly count: string }[];
  /**
   * Each creature able to attack (canonical order, spec §5): in how many legal declarations it attacks
   * each defender it can attack (defenders by id) and in how many it does not attack.
   */
  readonly byCreature: readonly {
    readonly creatureId: string;
    readonly byDefender: readonly { readonly defenderId: string; readonly count: string }[];
    readonly noAttack: string;
  }[];
}

/** A cost instance (spec §2): one per (attackCost effect, creature) that D incurs. */
export interface CostInstance {
  readonly effectId: string;
  readonly source: string;
  readonly creatureId: string;
  readonly defenderId: string;
}

/** One requirement unit (spec §2), identified so that two declarations can be compared unit by unit. */
export interface RequirementUnit {
  /** Stable id, e.g. `e2:goblin`, `e4:arbiter:player`, `e5` for atLeastOneAttacks. */
  readonly id: string;
  readonly effectId: string;
  readonly source: string;
  /** The creature the unit is about; absent for atLeastOneAttacks. */
  readonly creatureId?: string;
  /** Human text: "Crazed Goblin attacks", "Silent Arbiter attacks a player other than alice". */
  readonly text: string;
  /** Ids of the conditional effects that must be on for the unit to exist (outermost first). */
  readonly guards: readonly string[];
}

export interface CostTotal {
  /** Mana symbols in canonical order, e.g. "{4}{W/P}"; "" when none. */
  readonly mana: string;
  readonly life: number;
  readonly sacrifice: readonly { readonly count: number; readonly filter: string }[];
  readonly returnToHand: readonly { readonly count: number; readonly filter: string }[];
  /** Creatures to tap (`tapCreatures`, Hollow Warrior): absent when no cost taps creatures. */
  readonly tapCreatures?: readonly { readonly count: number; readonly filter: string }[];
  /** Number of cost instances, including ones with no component (War Tax with X = 0). */
  readonly instances: number;
}

export type EligibilityProblem =
  | { readonly kind: 'unknown-creature'; readonly creatureId: string }
  | { readonly kind: 'not-controlled'; readonly creatureId: string; readonly controller: string }
  | { readonly kind: 'tapped'; readonly creatureId: string }
  | { readonly kind: 'sick'; readonly creatureId: string }
  | { readonly kind: 'unknown-defender'; readonly creatureId: string; readonly defenderId: string }
  | { readonly kind: 'not-attackable'; readonly creatureId: string; readonly defenderId: string; readonly player: string }
  | { readonly kind: 'multiple-players'; readonly players: readonly string[] }
  /** Without the attack-multiple-players option: the defender is not the defending player's (CR 506.2a). */
  | {
      readonly kind: 'not-defending-player';
      readonly creatureId: string;
      readonly defenderId: string;
      readonly player: string;
      readonly defendingPlayer: string;
    };

export interface BrokenRestriction {
  readonly effectId: string;
  readonly source: string;
  readonly kind: string;
  /** The creatures whose attack breaks it. */
  readonly creatureIds: readonly string[];
  readonly message: string;
}

export interface Step1Eligibility {
  readonly step: 1;
  readonly ok: boolean;
  readonly problems: readonly EligibilityProblem[];
}

export interface Step2Restrictions {
  readonly step: 2;
  readonly ok: boolean;
  /** C(D): the costs D plans to pay; their restrictions are ignored (article step 2). */
  readonly costsPlanned: readonly CostInstance[];
  readonly broken: readonly BrokenRestriction[];
}

export interface Step3Requirements {
  readonly step: 3;
  readonly ok: boolean;
  /** Units of req(D). */
  readonly units: readonly RequirementUnit[];
  /** Ids of the units of req(D) that D satisfies. */
  readonly satisfied: readonly string[];
  /** The most units of req(D) any declaration of Ω(C(D)) satisfies. */
  readonly best: number;
  /** A declaration of Ω(C(D)) that satisfies `best` units of req(D) when that beats D. */
  readonly witness?: Declaration;
  /** Units of req(D) the witness satisfies and D does not, and the reverse. */
  readonly witnessGains?: readonly string[];
  readonly witnessLosses?: readonly string[];
  /** Present when the board has conditional requirements: the verdict of the tree (spec §3). */
  readonly process?: {
    readonly terminal: boolean;
    /** When terminal: the chosen declarations S1 … Sk of one branch that ends at D. */
    readonly path?: readonly Declaration[];
    readonly reason: string;
  };
  readonly message: string;
}

export interface Step4Tap {
  readonly step: 4;
  readonly tapped: readonly string[];
}

export interface Step5Total {
  readonly step: 5;
  readonly total: CostTotal;
}

export interface Step7Payment {
  readonly step: 7;
  readonly ok: boolean;
  /** Mana is step 6 (mana abilities), paying is step 7; both are decided here. */
  readonly message: string;
  /**
   * Source index of resources.mana used for each mana symbol, when payable. When creatures give mana,
   * indexes past resources.mana are the mana of the creatures in `manaCreatures` (creatureMana order).
   */
  readonly manaSources?: readonly number[];
  readonly lifePaid?: number;
  readonly permanentsUsed?: readonly string[];
  /** Creatures tapped to pay `tapCreatures` costs (CR 508.1j), when any. */
  readonly creaturesTapped?: readonly string[];
  /** Creatures whose {T} mana abilities the payment uses (CR 508.1i), when any. */
  readonly manaCreatures?: readonly string[];
}

export type ExplanationStep = Step1Eligibility | Step2Restrictions | Step3Requirements | Step4Tap | Step5Total | Step7Payment;

export interface Explanation {
  readonly declaration: Declaration;
  readonly legal: boolean;
  /** The first step that fails, when illegal. */
  readonly failedStep?: 1 | 2 | 3 | 7;
  /** One-sentence verdict. */
  readonly summary: string;
  /** In the article's order; steps after a failing one are still given where they can be computed. */
  readonly steps: readonly ExplanationStep[];
}

/** A requirement set R(σ) of the process: the units that exist when these conditionals are on. */
export interface TreeRequirementSet {
  readonly conditionalsOn: readonly string[];
  readonly units: number;
}

export interface TreeConstraint {
  readonly requirements: TreeRequirementSet;
  /** Candidates must satisfy at least this many of those units (mi of spec §3). */
  readonly atLeast: number;
}

/**
 * A node groups every choice Sk that leads to the same next state: the same constraints and the same
 * requirement set next. `count` says how many declarations the group stands for.
 */
export interface TreeNode {
  readonly id: string;
  /** k of spec §3; 0 for the root (S0 = no attack). */
  readonly step: number;
  /** How many declarations were grouped into this node (decimal string). */
  readonly count: string;
  /** Up to a few of the grouped declarations, canonical order. */
  readonly sample: readonly Declaration[];
  /** Rk: the units the choice at this step maximized (absent for the root). */
  readonly maximized?: TreeRequirementSet;
  /** mk: the maximum reached at this step. */
  readonly max?: number;
  /** Constraints in force after this step. */
  readonly constraints: readonly TreeConstraint[];
  /** req(Sk): the requirement set the next step maximizes. */
  readonly next: TreeRequirementSet;
  /** True when req(Sk) already came up: each declaration here ends the process (is a terminal). */
  readonly terminal: boolean;
  readonly children: readonly TreeNode[];
}

export interface PlanTree {
  /** C(D) shared by the declarations whose legality this tree decides. */
  readonly plan: readonly CostInstance[];
  readonly root: TreeNode;
  /** The terminals whose C(D) is this plan: the legal declarations this tree contributes. */
  readonly legal: readonly Declaration[];
}

export interface AttackTree {
  readonly plans: readonly PlanTree[];
  /** Total number of nodes over all plans. */
  readonly nodeCount: number;
  /** True when plans, nodes or samples were cut to stay within the limits; says what was cut. */
  readonly truncated: boolean;
  readonly truncation?: string;
}

export interface TreeOptions {
  readonly maxPlans?: number;
  readonly maxNodes?: number;
  readonly budget?: EngineBudget;
}
