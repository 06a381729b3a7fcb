/**
 * What exploring one pool Ω(P) answers (pool.ts, and creature-members.ts when creatures pay): every
 * restriction state its members end in with their unit vectors, and one member per entry.
 */
import type { Declaration } from './board.ts';
import type { Profile } from './process.ts';

export interface PoolEntry extends Profile {
  /** Restriction state of the members. */
  readonly state: number;
  /** How many declarations of the pool have this exact state and vector (only in 'count' mode). */
  readonly count: bigint;
  readonly index: number;
}

export interface PoolSummary {
  readonly entries: readonly PoolEntry[];
  /** One member declaration with that entry's state and vector. */
  readonly representative: (entry: PoolEntry) => Declaration;
}
