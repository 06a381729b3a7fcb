/**
 * Cost plans of §4: C(D) is one cost instance per (blockCost effect, blocking creature it matches), so
 * C(E) ⊆ C(D) says only which taxed creatures may block. A plan is the set of taxed blockers that block.
 * Payment (§5) does not depend on who blocks (blockers stay untapped, 509.1a, and may tap for mana,
 * 509.1e), so payable is monotone: a subset of a payable plan is payable, and plans are enumerated by
 * growing them while they stay payable.
 */
import type { Resources } from '../board.ts';
import { TooLarge, type Budget } from '../budget.ts';
import { withCreatureMana } from '../creature-payment.ts';
import { isPayable, sumCosts } from '../payment.ts';
import type { BlockBoard } from './board.ts';
import type { BlockCostInstance, BlockModel } from './model.ts';

/** Payable plans beyond this many are refused as too large (each is one pass over the blockers). */
export const MAX_PLANS = 4096;

/** §5: the defending player's resources with the mana of the creatures able to tap for it (302.6). */
export function payingResources(board: BlockBoard): Resources | undefined {
  const r = board.resources;
  if (r === undefined) return undefined;
  const able = new Set(
    (r.creatureMana ?? [])
      .map((s) => board.creatures.find((c) => c.id === s.from))
      .filter((c) => c !== undefined && !c.tapped && (!c.sick || c.keywords.includes('haste')))
      .map((c) => c!.id),
  );
  return withCreatureMana(r, able);
}

export function isPlanPayable(instances: readonly BlockCostInstance[], resources: Resources | undefined): boolean {
  return isPayable(sumCosts(instances.map((x) => x.cost)), resources);
}

/** Whether any option of any blocker, or any attacker, carries a requirement unit. */
export function hasUnits(m: BlockModel): boolean {
  return m.optionUnits.some((u) => u.some((x) => x > 0)) || m.mustBeBlocked.some((x) => x > 0) || m.exactly.some((x) => x.length > 0);
}

/**
 * The plans to judge, each a set of taxed blocker indexes. `null` stands for "costs play no part":
 * no taxed blocker, or no requirement and no resources (every cost payable, nothing to compare).
 */
export function plansOf(m: BlockModel, budget: Budget): readonly (ReadonlySet<number> | null)[] {
  const taxed = m.blockers.flatMap((_, i) => (m.costs[i]!.length > 0 ? [i] : []));
  if (taxed.length === 0 || (m.board.resources === undefined && !hasUnits(m))) return [null];
  const resources = payingResources(m.board);
  const out: Set<number>[] = [];
  const grow = (k: number, chosen: number[], instances: BlockCostInstance[]): void => {
    budget.tick();
    if (k === taxed.length) {
      if (out.length >= MAX_PLANS) throw new TooLarge(`more than ${MAX_PLANS} ways to pay for blockers: too many to compare one by one`);
      out.push(new Set(chosen));
      return;
    }
    const i = taxed[k]!;
    const withI = [...instances, ...m.costs[i]!];
    if (isPlanPayable(withI, resources)) {
      chosen.push(i);
      grow(k + 1, chosen, withI);
      chosen.pop();
    }
    grow(k + 1, chosen, instances);
  };
  grow(0, [], []);
  return out;
}
