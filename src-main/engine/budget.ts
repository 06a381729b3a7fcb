/**
 * Work limits of one engine call. State budgets DECIDE (they count work, so a board gets the same
 * answer on a busy machine and a quiet one); the clock only PROTECTS (a call never runs much past its
 * time limit). The clock is injected: the engine reads no global time itself except through
 * `defaultClock`, and a host may pass a CPU clock (the worker) or a test a clock that moves on demand.
 */
import type { EngineBudget, EngineClock, EngineStrategy } from './api-types.ts';

export class TooLarge extends Error {}

/** Monotonic milliseconds from the host's high-resolution timer: the one place the engine reads time. */
export const defaultClock: EngineClock = () => globalThis.performance.now();

/**
 * Cells (numbers held in pool summaries and process states, ~8–16 bytes each with their arrays)
 * allowed by default: together with the layer nodes this keeps one call under ~500 MB.
 */
export const DEFAULT_MAX_CELLS = 12_000_000;
export const DEFAULT_MAX_STATES = 2_000_000;

export class Budget {
  readonly deadline: number;
  readonly maxStates: number;
  readonly maxCells: number;
  readonly clock: EngineClock;
  readonly strategy: EngineStrategy;
  private cells = 0;
  private ticks = 0;

  constructor(b: EngineBudget = {}) {
    this.clock = b.clock ?? defaultClock;
    this.deadline = this.clock() + (b.timeLimitMs ?? 10_000);
    this.maxStates = b.maxStates ?? DEFAULT_MAX_STATES;
    this.maxCells = b.maxCells ?? DEFAULT_MAX_CELLS;
    this.strategy = b.strategy ?? 'auto';
  }

  /** Throws TooLarge past the time limit. Cheap: callers check once per unit of bounded work. */
  checkTime(): void {
    if (this.clock() > this.deadline) throw new TooLarge('the board is too large to answer within the time limit');
  }

  /** One unit of inner-loop work: reads the clock every 4 096 units (a few microseconds of work). */
  tick(): void {
    if ((++this.ticks & 4095) === 0) this.checkTime();
  }

  /** Account for `n` more cells held; throws TooLarge beyond the memory budget. */
  hold(n: number): void {
    this.cells += n;
    if (this.cells > this.maxCells) throw new TooLarge(`the search needs more than ${this.maxCells} cells of memory`);
  }
}

export function makeBudget(b: EngineBudget = {}): Budget {
  return new Budget(b);
}

export function checkTime(budget: Budget): void {
  budget.checkTime();
}
