/**
 * Explain any declaration, legal or not, in the order of the article's steps: (1) choose attackers,
 * (2) restrictions with the costs D plans to pay, (3) requirements against the best of D's pool and,
 * with conditional requirements, the process of spec §3, (4) tap, (5) total cost, (6–7) mana and payment.
 */
import type { Board, Declaration, Effect } from './board.ts';
import type { CostInstance, EngineBudget, EngineError, Explanation, ExplanationStep, RequirementUnit, Step3Requirements, Step5Total } from './api-types.ts';
import { err, ok, type Result } from './result.ts';
import { allowedUnder, type CompiledUnit, type Model } from './model.ts';
import { requirementMask } from './restriction-state.ts';
import { compileOrError } from './legal.ts';
import { brokenRestrictions, describeEligibility, eligibilityProblems, type Attack } from './explain-checks.ts';
import { creatureMatches, defenderMatches } from './selectors.ts';
import { makeDeclaration } from './declaration.ts';
import { sumCosts } from './payment.ts';
import { paymentStep, totalWithTaps } from './creature-pay-plan.ts';
import { explorePool } from './pool.ts';
import type { PoolSummary } from './pool-summary.ts';
import { walkPoolWithin } from './terminal-walk.ts';
import { ProcessTooLarge, satisfied, walkProcess, type ProcessGraph, type Profile } from './process.ts';
import { pathTo, terminalNode } from './process-paths.ts';
import { makeBudget, TooLarge } from './budget.ts';
import {
  declarationText,
  namesOfBoard,
  requirementCountText,
  requirementsBeatenText,
  requirementsMaxText,
  treeAlsoBeatenText,
  treeBeatenText,
  treeEndsText,
  treeFirstStepText,
  TREE_ENDS_UNSHOWN_TEXT,
  TREE_NEVER_TEXT,
  TREE_NEVER_UNSHOWN_TEXT,
} from '#shared/text/learner-text';

export function explainDeclaration(board: Board, declaration: Declaration, budget: EngineBudget = {}): Result<Explanation, EngineError> {
  const model = compileOrError(board);
  if (!model.ok) return model;
  try {
    return ok(explain(model.value, makeDeclaration(Object.entries(declaration.attacks)), makeBudget(budget)));
  } catch (e) {
    if (e instanceof TooLarge || e instanceof ProcessTooLarge) return err({ code: 'too-large', message: e.message });
    throw e;
  }
}

function explain(model: Model, d: Declaration, budget: ReturnType<typeof makeBudget>): Explanation {
  const board = model.board;
  const attacks: Attack[] = Object.entries(d.attacks).flatMap(([cid, did]) => {
    const creature = board.creatures.find((c) => c.id === cid);
    const defender = board.defenders.find((x) => x.id === did);
    return creature && defender ? [{ creature, defender }] : [];
  });
  const steps: ExplanationStep[] = [];

  // Step 1: only untapped creatures without summoning sickness that the active player controls, each
  // attacking an opponent or an opponent's planeswalker or battle (spec §1).
  const problems = eligibilityProblems(board, d);
  steps.push({ step: 1, ok: problems.length === 0, problems });
  if (problems.length > 0) {
    return finish(d, steps, 1, `Step 1 fails: ${describeEligibility(problems[0]!, board)}.`);
  }

  // Step 2: restrictions, with the costs D plans to pay (an unpaid cost would be a restriction).
  const costsPlanned = costInstances(model, attacks);
  const broken = brokenRestrictions(board, attacks);
  steps.push({ step: 2, ok: broken.length === 0, costsPlanned, broken });

  const costs = costsPlanned.map((ci) => costEffect(model, ci.effectId).cost);
  const need = sumCosts(costs);
  const payment = paymentStep(board, new Set(attacks.map((a) => a.creature.id)), costs, need);
  const total: Step5Total = { step: 5, total: totalWithTaps(need, costs) };
  const units = unitsFor(model, attacks);

  if (broken.length > 0) {
    steps.push(tapStep(attacks), total, payment);
    return finish(d, steps, 2, `Step 2 fails: ${broken[0]!.message}.`);
  }
  // With unpayable costs the pool is not D's to compare against (spec §3: payable(D) is required first).
  if (!payment.ok) {
    steps.push(tapStep(attacks), total, payment);
    return finish(d, steps, 7, `Steps 6–7 fail: ${payment.message}.`);
  }
  const step3 = requirementsStep(model, d, attacks, units, budget);
  steps.push(step3, tapStep(attacks), total, payment);
  if (!step3.ok) return finish(d, steps, 3, `Step 3 fails: ${step3.message}`);
  return finish(d, steps, undefined, attacks.length === 0 ? 'Legal: no creature attacks.' : `Legal: ${step3.message}`);
}

function finish(d: Declaration, steps: ExplanationStep[], failedStep: 1 | 2 | 3 | 7 | undefined, summary: string): Explanation {
  return failedStep === undefined ? { declaration: d, legal: true, summary, steps } : { declaration: d, legal: false, failedStep, summary, steps };
}

