/**
 * One pool Ω(P) explored on its own (for explanations and the tree): every restriction state its
 * members can end in, with their unit vectors, how many declarations share each, and one of them.
 */
import type { Declaration } from './board.ts';
import type { Model } from './model.ts';
import { declarationOf, step } from './model.ts';
import { globalUnits, isFinalValid, signature } from './restriction-state.ts';
import type { PoolEntry, PoolSummary } from './pool-summary.ts';
import { TooLarge, type Budget } from './budget.ts';
import { needsCreaturePayment } from './creature-payment.ts';
import { exploreCreaturePool } from './creature-members.ts';

interface Cell {
  state: number;
  vec: number[];
  count: bigint;
  parent: number;
  option: number;
}

/**
 * `allowed[i]` are the option indices creature i may take in the pool. In 'best' mode only vectors
 * that no other vector of the same state dominates are kept (enough to maximize and to run the
 * process); in 'count' mode every (state, vector) is kept with its number of declarations.
 */
export function explorePool(model: Model, allowed: readonly (readonly number[])[], mode: 'best' | 'count', budget: Budget): PoolSummary {
  // Creatures paying costs: membership needs payable(E) per declaration, so the pool is enumerated.
  if (needsCreaturePayment(model.board)) return exploreCreaturePool(model, allowed, budget);
  const groupCount = model.groups.length;
  const layers: Cell[][] = [[{ state: 0, vec: Array<number>(groupCount).fill(0), count: 1n, parent: -1, option: -1 }]];
  let held = 0;
  for (let i = 0; i < model.creatures.length; i++) {
    if (budget.clock() > budget.deadline) throw new TooLarge('the board is too large to explain within the time limit');
    const creature = model.creatures[i]!;
    const prev = layers[i]!;
    const next: Cell[] = [];
    const index = new Map<string, number>();
    const byState = new Map<number, number[]>();
    prev.forEach((cell, ci) => {
      for (const j of allowed[i]!) {
        const option = creature.options[j]!;
        const nextState = step(model, cell.state, option);
        if (nextState < 0) continue;
        const vec = cell.vec.map((x, g) => x + option.units[g]!);
        const key = `${nextState}|${vec.join('.')}`;
        const at = index.get(key);
        if (at !== undefined) {
          next[at]!.count += cell.count;
          continue;
        }
        if (mode === 'best') {
          const same = byState.get(nextState) ?? [];
          if (same.some((k) => next[k]!.vec.every((x, g) => x >= vec[g]!))) continue;
          // Dominated vectors of this state are dropped by marking them; they never reach the end.
          for (const k of same) if (vec.every((x, g) => x >= next[k]!.vec[g]!)) next[k]!.state = -1;
          byState.set(nextState, [...same.filter((k) => next[k]!.state >= 0), next.length]);
        }
        index.set(key, next.length);
        next.push({ state: nextState, vec, count: cell.count, parent: ci, option: j });
        if (++held > budget.maxStates) throw new TooLarge(`the pool needs more than ${budget.maxStates} states`);
      }
    });
    layers.push(mode === 'best' ? next.filter((c) => c.state >= 0) : next);
  }
  const last = layers[layers.length - 1]!;
  const entries: PoolEntry[] = [];
  last.forEach((cell, k) => {
    if (!isFinalValid(model, cell.state)) return;
    const flags = globalUnits(model, cell.state);
    entries.push({ state: cell.state, sig: signature(model, cell.state), vec: cell.vec.map((x, g) => x + flags[g]!), count: cell.count, index: k });
  });
  const representative = (entry: PoolEntry): Declaration => {
    const choices: number[] = Array(model.creatures.length).fill(0);
    let at = entry.index;
    for (let i = model.creatures.length; i > 0; i--) {
      const cell = layers[i]![at]!;
      choices[i - 1] = cell.option;
      at = cell.parent;
    }
    return declarationOf(model, choices);
  };
  return { entries, representative };
}
