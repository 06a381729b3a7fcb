/**
 * `check` for a block declaration: D explained by the steps of 509.1 — who may block what (509.1a),
 * restrictions (509.1b), requirements with a witness that obeys more without paying more (509.1c),
 * costs and payment (509.1d, 509.1e, 509.1f) — in judge language with card names (text/block-text.ts). The verdict
 * is §4's: restricted, payable, and as many units as any declaration in its own pool Ω(C(D)).
 */
import type { CostTotal, EngineBudget, EngineError } from '../api-types.ts';
import { makeBudget, TooLarge } from '../budget.ts';
import { makeCostTotal, payNeed, sumCosts } from '../payment.ts';
import { err, ok, type Result } from '../result.ts';
import { creatureMatches } from '../selectors.ts';
import {
  aloneText,
  atLeastText,
  atMostText,
  attacksElsewhereText,
  betterBlockText,
  BLOCK_STEP_TITLES,
  blockDeclarationText,
  blockerProblemText,
  blockStepCitation,
  blockUnitText,
  type BlockStepId,
  cantBlockEffectText,
  capacityText,
  keywordPairText,
  maxBlockersText,
  menaceText,
  NO_RESTRICTION_BROKEN,
  NOT_JUDGED_TEXT,
  notAttackingText,
  requirementsVerdictText,
} from '#shared/text/block-text';
import { costTotalText, namesOfBoard, type TextNames } from '#shared/text/learner-text';
import type { BlockBoard, BlockCreature, BlockDeclaration } from './board.ts';
import { blockedBy } from './declaration.ts';
import { declarationOf } from './graph.ts';
import { capacityOf, compileBlockModel, costInstancesOf, type BlockModel, ModelTooLarge } from './model.ts';
import { blockerProblem, isBlockable, pairReasons } from './pair-rules.ts';
import { buildPlanDp, inPool, type PlanDp, tightChild } from './plan-dp.ts';
import { payingResources } from './plans.ts';
import { finalOk, finalUnits, stepState } from './state.ts';
import { blockUnitsOf } from './units.ts';

export interface BlockExplanationStep {
  readonly step: BlockStepId;
  readonly title: string;
  readonly citation: string;
  /** null: not judged, because an earlier step failed. */
  readonly ok: boolean | null;
  readonly lines: readonly string[];
}

export interface BlockExplanation {
  readonly declaration: BlockDeclaration;
  readonly legal: boolean;
  readonly failedStep?: BlockStepId;
  readonly summary: string;
  readonly steps: readonly BlockExplanationStep[];
  /** 509.1c in numbers: units obeyed by D, the most in its pool, every unit, a better declaration when D is not the best. */
  readonly requirements?: {
    readonly obeyed: number;
    readonly max: number;
    readonly units: readonly { readonly text: string; readonly obeyed: boolean }[];
    readonly better?: BlockDeclaration;
  };
  readonly costs: { readonly total: CostTotal; readonly payable: boolean };
}

const creatureOf = (board: BlockBoard, id: string): BlockCreature | undefined => board.creatures.find((c) => c.id === id);

export function explainBlockDeclaration(board: BlockBoard, d: BlockDeclaration, budget: EngineBudget = {}): Result<BlockExplanation, EngineError> {
  const names = namesOfBoard({ ...board, defenders: board.defenders });
  const chosen = chooseLines(board, d, names);
  const restrictions = restrictionLines(board, d, names);
  const costs = costStep(board, d, names);
  const stepA = step(
    '509.1a',
    chosen.length === 0,
    chosen.length === 0
      ? ['Every chosen creature can block, and blocks creatures attacking the defending player or their planeswalkers or battles (CR 509.1a).']
      : chosen,
  );
  const stepB = step('509.1b', restrictions.length === 0, restrictions.length === 0 ? [NO_RESTRICTION_BROKEN] : restrictions);
  const judged = chosen.length === 0 && restrictions.length === 0 && costs.payable;
  let requirements: BlockExplanation['requirements'];
  let stepC: BlockExplanationStep;
  if (!judged) stepC = { ...step('509.1c', false, [NOT_JUDGED_TEXT]), ok: null };
  else {
    try {
      requirements = judgeRequirements(board, d, names, budget);
    } catch (e) {
      if (e instanceof TooLarge || e instanceof ModelTooLarge) return err({ code: 'too-large', message: e.message });
      throw e;
    }
    const units = requirements.units.length;
    const lines = [
      requirementsVerdictText(requirements.obeyed, requirements.max, units),
      ...requirements.units.map((u) => `${u.obeyed ? 'obeyed' : 'not obeyed'}: ${u.text}`),
      ...(requirements.better === undefined ? [] : [betterBlockText(blockDeclarationText(requirements.better.blocks, names), requirements.max)]),
    ];
    stepC = step('509.1c', requirements.obeyed === requirements.max, lines);
  }
  const stepD = step('509.1d', costs.payable, costs.lines);
  const steps = [stepA, stepB, stepC, stepD];
  const failed = steps.find((s) => s.ok === false);
  const legal = failed === undefined;
  const summary = legal
    ? `Legal: ${blockDeclarationText(d.blocks, names)} follows every step of CR 509.1.`
    : `Step ${failed.step} fails: ${failed.lines[0] ?? ''}`;
  return ok({
    declaration: d,
    legal,
    ...(failed === undefined ? {} : { failedStep: failed.step }),
    summary,
    steps,
    ...(requirements === undefined ? {} : { requirements }),
    costs: { total: costs.total, payable: costs.payable },
  });
}

