/**
 * Payability of D (spec §4) tracked along the search as instance counts.
 *
 * Payability depends only on the SUM of the incurred costs, so cost effects with the same cost are
 * interchangeable for it: they share one counter (a cost class). "Creature k can't attack unless its
 * controller pays {1}" written as K effects or as one effect listing the K creatures then counts the
 * same way. (Which instances D incurs still matters for its pool, spec §3; the search keeps that per
 * creature, in each option's costBits.)
 *
 * A class's cap is what it can actually reach: the instances its matched creatures can incur at most,
 * and no more than what the resources can pay for that class alone. A prefix whose instances are
 * already unpayable is dropped at once: costs only add up, and paying more is never easier (§4).
 */
import type { Model } from './model.ts';
import { isPayable, sumCosts } from './payment.ts';
import type { Cost, Resources } from './board.ts';
import { TooLarge } from './budget.ts';

export class CostCounter {
  readonly tracked: boolean;
  /** Number of distinct codes (1 when untracked). */
  radix = 1;
  /** Cost class of each cost effect. */
  private readonly classOf: number[] = [];
  private readonly classCost: Cost[] = [];
  private readonly caps: number[] = [];
  private readonly mult: number[] = [];
  private readonly memo = new Map<number, boolean>();
  /** payable() per code when there are few codes: 0 unknown, 1 payable, 2 not (checked once per edge). */
  private dense: Int8Array | undefined;

  /**
   * `resources` defaults to the board's; boards paid with creatures pass an upper bound on what any
   * declaration can use (creature-members.ts), so a prefix dropped here is unpayable for every completion.
   */
  constructor(
    private readonly model: Model,
    private readonly payFrom: Resources | undefined = model.board.resources,
  ) {
    const resources = payFrom;
    this.tracked = resources !== undefined && model.costEffects.length > 0;
    if (!this.tracked) return;
    const byCost = new Map<string, number>();
    for (const e of model.costEffects) {
      const key = JSON.stringify([e.cost.manaSymbols, e.cost.life, e.cost.sacrifice, e.cost.returnToHand]);
      let k = byCost.get(key);
      if (k === undefined) {
        byCost.set(key, (k = this.classCost.length));
        this.classCost.push(e.cost);
      }
      this.classOf.push(k);
    }
    // Instances a class can reach: per creature, the most its options incur.
    const reach = this.classCost.map(() => 0);
    for (const mc of model.creatures) {
      const most = this.classCost.map(() => 0);
      for (const o of mc.options) {
        const here = this.classCost.map(() => 0);
        for (const e of o.costs) here[this.classOf[e]!]! += 1;
        here.forEach((x, k) => (most[k] = Math.max(most[k]!, x)));
      }
      most.forEach((x, k) => (reach[k]! += x));
    }
    let m = 1;
    this.classCost.forEach((cost, k) => {
      let cap = 0;
      while (cap < reach[k]! && isPayable(sumCosts(Array(cap + 1).fill(cost)), resources)) cap++;
      this.caps.push(cap);
      this.mult.push(m);
      m *= cap + 1;
      if (!Number.isSafeInteger(m)) throw new TooLarge('the board has too many attack costs to track exactly');
    });
    this.radix = m;
    if (m <= 1 << 20) this.dense = new Int8Array(m);
  }

  /** Add one option's instances; -1 when the prefix's costs can no longer be paid. */
  add(code: number, costs: readonly number[]): number {
    if (!this.tracked) return 0;
    let r = code;
    for (const e of costs) {
      const k = this.classOf[e]!;
      const v = Math.floor(r / this.mult[k]!) % (this.caps[k]! + 1);
      if (v >= this.caps[k]!) return -1;
      r += this.mult[k]!;
    }
    return this.payable(r) ? r : -1;
  }

  /** The code after an option (-1 when unpayable); an option that incurs nothing keeps a payable prefix's code. */
  afterOption(code: number, option: { readonly costs: readonly number[] }): number {
    return option.costs.length === 0 ? code : this.add(code, option.costs);
  }

  payable(code: number): boolean {
    if (!this.tracked) return true;
    if (this.dense !== undefined) {
      const known = this.dense[code]!;
      if (known !== 0) return known === 1;
    }
    let ok = this.memo.get(code);
    if (ok === undefined) {
      const costs: Cost[] = [];
      for (let k = 0; k < this.caps.length; k++) {
        const n = Math.floor(code / this.mult[k]!) % (this.caps[k]! + 1);
        for (let i = 0; i < n; i++) costs.push(this.classCost[k]!);
      }
      ok = isPayable(sumCosts(costs), this.payFrom);
      this.memo.set(code, ok);
      if (this.dense !== undefined) this.dense[code] = ok ? 1 : 2;
    }
    return ok;
  }
}
