/**
 * The layered graph both search strategies produce (search.ts merges prefixes by state, enumerate.ts
 * keeps every prefix): one layer per eligible creature in canonical order, paths are declarations,
 * the last layer knows which are legal. Counting is a backward sum; listing the first N in spec §5
 * order is a walk guided by which sizes each node can still complete to.
 */
import type { Declaration } from './board.ts';
import type { Model } from './model.ts';
import { declarationOf } from './model.ts';
import { checkTime, type Budget } from './budget.ts';

export interface LegalGraph {
  readonly model: Model;
  /** Per layer: node → child node per option (-1 = not a restricted, payable prefix). */
  readonly edges: Int32Array[];
  /** Per layer: number of legal completions of each node. */
  readonly counts: readonly WideCounts[];
  /** The last layer's legal flags (one per node). */
  readonly legal: Uint8Array;
}

/** Counts of legal completions, backward from `legal` (one flag per node of the last layer). */
export function finishGraph(model: Model, edges: Int32Array[], legal: Uint8Array, budget: Budget): LegalGraph {
  const n = model.creatures.length;
  const finalCounts = new WideCounts(legal.length, model);
  for (let node = 0; node < legal.length; node++) if (legal[node]) finalCounts.setOne(node);
  const counts: WideCounts[] = Array(n + 1);
  counts[n] = finalCounts;
  for (let i = n - 1; i >= 0; i--) {
    checkTime(budget);
    const optionCount = model.creatures[i]!.options.length;
    const childOf = edges[i]!;
    const nodes = childOf.length / optionCount;
    const here = new WideCounts(nodes, model);
    here.sumChildren(childOf, optionCount, counts[i + 1]!);
    budget.work(childOf.length);
    counts[i] = here;
  }
  return { model, edges, counts, legal };
}

/**
 * Per layer: bit k set when some legal completion adds exactly k attackers (SIZE_WORDS words a node).
 * Only listing needs them, so a count never pays for them; computed once per graph, backward.
 */
const sizesCache = new WeakMap<LegalGraph, Uint32Array[]>();

function graphSizes(g: LegalGraph, budget: Budget): Uint32Array[] {
  const known = sizesCache.get(g);
  if (known !== undefined) return known;
  const { model, edges, legal } = g;
  const n = model.creatures.length;
  const sizes: Uint32Array[] = Array(n + 1);
  const finalSizes = new Uint32Array(legal.length * SIZE_WORDS);
  for (let node = 0; node < legal.length; node++) if (legal[node]) finalSizes[node * SIZE_WORDS] = 1;
  sizes[n] = finalSizes;
  for (let i = n - 1; i >= 0; i--) {
    checkTime(budget);
    const creature = model.creatures[i]!;
    const optionCount = creature.options.length;
    const childOf = edges[i]!;
    const nodes = childOf.length / optionCount;
    const here = new Uint32Array(nodes * SIZE_WORDS);
    const after = sizes[i + 1]!;
    for (let node = 0; node < nodes; node++) {
      budget.tick();
      for (let j = 0; j < optionCount; j++) {
        const child = childOf[node * optionCount + j]!;
        if (child < 0) continue;
        const shift = creature.options[j]!.defender >= 0;
        let carry = 0;
        for (let w = 0; w < SIZE_WORDS; w++) {
          const v = after[child * SIZE_WORDS + w]!;
          here[node * SIZE_WORDS + w]! |= shift ? ((v << 1) | carry) >>> 0 : v;
          carry = v >>> 31;
        }
      }
    }
    sizes[i] = here;
  }
  sizesCache.set(g, sizes);
  return sizes;
}

/** Enough 32-bit words for sizes 0..64 (boards have at most 64 creatures). */
const SIZE_WORDS = 3;

function hasSize(sizes: Uint32Array, node: number, k: number): boolean {
  if (k < 0 || k >= SIZE_WORDS * 32) return false;
  return ((sizes[node * SIZE_WORDS + (k >>> 5)]! >>> (k & 31)) & 1) === 1;
}

/**
 * Exact non-negative counts as limbs of 2^48 in doubles: sums of a few limbs stay below 2^53, so
 * adding is exact and far cheaper than BigInt on the hot path.
 */
class WideCounts {
  private static readonly BASE = 2 ** 48;
  readonly limbs: number;
  private readonly data: Float64Array;

  constructor(
    readonly size: number,
    model: Model,
  ) {
    // Enough limbs for the number of declarations: at most (options per creature)^creatures.
    let bits = 1;
    for (const mc of model.creatures) bits += Math.log2(Math.max(1, mc.options.length));
    this.limbs = Math.ceil(bits / 48) + 1;
    this.data = new Float64Array(size * this.limbs);
  }

  setOne(i: number): void {
    this.data[i * this.limbs] = 1;
  }

  /** Node i's count = Σ of its children's (edges: nOpt children per node, -1 none); one tight loop. */
  sumChildren(edges: Int32Array, nOpt: number, below: WideCounts): void {
    const L = this.limbs;
    const BASE = WideCounts.BASE;
    const out = this.data;
    const src = below.data;
    for (let ni = 0, at = 0; at < edges.length; ni++) {
      const base = ni * L;
      for (let j = 0; j < nOpt; j++, at++) {
        const ch = edges[at]!;
        if (ch < 0) continue;
        let carry = 0;
        for (let l = 0; l < L; l++) {
          const v = out[base + l]! + src[ch * L + l]! + carry;
          carry = v >= BASE ? 1 : 0;
          out[base + l] = carry ? v - BASE : v;
        }
      }
    }
  }

  get(i: number): bigint {
    let r = 0n;
    for (let l = this.limbs - 1; l >= 0; l--) r = r * BigInt(WideCounts.BASE) + BigInt(this.data[i * this.limbs + l]!);
    return r;
  }
}

export function graphCount(g: LegalGraph): bigint {
  return g.counts[0]!.get(0);
}

/**
 * The first `limit` legal declarations in spec §5 order: by size, then by sorted creature=defender
 * pairs. Creatures are laid out in the order of `id=` and each creature's options are its defenders by
 * id and then "no attack", so for a fixed size a depth-first walk in option order visits declarations
 * in exactly that order; `sizes` prunes every branch that cannot complete to a legal one of that size.
 */
export function listLegal(g: LegalGraph, limit: number, budget: Budget, attackers?: number): Declaration[] {
  const out: Declaration[] = [];
  const n = g.model.creatures.length;
  const sizes = graphSizes(g, budget);
  const choices: number[] = Array(n).fill(0);
  const walk = (i: number, node: number, remaining: number): void => {
    if (out.length >= limit) return;
    if (i === n) {
      out.push(declarationOf(g.model, choices));
      if ((out.length & 1023) === 0) checkTime(budget);
      return;
    }
    const creature = g.model.creatures[i]!;
    const optionCount = creature.options.length;
    for (let j = 0; j < optionCount && out.length < limit; j++) {
      const child = g.edges[i]![node * optionCount + j]!;
      if (child < 0) continue;
      const attacks = creature.options[j]!.defender >= 0 ? 1 : 0;
      const rest = remaining - attacks;
      if (!hasSize(sizes[i + 1]!, child, rest)) continue;
      choices[i] = j;
      walk(i + 1, child, rest);
    }
  };
  for (let k = attackers ?? 0; k <= (attackers ?? n) && out.length < limit; k++) {
    if (hasSize(sizes[0]!, 0, k)) walk(0, 0, k);
  }
  return out;
}