function step(id: BlockStepId, okay: boolean, lines: readonly string[]): BlockExplanationStep {
  return { step: id, title: BLOCK_STEP_TITLES[id], citation: blockStepCitation(id), ok: okay, lines };
}

/** 509.1a: each chosen creature can block, each attacker it names is blockable here, within its capacity. */
function chooseLines(board: BlockBoard, d: BlockDeclaration, names: TextNames): string[] {
  const out: string[] = [];
  for (const b of Object.keys(d.blocks)) {
    const c = creatureOf(board, b);
    if (c === undefined) continue;
    const problem = blockerProblem(board, c);
    if (problem !== undefined) out.push(blockerProblemText(problem, names.creature(b)));
    for (const a of blockedBy(d, b)) {
      const x = creatureOf(board, a);
      if (x === undefined || x.attacking === undefined) out.push(notAttackingText(names.creature(b), names.creature(a)));
      else if (!isBlockable(board, x)) out.push(attacksElsewhereText(names.creature(b), names.creature(a), names.defender(x.attacking)));
    }
    const cap = capacityOf(board, c);
    if (blockedBy(d, b).length > cap) out.push(capacityText(names.creature(b), blockedBy(d, b).length, cap));
  }
  return out;
}

/** 509.1b: the pair restrictions of each block, then the counting ones. */
function restrictionLines(board: BlockBoard, d: BlockDeclaration, names: TextNames): string[] {
  const out: string[] = [];
  const blockers = Object.keys(d.blocks);
  for (const b of blockers) {
    const c = creatureOf(board, b);
    for (const a of blockedBy(d, b)) {
      const x = creatureOf(board, a);
      if (c === undefined || x === undefined) continue;
      for (const r of pairReasons(board, c, x)) {
        out.push(
          r.kind === 'keyword'
            ? keywordPairText(r.keyword, r.rule, r.on, names.creature(b), names.creature(a))
            : cantBlockEffectText(r.source, names.creature(b), names.creature(a)),
        );
      }
    }
  }
  for (const x of board.creatures.filter((c) => c.attacking !== undefined)) {
    const n = blockers.filter((b) => blockedBy(d, b).includes(x.id)).length;
    if (x.keywords.includes('menace') && n === 1) out.push(menaceText(names.creature(x.id), n));
    for (const e of board.effects) {
      if (e.kind === 'blockedByAtLeast' && creatureMatches(e.attackers, x) && n > 0 && n < e.count)
        out.push(atLeastText(e.source, names.creature(x.id), e.count, n));
      if (e.kind === 'blockedByAtMost' && creatureMatches(e.attackers, x) && n > e.count) out.push(atMostText(e.source, names.creature(x.id), e.count, n));
    }
  }
  const blocking = blockers.map((b) => creatureOf(board, b)).filter((c) => c !== undefined);
  for (const e of board.effects) {
    if (e.kind === 'maxBlockers') {
      const n = blocking.filter((c) => e.creatures === undefined || creatureMatches(e.creatures, c)).length;
      if (n > e.count) out.push(maxBlockersText(e.source, e.count, n));
    }
    if (e.kind === 'cantBlockAlone' && blocking.length === 1 && creatureMatches(e.creatures, blocking[0]!))
      out.push(aloneText(e.source, names.creature(blocking[0]!.id)));
  }
  return out;
}

