/** The total of a declaration's costs as the learner reads it (spec §4; explanation step 5). */
import type { PermanentCost } from './board.ts';
import type { CostTotal } from './api-types.ts';
import { formatManaSymbols } from './mana.ts';
import { makeFilterText } from './permanent-payment.ts';
import type { PaymentNeed } from './payment-need.ts';

function mergeByFilter(costs: readonly PermanentCost[]): { count: number; filter: string }[] {
  const out: { count: number; filter: string }[] = [];
  for (const cost of costs) {
    if (cost.count === 0) continue;
    const filter = makeFilterText(cost.filter);
    const same = out.find((e) => e.filter === filter);
    if (same === undefined) out.push({ count: cost.count, filter });
    else same.count += cost.count;
  }
  return out;
}

/** The total of spec §4 as shown to the user (explanation step 5). `life` excludes Phyrexian symbols. */
export function makeCostTotal(need: PaymentNeed): CostTotal {
  return {
    mana: formatManaSymbols(need.manaSymbols),
    life: need.life,
    sacrifice: mergeByFilter(need.sacrifice),
    returnToHand: mergeByFilter(need.returnToHand),
    instances: need.instances,
  };
}
