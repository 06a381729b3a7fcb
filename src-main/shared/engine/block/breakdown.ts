/**
 * A legal block set summarized without listing it: by number of blocking creatures, and per creature
 * how many legal declarations have it block each attacker (a creature blocking two counts for both)
 * or not block. Forward counts of full tight paths times backward counts, summed over plans.
 */
import type { Budget } from '../budget.ts';
import { blockCount, blockCountBySize, type BlockGraph } from './graph.ts';
import { inPlan, nodeTotal, tightChild } from './plan-dp.ts';
import { stepState } from './state.ts';

export interface BlockBreakdown {
  readonly count: string;
  readonly bySize: readonly { readonly blockers: number; readonly count: string }[];
  readonly byCreature: readonly {
    readonly creatureId: string;
    readonly byAttacker: readonly { readonly attackerId: string; readonly count: string }[];
    readonly noBlock: string;
  }[];
}

export function blockBreakdownOf(g: BlockGraph, budget: Budget): BlockBreakdown {
  const m = g.model;
  const pair = m.blockers.map(() => new Array<bigint>(m.attackers.length).fill(0n));
  const none = m.blockers.map(() => 0n);
  for (const dp of g.dps) {
    let fwd = new Map<number, bigint>([[0, 1n]]);
    for (let i = 0; i < m.blockers.length; i++) {
      const next = new Map<number, bigint>();
      for (const [s, ways] of fwd) {
        const node = dp.layers[i]!.get(s)!;
        m.options[i]!.forEach((option, o) => {
          budget.tick();
          if (!inPlan(m, dp.plan, i, o)) return;
          const child = tightChild(m, dp.layers, i, s, node, o);
          if (child === undefined) return;
          const total = nodeTotal(child);
          if (total === 0n) return;
          const t = stepState(m, s, i, o);
          next.set(t, (next.get(t) ?? 0n) + ways);
          if (o === 0) none[i] = none[i]! + ways * total;
          for (const j of option) pair[i]![j] = pair[i]![j]! + ways * total;
        });
      }
      fwd = next;
    }
  }
  return {
    count: blockCount(g).toString(),
    bySize: blockCountBySize(g).flatMap((c, k) => (c === 0n ? [] : [{ blockers: k, count: c.toString() }])),
    byCreature: m.blockers.map((b, i) => ({
      creatureId: b.id,
      byAttacker: m.attackers.flatMap((a, j) => (m.options[i]!.some((o) => o.includes(j)) ? [{ attackerId: a.id, count: pair[i]![j]!.toString() }] : [])),
      noBlock: none[i]!.toString(),
    })),
  };
}
