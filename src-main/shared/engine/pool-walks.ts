/**
 * The verdict walks (terminal-walk.ts) of one engine call's pools: all of them together may expand at
 * most the budget's maxWalkStates states. (The process sees only profiles, so callers walk each
 * distinct set of profiles once.)
 */
import type { Model } from './model.ts';
import type { Profile } from './process.ts';
import type { Budget } from './budget.ts';
import { walkPoolWithin } from './terminal-walk.ts';

export class PoolWalks {
  private walked = 0;

  constructor(
    private readonly model: Model,
    private readonly budget: Budget,
  ) {}

  /** Walks the pool of these profiles: per profile, 1 when it is terminal. */
  walk(profiles: readonly Profile[]): Uint8Array {
    const maxNodes = this.budget.maxWalkStates;
    const walk = walkPoolWithin(this.model, profiles, maxNodes - this.walked, maxNodes, this.budget);
    this.walked += walk.nodes;
    return walk.terminal;
  }
}
