/**
 * Boards on which no declaration incurs a cost instance (no attackCost effect matches an attack).
 *
 * Then C(D) = ∅ for every D, so every declaration is judged in the same pool Ω(∅) = the restricted
 * declarations (spec §3; payable(∅) always holds). The pool does not travel with the declaration, as it
 * must in the merging search (search.ts): one forward pass over the creatures on (restriction state,
 * units satisfied per guard group) gives every member's profile exactly (pool-pass.ts), one process
 * walk on those profiles gives the terminal profiles, and D is legal iff it is restricted and its
 * profile is one of them. D's own profile is always in the walked set (D is a member of Ω(∅)), which
 * settling requires (process.ts). Conditional rings, chains and stars on 24 creatures stay a few
 * thousand states here.
 */
import type { Model } from './model.ts';
import type { Budget } from './budget.ts';
import { finishGraph, type LegalGraph } from './graph.ts';
import { UnitVectors } from './unit-vectors.ts';
import { passPool, passProfiles } from './pool-pass.ts';
import { PoolWalks } from './pool-walks.ts';

export function isCostFree(model: Model): boolean {
  return model.creatures.every((creature) => creature.options.every((o) => o.costBits === 0));
}

export function buildSinglePoolGraph(model: Model, budget: Budget): LegalGraph {
  const vectors = new UnitVectors(model.groups.length, budget);
  // The pass is the answer graph: its edges are kept, its root counted among the states.
  const pass = passPool(model, vectors, budget, { plan: undefined, keepEdges: true, cellsPerNode: 4, counted: 1 });
  const { profiles, profileOfNode } = passProfiles(model, pass, vectors);
  const terminal = new PoolWalks(model, budget).walk(profiles.profiles);
  const legal = new Uint8Array(pass.states.length);
  for (let node = 0; node < legal.length; node++) if (profileOfNode[node]! >= 0 && terminal[profileOfNode[node]!] === 1) legal[node] = 1;
  return finishGraph(model, pass.edges, legal, budget);
}
