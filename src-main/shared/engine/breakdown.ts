/**
 * A legal set too large to list, summarized exactly: how many legal declarations have each number of
 * attackers, and how often each creature attacks each defender. Both come from the layered graph of
 * search.ts without listing anything — sizes by a backward sum of polynomials (one coefficient per
 * number of attackers), per-creature figures as (paths reaching a node) × (legal completions of the
 * option's child), summed over the layer's nodes.
 */
import type { LegalBreakdown } from './api-types.ts';
import { checkTime, type Budget } from './budget.ts';
import { graphCount, type LegalGraph } from './graph.ts';

/** Coefficient k: the number of legal declarations with exactly k attackers. */
export function countBySize(g: LegalGraph, budget: Budget): bigint[] {
  const n = g.model.creatures.length;
  // poly[node][k]: legal completions of node from its layer on that add exactly k attackers.
  let below: (bigint[] | undefined)[] = [];
  const last = g.counts[n]!;
  for (let node = 0; node < last.size; node++) {
    const c = last.get(node);
    below.push(c === 0n ? undefined : [c]);
  }
  for (let i = n - 1; i >= 0; i--) {
    checkTime(budget);
    const mc = g.model.creatures[i]!;
    const nOpt = mc.options.length;
    const e = g.edges[i]!;
    const nodes = g.counts[i]!.size;
    const here: (bigint[] | undefined)[] = Array(nodes);
    for (let node = 0; node < nodes; node++) {
      if ((node & 1023) === 0) checkTime(budget);
      let poly: bigint[] | undefined;
      for (let j = 0; j < nOpt; j++) {
        const ch = e[node * nOpt + j]!;
        const sub = ch < 0 ? undefined : below[ch];
        if (sub === undefined) continue;
        const shift = mc.options[j]!.defender >= 0 ? 1 : 0;
        poly ??= Array<bigint>(n - i + 1).fill(0n);
        for (let k = 0; k < sub.length; k++) poly[k + shift]! += sub[k]!;
      }
      here[node] = poly;
    }
    below = here;
  }
  const root = below[0] ?? [];
  return Array.from({ length: n + 1 }, (_, k) => root[k] ?? 0n);
}

export function breakdownOf(g: LegalGraph, budget: Budget): LegalBreakdown {
  const { model } = g;
  const bySize = countBySize(g, budget)
    .map((count, attackers) => ({ attackers, count }))
    .filter((s) => s.count > 0n)
    .map((s) => ({ attackers: s.attackers, count: s.count.toString() }));

  const byCreature: LegalBreakdown['byCreature'][number][] = [];
  // reach[node]: partial declarations of the creatures before this layer that lead to the node.
  let reach: bigint[] = [1n];
  model.creatures.forEach((mc, i) => {
    checkTime(budget);
    const nOpt = mc.options.length;
    const e = g.edges[i]!;
    const completions = g.counts[i + 1]!;
    const next: bigint[] = Array<bigint>(completions.size).fill(0n);
    const perOption: bigint[] = Array<bigint>(nOpt).fill(0n);
    for (let node = 0; node < reach.length; node++) {
      if ((node & 1023) === 0) checkTime(budget);
      const r = reach[node]!;
      if (r === 0n) continue;
      for (let j = 0; j < nOpt; j++) {
        const ch = e[node * nOpt + j]!;
        if (ch < 0) continue;
        next[ch]! += r;
        perOption[j]! += r * completions.get(ch);
      }
    }
    reach = next;
    let noAttack = 0n;
    const byDefender: { defenderId: string; count: string }[] = [];
    mc.options.forEach((o, j) => {
      if (o.defender < 0) noAttack += perOption[j]!;
      else byDefender.push({ defenderId: model.defenders[o.defender]!.id, count: perOption[j]!.toString() });
    });
    byCreature.push({ creatureId: mc.creature.id, byDefender, noAttack: noAttack.toString() });
  });

  return { count: graphCount(g).toString(), bySize, byCreature };
}
