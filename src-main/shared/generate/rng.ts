/**
 * Seeded choices for the generator. Every random decision goes through one Rng made from the seed, so
 * the same (seed, theme, target) always builds the same puzzle. mulberry32 is shared with exams.
 */
import { mulberry32 } from '#shared/quiz/rng';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A new array, shuffled (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

export function makeRng(seed: number): Rng {
  const random = mulberry32(seed);
  const rng: Rng = {
    next: random,
    int: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(random() * items.length)]!,
    chance: (p) => random() < p,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
  return rng;
}

/** A 32-bit sub-seed for attempt `n` of a seed (splitmix-style mixing, so neighbours differ). */
export function subSeed(seed: number, n: number): number {
  let z = (seed ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
