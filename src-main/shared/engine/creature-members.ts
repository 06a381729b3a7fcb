/**
 * Pool membership when creatures pay attack costs (creature mana, `tapCreatures`; see
 * creature-payment.ts). There payable(E) depends on E's attackers as well as on C(E): E may attack
 * with the creature D taps for mana, so "C(E) ⊆ C(D) and D payable ⇒ E payable" — the step that lets
 * the merging search and pool.ts carry pools along — no longer holds. These boards are therefore
 * answered by enumerating Ω: every declaration is decided by spec §3 literally, with payable(E)
 * computed for E itself. This file holds what that needs:
 *
 * - `CreaturePayer`: payable(E) from E's cost instances and the attackers that matter to payment
 *   (creatures with mana and creatures a tap cost could tap), memoized;
 * - `optimisticResources`: resources with every creature's mana available and tap costs ignored — an
 *   upper bound on what any declaration can pay, so a prefix it cannot pay is dropped soundly
 *   (adding attackers and costs never makes paying easier);
 * - `exploreCreaturePool`: one pool Ω(P) enumerated exactly (explanations and the attack tree).
 */
import type { Cost, Declaration, Resources } from './board.ts';
import type { Model } from './model.ts';
import { declarationOf, step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import { canTapForCost, canTapForMana, isPayableWithCreatures, tapSlots } from './creature-payment.ts';
import { creatureMatches } from './selectors.ts';
import { TooLarge, type Budget } from './budget.ts';
import type { PoolEntry, PoolSummary } from './pool-summary.ts';

/** The most declarations a board paid with creatures may have (Ω); beyond it the answer is too large. */
export const MAX_CREATURE_PAYMENT_OMEGA = 100_000;

export function optimisticResources(resources: Resources): Resources {
  const extra = (resources.creatureMana ?? []).flatMap((s) => s.mana);
  return { mana: [...resources.mana, ...extra], life: resources.life, permanents: resources.permanents };
}

export class CreaturePayer {
  /**
   * Per model creature: whether its attacking can change what the active player can pay — it has a
   * {T} mana ability it could otherwise use (attacking without vigilance taps it), or a tap cost could
   * tap it (a declared attacker can't be tapped for a cost).
   */
  readonly relevant: readonly boolean[];
  private readonly forMana: readonly boolean[];
  private readonly forTap: readonly boolean[];
  private readonly tapEffects: number;
  private readonly memo = new Map<string, boolean>();

  constructor(private readonly model: Model) {
    const board = model.board;
    const manaFrom = new Set((board.resources?.creatureMana ?? []).map((s) => s.from));
    const slots = tapSlots(model.costEffects.map((e) => e.cost));
    this.forMana = model.creatures.map(
      (mc) => manaFrom.has(mc.creature.id) && canTapForMana(mc.creature, new Set()) && !mc.creature.keywords.includes('vigilance'),
    );
    this.forTap = model.creatures.map((mc) => canTapForCost(board, mc.creature, new Set()) && slots.some((s) => creatureMatches(s, mc.creature)));
    this.relevant = model.creatures.map((_, i) => this.forMana[i]! || this.forTap[i]!);
    this.tapEffects = model.costEffects.reduce((m, e, k) => (e.cost.tapCreatures !== undefined && e.cost.tapCreatures.count > 0 ? m | (1 << k) : m), 0);
  }

  /**
   * payable(E) for E given by its cost bits per model creature (Model.costEffects indexes) and whether
   * each model creature attacks. Memoized on what payment can see: how many instances of each cost
   * effect, which mana creatures attack and, when a tap cost is incurred, which tappable ones do.
   */
  payable(costBits: readonly number[], attacks: (i: number) => boolean): boolean {
    const counts = this.model.costEffects.map(() => 0);
    let incurred = 0;
    for (const bits of costBits) {
      if (bits === 0) continue;
      incurred |= bits;
      for (let k = 0; k < counts.length; k++) if (bits & (1 << k)) counts[k]! += 1;
    }
    const taps = (incurred & this.tapEffects) !== 0;
    let who = '';
    for (let i = 0; i < this.model.creatures.length; i++) who += (this.forMana[i]! || (taps && this.forTap[i]!)) && attacks(i) ? '1' : '0';
    const key = `${counts.join(',')}|${who}`;
    let ok = this.memo.get(key);
    if (ok === undefined) {
      const costs: Cost[] = [];
      counts.forEach((n, k) => {
        for (let j = 0; j < n; j++) costs.push(this.model.costEffects[k]!.cost);
      });
      const attackers = new Set(this.model.creatures.filter((_, i) => attacks(i)).map((mc) => mc.creature.id));
      ok = isPayableWithCreatures(this.model.board, attackers, costs);
      this.memo.set(key, ok);
    }
    return ok;
  }

  /** payable(E) for a declaration given by its option choices. */
  payableChoices(choices: readonly number[]): boolean {
    const options = this.model.creatures.map((mc, i) => mc.options[choices[i]!]!);
    return this.payable(
      options.map((o) => o.costBits),
      (i) => options[i]!.defender >= 0,
    );
  }
}

/**
 * Ω(P) enumerated: every declaration whose options are in `allowed` (C(E) ⊆ P creature by creature),
 * kept when it breaks no restriction and is payable (spec §3), grouped by (restriction state, unit
 * vector) with its number of declarations and the first one met as representative.
 */
export function exploreCreaturePool(model: Model, allowed: readonly (readonly number[])[], budget: Budget): PoolSummary {
  const payer = new CreaturePayer(model);
  const n = model.creatures.length;
  const groupCount = model.groups.length;
  const byKey = new Map<string, { entry: PoolEntry; choices: number[] }>();
  const order: { entry: PoolEntry; choices: number[] }[] = [];
  const choices: number[] = Array<number>(n).fill(0);
  const vec: number[] = Array<number>(groupCount).fill(0);
  let leaves = 0;
  const walk = (i: number, state: number): void => {
    if (i === n) {
      if (++leaves > MAX_CREATURE_PAYMENT_OMEGA) throw new TooLarge(tooLargeMessage());
      budget.tick();
      if (!isFinalValid(model, state) || !payer.payableChoices(choices)) return;
      const flags = globalUnits(model, state);
      const v = vec.map((x, g) => x + flags[g]!);
      const key = `${state}|${v.join('.')}`;
      const hit = byKey.get(key);
      if (hit !== undefined) {
        (hit.entry as { count: bigint }).count += 1n;
        return;
      }
      const made = { entry: { state, sig: signature(model, state), vec: v, count: 1n, index: order.length }, choices: [...choices] };
      byKey.set(key, made);
      order.push(made);
      return;
    }
    const creature = model.creatures[i]!;
    for (const j of allowed[i]!) {
      const option = creature.options[j]!;
      const next = step(model, state, option);
      if (next < 0) continue;
      choices[i] = j;
      for (let g = 0; g < groupCount; g++) vec[g]! += option.units[g]!;
      walk(i + 1, next);
      for (let g = 0; g < groupCount; g++) vec[g]! -= option.units[g]!;
    }
  };
  walk(0, 0);
  budget.hold(order.length * (groupCount + 4));
  const representative = (entry: PoolEntry): Declaration => declarationOf(model, order[entry.index]!.choices);
  return { entries: order.map((made) => made.entry), representative };
}

export function tooLargeMessage(): string {
  return `a board whose attack costs are paid with creatures is answered by going through every possible declaration, at most ${MAX_CREATURE_PAYMENT_OMEGA.toLocaleString('en-US')}; this one has more`;
}