function costEffect(model: Model, effectId: string) {
  return model.costEffects.find((e) => e.id === effectId)!;
}

/** C(D): one instance per attackCost effect and attacking creature it matches (spec §2). */
function costInstances(model: Model, attacks: readonly Attack[]): CostInstance[] {
  const out: CostInstance[] = [];
  for (const e of model.costEffects) {
    for (const a of attacks) {
      if (creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender)) {
        out.push({ effectId: e.id, source: e.source, creatureId: a.creature.id, defenderId: a.defender.id });
      }
    }
  }
  return out;
}

/** Conditionals on in D (σ), in the model's numbering (depth-first, as compiled). */
function sigma(model: Model, attacks: readonly Attack[]): number {
  let sig = 0;
  let index = 0;
  const walk = (es: readonly Effect[]) => {
    for (const e of es) {
      if (e.kind !== 'conditional') continue;
      if (attacks.some((a) => creatureMatches(e.if.anyAttacks, a.creature))) sig |= 1 << index;
      index++;
      walk(e.then);
    }
  };
  walk(model.board.effects);
  return sig;
}

interface UnitsOfD {
  readonly sig: number;
  readonly rmask: number;
  /** Units of req(D). */
  readonly inForce: readonly CompiledUnit[];
  /** Units satisfied by D, per group, including those not in force (its profile). */
  readonly profile: Profile;
  readonly satisfiedIds: readonly string[];
}

function unitHolds(u: CompiledUnit, attacks: readonly Attack[]): boolean {
  if (u.countsFor) return attacks.some((a) => u.countsFor!(a.creature, a.defender));
  const a = attacks.find((x) => x.creature.id === u.creatureId);
  return a !== undefined && u.satisfiedBy !== undefined && u.satisfiedBy(a.defender);
}

function unitsFor(model: Model, attacks: readonly Attack[]): UnitsOfD {
  const sig = sigma(model, attacks);
  const rmask = requirementMask(model, sig);
  const vec = Array<number>(model.groups.length).fill(0);
  for (const u of model.units) if (unitHolds(u, attacks)) vec[u.group]! += 1;
  const inForce = model.units.filter((u) => (rmask & (1 << u.group)) !== 0);
  return { sig, rmask, inForce, profile: { sig, vec }, satisfiedIds: inForce.filter((u) => unitHolds(u, attacks)).map((u) => u.id) };
}

function publicUnit(u: CompiledUnit): RequirementUnit {
  return { id: u.id, effectId: u.effectId, source: u.source, ...(u.creatureId ? { creatureId: u.creatureId } : {}), text: u.text, guards: u.guards };
}

function requirementsStep(model: Model, d: Declaration, attacks: readonly Attack[], units: UnitsOfD, budget: ReturnType<typeof makeBudget>): Step3Requirements {
  // Ω(C(D)): each creature may do what costs it no instance D does not pay (spec §3).
  const allowed = model.creatures.map((mc) => {
    const a = attacks.find((x) => x.creature.id === mc.creature.id);
    const mine = mc.options.find((o) => (a ? o.defender >= 0 && model.defenders[o.defender]!.id === a.defender.id : o.defender < 0))!;
    return allowedUnder(mc, mine.costBits);
  });
  const pool = explorePool(model, allowed, 'best', budget);
  const own = units.satisfiedIds.length;
  let best = own;
  let bestEntry: (typeof pool.entries)[number] | undefined;
  for (const e of pool.entries) {
    const s = satisfied(e.vec, units.rmask);
    if (s > best) {
      best = s;
      bestEntry = e;
    }
  }
  const base = {
    step: 3 as const,
    units: units.inForce.map(publicUnit),
    satisfied: units.satisfiedIds,
    best,
  };
  const witnessPart = witnessOf(model, pool, bestEntry, units);
  const n = units.inForce.length;
  const render = (x: Declaration) => renderDecl(model.board, x);
  if (!model.hasConditionals) {
    return bestEntry
      ? { ...base, ok: false, ...witnessPart, message: requirementsBeatenText(n, own, best, render(witnessPart.witness!)) }
      : { ...base, ok: true, message: requirementsMaxText(n, own) };
  }
  const process = processVerdict(model, d, pool, units, budget);
  const shortcut = bestEntry ? treeAlsoBeatenText(render(witnessPart.witness!), best) : '';
  return process.terminal
    ? { ...base, ok: true, ...witnessPart, process, message: `${requirementCountText(n, own)}; ${process.reason}` }
    : { ...base, ok: false, ...witnessPart, process, message: `${process.reason}${shortcut}.` };
}

function witnessOf(model: Model, pool: PoolSummary, entry: PoolSummary['entries'][number] | undefined, units: UnitsOfD) {
  if (!entry) return {};
  const witness = pool.representative(entry);
  const wAttacks = attacksOf(model, witness);
  const wSat = new Set(units.inForce.filter((u) => unitHolds(u, wAttacks)).map((u) => u.id));
  const dSat = new Set(units.satisfiedIds);
  return {
    witness,
    witnessGains: [...wSat].filter((id) => !dSat.has(id)),
    witnessLosses: [...dSat].filter((id) => !wSat.has(id)),
  };
}

