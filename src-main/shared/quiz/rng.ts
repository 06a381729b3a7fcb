/**
 * A small seedable generator (mulberry32): the service seeds it from the OS's random source, tests
 * from a fixed number, so a drawn exam can be reproduced from the seed stored with it. Shared code:
 * exams draw with it, quizzes shuffle their options with it and the puzzle generator builds with it.
 */
export type Random = () => number;

/** Uniform in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
