/**
 * Steps 5–7 of an explanation (when creatures help pay, creature-payment.ts decides payability; this
 * finds one way to pay, or says why there is none, in card names):
 * - step 5's total also lists the creatures a `tapCreatures` cost taps (Hollow Warrior);
 * - steps 6–7 name the creatures tapped to pay costs and those whose {T} mana abilities are used, and
 *   on failure which creatures' mana could not be used and why (attacking without vigilance, CR
 *   508.1f; summoning sickness, CR 302.6; already tapped; tapped for another cost).
 */
import type { Board, Cost, Creature } from './board.ts';
import type { CostTotal, Step7Payment } from './api-types.ts';
import { makeCostTotal, payNeed, sumCosts, type PaymentNeed, type PaymentPlan } from './payment.ts';
import { canTapForCost, canTapForMana, matchSlots, needsCreaturePayment, tapSlots, withCreatureMana } from './creature-payment.ts';
import { creatureMatches } from './selectors.ts';
import { creatureFilterText, manaBlockedText, tapShortText, type ManaBlocked } from '#shared/text/creature-payment-text';
import { namesOfBoard } from '#shared/text/learner-text';

/** Step 5's total with the creatures to tap (sumCosts leaves them out: they are not mana, life or permanents). */
export function totalWithTaps(need: PaymentNeed, costs: readonly Cost[]): CostTotal {
  const taps = new Map<string, number>();
  for (const c of costs) {
    if (c.tapCreatures === undefined || c.tapCreatures.count === 0) continue;
    const filter = creatureFilterText(c.tapCreatures.filter);
    taps.set(filter, (taps.get(filter) ?? 0) + c.tapCreatures.count);
  }
  const total = makeCostTotal(need);
  return taps.size === 0 ? total : { ...total, tapCreatures: [...taps].map(([filter, count]) => ({ count, filter })) };
}

function blockedReason(c: Creature, attackers: ReadonlySet<string>, tappedForCost: ReadonlySet<string>): ManaBlocked | undefined {
  if (c.tapped) return 'tapped';
  if (attackers.has(c.id) && !c.keywords.includes('vigilance')) return 'attacking';
  if (c.sick && !c.keywords.includes('haste')) return 'sick';
  if (tappedForCost.has(c.id)) return 'tapped-for-cost';
  return undefined;
}

/**
 * Step 7 for D: creatures that help pay make it depend on who attacks (creaturePayment); otherwise the
 * board's resources pay the total or they do not.
 */
export function paymentStep(board: Board, attackers: ReadonlySet<string>, costs: readonly Cost[], need: PaymentNeed): Step7Payment {
  if (needsCreaturePayment(board)) return creaturePayment(board, attackers, costs);
  if (need.instances === 0) return { step: 7, ok: true, message: 'nothing to pay' };
  if (!board.resources) return { step: 7, ok: true, message: NO_RESOURCES_TEXT };
  const plan = payNeed(need, board.resources);
  return plan.ok ? paidStep(plan.value) : { step: 7, ok: false, message: plan.error.message };
}

const NO_RESOURCES_TEXT = 'the board does not model mana, life or permanents, so those parts of the cost count as payable';

/** Step 7 when the total can be paid, with what creatures did for it when they helped. */
function paidStep(plan: PaymentPlan, byCreatures: Pick<Step7Payment, 'creaturesTapped' | 'manaCreatures'> = {}): Step7Payment {
  return {
    step: 7,
    ok: true,
    message: 'the total can be paid',
    manaSources: plan.manaSources,
    lifePaid: plan.lifePaid,
    permanentsUsed: plan.permanentsUsed,
    ...byCreatures,
  };
}

/**
 * Steps 6–7 for D: one way to pay `costs` when exactly `attackers` attack, or the reason there is none.
 * Tap sets are tried with creatures that have no usable mana first, so the plan keeps mana creatures
 * for mana when it can.
 */
function creaturePayment(board: Board, attackers: ReadonlySet<string>, costs: readonly Cost[]): Step7Payment {
  const resources = board.resources;
  const need = sumCosts(costs);
  const slots = tapSlots(costs);
  if (need.instances === 0) return { step: 7, ok: true, message: 'nothing to pay' };
  const names = namesOfBoard(board);
  const manaOwners = new Set((resources?.creatureMana ?? []).map((s) => s.from));
  const manaReady = new Set(board.creatures.filter((c) => manaOwners.has(c.id) && canTapForMana(c, attackers)).map((c) => c.id));
  const tappable = board.creatures
    .filter((c) => canTapForCost(board, c, attackers) && slots.some((s) => creatureMatches(s, c)))
    .sort((x, y) => Number(manaReady.has(x.id)) - Number(manaReady.has(y.id)));
  if (slots.length > 0 && !matchSlots(slots, tappable)) {
    return {
      step: 7,
      ok: false,
      message: tapShortText(
        slots.length,
        tappable.map((c) => names.creature(c.id)),
      ),
    };
  }
  // Without resources only the tap costs are decided (spec §3): the first set of creatures that fits.
  if (resources === undefined) {
    const chosen = [...tapSets(slots.length, tappable)].find((set) => matchSlots(slots, set)) ?? [];
    return { step: 7, ok: true, message: NO_RESOURCES_TEXT, ...(chosen.length > 0 ? { creaturesTapped: chosen.map((c) => c.id) } : {}) };
  }
  let firstFailure: { message: string; tapped: ReadonlySet<string> } | undefined;
  for (const chosen of tapSets(slots.length, tappable)) {
    if (!matchSlots(slots, chosen)) continue;
    const tapped = new Set(chosen.map((c) => c.id));
    const usable = new Set([...manaReady].filter((id) => !tapped.has(id)));
    const plan = payNeed(need, withCreatureMana(resources, usable));
    if (!plan.ok) {
      firstFailure ??= { message: plan.error.message, tapped };
      continue;
    }
    // Indexes past resources.mana are creature mana, in creatureMana order of the usable creatures.
    const owners = (resources.creatureMana ?? []).filter((s) => usable.has(s.from)).flatMap((s) => s.mana.map(() => s.from));
    const manaCreatures = [...new Set(plan.value.manaSources.filter((i) => i >= resources.mana.length).map((i) => owners[i - resources.mana.length]!))];
    return paidStep(plan.value, {
      ...(chosen.length > 0 ? { creaturesTapped: chosen.map((c) => c.id) } : {}),
      ...(manaCreatures.length > 0 ? { manaCreatures } : {}),
    });
  }
  const failure = firstFailure!;
  const blocked = board.creatures.flatMap((c) => {
    if (!manaOwners.has(c.id)) return [];
    const why = blockedReason(c, attackers, failure.tapped);
    return why === undefined ? [] : [manaBlockedText(names.creature(c.id), why)];
  });
  return { step: 7, ok: false, message: blocked.length === 0 ? failure.message : `${failure.message}; ${blocked.join('; ')}` };
}

/** Every set of `k` creatures of `from`, in order (k is the number of creatures tap costs need: small). */
function* tapSets(k: number, from: readonly Creature[]): Generator<Creature[]> {
  const chosen: Creature[] = [];
  function* pick(start: number): Generator<Creature[]> {
    if (chosen.length === k) {
      yield [...chosen];
      return;
    }
    for (let i = start; i <= from.length - (k - chosen.length); i++) {
      chosen.push(from[i]!);
      yield* pick(i + 1);
      chosen.pop();
    }
  }
  yield* pick(0);
}