function attacksOf(model: Model, d: Declaration): Attack[] {
  return Object.entries(d.attacks).map(([cid, did]) => ({
    creature: model.board.creatures.find((c) => c.id === cid)!,
    defender: model.defenders.find((x) => x.id === did)!,
  }));
}

function processVerdict(
  model: Model,
  d: Declaration,
  pool: PoolSummary,
  units: UnitsOfD,
  budget: ReturnType<typeof makeBudget>,
): NonNullable<Step3Requirements['process']> {
  const walked = [...pool.entries, units.profile];
  const own = walked.length - 1;
  // The walk shown to the learner follows D only (process.ts `follow`): to one path when D is a
  // terminal, through the states that keep D when it is not; either way its verdict is exact. When it
  // is too long to show, the verdict walk (terminal-walk.ts), which scales as the count does, decides.
  const graph = followed(model, walked, own, budget);
  const node = graph && terminalNode(graph, units.profile);
  const terminal = graph ? node !== undefined : verdictWalk(model, walked, budget).terminal[own] === 1;
  if (terminal) {
    if (!graph || !node) return { terminal: true, reason: TREE_ENDS_UNSHOWN_TEXT };
    const path = pathTo(graph, node.key) ?? [];
    // S1 … S(k-1): a candidate of each state on the way whose requirement set leads to the next state.
    const chosen = path.slice(0, -1).map((k, i) => {
      const r = k.children.find((c) => c.child === path[i + 1]!.key)!.rmask;
      const idx = k.candidates.find((ci) => graph.rmaskOf(graph.pool[ci]!.sig) === r)!;
      // The last profile walked is D's own (a member of its pool, added for settling).
      return idx < pool.entries.length ? pool.representative(pool.entries[idx]!) : d;
    });
    return {
      terminal: true,
      path: [...chosen, d],
      reason: treeEndsText(path.length),
    };
  }
  const r0 = requirementMask(model, 0);
  const atLeast = walked.reduce((m, p) => Math.max(m, satisfied(p.vec, r0)), -Infinity);
  const mine = satisfied(units.profile.vec, r0);
  if (mine < atLeast) {
    return { terminal: false, reason: treeFirstStepText(atLeast, mine) };
  }
  if (!graph) return { terminal: false, reason: TREE_NEVER_UNSHOWN_TEXT };
  const r = graph.rmaskOf(units.sig);
  const hits = [...graph.nodes.values()].flatMap((k) => k.children.filter((c) => c.rmask === r).map((c) => c.max));
  const obeyed = satisfied(units.profile.vec, r);
  return {
    terminal: false,
    reason: hits.length > 0 ? treeBeatenText(Math.max(...hits), obeyed) : TREE_NEVER_TEXT,
  };
}

function verdictWalk(model: Model, walked: readonly Profile[], budget: ReturnType<typeof makeBudget>) {
  const mark = budget.held;
  const walk = walkPoolWithin(model, walked, budget.maxWalkStates, budget.maxWalkStates, budget);
  budget.releaseTo(mark);
  return walk;
}

/**
 * Work the walk that follows D may do (a state budget, so a board gets the same explanation on any
 * machine): the ring of 20 conditionals on 24 creatures needs 42–45 million units (about 2 s), the star
 * of 24 on 24 explaining one lone attacker 194 million; past it the verdict stands without its branch.
 */
const FOLLOW_MAX_WORK = 50_000_000;

/**
 * The walk that follows D, or nothing when it outgrows its states or the call's memory: the verdict
 * is already known, so the explanation keeps it and says the branch is too long to show.
 */
function followed(model: Model, walked: readonly Profile[], own: number, budget: ReturnType<typeof makeBudget>): ProcessGraph | undefined {
  try {
    return walkProcess(model, walked, { follow: own, budget, maxWork: FOLLOW_MAX_WORK });
  } catch (e) {
    // Out of states or memory: the answer stands without the branch. Out of time: the call stops (the
    // clock only protects, budget.ts).
    const outOfTime = budget.clock() > budget.deadline;
    if (!(e instanceof ProcessTooLarge || (e instanceof TooLarge && !outOfTime))) throw e;
    return undefined;
  }
}

/** Attackers become tapped, except those with vigilance (CR 508.1f, 702.20). */
function tapStep(attacks: readonly Attack[]) {
  return { step: 4 as const, tapped: attacks.filter((a) => !a.creature.keywords.includes('vigilance')).map((a) => a.creature.id) };
}

/** "attacking with Viashino Bey → opponent": card names, never ids: the learner reads no engine id. */
function renderDecl(board: Board, d: Declaration): string {
  const text = declarationText(
    d.attacks,
    namesOfBoard(board),
    board.creatures.map((c) => c.id),
  );
  return text === 'no attack' ? 'attacking with nothing' : `attacking with ${text}`;
}
