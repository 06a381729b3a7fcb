/**
 * What a declaration's costs add up to (spec §4 "Sum the components"), how a payment is written and
 * why one fails: the vocabulary payment.ts and its parts share.
 */
import type { Cost, ManaSymbol, PermanentCost } from './board.ts';

/** The summed components of a set of cost instances (spec §4 "Sum the components"). */
export interface PaymentNeed {
  readonly manaSymbols: readonly ManaSymbol[];
  /** Life costs only; Phyrexian symbols paid with life are added when paying. */
  readonly life: number;
  readonly sacrifice: readonly PermanentCost[];
  readonly returnToHand: readonly PermanentCost[];
  /** Cost instances summed, including ones with no component (War Tax with X = 0). */
  readonly instances: number;
}

export interface PaymentPlan {
  /** For each symbol of `need.manaSymbols` in order: index into `resources.mana`, or -1 for a Phyrexian symbol paid with 2 life. */
  readonly manaSources: readonly number[];
  /** Life costs plus 2 per Phyrexian symbol paid with life. */
  readonly lifePaid: number;
  /** One permanent id per slot: the sacrifice slots in order, then the return-to-hand slots. */
  readonly permanentsUsed: readonly string[];
}

export const PAYMENT_FAILURE_CODES = ['mana', 'life', 'permanents'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];
export interface PaymentFailure {
  readonly code: PaymentFailureCode;
  readonly message: string;
}

/** Adds up cost instances: one entry of `costs` per instance (spec §2, §4). */
export function sumCosts(costs: readonly Cost[]): PaymentNeed {
  const manaSymbols: ManaSymbol[] = [];
  const sacrifice: PermanentCost[] = [];
  const returnToHand: PermanentCost[] = [];
  let life = 0;
  for (const cost of costs) {
    for (const s of cost.manaSymbols) manaSymbols.push(s);
    life += cost.life ?? 0;
    if (cost.sacrifice !== undefined && cost.sacrifice.count > 0) sacrifice.push(cost.sacrifice);
    if (cost.returnToHand !== undefined && cost.returnToHand.count > 0) returnToHand.push(cost.returnToHand);
  }
  return { manaSymbols, life, sacrifice, returnToHand, instances: costs.length };
}
