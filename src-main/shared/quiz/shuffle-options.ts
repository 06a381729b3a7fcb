/**
 * Multiple-choice options in a fresh order for each attempt, so that a learner who has seen a quiz
 * before cannot answer by position. The order is a pure function of the options and a
 * 32-bit seed: the seed shown with the quiz reproduces the exact order a learner reports.
 */
import { mulberry32 } from './rng.ts';

/** Largest seed + 1: seeds are unsigned 32-bit integers, as mulberry32 takes them. */
export const OPTION_SEED_RANGE = 2 ** 32;

export function isOptionSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < OPTION_SEED_RANGE;
}

/** A seed from a [0, 1) random source (Math.random in the app, a fixed sequence in tests). */
export function makeOptionSeed(random: () => number): number {
  return Math.floor(random() * OPTION_SEED_RANGE) % OPTION_SEED_RANGE;
}

/**
 * The options in the order seed `seed` gives (Fisher–Yates driven by mulberry32): a permutation of
 * the input, the same for the same seed and options, every order equally likely over seeds.
 */
export function shuffleOptions<T>(options: readonly T[], seed: number): T[] {
  const out = [...options];
  const random = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
