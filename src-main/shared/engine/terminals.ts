/**
 * The terminal test of spec §3 for the last layer of the search, with the process walk shared between
 * pool parts.
 *
 * A pool part lists, per restriction state, the Pareto-best unit vectors of the pool's members relative
 * to D. The process only compares unit counts between members of one pool (maxima and "at least"), so
 * shifting every vector of the pool — and D's — by the same amount changes nothing: the walk of a pool
 * depends only on its profile set after subtracting the per-group minimum. Pool parts of different
 * prefixes very often have the same normalized profile set; they share one walk here, where each used
 * to walk its own.
 *
 * D's own profile is added to the set before walking. Without settling it would not matter (a member
 * dominated by another of the same state changes no maximum and no fresh requirement set, so the states
 * are the same), but settling (process.ts) is exact only for the terminals of the profiles it walks.
 */
import type { Model } from './model.ts';
import type { Budget } from './budget.ts';
import { ProcessTooLarge, type Profile } from './process.ts';
import { terminalProfiles } from './terminal-walk.ts';
import type { TerminalWalk } from './walk-states.ts';

export class TerminalTests {
  private readonly graphs = new Map<string, TerminalWalk>();
  private readonly verdicts = new Map<string, boolean>();
  /** Distinct process states held over all walks (a state budget, not a clock). */
  private nodes = 0;

  constructor(
    private readonly model: Model,
    private readonly budget: Budget,
    private readonly onTooLarge: (message: string) => never,
  ) {
    this.maxNodes = budget.maxWalkStates;
  }

  private readonly maxNodes: number;

  /** Whether a declaration with profile `d` is a terminal of the process run in the pool `profiles`. */
  isTerminal(profiles: readonly Profile[], d: Profile): boolean {
    const G = d.vec.length;
    // Normalizing and keying the set is a few passes over it, once per final node judged.
    this.budget.work(8 * profiles.length);
    const low = [...d.vec];
    for (const p of profiles) for (let g = 0; g < G; g++) if (p.vec[g]! < low[g]!) low[g] = p.vec[g]!;
    const norm = (p: Profile): Profile => ({ sig: p.sig, vec: p.vec.map((x, g) => x - low[g]!) });
    const own = norm(d);
    const keys = new Set<string>();
    const walked: Profile[] = [];
    const ownKey = `${own.sig}:${own.vec.join('.')}`;
    for (const p of [...profiles.map(norm), own]) {
      const k = `${p.sig}:${p.vec.join('.')}`;
      if (keys.has(k)) continue;
      keys.add(k);
      walked.push(p);
    }
    // Sorted so that the same set from another pool part is the same walk with the same indices.
    walked.sort((a, b) => a.sig - b.sig || compareVec(a.vec, b.vec));
    const poolKey = walked.map((p) => `${p.sig}:${p.vec.join('.')}`).join(';');
    const verdictKey = `${poolKey}#${ownKey}`;
    const known = this.verdicts.get(verdictKey);
    if (known !== undefined) return known;
    // The walk ignores which member is D, so the same set with D among its members shares the graph.
    let graph = this.graphs.get(poolKey);
    if (!graph) {
      try {
        graph = terminalProfiles(this.model, walked, { maxNodes: this.maxNodes - this.nodes, budget: this.budget });
      } catch (e) {
        if (e instanceof ProcessTooLarge) this.onTooLarge(`the attack tree has more than ${this.maxNodes} distinct states`);
        throw e;
      }
      this.nodes += graph.nodes;
      this.graphs.set(poolKey, graph);
    }
    const index = walked.findIndex((p) => p.sig === own.sig && compareVec(p.vec, own.vec) === 0);
    const verdict = graph.terminal[index] === 1;
    this.verdicts.set(verdictKey, verdict);
    return verdict;
  }
}

function compareVec(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