/** 509.1d, 509.1e, 509.1f: one cost instance per (blockCost effect, blocking creature), the total, and a payment. */
function costStep(board: BlockBoard, d: BlockDeclaration, names: TextNames): { total: CostTotal; payable: boolean; lines: string[] } {
  const instances = Object.keys(d.blocks).flatMap((b) => {
    const c = creatureOf(board, b);
    return c === undefined ? [] : costInstancesOf(board, c);
  });
  const need = sumCosts(instances.map((x) => x.cost));
  const total = makeCostTotal(need);
  if (instances.length === 0) return { total, payable: true, lines: ['No blocking creature has a cost to block (CR 509.1d).'] };
  const list = instances.map((x) => `${x.source} for ${names.creature(x.creatureId)}`).join('; ');
  const head = `The total cost to block is ${costTotalText(total)} (${instances.length} ${instances.length === 1 ? 'cost' : 'costs'}: ${list}) (CR 509.1d).`;
  const resources = payingResources(board);
  const paid = payNeed(need, resources);
  if (!paid.ok) return { total, payable: false, lines: [`It cannot be paid: ${paid.error.message} (CR 509.1f).`, head] };
  if (resources === undefined) return { total, payable: true, lines: [head, 'The board lists no resources, so every cost counts as payable.'] };
  const labels = sourceLabels(board, names);
  const used = paid.value.manaSources.filter((i) => i >= 0).map((i) => labels[i] ?? 'a mana source');
  const how = [
    ...(used.length === 0 ? [] : [`mana from ${used.join(', ')}`]),
    ...(paid.value.lifePaid > 0 ? [`${paid.value.lifePaid} life`] : []),
    ...paid.value.permanentsUsed.map((p) => board.resources?.permanents.find((x) => x.id === p)?.name ?? p),
  ];
  const creatures = used.some((u) => u.startsWith('the {T} ability')) ? ' A blocking creature may tap for mana: blocking does not tap it (CR 509.1e).' : '';
  return { total, payable: true, lines: [head, `It can be paid: ${how.length === 0 ? 'nothing to spend' : how.join(', ')} (CR 509.1e, 509.1f).${creatures}`] };
}

/** Labels of the sources payingResources lists: plain sources first, then creature mana in board order. */
function sourceLabels(board: BlockBoard, names: TextNames): string[] {
  const r = board.resources;
  if (r === undefined) return [];
  const plain = r.mana.map((letters) => `a ${letters.join('/')} source`);
  const able = (r.creatureMana ?? []).filter((s) => {
    const c = creatureOf(board, s.from);
    return c !== undefined && !c.tapped && (!c.sick || c.keywords.includes('haste'));
  });
  return [...plain, ...able.flatMap((s) => s.mana.map(() => `the {T} ability of ${names.creature(s.from)}`))];
}

/** 509.1c: D's units against the most any declaration of its own pool obeys, with one that does when D does not. */
function judgeRequirements(board: BlockBoard, d: BlockDeclaration, names: TextNames, budget: EngineBudget): NonNullable<BlockExplanation['requirements']> {
  const units = blockUnitsOf(board).map((u) => ({ text: blockUnitText(u.text(names), u.source), obeyed: u.obeyed(d) }));
  const obeyed = units.filter((u) => u.obeyed).length;
  const m = compileBlockModel(board);
  const plan = new Set(m.blockers.flatMap((b, i) => (m.costs[i]!.length > 0 && blockedBy(d, b.id).length > 0 ? [i] : [])));
  const dp = buildPlanDp(m, plan, makeBudget(budget));
  if (obeyed >= dp.max) return { obeyed, max: dp.max, units };
  return { obeyed, max: dp.max, units, better: witness(m, dp) };
}

/** A declaration of the pool reaching its maximum: a tight path to a final state worth `max`. */
function witness(m: BlockModel, dp: PlanDp): BlockDeclaration {
  const B = m.blockers.length;
  const memo = m.blockers.map(() => new Map<number, number>());
  const reach = (i: number, s: number): number => {
    const node = dp.layers[i]!.get(s)!;
    if (i === B) return finalOk(m, s) && node.best + finalUnits(m, s) === dp.max ? 0 : -1;
    const hit = memo[i]!.get(s);
    if (hit !== undefined) return hit;
    let found = -1;
    for (let o = 0; o < m.options[i]!.length && found < 0; o++) {
      if (!inPool(m, dp.plan, i, o) || tightChild(m, dp.layers, i, s, node, o) === undefined) continue;
      if (reach(i + 1, stepState(m, s, i, o)) >= 0) found = o;
    }
    memo[i]!.set(s, found);
    return found;
  };
  const chosen: number[] = [];
  let s = 0;
  for (let i = 0; i < B; i++) {
    const o = reach(i, s);
    chosen.push(o);
    s = stepState(m, s, i, o);
  }
  return declarationOf(m, chosen);
}
