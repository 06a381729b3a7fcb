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
import { declarationOf, globalUnits, isFinalValid, signature, step } from './model.ts';
import { isPayableWithCreatures, tapSlots } from './creature-payment.ts';
import { creatureMatches } from './selectors.ts';
import { TooLarge, type Budget } from './budget.ts';
import type { PoolEntry, PoolSummary } from './pool.ts';

/** The most declarations a board paid with creatures may have (Ω); beyond it the answer is too large. */
export const MAX_CREATURE_PAYMENT_OMEGA = 100_000;

export function optimisticResources(resources: Resources): Resources {
  const extra = (resources.creatureMana ?? []).flatMap((s) => s.mana);
  return { mana: [...resources.mana, ...extra], life: resources.life, permanents: resources.permanents };
}

export class CreaturePayer {
  /** Per model creature: whether its attacking can change what the active player can pay. */
  readonly relevant: readonly boolean[];
  private readonly memo = new Map<string, boolean>();

  constructor(private readonly model: Model) {
    const resources = model.board.resources;
    const manaFrom = new Set((resources?.creatureMana ?? []).map((s) => s.from));
    const slots = tapSlots(model.costEffects.map((e) => e.cost));
    this.relevant = model.creatures.map((mc) => manaFrom.has(mc.creature.id) || slots.some((s) => creatureMatches(s, mc.creature)));
  }

  /**
   * payable(E) for E given by its cost bits per model creature (Model.costEffects indexes) and its
   * attacking creatures among the relevant ones. `key` names (bits, attackers) for the memo.
   */
  payable(key: string, costBits: readonly number[], attackers: ReadonlySet<string>): boolean {
    let ok = this.memo.get(key);
    if (ok === undefined) {
      const costs: Cost[] = [];
      for (const bits of costBits) {
        if (bits === 0) continue;
        this.model.costEffects.forEach((e, k) => {
          if (bits & (1 << k)) costs.push(e.cost);
        });
      }
      ok = isPayableWithCreatures(this.model.board, attackers, costs);
      this.memo.set(key, ok);
    }
    return ok;
  }

  /** payable(E) for a declaration given by its option choices. */
  payableChoices(choices: readonly number[]): boolean {
    const bits: number[] = [];
    const attackers = new Set<string>();
    const key: string[] = [];
    this.model.creatures.forEach((mc, i) => {
      const o = mc.options[choices[i]!]!;
      bits.push(o.costBits);
      const attacks = o.defender >= 0 && this.relevant[i]!;
      if (attacks) attackers.add(mc.creature.id);
      key.push(`${o.costBits}${attacks ? 'a' : ''}`);
    });
    return this.payable(key.join(','), bits, attackers);
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
  const G = model.groups.length;
  const byKey = new Map<string, { entry: PoolEntry; choices: number[] }>();
  const order: { entry: PoolEntry; choices: number[] }[] = [];
  const choices: number[] = Array<number>(n).fill(0);
  const vec: number[] = Array<number>(G).fill(0);
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
    const mc = model.creatures[i]!;
    for (const j of allowed[i]!) {
      const o = mc.options[j]!;
      const s = step(model, state, o);
      if (s < 0) continue;
      choices[i] = j;
      for (let g = 0; g < G; g++) vec[g]! += o.units[g]!;
      walk(i + 1, s);
      for (let g = 0; g < G; g++) vec[g]! -= o.units[g]!;
    }
  };
  walk(0, 0);
  budget.hold(order.length * (G + 4));
  const representative = (entry: PoolEntry): Declaration => declarationOf(model, order[entry.index]!.choices);
  return { entries: order.map((o) => o.entry), representative };
}

export function tooLargeMessage(): string {
  return `a board whose attack costs are paid with creatures is answered by going through every possible declaration, at most ${MAX_CREATURE_PAYMENT_OMEGA.toLocaleString('en-US')}; this one has more`;
}
